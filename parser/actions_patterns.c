/*
 * actions_patterns.c - the match statement's mapping and class patterns,
 * whose keys and keyword names come up paired with their patterns.
 */
#include "python_actions.h"

ActKeyPattern *act_key_pattern(PegParser *p, AstExpr *key, AstPattern *pattern) {
  ActKeyPattern *kp = ast_arena_alloc(p->arena, sizeof *kp);
  if (!kp) return NULL;
  kp->key = key;
  kp->pattern = pattern;
  return kp;
}

ActKeyPattern *act_keyword_pattern(PegParser *p, const PegToken *name,
                                   AstPattern *pattern) {
  ActKeyPattern *kp = ast_arena_alloc(p->arena, sizeof *kp);
  if (!kp) return NULL;
  kp->name = act_identifier(p, name);
  kp->pattern = pattern;
  return kp;
}

/* The patterns of ActKeyPattern items. */
static AstPatternSeq pattern_seq(PegParser *p, const PegSeq *items) {
  AstPatternSeq seq = {items ? items->count : 0, NULL};
  if (seq.count &&
      (seq.items = ast_arena_alloc(p->arena, seq.count * sizeof *seq.items)))
    for (size_t i = 0; i < seq.count; i++)
      seq.items[i] = ((const ActKeyPattern *)items->items[i])->pattern;
  return seq;
}

AstPattern *act_match_mapping(PegParser *p, const PegSeq *items,
                              const char *rest, ACT_POS) {
  AstExprSeq keys = {items ? items->count : 0, NULL};
  if (keys.count &&
      (keys.items = ast_arena_alloc(p->arena, keys.count * sizeof *keys.items)))
    for (size_t i = 0; i < keys.count; i++)
      keys.items[i] = ((const ActKeyPattern *)items->items[i])->key;
  return ast_MatchMapping(p->arena, keys, pattern_seq(p, items), rest, lineno,
                          col_offset, end_lineno, end_col_offset);
}

AstPattern *act_match_class(PegParser *p, AstExpr *cls, const PegSeq *positional,
                            const PegSeq *keywords, ACT_POS) {
  AstIdentifierSeq names = {keywords ? keywords->count : 0, NULL};
  if (names.count &&
      (names.items = ast_arena_alloc(p->arena, names.count * sizeof *names.items)))
    for (size_t i = 0; i < names.count; i++)
      names.items[i] = ((const ActKeyPattern *)keywords->items[i])->name;
  return ast_MatchClass(p->arena, cls, act_patterns(p, positional), names,
                        pattern_seq(p, keywords), lineno, col_offset,
                        end_lineno, end_col_offset);
}
