/*
 * calc_ast.c - the constructors of the syntax tree (see calc_ast.h): what
 * calc.gram's actions call. They check what the grammar cannot say (a
 * number literal too large, a tree too deep) and raise those errors at the
 * token concerned, through the runtime's peg_raise_token.
 */
#include "calc_ast.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A new expression node of [kind] at [token], [depth] levels deep. */
static CalcExpr *new_expr(PegParser *p, CalcExprKind kind,
                          const PegToken *token, int depth) {
  if (depth > CALC_MAX_DEPTH)
    return peg_raise_token(p, token, "expression nested too deeply");
  CalcExpr *e = ast_arena_alloc(p->arena, sizeof *e);
  if (!e) return NULL;
  e->kind = kind;
  e->lineno = token->lineno;
  e->col = token->col;
  e->depth = depth;
  return e;
}

static const char *intern(PegParser *p, const PegToken *token) {
  return ast_intern(p->arena, token->start,
                    (size_t)(token->end - token->start));
}

// NUMBER: digits, or digits with a fraction and/or an exponent (a float)
CalcExpr *calc_number(PegParser *p, const PegToken *number) {
  CalcExpr *e = new_expr(p, CALC_EXPR_NUMBER, number, 1);
  if (!e) return NULL;
  size_t length = (size_t)(number->end - number->start);
  char *text = ast_arena_strndup(p->arena, number->start, length);
  if (!text) return NULL;
  if (text[strspn(text, "0123456789")] != '\0') { /* '.', 'e' or 'E' */
    e->number.is_float = true;
    e->number.f = strtod(text, NULL);
    if (isinf(e->number.f))
      return peg_raise_token(p, number, "number too large");
    return e;
  }
  long long value = 0;
  for (const char *s = text; *s; s++) {
    int digit = *s - '0';
    if (value > (LLONG_MAX - digit) / 10)
      return peg_raise_token(
          p, number, "integer too large (the largest is %lld)", LLONG_MAX);
    value = value * 10 + digit;
  }
  e->number.i = value;
  return e;
}

CalcExpr *calc_name(PegParser *p, const PegToken *name) {
  CalcExpr *e = new_expr(p, CALC_EXPR_NAME, name, 1);
  if (e && !(e->name = intern(p, name))) return NULL;
  return e;
}

CalcExpr *calc_unary(PegParser *p, const PegToken *op, CalcExpr *operand) {
  CalcExpr *e = new_expr(p, CALC_EXPR_UNARY, op, operand->depth + 1);
  if (!e) return NULL;
  e->op = op->type;
  e->left = operand;
  return e;
}

CalcExpr *calc_binary(PegParser *p, const PegToken *op, CalcExpr *left,
                      CalcExpr *right) {
  int deeper = left->depth > right->depth ? left->depth : right->depth;
  CalcExpr *e = new_expr(p, CALC_EXPR_BINARY, op, deeper + 1);
  if (!e) return NULL;
  e->op = op->type;
  e->left = left;
  e->right = right;
  return e;
}

CalcExpr *calc_call(PegParser *p, const PegToken *name, PegSeq *args) {
  int deepest = 0;
  for (size_t i = 0; args && i < args->count; i++) {
    const CalcExpr *arg = args->items[i];
    if (arg->depth > deepest) deepest = arg->depth;
  }
  CalcExpr *e = new_expr(p, CALC_EXPR_CALL, name, deepest + 1);
  if (!e) return NULL;
  e->args = args ? args : &p->empty_seq;
  if (!(e->name = intern(p, name))) return NULL;
  return e;
}

static CalcStmt *new_stmt(PegParser *p, CalcStmtKind kind) {
  CalcStmt *s = ast_arena_alloc(p->arena, sizeof *s);
  if (s) s->kind = kind;
  return s;
}

CalcStmt *calc_assign(PegParser *p, const PegToken *name, CalcExpr *value) {
  CalcStmt *s = new_stmt(p, CALC_STMT_ASSIGN);
  if (!s || !(s->name = intern(p, name))) return NULL;
  s->value = value;
  return s;
}

CalcStmt *calc_print(PegParser *p, CalcExpr *value) {
  CalcStmt *s = new_stmt(p, CALC_STMT_PRINT);
  if (s) s->value = value;
  return s;
}

CalcStmt *calc_if(PegParser *p, CalcExpr *test, PegSeq *body, PegSeq *orelse) {
  CalcStmt *s = new_stmt(p, CALC_STMT_IF);
  if (!s) return NULL;
  s->value = test;
  s->body = body;
  s->orelse = orelse;
  return s;
}

CalcStmt *calc_while(PegParser *p, CalcExpr *test, PegSeq *body) {
  CalcStmt *s = new_stmt(p, CALC_STMT_WHILE);
  if (!s) return NULL;
  s->value = test;
  s->body = body;
  return s;
}

PegSeq *calc_block_of(PegParser *p, CalcStmt *stmt) {
  PegSeq *block = peg_seq_new(p, 1);
  if (block) block->items[0] = stmt;
  return block;
}

void *calc_raise_assign(PegParser *p, const CalcExpr *target, int lineno,
                        int col, int end_lineno, int end_col) {
  const char *what = target->kind == CALC_EXPR_NUMBER ? "a number"
                     : target->kind == CALC_EXPR_CALL ? "a function call"
                                                      : "an expression";
  return peg_raise_at(p, lineno, col, end_lineno, end_col,
                      "cannot assign to %s", what);
}
