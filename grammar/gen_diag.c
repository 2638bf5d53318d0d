/*
 * gen_diag.c - the generator's messages (`file:line:col: error: ...`, the
 * format compilers use, so editors jump to them) and its arena helpers.
 */
#include "gen.h"

#include <stdarg.h>
#include <string.h>

static void report(GenGrammar *g, const char *kind, int line, int col,
                   const char *format, va_list args) {
  fprintf(g->diag, "%s:%d:%d: %s: ", g->path, line, col, kind);
  vfprintf(g->diag, format, args);
  fputc('\n', g->diag);
}

void gen_error(GenGrammar *g, int line, int col, const char *format, ...) {
  va_list args;
  va_start(args, format);
  report(g, "error", line, col, format, args);
  va_end(args);
  g->errors++;
}

void gen_warning(GenGrammar *g, int line, int col, const char *format, ...) {
  va_list args;
  va_start(args, format);
  report(g, "warning", line, col, format, args);
  va_end(args);
  g->warnings++;
}

void *gen_alloc(GenGrammar *g, size_t size) {
  return ast_arena_alloc(g->arena, size ? size : 1);
}

char *gen_strndup(GenGrammar *g, const char *text, size_t length) {
  return ast_arena_strndup(g->arena, text, length);
}

char *gen_printf(GenGrammar *g, const char *format, ...) {
  char small[256];
  va_list args;
  va_start(args, format);
  int length = vsnprintf(small, sizeof small, format, args);
  va_end(args);
  if (length < 0) return NULL;
  char *text = gen_alloc(g, (size_t)length + 1);
  if (!text) return NULL;
  va_start(args, format);
  vsnprintf(text, (size_t)length + 1, format, args);
  va_end(args);
  return text;
}

GenRule *gen_add_rule(GenGrammar *g, const char *name) {
  if (g->rule_count == g->rule_capacity) {
    size_t capacity = g->rule_capacity ? 2 * g->rule_capacity : 64;
    GenRule **rules = gen_alloc(g, capacity * sizeof *rules);
    if (!rules) return NULL;
    if (g->rule_count) memcpy(rules, g->rules, g->rule_count * sizeof *rules);
    g->rules = rules;
    g->rule_capacity = capacity;
  }
  GenRule *rule = gen_alloc(g, sizeof *rule);
  if (!rule) return NULL;
  rule->name = name;
  rule->memo_slot = -1;
  rule->origin = (int)g->rule_count;
  g->rules[g->rule_count++] = rule;
  return rule;
}

int gen_find_rule(const GenGrammar *g, const char *name) {
  for (size_t i = 0; i < g->rule_count; i++)
    if (strcmp(g->rules[i]->name, name) == 0) return (int)i;
  return -1;
}

bool gen_is_invalid_rule(const char *name) {
  return strncmp(name, "invalid_", 8) == 0;
}
