/*
 * test_constant_corpus.c - replays corpus/constants/cases.txt (written by
 * scripts/gen_constant_cases.py with CPython 3.13) through ast/constant and
 * lists every case whose repr differs from the oracle's.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "constant.h"

/* Longest corpus line (hex of a few-thousand-digit int, twice). */
#define LINE_CAPACITY (1 << 16)
/* Mismatches printed before the rest are only counted. */
#define MAX_LISTED 30

static int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* Decodes hex [text] in place; returns the byte count. */
static size_t unhex(char *text) {
  if (strcmp(text, "-") == 0) return 0;
  size_t n = 0;
  for (size_t i = 0; hex_value(text[i]) >= 0 && hex_value(text[i + 1]) >= 0; i += 2)
    text[n++] = (char)(hex_value(text[i]) * 16 + hex_value(text[i + 1]));
  text[n] = '\0';
  return n;
}

static bool build(AstArena *arena, const char *kind, const char *in, size_t n,
                  AstConstant *c) {
  if (strcmp(kind, "float_bits") == 0) {
    uint64_t bits = 0;
    for (size_t i = 0; i < 8; i++) bits = bits << 8 | (unsigned char)in[i];
    c->kind = AST_CONST_FLOAT;
    memcpy(&c->as.number, &bits, sizeof bits);
    return n == 8;
  }
  if (strcmp(kind, "float_lit") == 0) return ast_const_float(in, n, c);
  if (strcmp(kind, "imag_lit") == 0) return ast_const_imaginary(in, n, c);
  if (strcmp(kind, "int_lit") == 0) return ast_const_int(arena, in, n, c);
  c->kind = strcmp(kind, "str") == 0 ? AST_CONST_STR : AST_CONST_BYTES;
  c->as.text.data = in;
  c->as.text.length = n;
  return true;
}

Test(constant_corpus, every_case_matches_the_oracle) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert(root, "PYPARSE_SOURCE_ROOT is not set");
  char path[4096];
  snprintf(path, sizeof path, "%s/corpus/constants/cases.txt", root);
  FILE *f = fopen(path, "r");
  cr_assert(f, "cannot open %s", path);
  char *line = malloc(LINE_CAPACITY);
  cr_assert(line);
  AstArena *arena = ast_arena_new();
  size_t cases = 0, bad = 0;
  while (fgets(line, LINE_CAPACITY, f)) {
    if (line[0] == '#') continue;
    char *kind = strtok(line, " \n"), *in = strtok(NULL, " \n"), *want = strtok(NULL, " \n");
    if (!kind || !in || !want) continue;
    size_t n = unhex(in), want_n = unhex(want);
    AstConstant c;
    bool ok = build(arena, kind, in, n, &c);
    AstBuf got;
    ast_buf_init(&got);
    if (ok) ast_const_repr(&c, PP_PYTHON_3_13, &got);
    cases++;
    if (!ok || got.length != want_n || memcmp(got.data, want, want_n) != 0) {
      if (++bad <= MAX_LISTED)
        cr_log_error("%s: ours %.*s oracle %s", kind, (int)(got.length > 200 ? 200 : got.length),
                     got.data ? got.data : "", want);
    }
    ast_buf_free(&got);
  }
  ast_arena_free(arena);
  free(line);
  fclose(f);
  cr_assert(cases > 5000, "only %zu cases read", cases);
  cr_assert_eq(bad, 0, "%zu of %zu constant cases differ from CPython", bad, cases);
}
