/*
 * calc_eval.h - running a calc program: a walk over the syntax tree of
 * calc_ast.h, statement by statement, that keeps the variables and prints
 * the value of each expression statement.
 *
 * The arithmetic, in short (README.md has it all): integers are 64-bit and
 * an overflow is an error, not a wrap-around; a float in an operation
 * makes the result a float; `/` always gives a float; `%` takes the sign
 * of the divisor, as Python's; every float stays finite (an operation
 * that would give an infinity or a NaN is an error).
 */
#ifndef CALC_EVAL_H
#define CALC_EVAL_H

#include <stdbool.h>
#include <stdio.h>

#include "calc_ast.h"

/* Longest runtime error message, with its NUL. */
#define CALC_EVAL_MESSAGE_MAX 128

/* A variable: one per name ever assigned. */
typedef struct CalcVar CalcVar;
struct CalcVar {
  const char *name; /* interned by the parser */
  CalcValue value;
  CalcVar *next; /* the variable assigned first before this one */
};

/* The state of one run. */
typedef struct CalcRun {
  AstArena *arena; /* where variables are allocated; borrowed (the parse's
                      arena: the tree and the variables go together) */
  FILE *out;       /* where expression statements print */
  CalcVar *vars;   /* every variable, newest first */
  /* Set when calc_run returns false: */
  char message[CALC_EVAL_MESSAGE_MAX];
  int lineno; /* 1-based line of the token of the failing expression */
  int col;    /* 0-based byte column */
} CalcRun;

/* Prepares [run]; allocates nothing yet. */
void calc_run_init(CalcRun *run, AstArena *arena, FILE *out);

/* Runs the statements of [program] (CalcStmt *) in order; false at the
   first runtime error (run->message and its place set), after the output
   of the statements before it. */
bool calc_run(CalcRun *run, const PegSeq *program);

/* Writes [value] as calc prints it: an integer in decimal, a float with
   the fewest digits that read back as the same double, as Python's repr
   (2.5, 100.0, 1e+16, 1e-05). */
void calc_print_value(FILE *out, CalcValue value);

#endif
