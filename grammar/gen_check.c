/*
 * gen_check.c - resolution and the checks that need no analysis.
 *
 * Every NAME item becomes a rule or a token type, every quoted item a token
 * type (by spelling), a hard keyword ('if') or a soft keyword ("match");
 * groups, loops and gathers become synthetic rules (_tmp_N, _loop0_N,
 * _loop1_N, _gather_N) so that the emitter sees only rules and leaves.
 * Reports undefined names and unreachable rules.
 */
#include "gen.h"

#include <ctype.h>
#include <string.h>

static bool is_word(const char *text) {
  if (!isalpha((unsigned char)*text) && *text != '_') return false;
  for (; *text; text++)
    if (!isalnum((unsigned char)*text) && *text != '_') return false;
  return true;
}

static int find_token(const GenGrammar *g, const char *name) {
  for (size_t i = 0; i < g->token_count; i++)
    if (strcmp(g->tokens[i].name, name) == 0) return (int)i;
  return -1;
}

static int find_spelling(const GenGrammar *g, const char *spelling) {
  for (size_t i = 0; i < g->token_count; i++)
    for (size_t j = 0; j < g->tokens[i].spelling_count; j++)
      if (strcmp(g->tokens[i].spellings[j], spelling) == 0) return (int)i;
  return -1;
}

/* The keyword [word] ([soft] or hard), added on first use. */
static GenKeyword *keyword(GenGrammar *g, const char *word, bool soft) {
  for (size_t i = 0; i < g->keyword_count; i++)
    if (strcmp(g->keywords[i].word, word) == 0 && g->keywords[i].soft == soft)
      return &g->keywords[i];
  if (g->keyword_count == g->keyword_capacity) {
    size_t capacity = g->keyword_capacity ? 2 * g->keyword_capacity : 32;
    GenKeyword *keywords = gen_alloc(g, capacity * sizeof *keywords);
    if (!keywords) return NULL;
    if (g->keyword_count)
      memcpy(keywords, g->keywords, g->keyword_count * sizeof *keywords);
    g->keywords = keywords;
    g->keyword_capacity = capacity;
  }
  GenKeyword *k = &g->keywords[g->keyword_count++];
  k->word = word;
  k->soft = soft;
  k->type = -1;
  return k;
}

static void resolve_string(GenGrammar *g, GenItem *item) {
  const char *text = gen_unquote(g, item->text);
  if (!text) return;
  int type = find_spelling(g, text);
  if (type >= 0) {
    item->ref = GEN_REF_TOKEN;
    item->index = type;
  } else if (is_word(text)) {
    bool soft = item->text[0] == '"';
    GenKeyword *k = keyword(g, text, soft);
    if (!k) return;
    item->ref = soft ? GEN_REF_SOFT : GEN_REF_KEYWORD;
    item->index = (int)(k - g->keywords); /* typed by number_keywords */
  } else {
    gen_error(g, item->line, item->col,
              "unknown token %s (no spelling in the tokens file)", item->text);
  }
}

static void resolve_name(GenGrammar *g, GenItem *item) {
  int rule = gen_find_rule(g, item->text);
  if (rule >= 0) {
    item->ref = GEN_REF_RULE;
    item->index = rule;
    return;
  }
  int type = find_token(g, item->text);
  if (type >= 0) {
    item->ref = GEN_REF_TOKEN;
    item->index = type;
    return;
  }
  gen_error(g, item->line, item->col, "undefined rule or token '%s'",
            item->text);
}

static void lower_alts(GenGrammar *g, GenAlt **alts, size_t count, int origin);

/* A synthetic rule for [item] named [base]_N. */
static GenRule *synthetic(GenGrammar *g, const char *base, GenItem *item,
                          GenRuleKind kind, int origin) {
  char *name = gen_printf(g, "%s_%zu", base, g->rule_count);
  GenRule *rule = name ? gen_add_rule(g, name) : NULL;
  if (!rule) return NULL;
  rule->kind = kind;
  rule->synthetic = true;
  rule->origin = origin;
  rule->line = item->line;
  rule->col = item->col;
  item->rule = (int)(g->rule_count - 1);
  return rule;
}

static void lower_item(GenGrammar *g, GenItem *item, int origin) {
  switch (item->kind) {
    case GEN_ITEM_NAME:
      resolve_name(g, item);
      break;
    case GEN_ITEM_STRING:
      resolve_string(g, item);
      break;
    case GEN_ITEM_CUT:
      break;
    case GEN_ITEM_OPT:
    case GEN_ITEM_AND:
    case GEN_ITEM_NOT:
    case GEN_ITEM_FORCED:
      lower_item(g, item->inner, origin);
      break;
    case GEN_ITEM_GROUP: {
      GenRule *rule = synthetic(g, "_tmp", item, GEN_RULE_ALTS, origin);
      if (!rule) return;
      rule->alts = item->alts;
      rule->alt_count = item->alt_count;
      lower_alts(g, item->alts, item->alt_count, origin);
      break;
    }
    case GEN_ITEM_STAR:
    case GEN_ITEM_PLUS:
    case GEN_ITEM_GATHER: {
      GenRuleKind kind = item->kind == GEN_ITEM_STAR   ? GEN_RULE_LOOP0
                         : item->kind == GEN_ITEM_PLUS ? GEN_RULE_LOOP1
                                                       : GEN_RULE_GATHER;
      GenRule *rule = synthetic(g,
                                kind == GEN_RULE_LOOP0   ? "_loop0"
                                : kind == GEN_RULE_LOOP1 ? "_loop1"
                                                         : "_gather",
                                item, kind, origin);
      if (!rule) return;
      rule->elem = item->inner;
      rule->sep = item->sep;
      lower_item(g, item->inner, origin);
      if (item->sep) lower_item(g, item->sep, origin);
      break;
    }
  }
}

/* Names in one alternative become C locals: unique, and not the
   generated code's own (p, and names starting with an underscore). */
static void check_names(GenGrammar *g, const GenAlt *alt) {
  for (size_t i = 0; i < alt->count; i++) {
    const GenItem *item = alt->items[i];
    if (!item->var) continue;
    if (strcmp(item->var, "p") == 0 || item->var[0] == '_')
      gen_error(g, item->line, item->col, "the name '%s' is reserved",
                item->var);
    for (size_t j = 0; j < i; j++)
      if (alt->items[j]->var && strcmp(alt->items[j]->var, item->var) == 0)
        gen_error(g, item->line, item->col,
                  "the name '%s' is used twice in one alternative", item->var);
  }
}

static void lower_alts(GenGrammar *g, GenAlt **alts, size_t count, int origin) {
  for (size_t i = 0; i < count; i++) {
    check_names(g, alts[i]);
    for (size_t j = 0; j < alts[i]->count; j++)
      lower_item(g, alts[i]->items[j], origin);
  }
}

static void mark_reachable(GenGrammar *g, int index);

static void reach_item(GenGrammar *g, const GenItem *item) {
  if (item->ref == GEN_REF_RULE) mark_reachable(g, item->index);
  if (item->rule >= 0) mark_reachable(g, item->rule);
  if (item->inner) reach_item(g, item->inner);
  if (item->sep) reach_item(g, item->sep);
}

/* Depth is bounded by the grammar's own nesting (a build-time input). */
static void mark_reachable(GenGrammar *g, int index) {
  GenRule *rule = g->rules[index];
  if (rule->reachable) return;
  rule->reachable = true;
  for (size_t i = 0; i < rule->alt_count; i++)
    for (size_t j = 0; j < rule->alts[i]->count; j++)
      reach_item(g, rule->alts[i]->items[j]);
  if (rule->elem) reach_item(g, rule->elem);
  if (rule->sep) reach_item(g, rule->sep);
}

/* Hard keywords get the types after the token types, in order of use. */
static void number_keywords(GenGrammar *g) {
  int next = (int)g->token_count;
  for (size_t i = 0; i < g->keyword_count; i++)
    if (!g->keywords[i].soft) g->keywords[i].type = next++;
  g->hard_keyword_count = (size_t)next - g->token_count;
  g->type_count = next;
  g->set_words = ((size_t)next + 63) / 64;
}

/* A keyword item's index becomes its type (it was its keyword entry). */
static void type_keyword_items(GenGrammar *g, GenItem *item) {
  if (item->ref == GEN_REF_KEYWORD) item->index = g->keywords[item->index].type;
  if (item->inner) type_keyword_items(g, item->inner);
  if (item->sep) type_keyword_items(g, item->sep);
}

/* @entries "a b c": more start rules, each with its own parse function. */
static void mark_entries(GenGrammar *g) {
  for (size_t m = 0; m < g->meta_count; m++) {
    const GenMeta *meta = &g->metas[m];
    if (strcmp(meta->name, "entries") != 0) continue;
    for (const char *s = meta->value; *s;) {
      while (*s && isspace((unsigned char)*s)) s++;
      const char *start = s;
      while (*s && !isspace((unsigned char)*s)) s++;
      if (s == start) break;
      char *name = gen_strndup(g, start, (size_t)(s - start));
      int rule = name ? gen_find_rule(g, name) : -1;
      if (rule < 0 || g->rules[rule]->synthetic)
        gen_error(g, meta->line, meta->col, "@entries names no rule '%s'",
                  name ? name : "");
      else
        g->rules[rule]->entry = true;
    }
  }
}

void gen_check(GenGrammar *g) {
  size_t written = g->rule_count;
  for (size_t i = 0; i < written; i++)
    lower_alts(g, g->rules[i]->alts, g->rules[i]->alt_count, (int)i);
  number_keywords(g);
  for (size_t i = 0; i < g->rule_count; i++) {
    GenRule *rule = g->rules[i];
    for (size_t a = 0; a < rule->alt_count; a++)
      for (size_t j = 0; j < rule->alts[a]->count; j++)
        type_keyword_items(g, rule->alts[a]->items[j]);
  }
  if (g->rule_count == 0) return;
  g->rules[0]->entry = true;
  mark_entries(g);
  for (size_t i = 0; i < written; i++)
    if (g->rules[i]->entry) mark_reachable(g, (int)i);
  for (size_t i = 0; i < written; i++)
    if (!g->rules[i]->reachable)
      gen_warning(g, g->rules[i]->line, g->rules[i]->col,
                  "rule '%s' is unreachable from '%s'", g->rules[i]->name,
                  g->rules[0]->name);
}
