/*
 * peg_error.c - raising errors, and the depth and stack limits around
 * rule calls.
 *
 * Errors are sticky: the first one raised is kept and every later rule
 * call fails at once (the generated code tests p->error after each call),
 * so an error unwinds the recursion without longjmp.
 */
#include "peg.h"

#include <stdarg.h>
#include <string.h>

static void *raise_v(PegParser *p, int lineno, int col, int end_lineno,
                     int end_col, const char *format, va_list args) {
  if (p->error) return NULL;
  char message[sizeof p->err.message];
  vsnprintf(message, sizeof message, format, args);
  /* a dropped error fails its alternative, as a mismatch would */
  if (p->drops_error && p->drops_error(p, message)) return NULL;
  p->error = 1;
  p->depth_limit = 0; /* every rule call fails at once from now on */
  p->err.status = PEG_STATUS_SYNTAX;
  memcpy(p->err.message, message, sizeof message);
  p->err.lineno = lineno;
  p->err.col = col;
  p->err.end_lineno = end_lineno;
  p->err.end_col = end_col;
  return NULL;
}

void *peg_raise_at(PegParser *p, int lineno, int col, int end_lineno,
                   int end_col, const char *format, ...) {
  va_list args;
  va_start(args, format);
  raise_v(p, lineno, col, end_lineno, end_col, format, args);
  va_end(args);
  return NULL;
}

void *peg_raise_token(PegParser *p, const PegToken *token, const char *format,
                      ...) {
  va_list args;
  va_start(args, format);
  raise_v(p, token->lineno, token->col, token->end_lineno, token->end_col,
          format, args);
  va_end(args);
  return NULL;
}

void *peg_fail(PegParser *p, PegStatus status, const char *message) {
  if (p->error) return NULL;
  const PegToken *t =
      p->pos < p->fill ? peg_token_at(p, p->pos) : peg_furthest_token(p);
  p->error = 1;
  p->depth_limit = 0;
  p->err.status = status;
  snprintf(p->err.message, sizeof p->err.message, "%s", message);
  if (t) {
    p->err.lineno = t->lineno;
    p->err.col = t->col;
    p->err.end_lineno = t->end_lineno;
    p->err.end_col = t->end_col;
  }
  return NULL;
}

void *peg_out_of_memory(PegParser *p) {
  return peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
}

/* Bytes of C stack between peg_run's frame and this call's. */
static size_t stack_used(const PegParser *p) {
  char here;
  uintptr_t at = (uintptr_t)&here;
  return at < p->stack_base ? p->stack_base - at : at - p->stack_base;
}

bool peg_enter_slow(PegParser *p, int rule_id) {
  if (p->error) return false;
  if (p->stack_base && !p->stack_asked && p->depth >= PEG_STACK_ASK_DEPTH) {
    /* deep enough to ask what the thread really has */
    p->stack_asked = true;
    size_t room = peg_stack_room(p->stack_base);
    size_t usable = room > 2 * PEG_STACK_MARGIN ? room - PEG_STACK_MARGIN
                                                : room / 2;
    if (usable < p->stack_budget) p->stack_budget = usable;
  }
  if (p->depth >= PEG_MAX_DEPTH ||
      (p->stack_base && stack_used(p) > p->stack_budget)) {
    peg_fail(p, PEG_STATUS_STACK_OVERFLOW, "parser stack overflow");
    return false;
  }
  /* the next check PEG_STACK_CHECK_EVERY levels deeper */
  if (!p->trace) {
    int next = p->depth + (p->stack_budget < PEG_STACK_BUDGET
                               ? PEG_STACK_CHECK_NEAR
                               : PEG_STACK_CHECK_EVERY);
    p->depth_limit = next < PEG_MAX_DEPTH ? next : PEG_MAX_DEPTH;
  }
  p->depth++;
  if (p->trace) peg_trace_enter(p, rule_id);
  return true;
}

void *peg_leave_slow(PegParser *p, int rule_id, int start, void *result) {
  if (p->error) result = NULL;
  if (!result) p->pos = start;
  if (p->trace) peg_trace_leave(p, rule_id, start, result);
  p->depth--;
  return result;
}
