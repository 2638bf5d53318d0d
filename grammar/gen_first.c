/*
 * gen_first.c - FIRST sets, so that a generated alternative is skipped with
 * one bitset test when the current token cannot start it.
 *
 * Skipping must not change what the parse does, including which tokens it
 * peeks at: the generic error goes to the furthest token peeked, and
 * peeking further may raise a tokenizer error. So a set is only promised
 * (GEN_FIRST_SET) for constructs that, tried on a token outside the set,
 * peek at that token alone, run no action and fail (or match nothing).
 * Forced items (they raise), cuts (they commit), and calls of rules that
 * can match nothing (their action runs and may raise) are GEN_FIRST_ANY.
 *
 * invalid_ rules behave differently by mode: with p->call_invalid_rules
 * off they fail without peeking (GEN_FIRST_FAIL), with it on they are
 * ordinary rules. Each set is computed for both modes, and the generated
 * test picks one at run time; rules named *_without_invalid turn the mode
 * off for their body, so their FIRST in both modes is the "off" one.
 */
#include <string.h>

#include "gen.h"

bool gen_is_without_invalid(const char *name) {
  size_t n = strlen(name), k = strlen("_without_invalid");
  return n > k && strcmp(name + n - k, "_without_invalid") == 0;
}

static int name_type(const GenGrammar *g) {
  for (size_t i = 0; i < g->token_count; i++)
    if (strcmp(g->tokens[i].name, "NAME") == 0) return (int)i;
  return -1;
}

static void set_add(uint64_t *set, int type) {
  set[type / 64] |= (uint64_t)1 << (type % 64);
}

/* [r]'s FIRST in [mode] as seen by a caller. */
static GenFirstKind rule_first(const GenGrammar *g, const GenRule *r, int mode,
                               uint64_t *out) {
  if (mode == GEN_INVALID_OFF && gen_is_invalid_rule(r->name))
    return GEN_FIRST_FAIL;
  if (gen_is_without_invalid(r->name)) mode = GEN_INVALID_OFF;
  /* a rule that can match nothing may succeed, and run an action that
     raises, whatever the current token */
  if (r->nullable && r->kind == GEN_RULE_ALTS) return GEN_FIRST_ANY;
  const GenFirst *f = &r->first[mode];
  if (f->kind == GEN_FIRST_SET)
    for (size_t w = 0; w < g->set_words; w++) out[w] |= f->set[w];
  return f->kind;
}

/* [item]'s FIRST in [mode]; a SET answer adds its types to [out]. */
static GenFirstKind item_first(const GenGrammar *g, const GenItem *item,
                               int mode, uint64_t *out) {
  GenFirstKind k;
  switch (item->kind) {
    case GEN_ITEM_NAME:
    case GEN_ITEM_STRING:
      if (item->ref == GEN_REF_RULE)
        return rule_first(g, g->rules[item->index], mode, out);
      if (item->ref == GEN_REF_SOFT) {
        int t = name_type(g);
        if (t < 0) return GEN_FIRST_ANY;
        set_add(out, t);
      } else {
        set_add(out, item->index);
      }
      return GEN_FIRST_SET;
    case GEN_ITEM_OPT: /* a failure becomes an empty match */
      k = item_first(g, item->inner, mode, out);
      return k == GEN_FIRST_FAIL ? GEN_FIRST_EMPTY : k;
    case GEN_ITEM_AND:
      return item_first(g, item->inner, mode, out);
    case GEN_ITEM_NOT:
      k = item_first(g, item->inner, mode, out);
      return k == GEN_FIRST_FAIL    ? GEN_FIRST_EMPTY
             : k == GEN_FIRST_EMPTY ? GEN_FIRST_FAIL
                                    : k;
    case GEN_ITEM_FORCED: /* raises */
    case GEN_ITEM_CUT:    /* skipping the alternative would skip it */
      return GEN_FIRST_ANY;
    case GEN_ITEM_STAR:
    case GEN_ITEM_PLUS:
    case GEN_ITEM_GATHER:
    case GEN_ITEM_GROUP:
      return rule_first(g, g->rules[item->rule], mode, out);
  }
  return GEN_FIRST_ANY;
}

/* The items [items]/[count] in sequence: the union over them up to the
   first one that must consume a token. */
static GenFirstKind seq_first(const GenGrammar *g, GenItem *const *items,
                              size_t count, int mode, uint64_t *out) {
  bool peeked = false;
  for (size_t i = 0; i < count; i++) {
    GenFirstKind k = item_first(g, items[i], mode, out);
    if (k == GEN_FIRST_ANY) return GEN_FIRST_ANY;
    if (k == GEN_FIRST_FAIL) return peeked ? GEN_FIRST_SET : GEN_FIRST_FAIL;
    if (k == GEN_FIRST_SET) {
      peeked = true;
      if (!gen_item_nullable(g, items[i])) return GEN_FIRST_SET;
    }
  }
  return GEN_FIRST_ANY; /* it can match nothing: always tried */
}

/* An alternative. */
static GenFirstKind alt_first(const GenGrammar *g, const GenAlt *alt, int mode,
                              uint64_t *out) {
  return seq_first(g, alt->items, alt->count, mode, out);
}

/* [r]'s growth set in [mode] (see GenRule.grow): over the alternatives
   that start with [r] itself, the FIRST of what follows that call. An
   alternative that may reach [r] through another rule of its cycle, or
   after an item that can match nothing, makes it unknown (ANY). */
static GenFirstKind grow_first(const GenGrammar *g, const GenRule *r,
                               int self, int mode, uint64_t *out) {
  for (size_t a = 0; a < r->alt_count; a++) {
    const GenAlt *alt = r->alts[a];
    if (alt->count == 0) continue;
    const GenItem *head = alt->items[0];
    bool is_rule = head->kind == GEN_ITEM_NAME && head->ref == GEN_REF_RULE;
    if (is_rule && head->index == self) {
      if (seq_first(g, alt->items + 1, alt->count - 1, mode, out) ==
          GEN_FIRST_ANY)
        return GEN_FIRST_ANY;
    } else if ((is_rule && g->rules[head->index]->scc == r->scc) ||
               gen_item_nullable(g, head) || head->kind == GEN_ITEM_AND ||
               head->kind == GEN_ITEM_NOT || head->kind == GEN_ITEM_GROUP) {
      return GEN_FIRST_ANY;
    }
  }
  return GEN_FIRST_SET;
}

/* A rule: the union over its alternatives; the ones that fail without
   peeking add nothing. */
static GenFirstKind body_first(const GenGrammar *g, const GenRule *r, int mode,
                               uint64_t *out) {
  if (r->kind != GEN_RULE_ALTS) {
    GenFirstKind k = item_first(g, r->elem, mode, out);
    if (r->kind == GEN_RULE_LOOP0 && k == GEN_FIRST_FAIL)
      return GEN_FIRST_EMPTY;
    return k;
  }
  bool any_set = false;
  for (size_t a = 0; a < r->alt_count; a++) {
    GenFirstKind k = alt_first(g, r->alts[a], mode, out);
    if (k == GEN_FIRST_ANY || k == GEN_FIRST_EMPTY) return GEN_FIRST_ANY;
    if (k == GEN_FIRST_SET) any_set = true;
  }
  return any_set ? GEN_FIRST_SET : GEN_FIRST_FAIL;
}

/* One round over every rule in [mode]; true when something changed. The
   sets only grow; kinds settle once their callees have (gen_first bounds
   the rounds in case they would not). */
static bool first_round(GenGrammar *g, int mode, uint64_t *scratch) {
  bool changed = false;
  size_t bytes = g->set_words * sizeof *scratch;
  for (size_t i = 0; i < g->rule_count; i++) {
    GenRule *r = g->rules[i];
    GenFirst *f = &r->first[mode];
    if (f->kind == GEN_FIRST_ANY) continue;
    memcpy(scratch, f->set, bytes);
    int body_mode = gen_is_without_invalid(r->name) ? GEN_INVALID_OFF : mode;
    GenFirstKind k = body_first(g, r, body_mode, scratch);
    if (k != f->kind || memcmp(scratch, f->set, bytes) != 0) {
      f->kind = k;
      memcpy(f->set, scratch, bytes);
      changed = true;
    }
  }
  return changed;
}

void gen_first(GenGrammar *g) {
  size_t bytes = g->set_words * sizeof(uint64_t);
  uint64_t *scratch = gen_alloc(g, bytes);
  if (!scratch) return;
  for (size_t i = 0; i < g->rule_count; i++)
    for (int mode = 0; mode < GEN_MODES; mode++) {
      g->rules[i]->first[mode].kind = GEN_FIRST_SET; /* empty so far */
      g->rules[i]->first[mode].set = gen_alloc(g, bytes);
      if (!g->rules[i]->first[mode].set) return;
    }
  /* "off" first: the "on" sets of *_without_invalid rules use them. Each
     round changes some rule's kind or adds a type to its set, so a round
     count past (types + kinds) x rules means no fixpoint: then every rule
     is tried (ANY), which is always correct. */
  for (int mode = 0; mode < GEN_MODES; mode++) {
    size_t rounds = 0;
    while (first_round(g, mode, scratch))
      if (++rounds > ((size_t)g->type_count + 4) * g->rule_count) {
        for (size_t i = 0; i < g->rule_count; i++)
          g->rules[i]->first[mode].kind = GEN_FIRST_ANY;
        break;
      }
  }
  for (size_t i = 0; i < g->rule_count; i++) {
    GenRule *r = g->rules[i];
    for (int mode = 0; r->leader && mode < GEN_MODES; mode++) {
      int body_mode = gen_is_without_invalid(r->name) ? GEN_INVALID_OFF : mode;
      r->grow[mode].set = gen_alloc(g, bytes);
      if (!r->grow[mode].set) return;
      r->grow[mode].kind =
          grow_first(g, r, (int)i, body_mode, r->grow[mode].set);
    }
    for (size_t a = 0; a < r->alt_count; a++)
      for (int mode = 0; mode < GEN_MODES; mode++) {
        GenAlt *alt = r->alts[a];
        int body_mode =
            gen_is_without_invalid(r->name) ? GEN_INVALID_OFF : mode;
        alt->first[mode].set = gen_alloc(g, bytes);
        if (!alt->first[mode].set) return;
        alt->first[mode].kind =
            alt_first(g, alt, body_mode, alt->first[mode].set);
      }
  }
}
