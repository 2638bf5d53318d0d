/*
 * test_strings_corpus.c - replays corpus/strings/literals.expected (written
 * by scripts/gen_strings_corpus.py with CPython 3.13) through
 * pstr_decode_token and lists every literal whose value, error (message
 * and span) or warnings differ from the oracle's.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "describe.h"
#include "string_literal.h"

/* Longest corpus line: a literal's hex and its repr stay far below. */
#define LINE_CAPACITY (1 << 16)
/* Mismatches printed before the rest are only counted. */
#define MAX_LISTED 40

static int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* Decodes the hex word at the start of [text] into [dest]; byte count. */
static size_t unhex(const char *text, char *dest) {
  size_t n = 0;
  for (size_t i = 0; hex_value(text[i]) >= 0 && hex_value(text[i + 1]) >= 0;
       i += 2)
    dest[n++] = (char)(hex_value(text[i]) * 16 + hex_value(text[i + 1]));
  return n;
}

typedef struct Case {
  char *text; /* the token text, heap */
  size_t length;
  AstBuf want; /* the oracle's lines for it */
} Case;

static void check(const Case *c, size_t *cases, size_t *bad) {
  AstArena *arena = ast_arena_new();
  cr_assert(arena);
  PStrResult result;
  pstr_decode_token(arena, c->text, c->length, PP_PYTHON_3_13, &result);
  AstBuf got;
  ast_buf_init(&got);
  describe_result(c->text, c->length, &result, true, &got);
  ++*cases;
  if (got.length != c->want.length ||
      memcmp(got.data, c->want.data, got.length) != 0) {
    if (++*bad <= MAX_LISTED)
      cr_log_error("literal %.*s\n  ours:\n%.*s  oracle:\n%.*s", (int)c->length,
                   c->text, (int)got.length, got.data ? got.data : "",
                   (int)c->want.length, c->want.data ? c->want.data : "");
  }
  ast_buf_free(&got);
  ast_arena_free(arena);
}

static void finish(Case *c, size_t *cases, size_t *bad) {
  if (c->text) check(c, cases, bad);
  free(c->text);
  ast_buf_free(&c->want);
  *c = (Case){0};
  ast_buf_init(&c->want);
}

Test(strings_corpus, every_literal_matches_the_oracle) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert(root, "PYPARSE_SOURCE_ROOT is not set");
  char path[4096];
  snprintf(path, sizeof path, "%s/corpus/strings/literals.expected", root);
  FILE *f = fopen(path, "r");
  cr_assert(f, "cannot open %s", path);
  char *line = malloc(LINE_CAPACITY);
  cr_assert(line);
  Case c = {0};
  ast_buf_init(&c.want);
  size_t cases = 0, bad = 0;
  while (fgets(line, LINE_CAPACITY, f)) {
    if (strncmp(line, "case ", 5) == 0) {
      finish(&c, &cases, &bad);
      c.text = malloc(strlen(line));
      cr_assert(c.text);
      c.length = unhex(line + 5, c.text);
    } else if (line[0] != '#' && c.text) {
      ast_buf_puts(&c.want, line);
    }
  }
  finish(&c, &cases, &bad);
  ast_buf_free(&c.want);
  free(line);
  fclose(f);
  cr_log_info("strings corpus: %zu literals, %zu differ", cases, bad);
  cr_assert(cases > 0, "no cases in %s", path);
  cr_assert(bad == 0, "%zu of %zu literals differ from the oracle", bad, cases);
}
