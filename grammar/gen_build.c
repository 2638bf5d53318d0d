/*
 * gen_build.c - the meta-parser's actions: they turn the matched pieces of
 * a grammar file into the model of gen.h. Items keep their file position
 * (1-based line and column) for the checks' messages.
 */
#include "gen_build.h"

#include <string.h>

static GenGrammar *grammar_of(PegParser *p) {
  return p->user;
}

static GenItem *new_item(PegParser *p, GenItemKind kind, int line, int col) {
  GenItem *item = gen_alloc(grammar_of(p), sizeof *item);
  if (!item) return NULL;
  item->kind = kind;
  item->line = line;
  item->col = col;
  item->rule = -1;
  return item;
}

static char *token_text(PegParser *p, const PegToken *t) {
  return gen_strndup(grammar_of(p), t->start, (size_t)(t->end - t->start));
}

void *gen_build_done(PegParser *p, PegSeq *metas, PegSeq *rules) {
  GenGrammar *g = grammar_of(p);
  for (size_t i = 0; i < metas->count; i++) {
    if (g->meta_count == g->meta_capacity) {
      size_t capacity = g->meta_capacity ? 2 * g->meta_capacity : 8;
      GenMeta *metas_new = gen_alloc(g, capacity * sizeof *metas_new);
      if (!metas_new) return NULL;
      if (g->meta_count)
        memcpy(metas_new, g->metas, g->meta_count * sizeof *metas_new);
      g->metas = metas_new;
      g->meta_capacity = capacity;
    }
    g->metas[g->meta_count++] = *(GenMeta *)metas->items[i];
  }
  (void)rules; /* gen_build_rule already added each rule */
  return peg_dummy(p);
}

/* How many quotes open [quoted] (of [length] bytes): 3 for '''...''' and
   """...""", else 1. */
static size_t quote_width(const char *quoted, size_t length) {
  return length >= 6 && (strncmp(quoted, "\"\"\"", 3) == 0 ||
                         strncmp(quoted, "'''", 3) == 0)
             ? 3
             : 1;
}

/* The contents of a '...', "...", '''...''' or """...""" string. */
const char *gen_unquote(GenGrammar *g, const char *quoted) {
  size_t length = strlen(quoted);
  size_t q = quote_width(quoted, length);
  if (length < 2 * q) return gen_strndup(g, "", 0);
  return gen_strndup(g, quoted + q, length - 2 * q);
}

/*
 * Blanks as wide as the text from [line_start] to [at] on one line: a tab
 * for a tab, nothing for a UTF-8 continuation byte, a space for anything
 * else. Written before grammar text that a #line directive places in the
 * .gram, they give it the column it has there, so that the caret a
 * compiler draws under the grammar's line points at the right character.
 */
static const char *blanks_before(GenGrammar *g, const char *line_start,
                                 const char *at) {
  char *blanks = gen_alloc(g, (size_t)(at - line_start) + 1);
  if (!blanks) return NULL;
  size_t n = 0;
  for (const char *s = line_start; s < at; s++)
    if ((*s & 0xC0) != 0x80) blanks[n++] = *s == '\t' ? '\t' : ' ';
  blanks[n] = '\0';
  return blanks;
}

GenMeta *gen_build_meta(PegParser *p, PegToken *name, PegToken *value) {
  GenGrammar *g = grammar_of(p);
  GenMeta *meta = gen_alloc(g, sizeof *meta);
  char *quoted = token_text(p, value);
  if (!meta || !quoted) return NULL;
  meta->name = token_text(p, name);
  meta->value = gen_unquote(g, quoted);
  meta->line = name->lineno;
  meta->col = name->col; /* the @ is one column before the name */
  /* the contents start after the quotes, on the string's first line */
  meta->value_line = value->lineno;
  meta->value_indent =
      blanks_before(g, value->start - value->col,
                    value->start + quote_width(quoted, strlen(quoted)));
  if (strcmp(meta->name, "header") != 0 &&
      strcmp(meta->name, "subheader") != 0 &&
      strcmp(meta->name, "trailer") != 0 &&
      strcmp(meta->name, "entries") != 0 && strcmp(meta->name, "tokens") != 0)
    gen_warning(g, name->lineno, name->col + 1, "unknown meta '@%s' ignored",
                meta->name);
  return meta->value && meta->value_indent ? meta : NULL;
}

GenRule *gen_build_rule(PegParser *p, PegToken *name, const char *type,
                        void *memo, PegSeq *alts) {
  GenGrammar *g = grammar_of(p);
  char *text = token_text(p, name);
  if (!text) return NULL;
  if (gen_find_rule(g, text) >= 0) {
    gen_error(g, name->lineno, name->col + 1, "duplicate rule '%s'", text);
    return gen_alloc(g, sizeof(GenRule)); /* parsed, not added */
  }
  GenRule *rule = gen_add_rule(g, text);
  if (!rule) return NULL;
  rule->type = type;
  rule->memo = memo != NULL;
  rule->alts = (GenAlt **)alts->items;
  rule->alt_count = alts->count;
  rule->line = name->lineno;
  rule->col = name->col + 1;
  g->grammar_rule_count = g->rule_count;
  return rule;
}

const char *gen_build_type(PegParser *p, PegSeq *words, PegSeq *stars) {
  GenGrammar *g = grammar_of(p);
  size_t length = stars->count + 2;
  for (size_t i = 0; i < words->count; i++) {
    const PegToken *t = words->items[i];
    length += (size_t)(t->end - t->start) + 1;
  }
  char *text = gen_alloc(g, length);
  if (!text) return NULL;
  for (size_t i = 0; i < words->count; i++) {
    const PegToken *t = words->items[i];
    if (i) strcat(text, " ");
    strncat(text, t->start, (size_t)(t->end - t->start));
  }
  if (stars->count) strcat(text, " ");
  for (size_t i = 0; i < stars->count; i++) strcat(text, "*");
  return text;
}

GenAlt *gen_build_alt(PegParser *p, PegSeq *items, PegToken *action) {
  GenGrammar *g = grammar_of(p);
  GenAlt *alt = gen_alloc(g, sizeof *alt);
  if (!alt) return NULL;
  alt->items = (GenItem **)items->items;
  alt->count = items->count;
  alt->line = alt->items[0]->line;
  alt->col = alt->items[0]->col;
  if (action) { /* strip the braces and the blanks next to them */
    const char *start = action->start + 1, *end = action->end - 1;
    while (start < end && strchr(" \t\r\n", *start)) start++;
    while (end > start && strchr(" \t\r\n", end[-1])) end--;
    alt->action = gen_strndup(g, start, (size_t)(end - start));
    if (!alt->action) return NULL;
    /* the text may start lines below the brace: `{\n    f(x) }` */
    const char *line_start = action->start - action->col;
    alt->action_line = action->lineno;
    for (const char *s = action->start; s < start; s++)
      if (*s == '\n') alt->action_line++, line_start = s + 1;
    alt->action_indent = blanks_before(g, line_start, start);
    if (!alt->action_indent) return NULL;
    if (start == end)
      gen_error(g, action->lineno, action->col + 1,
                "empty action (an action is a C expression)");
  }
  return alt;
}

GenItem *gen_build_named(PegParser *p, PegToken *name, const char *type,
                         GenItem *item) {
  item->var = token_text(p, name);
  item->var_type = type;
  return item->var ? item : NULL;
}

GenItem *gen_build_wrap(PegParser *p, GenItemKind kind, GenItem *inner) {
  GenItem *item = new_item(p, kind, inner->line, inner->col);
  if (item) item->inner = inner;
  return item;
}

GenItem *gen_build_cut(PegParser *p, PegToken *tilde) {
  return new_item(p, GEN_ITEM_CUT, tilde->lineno, tilde->col + 1);
}

GenItem *gen_build_optional(PegParser *p, PegSeq *alts) {
  GenAlt *first = alts->items[0];
  GenItem *inner;
  if (alts->count == 1 && first->count == 1 && !first->action &&
      !first->items[0]->var) {
    inner = first->items[0]; /* [x]: no group needed */
  } else {
    inner = new_item(p, GEN_ITEM_GROUP, first->line, first->col);
    if (!inner) return NULL;
    inner->alts = (GenAlt **)alts->items;
    inner->alt_count = alts->count;
  }
  return gen_build_wrap(p, GEN_ITEM_OPT, inner);
}

GenItem *gen_build_gather(PegParser *p, GenItem *sep, GenItem *elem) {
  GenItem *item = new_item(p, GEN_ITEM_GATHER, sep->line, sep->col);
  if (!item) return NULL;
  item->sep = sep;
  item->inner = elem;
  return item;
}

GenItem *gen_build_group(PegParser *p, PegToken *paren, PegSeq *alts) {
  GenAlt *first = alts->items[0];
  if (alts->count == 1 && first->count == 1 && !first->action &&
      !first->items[0]->var)
    return first->items[0]; /* (x) is x */
  GenItem *item = new_item(p, GEN_ITEM_GROUP, paren->lineno, paren->col + 1);
  if (!item) return NULL;
  item->alts = (GenAlt **)alts->items;
  item->alt_count = alts->count;
  return item;
}

GenItem *gen_build_leaf(PegParser *p, GenItemKind kind, PegToken *token) {
  GenItem *item = new_item(p, kind, token->lineno, token->col + 1);
  if (!item) return NULL;
  item->text = token_text(p, token);
  return item->text ? item : NULL;
}
