/*
 * actions_errors.c - what the invalid_ rules of Python.gram call: each
 * raises CPython 3.13's message over the span CPython reports, or returns
 * NULL (the rule fails, the parse goes on) when the input is not the case
 * the rule is about.
 *
 * Spans are given as the nodes and tokens the rule matched; positions are
 * 1-based lines and 0-based UTF-8 byte columns, which python_parse.c turns
 * into CPython's character offsets.
 */
#include <string.h>

#include "python_actions.h"

/* Whether [name] is spelled [word]. */
static bool spelled(const PegToken *name, const char *word) {
  size_t n = strlen(word);
  return (size_t)(name->end - name->start) == n &&
         memcmp(name->start, word, n) == 0;
}

void *act_raise_nodes(PegParser *p, const AstExpr *a, const AstExpr *b,
                      const char *message) {
  return peg_raise_at(p, a->lineno, a->col_offset, b->end_lineno,
                      b->end_col_offset, "%s", message);
}

void *act_raise_from(PegParser *p, const AstExpr *a, const PegToken *last,
                     const char *message) {
  /* CPython ends such an error where its tokenizer stands: after [last],
     the last token read, counted without the usual +1 */
  return peg_raise_at(p, a->lineno, a->col_offset, last->end_lineno,
                      last->end_col - 1, "%s", message);
}

void *act_raise_last(PegParser *p, const char *message) {
  const PegToken *t = peg_furthest_token(p);
  return t ? peg_raise_token(p, t, "%s", message) : NULL;
}

void *act_legacy_call(PegParser *p, const PegToken *name, const AstExpr *rest) {
  static const char *const legacy[] = {"print", "exec"};
  for (size_t i = 0; i < sizeof legacy / sizeof legacy[0]; i++)
    if (spelled(name, legacy[i]))
      return peg_raise_at(p, name->lineno, name->col, rest->end_lineno,
                          rest->end_col_offset,
                          "Missing parentheses in call to '%s'. "
                          "Did you mean %s(...)?",
                          legacy[i], legacy[i]);
  return NULL;
}
