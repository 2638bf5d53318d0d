/*
 * peg_rule.c - what happens around every generated rule function: the
 * depth limit, the trace (peg_trace.c), memoization by index, and the
 * seed-growing loop of left-recursive leaders (Warth et al.: a leader's
 * memo slot first holds a failure, then each better result, until a round
 * consumes no more tokens than the previous one).
 */
#include "peg.h"

/* One memo slot: a rule's result at one token position. */
typedef struct PegMemo {
  void *value;   /* the result; NULL for a failure */
  int end_plus1; /* 1 + token index after the result; 0: slot empty */
} PegMemo;

/* Slot [slot] at position [pos], allocating the position's slots lazily;
   NULL on memory failure (error raised). */
static PegMemo *memo_slot(PegParser *p, int pos, int slot) {
  PegToken *t = peg_token_at(p, pos);
  if (!t->memo) {
    t->memo = ast_arena_alloc(p->work,
                              p->grammar->memo_slot_count * sizeof(PegMemo));
    if (!t->memo) {
      peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
      return NULL;
    }
  }
  return &t->memo[slot];
}

/* A memoized result at the current position: true with [*value] set and the
   position moved past it, false when the slot is empty. */
static bool memo_lookup(PegParser *p, int slot, void **value) {
  if (!peg_peek(p)) return false; /* error raised */
  PegMemo *m = peg_token_at(p, p->pos)->memo;
  if (!m || m[slot].end_plus1 == 0) return false;
  p->stats.memo_hits++;
  if (p->trace) p->trace->memo_hit = true;
  *value = m[slot].value;
  p->pos = m[slot].end_plus1 - 1;
  return true;
}

static void memo_store(PegParser *p, int pos, int slot, void *value, int end) {
  PegMemo *m = memo_slot(p, pos, slot);
  if (!m) return;
  p->stats.memo_stores++;
  m->value = value;
  m->end_plus1 = end + 1;
}

void *peg_call_memo(PegParser *p, int rule_id, int slot, PegRuleFn raw) {
  int start = p->pos;
  if (!peg_enter(p, rule_id)) return NULL;
  void *value = NULL;
  if (memo_lookup(p, slot, &value) || p->error)
    return peg_leave(p, rule_id, start, value);
  value = raw(p);
  if (!p->error) memo_store(p, start, slot, value, value ? p->pos : start);
  return peg_leave(p, rule_id, start, value);
}

void *peg_call_leftrec(PegParser *p, int rule_id, int slot, PegRuleFn raw,
                       const uint64_t *grow_off, const uint64_t *grow_on) {
  const uint64_t *grow = p->call_invalid_rules ? grow_on : grow_off;
  int start = p->pos;
  if (!peg_enter(p, rule_id)) return NULL;
  void *best = NULL;
  if (memo_lookup(p, slot, &best) || p->error)
    return peg_leave(p, rule_id, start, best);
  int best_end = start;
  memo_store(p, start, slot, NULL, start); /* the seed: a failure */
  while (!p->error) {
    p->pos = start;
    void *value = raw(p);
    if (p->error || !value || p->pos <= best_end) break;
    best = value;
    best_end = p->pos;
    memo_store(p, start, slot, best, best_end);
    if (p->trace) peg_trace_grow(p, rule_id, best_end);
    /* another round can only grow the seed by a token of [grow] */
    if (grow && !peg_first(p, grow)) break;
  }
  p->pos = best_end;
  return peg_leave(p, rule_id, start, best);
}

/* An action gave NULL: a failure, or the arena ran out (then it is an
   error). */
void *peg_action_failed(PegParser *p) {
  if (ast_arena_failed(p->arena) || ast_arena_failed(p->work))
    peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
  return NULL;
}

/* Empties every memo slot (pass 2 sees the invalid_ rules' new results). */
static void clear_memo(PegParser *p) {
  for (int i = 0; i < p->fill; i++) peg_token_at(p, i)->memo = NULL;
}

/* The generic error at [t], pass 1's furthest token (CPython too reports
   the token pass 1 reached, whatever pass 2 peeked at). */
static void generic_error(PegParser *p, const PegToken *t) {
  if (p->generic_error) {
    p->generic_error(p, t);
  } else if (t) {
    peg_raise_token(p, t, "invalid syntax");
  }
  if (!p->error) peg_raise_at(p, 1, 0, 1, 0, "invalid syntax");
}

void *peg_run(PegParser *p, PegRuleFn start) {
  char frame; /* where the stack the parse uses starts (PEG_STACK_BUDGET) */
  p->stack_base = (uintptr_t)&frame;
  p->stack_budget = PEG_STACK_BUDGET;
  p->stack_asked = false;
  p->call_invalid_rules = false;
  p->pos = 0;
  if (p->trace) peg_trace_pass(p, 1);
  void *result = start(p);
  if (result || p->error) return p->error ? NULL : result;
  const PegToken *furthest = peg_furthest_token(p);
  clear_memo(p);
  p->pos = 0;
  p->depth = 0;
  p->scratch_top = 0;
  p->call_invalid_rules = true;
  if (p->trace) peg_trace_pass(p, 2);
  result = start(p);
  if (result && !p->error) {
    if (p->pass_2_accepts) return result;
    /* pass 2 accepted what pass 1 rejected: an invalid_ rule that raises
       nothing; report the generic error all the same */
    result = NULL;
  }
  if (!p->error) generic_error(p, furthest);
  return NULL;
}
