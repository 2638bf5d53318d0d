/*
 * gen_tokens.c - reads a tokens file (the format of tokenizer/Tokens: one
 * token type per line, `NAME [SPELLING...]`, `#` comments; types are
 * numbered from 0 in file order). Grammar items name these types (NAME,
 * NEWLINE) or their spellings ('+', '**=').
 */
#include "gen.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Longest line of a tokens file (bytes); longer lines are an error. */
#define GEN_TOKENS_LINE_MAX 512
/* Most spellings of one token type on its line. */
#define GEN_TOKENS_SPELLINGS_MAX 8

static bool add_token(GenGrammar *g, size_t *capacity, const char *name,
                      const char **spellings, size_t count) {
  if (g->token_count == *capacity) {
    *capacity = *capacity ? 2 * *capacity : 64;
    GenToken *tokens = gen_alloc(g, *capacity * sizeof *tokens);
    if (!tokens) return false;
    if (g->token_count)
      memcpy(tokens, g->tokens, g->token_count * sizeof *tokens);
    g->tokens = tokens;
  }
  GenToken *t = &g->tokens[g->token_count++];
  t->name = name;
  t->spelling_count = count;
  t->spellings = gen_alloc(g, (count ? count : 1) * sizeof *t->spellings);
  if (!t->spellings) return false;
  memcpy(t->spellings, spellings, count * sizeof *spellings);
  return true;
}

/* Parses one line; false on a malformed line (error reported). */
static bool read_line(GenGrammar *g, const char *path, int lineno, char *line,
                      size_t *capacity) {
  char *s = line;
  while (isspace((unsigned char)*s)) s++;
  if (!*s || *s == '#') return true;
  char *name = s;
  while (*s && !isspace((unsigned char)*s)) s++;
  const char *spellings[GEN_TOKENS_SPELLINGS_MAX];
  size_t count = 0;
  char *name_copy = gen_strndup(g, name, (size_t)(s - name));
  for (;;) {
    while (isspace((unsigned char)*s)) s++;
    if (!*s || *s == '#') break;
    char *end = *s == '\'' ? strchr(s + 1, '\'') : NULL;
    if (!end || count == GEN_TOKENS_SPELLINGS_MAX) {
      if (end)
        fprintf(g->diag, "%s:%d:%d: error: more than %d spellings\n", path,
                lineno, (int)(s - line) + 1, GEN_TOKENS_SPELLINGS_MAX);
      else
        fprintf(g->diag, "%s:%d:%d: error: expected a quoted spelling\n", path,
                lineno, (int)(s - line) + 1);
      g->errors++;
      return false;
    }
    spellings[count++] = gen_strndup(g, s + 1, (size_t)(end - s - 1));
    s = end + 1;
  }
  return name_copy && add_token(g, capacity, name_copy, spellings, count);
}

bool gen_read_tokens(GenGrammar *g, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(g->diag, "%s: error: cannot read the tokens file\n", path);
    g->errors++;
    return false;
  }
  char line[GEN_TOKENS_LINE_MAX];
  size_t capacity = 0;
  int lineno = 0;
  bool ok = true;
  while (ok && fgets(line, sizeof line, f)) {
    lineno++;
    if (!strchr(line, '\n') && !feof(f)) {
      fprintf(g->diag, "%s:%d:1: error: line longer than %d bytes\n", path,
              lineno, GEN_TOKENS_LINE_MAX - 2);
      g->errors++;
      ok = false;
      break;
    }
    ok = read_line(g, path, lineno, line, &capacity);
  }
  fclose(f);
  return ok;
}
