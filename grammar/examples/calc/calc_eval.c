/*
 * calc_eval.c - the calculator's arithmetic (see calc_eval.h).
 */
#include "calc_eval.h"

long long calc_add(long long a, long long b) {
  return (long long)((unsigned long long)a + (unsigned long long)b);
}

long long calc_mul(long long a, long long b) {
  return (long long)((unsigned long long)a * (unsigned long long)b);
}

long long calc_neg(long long a) {
  return (long long)(0ull - (unsigned long long)a);
}

long long *calc_value(PegParser *p, long long value) {
  long long *box = ast_arena_alloc(p->arena, sizeof *box);
  if (box) *box = value;
  return box;
}

long long *calc_number(PegParser *p, const PegToken *digits) {
  unsigned long long value = 0;
  for (const char *s = digits->start; s < digits->end; s++)
    value = value * 10 + (unsigned long long)(*s - '0');
  return calc_value(p, (long long)value);
}

long long *calc_divide(PegParser *p, const long long *a, const long long *b,
                       char op, int lineno, int col, int end_lineno,
                       int end_col) {
  if (*b == 0)
    return peg_raise_at(p, lineno, col, end_lineno, end_col,
                        "division by zero");
  if (*b == -1) /* LLONG_MIN / -1 overflows: wrap like the other operators */
    return calc_value(p, op == '/' ? calc_neg(*a) : 0);
  return calc_value(p, op == '/' ? *a / *b : *a % *b);
}

long long *calc_power(PegParser *p, const long long *a, const long long *b,
                      int lineno, int col, int end_lineno, int end_col) {
  if (*b < 0)
    return peg_raise_at(p, lineno, col, end_lineno, end_col,
                        "negative exponent");
  unsigned long long base = (unsigned long long)*a, result = 1;
  for (unsigned long long e = (unsigned long long)*b; e;
       e >>= 1) { /* by squaring */
    if (e & 1) result *= base;
    base *= base;
  }
  return calc_value(p, (long long)result);
}
