/*
 * actions_seq.c - sequences in actions: building PegSeqs, and the typed
 * sequences the constructors take.
 *
 * The runtime's sequences hold void *; the AST's hold typed pointers. The
 * typed view is a copy into an arena array of the element type, so each
 * element is read through its own type (no aliasing of void * as T *).
 */
#include <string.h>

#include "python_actions.h"

PegSeq *act_empty(PegParser *p) {
  return &p->empty_seq;
}

PegSeq *act_singleton(PegParser *p, void *item) {
  return peg_seq_prepend(p, item, NULL);
}

PegSeq *act_prepend(PegParser *p, void *first, const PegSeq *rest) {
  return peg_seq_prepend(p, first, rest);
}

/* A new sequence of [a]'s items then [b]'s (either may be NULL). */
PegSeq *act_join(PegParser *p, const PegSeq *a, const PegSeq *b) {
  size_t na = a ? a->count : 0, nb = b ? b->count : 0;
  if (na + nb == 0) return &p->empty_seq;
  PegSeq *seq = ast_arena_alloc(p->arena, sizeof *seq);
  void **items =
      seq ? ast_arena_alloc(p->arena, (na + nb) * sizeof *items) : NULL;
  if (!items) return NULL;
  if (na) memcpy(items, a->items, na * sizeof *items);
  if (nb) memcpy(items + na, b->items, nb * sizeof *items);
  seq->count = na + nb;
  seq->items = items;
  return seq;
}

PegSeq *act_append(PegParser *p, const PegSeq *seq, void *last) {
  PegSeq one = {1, &last};
  return act_join(p, seq, &one);
}

bool act_list_add(PegParser *p, ActList *list, void *item) {
  if (list->seq.count == list->capacity) {
    size_t capacity = list->capacity ? 2 * list->capacity : 8;
    void **items = capacity < SIZE_MAX / sizeof *items
                       ? ast_arena_alloc(p->work, capacity * sizeof *items)
                       : NULL;
    if (!items) return peg_out_of_memory(p) != NULL;
    if (list->seq.count)
      memcpy(items, list->seq.items, list->seq.count * sizeof *items);
    list->seq.items = items;
    list->capacity = capacity;
  }
  list->seq.items[list->seq.count++] = item;
  return true;
}

PegSeq *act_flatten(PegParser *p, const PegSeq *lists) {
  size_t total = 0;
  for (size_t i = 0; i < lists->count; i++)
    total += ((const PegSeq *)lists->items[i])->count;
  if (total == 0) return &p->empty_seq;
  PegSeq *seq = ast_arena_alloc(p->arena, sizeof *seq);
  void **items = seq ? ast_arena_alloc(p->arena, total * sizeof *items) : NULL;
  if (!items) return NULL;
  size_t at = 0;
  for (size_t i = 0; i < lists->count; i++) {
    const PegSeq *list = lists->items[i];
    memcpy(items + at, list->items, list->count * sizeof *items);
    at += list->count;
  }
  seq->count = total;
  seq->items = items;
  return seq;
}

/* Defines act_NAME: the typed copy of a PegSeq of ELEM * items. On memory
   failure the sequence is empty and the arena's failure flag, which the
   runtime checks after each action, reports it. */
#define TYPED_VIEW(NAME, SEQ, ELEM)                                        \
  SEQ NAME(PegParser *p, const PegSeq *seq) {                              \
    SEQ out = {0, NULL};                                                   \
    if (!seq || seq->count == 0) return out;                               \
    ELEM **items = ast_arena_alloc(p->arena, seq->count * sizeof *items);  \
    if (!items) return out;                                                \
    for (size_t i = 0; i < seq->count; i++) items[i] = seq->items[i];      \
    out.count = seq->count;                                                \
    out.items = items;                                                     \
    return out;                                                            \
  }

TYPED_VIEW(act_exprs, AstExprSeq, AstExpr)
TYPED_VIEW(act_stmts, AstStmtSeq, AstStmt)
TYPED_VIEW(act_aliases, AstAliasSeq, AstAlias)
TYPED_VIEW(act_withitems, AstWithitemSeq, AstWithitem)
TYPED_VIEW(act_handlers, AstExcepthandlerSeq, AstExcepthandler)
TYPED_VIEW(act_match_cases, AstMatchCaseSeq, AstMatchCase)
TYPED_VIEW(act_patterns, AstPatternSeq, AstPattern)
TYPED_VIEW(act_comprehensions, AstComprehensionSeq, AstComprehension)
TYPED_VIEW(act_type_params, AstTypeParamSeq, AstTypeParam)

AstIdentifierSeq act_identifiers(PegParser *p, const PegSeq *names) {
  AstIdentifierSeq out = {0, NULL};
  if (!names || names->count == 0) return out;
  const char **items = ast_arena_alloc(p->arena, names->count * sizeof *items);
  if (!items) return out;
  for (size_t i = 0; i < names->count; i++)
    items[i] = act_identifier(p, names->items[i]);
  out.count = names->count;
  out.items = items;
  return out;
}
