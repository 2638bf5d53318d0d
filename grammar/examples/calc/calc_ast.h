/*
 * calc_ast.h - the syntax tree of a calc program, and the constructors
 * that calc.gram's actions call to build it.
 *
 * The parser builds the whole tree before anything runs (calc_eval.c
 * walks it afterwards): an action must not compute, because a PEG parser
 * runs actions on alternatives it later abandons, and runs them again in
 * the second pass. Nodes live in the parse's arena (ast/arena.h) and are
 * freed with it, all at once: there is no calc_tree_free.
 *
 * The Python parser has the same shape on a larger scale: ast/Python.asdl
 * defines its nodes, and the act_* helpers of parser/python_actions.h are
 * its constructors.
 */
#ifndef CALC_AST_H
#define CALC_AST_H

#include <stdbool.h>

#include "peg.h"

/*
 * How deep an expression tree may be. The evaluator recurses once per
 * level, and a left-recursive rule makes `1+1+...+1` a tree as deep as the
 * line is long without nesting the parser (the seed grows in a loop), so
 * the parser's own PEG_MAX_DEPTH does not bound it: the constructors do.
 */
#define CALC_MAX_DEPTH 1000

/* A number: a 64-bit integer or a finite double. */
typedef struct CalcValue {
  bool is_float;
  long long i; /* the value when !is_float */
  double f;    /* the value when is_float */
} CalcValue;

typedef enum CalcExprKind {
  CALC_EXPR_NUMBER, /* 42, 2.5 */
  CALC_EXPR_NAME,   /* x */
  CALC_EXPR_UNARY,  /* -x (the only unary operator) */
  CALC_EXPR_BINARY, /* x + y, x ** y, x < y, ... */
  CALC_EXPR_CALL,   /* sqrt(x) */
} CalcExprKind;

typedef struct CalcExpr CalcExpr;
struct CalcExpr {
  CalcExprKind kind;
  int lineno; /* 1-based line of the node's own token: the number, the name,
                 the operator (where a runtime error is reported) */
  int col;    /* 0-based byte column of that token */
  int depth;  /* levels of the tree below and including this node */
  CalcValue number; /* NUMBER */
  const char *name; /* NAME and CALL: interned (compare with ==) */
  int op;           /* UNARY and BINARY: the operator's token type
                       (CALC_PLUS, CALC_LESS, ... of CalcTokens) */
  CalcExpr *left;   /* UNARY: the operand; BINARY: the left operand */
  CalcExpr *right;  /* BINARY: the right operand */
  PegSeq *args;     /* CALL: the arguments (CalcExpr *), maybe empty */
};

typedef enum CalcStmtKind {
  CALC_STMT_ASSIGN, /* name = value */
  CALC_STMT_PRINT,  /* an expression on its own: its value is printed */
  CALC_STMT_IF,     /* if test { body } else { orelse } */
  CALC_STMT_WHILE,  /* while test { body } */
} CalcStmtKind;

typedef struct CalcStmt {
  CalcStmtKind kind;
  const char *name; /* ASSIGN: the variable, interned */
  CalcExpr *value;  /* ASSIGN and PRINT: the expression; IF, WHILE: the test */
  PegSeq *body;     /* IF, WHILE: the statements (CalcStmt *) */
  PegSeq *orelse;   /* IF: the else block, NULL without one; `else if`
                       is an else block holding one IF */
} CalcStmt;

/* Constructors, called by calc.gram's actions. Each returns a node in
   p->arena, or NULL with an error raised (too deep, number too large) or
   with the arena failed (the runtime reports "out of memory"). */
CalcExpr *calc_number(PegParser *p, const PegToken *number);
CalcExpr *calc_name(PegParser *p, const PegToken *name);
CalcExpr *calc_unary(PegParser *p, const PegToken *op, CalcExpr *operand);
CalcExpr *calc_binary(PegParser *p, const PegToken *op, CalcExpr *left,
                      CalcExpr *right);
/* [args] NULL: no arguments. */
CalcExpr *calc_call(PegParser *p, const PegToken *name, PegSeq *args);

CalcStmt *calc_assign(PegParser *p, const PegToken *name, CalcExpr *value);
CalcStmt *calc_print(PegParser *p, CalcExpr *value);
/* [orelse] NULL: no else block. */
CalcStmt *calc_if(PegParser *p, CalcExpr *test, PegSeq *body, PegSeq *orelse);
CalcStmt *calc_while(PegParser *p, CalcExpr *test, PegSeq *body);
/* A block of the one statement [stmt] (the else of `else if`). */
PegSeq *calc_block_of(PegParser *p, CalcStmt *stmt);

/* For invalid_assignment: raises "cannot assign to a number" (to a
   function call, to an expression) over the span EXTRA gives. */
void *calc_raise_assign(PegParser *p, const CalcExpr *target, int lineno,
                        int col, int end_lineno, int end_col);

#endif
