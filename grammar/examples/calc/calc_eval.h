/*
 * calc_eval.h - the calculator's arithmetic, called by calc.gram's actions.
 * Values are 64-bit integers that wrap around (computed as unsigned, so
 * overflow is defined), boxed in the parse's arena because rule results
 * are pointers.
 */
#ifndef CALC_EVAL_H
#define CALC_EVAL_H

#include "peg.h"

long long calc_add(long long a, long long b);
long long calc_mul(long long a, long long b);
long long calc_neg(long long a);
/* A boxed [value] in p's arena; NULL when the arena is exhausted. */
long long *calc_value(PegParser *p, long long value);
long long *calc_number(PegParser *p, const PegToken *digits);
/* a / b or a % b ([op]); raises "division by zero" over the span. */
long long *calc_divide(PegParser *p, const long long *a, const long long *b,
                       char op, int lineno, int col, int end_lineno,
                       int end_col);
/* a ** b; raises "negative exponent" over the span. */
long long *calc_power(PegParser *p, const long long *a, const long long *b,
                      int lineno, int col, int end_lineno, int end_col);

#endif
