/*
 * peg_seq.c - the sequences of `x*`, `x+` and `s.x+`.
 *
 * A loop pushes its items on one scratch stack shared by the whole parse
 * (nested loops nest on it), and only a loop that succeeds copies its items
 * into an arena array of the exact size: a failing loop allocates nothing.
 */
#include "peg.h"

#include <stdint.h>
#include <string.h>

/* First scratch capacity (items); doubled in the arena when full. */
#define PEG_FIRST_SCRATCH 64

bool peg_seq_push(PegParser *p, void *item) {
  if (p->scratch_top == p->scratch_capacity) {
    size_t capacity =
        p->scratch_capacity ? p->scratch_capacity * 2 : PEG_FIRST_SCRATCH;
    void **scratch = ast_arena_alloc(p->work, capacity * sizeof *scratch);
    if (!scratch) {
      peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
      return false;
    }
    if (p->scratch_top)
      memcpy(scratch, p->scratch, p->scratch_top * sizeof *scratch);
    p->scratch = scratch;
    p->scratch_capacity = capacity;
  }
  p->scratch[p->scratch_top++] = item;
  return true;
}

/* A sequence of [count] > 0 items the caller fills at once: one
   allocation, the items right after the header, nothing zeroed. */
static PegSeq *new_filled_seq(PegParser *p, size_t count) {
  if (count > (SIZE_MAX - sizeof(PegSeq)) / sizeof(void *)) {
    peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
    return NULL;
  }
  PegSeq *seq =
      ast_arena_alloc_uninit(p->arena, sizeof *seq + count * sizeof(void *));
  if (!seq) {
    peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
    return NULL;
  }
  seq->count = count;
  seq->items = (void **)(seq + 1);
  return seq;
}

PegSeq *peg_seq_end(PegParser *p, size_t mark, size_t min) {
  size_t count = p->scratch_top - mark;
  p->scratch_top = mark;
  if (p->error || count < min) return NULL;
  if (count == 0) return &p->empty_seq;
  PegSeq *seq = new_filled_seq(p, count);
  if (!seq) return NULL;
  memcpy(seq->items, p->scratch + mark, count * sizeof *seq->items);
  return seq;
}

PegSeq *peg_seq_prepend(PegParser *p, void *first, const PegSeq *rest) {
  size_t count = 1 + (rest ? rest->count : 0);
  PegSeq *seq = new_filled_seq(p, count);
  if (!seq) return NULL;
  seq->items[0] = first;
  if (count > 1)
    memcpy(seq->items + 1, rest->items, rest->count * sizeof *seq->items);
  return seq;
}

PegSeq *peg_seq_new(PegParser *p, size_t count) {
  PegSeq *seq = ast_arena_alloc(p->arena, sizeof *seq);
  void **items =
      seq && count ? ast_arena_alloc(p->arena, count * sizeof *items) : NULL;
  if (!seq || (count && !items))
    return peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
  seq->count = count;
  seq->items = items;
  return seq;
}
