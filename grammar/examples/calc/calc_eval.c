/*
 * calc_eval.c - the tree-walking evaluator (see calc_eval.h).
 *
 * One function per kind of node, each returning false on a runtime error
 * (recorded by fail(), at the node's token) so that the caller returns
 * false in turn: the error unwinds the walk as the parser's sticky flag
 * unwinds a parse. The recursion is bounded: an expression is at most
 * CALC_MAX_DEPTH deep (calc_ast.c), blocks at most CALC_MAX_NESTING
 * (calc_lex.h).
 */
#include "calc_eval.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "calc_parser.h"

void calc_run_init(CalcRun *run, AstArena *arena, FILE *out) {
  memset(run, 0, sizeof *run);
  run->arena = arena;
  run->out = out;
}

static bool fail(CalcRun *run, const CalcExpr *at, const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(run->message, sizeof run->message, format, args);
  va_end(args);
  run->lineno = at->lineno;
  run->col = at->col;
  return false;
}

/* ---- Values --------------------------------------------------------- */

static CalcValue int_value(long long i) {
  return (CalcValue){.i = i};
}

static double as_float(CalcValue v) {
  return v.is_float ? v.f : (double)v.i;
}

/* A float result at [e]: every float stays finite. */
static bool float_result(CalcRun *run, const CalcExpr *e, double f,
                         CalcValue *out) {
  if (isnan(f)) return fail(run, e, "math domain error");
  if (isinf(f)) return fail(run, e, "float overflow");
  *out = (CalcValue){.is_float = true, .f = f};
  return true;
}

/* -1, 0 or 1 as a < b, a == b, a > b (through doubles when one is a
   float: exact for integers up to 2**53). */
static int compare(CalcValue a, CalcValue b) {
  if (!a.is_float && !b.is_float) return (a.i > b.i) - (a.i < b.i);
  return (as_float(a) > as_float(b)) - (as_float(a) < as_float(b));
}

static bool is_true(CalcValue v) {
  return v.is_float ? v.f != 0 : v.i != 0;
}

/* ---- Integer arithmetic: the overflow tests come before the operation,
   which would be undefined behavior in C ------------------------------- */

static bool add_overflows(long long a, long long b) {
  return b > 0 ? a > LLONG_MAX - b : a < LLONG_MIN - b;
}

static bool mul_overflows(long long a, long long b) {
  if (a == 0 || b == 0) return false;
  if (a > 0) return b > 0 ? a > LLONG_MAX / b : b < LLONG_MIN / a;
  return b > 0 ? a < LLONG_MIN / b : a < LLONG_MAX / b;
}

/* a ** b for b >= 0, by repeated squaring; false on overflow. */
static bool int_power(long long a, long long b, long long *out) {
  long long result = 1;
  for (;;) {
    if (b & 1) {
      if (mul_overflows(result, a)) return false;
      result *= a;
    }
    b >>= 1;
    if (b == 0) break;
    if (mul_overflows(a, a)) return false; /* needed later: result would too */
    a *= a;
  }
  *out = result;
  return true;
}

/* a op b for two integers, except '/' (always a float). */
static bool int_binary(CalcRun *run, const CalcExpr *e, long long a,
                       long long b, CalcValue *out) {
  switch (e->op) {
    case CALC_PLUS:
      if (add_overflows(a, b)) break;
      *out = int_value(a + b);
      return true;
    case CALC_MINUS:
      if (b == LLONG_MIN ? a >= 0 : add_overflows(a, -b)) break;
      *out = int_value(a - b);
      return true;
    case CALC_STAR:
      if (mul_overflows(a, b)) break;
      *out = int_value(a * b);
      return true;
    case CALC_PERCENT: {
      if (b == 0) return fail(run, e, "division by zero");
      /* C's % truncates (and LLONG_MIN % -1 traps): then the sign of b */
      long long r = b == -1 ? 0 : a % b;
      if (r != 0 && (r < 0) != (b < 0)) r += b;
      *out = int_value(r);
      return true;
    }
    default: /* CALC_DOUBLESTAR; a negative power is a float: 2 ** -1 */
      if (b < 0) {
        if (a == 0) return fail(run, e, "division by zero");
        return float_result(run, e, pow((double)a, (double)b), out);
      }
      if (!int_power(a, b, &out->i)) break;
      out->is_float = false;
      return true;
  }
  return fail(run, e, "integer overflow");
}

/* a op b when one is a float, except '/'. */
static bool float_binary(CalcRun *run, const CalcExpr *e, double a, double b,
                         CalcValue *out) {
  switch (e->op) {
    case CALC_PLUS:
      return float_result(run, e, a + b, out);
    case CALC_MINUS:
      return float_result(run, e, a - b, out);
    case CALC_STAR:
      return float_result(run, e, a * b, out);
    case CALC_PERCENT: {
      if (b == 0) return fail(run, e, "division by zero");
      double r = fmod(a, b);
      if (r != 0 && (r < 0) != (b < 0)) r += b; /* the divisor's sign */
      return float_result(run, e, r, out);
    }
    default: /* CALC_DOUBLESTAR */
      if (a == 0 && b < 0) return fail(run, e, "division by zero");
      return float_result(run, e, pow(a, b), out);
  }
}

static bool binary(CalcRun *run, const CalcExpr *e, CalcValue a, CalcValue b,
                   CalcValue *out) {
  switch (e->op) {
    case CALC_EQEQUAL:
      *out = int_value(compare(a, b) == 0);
      return true;
    case CALC_NOTEQUAL:
      *out = int_value(compare(a, b) != 0);
      return true;
    case CALC_LESS:
      *out = int_value(compare(a, b) < 0);
      return true;
    case CALC_LESSEQUAL:
      *out = int_value(compare(a, b) <= 0);
      return true;
    case CALC_GREATER:
      *out = int_value(compare(a, b) > 0);
      return true;
    case CALC_GREATEREQUAL:
      *out = int_value(compare(a, b) >= 0);
      return true;
    case CALC_SLASH:
      if (as_float(b) == 0) return fail(run, e, "division by zero");
      return float_result(run, e, as_float(a) / as_float(b), out);
    default:
      if (a.is_float || b.is_float)
        return float_binary(run, e, as_float(a), as_float(b), out);
      return int_binary(run, e, a.i, b.i, out);
  }
}

/* ---- Expressions ------------------------------------------------------ */

static bool eval(CalcRun *run, const CalcExpr *e, CalcValue *out);

static CalcVar *find_var(const CalcRun *run, const char *name) {
  for (CalcVar *v = run->vars; v; v = v->next)
    if (v->name == name) return v; /* interned: one name, one pointer */
  return NULL;
}

/* The built-in functions of one argument, applied to [x] in place. */
static bool apply(CalcRun *run, const CalcExpr *call, CalcValue *x) {
  const char *f = call->name;
  if (strcmp(f, "abs") == 0) {
    if (x->is_float)
      x->f = fabs(x->f);
    else if (x->i == LLONG_MIN)
      return fail(run, call, "integer overflow");
    else
      x->i = llabs(x->i);
    return true;
  }
  if (strcmp(f, "sqrt") == 0) {
    if (as_float(*x) < 0) return fail(run, call, "math domain error");
    return float_result(run, call, sqrt(as_float(*x)), x);
  }
  /* int: toward zero; 2.0**63 is the first float past the integers */
  if (!x->is_float) return true;
  double t = trunc(x->f);
  if (!(t >= -9223372036854775808.0 && t < 9223372036854775808.0))
    return fail(run, call, "integer overflow");
  *x = int_value((long long)t);
  return true;
}

// abs(x) sqrt(x) int(x) min(x, ...) max(x, ...)
static bool call(CalcRun *run, const CalcExpr *e, CalcValue *out) {
  const char *f = e->name;
  size_t count = e->args->count;
  CalcExpr **args = (CalcExpr **)e->args->items;
  if (strcmp(f, "min") == 0 || strcmp(f, "max") == 0) {
    if (count == 0)
      return fail(run, e, "%s expected at least 1 argument, got 0", f);
    int keep = strcmp(f, "min") == 0 ? -1 : 1; /* a smaller one, a larger one */
    if (!eval(run, args[0], out)) return false;
    for (size_t i = 1; i < count; i++) {
      CalcValue x;
      if (!eval(run, args[i], &x)) return false;
      if (compare(x, *out) == keep) *out = x;
    }
    return true;
  }
  if (strcmp(f, "abs") != 0 && strcmp(f, "sqrt") != 0 && strcmp(f, "int") != 0)
    return fail(run, e, "unknown function '%s'", f);
  if (count != 1)
    return fail(run, e, "%s() takes exactly one argument (%zu given)", f,
                count);
  return eval(run, args[0], out) && apply(run, e, out);
}

static bool eval(CalcRun *run, const CalcExpr *e, CalcValue *out) {
  switch (e->kind) {
    case CALC_EXPR_NUMBER:
      *out = e->number;
      return true;
    case CALC_EXPR_NAME: {
      const CalcVar *v = find_var(run, e->name);
      if (!v) return fail(run, e, "name '%s' is not defined", e->name);
      *out = v->value;
      return true;
    }
    case CALC_EXPR_UNARY: /* '-' */
      if (!eval(run, e->left, out)) return false;
      if (out->is_float)
        out->f = -out->f;
      else if (out->i == LLONG_MIN)
        return fail(run, e, "integer overflow");
      else
        out->i = -out->i;
      return true;
    case CALC_EXPR_BINARY: {
      CalcValue a, b;
      return eval(run, e->left, &a) && eval(run, e->right, &b) &&
             binary(run, e, a, b, out);
    }
    case CALC_EXPR_CALL:
      return call(run, e, out);
  }
  return false;
}

/* ---- Statements --------------------------------------------------------- */

static bool assign(CalcRun *run, const CalcStmt *s) {
  CalcValue value;
  if (!eval(run, s->value, &value)) return false;
  CalcVar *v = find_var(run, s->name);
  if (!v) {
    if (!(v = ast_arena_alloc(run->arena, sizeof *v)))
      return fail(run, s->value, "out of memory");
    v->name = s->name;
    v->next = run->vars;
    run->vars = v;
  }
  v->value = value;
  return true;
}

static bool run_stmt(CalcRun *run, const CalcStmt *s) {
  CalcValue value;
  switch (s->kind) {
    case CALC_STMT_ASSIGN:
      return assign(run, s);
    case CALC_STMT_PRINT:
      if (!eval(run, s->value, &value)) return false;
      calc_print_value(run->out, value);
      fputc('\n', run->out);
      return true;
    case CALC_STMT_IF:
      if (!eval(run, s->value, &value)) return false;
      if (is_true(value)) return calc_run(run, s->body);
      return !s->orelse || calc_run(run, s->orelse);
    case CALC_STMT_WHILE:
      for (;;) {
        if (!eval(run, s->value, &value)) return false;
        if (!is_true(value)) return true;
        if (!calc_run(run, s->body)) return false;
      }
  }
  return false;
}

bool calc_run(CalcRun *run, const PegSeq *program) {
  for (size_t i = 0; i < program->count; i++)
    if (!run_stmt(run, program->items[i])) return false;
  return true;
}

void calc_print_value(FILE *out, CalcValue value) {
  if (!value.is_float) {
    fprintf(out, "%lld", value.i);
    return;
  }
  /* the fewest significant digits that read back as the same double */
  char text[40];
  int digits = 1;
  for (; digits < 17; digits++) {
    snprintf(text, sizeof text, "%.*e", digits - 1, value.f);
    if (strtod(text, NULL) == value.f) break;
  }
  snprintf(text, sizeof text, "%.*e", digits - 1, value.f);
  /* then Python's choice: scientific when the exponent is < -4 or >= 16 */
  int exponent = atoi(strchr(text, 'e') + 1);
  if (exponent < -4 || exponent >= 16) {
    fputs(text, out);
    return;
  }
  int decimals = digits - 1 - exponent;
  fprintf(out, "%.*f%s", decimals > 0 ? decimals : 0, value.f,
          decimals > 0 ? "" : ".0");
}
