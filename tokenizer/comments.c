/*
 * comments.c - the comments of a tree's source (pyparse.h: PPComments).
 *
 * The parser's tokenizer skips comments, so they are found afterwards, on
 * request: one pass of the lexer in the tokenize module's mode over the
 * tree's decoded text (pp_tree_text), whose line ends are already '\n'.
 * Comments come in source order, so the ones on a range of lines are a
 * contiguous run found by binary search.
 */
#include <stdlib.h>
#include <string.h>

#include "tokenizer.h"

struct PPComments {
  PPComment *items;  /* heap, in source order */
  size_t count;
  size_t capacity;
};

/* Adds the comment token [t]. Its text may be in a buffer of the lexer's
   own (the last line, given the '\n' it lacks), so the comment is placed
   in the tree's text by its line and column instead. */
static bool add(PPComments *c, const PPTree *tree, const LexToken *t) {
  size_t line_length;
  const char *line = pp_tree_line(tree, t->lineno, &line_length);
  if (!line) return false; /* no memory for the table of lines */
  size_t col = (size_t)t->col, length = (size_t)(t->end - t->start);
  if (col > line_length) col = line_length;
  if (length > line_length - col) length = line_length - col;
  if (c->count == c->capacity) {
    size_t capacity = c->capacity ? 2 * c->capacity : 16;
    PPComment *items = realloc(c->items, capacity * sizeof *items);
    if (!items) return false;
    c->items = items;
    c->capacity = capacity;
  }
  const char *p = line;
  while (p < line + col && (*p == ' ' || *p == '\t' || *p == '\f')) p++;
  c->items[c->count++] = (PPComment){
      .text = line + col, .length = length, .lineno = t->lineno,
      .col_offset = (int)col, .own_line = p == line + col};
  return true;
}

PPComments *pp_comments_new(const PPTree *tree) {
  PPComments *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  size_t length;
  const char *text = pp_tree_text(tree, &length);
  LexOptions options = {.version = pp_tree_version(tree), .tokenize = true};
  Lexer lexer;
  if (!lex_init(&lexer, text, length, &options)) {
    free(c);
    return NULL;
  }
  bool ok = true;
  LexToken token;
  for (;;) {
    LexTokenType type = lex_next(&lexer, &token);
    /* the source parsed, so an error here is only the tokenize module's
       stricter view of some corner: the comments before it are kept */
    if (type == TOK_ENDMARKER || type == TOK_ERRORTOKEN) break;
    if (type == TOK_COMMENT && !(ok = add(c, tree, &token))) break;
  }
  lex_free(&lexer);
  if (!ok) {
    pp_comments_free(c);
    return NULL;
  }
  return c;
}

void pp_comments_free(PPComments *c) {
  if (!c) return;
  free(c->items);
  free(c);
}

size_t pp_comments_count(const PPComments *c) { return c->count; }

const PPComment *pp_comments_get(const PPComments *c, size_t index) {
  return index < c->count ? &c->items[index] : NULL;
}

/* The index of the first comment on a line >= [lineno]. */
static size_t first_from(const PPComments *c, int lineno) {
  size_t lo = 0, hi = c->count;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (c->items[mid].lineno < lineno) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

size_t pp_comments_on_lines(const PPComments *c, int lineno, int end_lineno,
                            size_t *first) {
  size_t from = first_from(c, lineno);
  size_t to = end_lineno < lineno ? from : first_from(c, end_lineno + 1);
  if (first) *first = from;
  return to - from;
}

size_t pp_comments_of_node(const PPComments *c, PPNode node, size_t *first) {
  PPSpan span;
  if (!pp_node_span(node, &span)) {
    if (first) *first = 0;
    return 0;
  }
  return pp_comments_on_lines(c, span.lineno, span.end_lineno, first);
}
