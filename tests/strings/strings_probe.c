/*
 * strings_probe.c - the pyparse side of the oracle tests of string values.
 *
 *   strings_probe names < LIST     LIST lines are "NAME<TAB>HEX" (the code
 *       point "\N{NAME}" must give) or "NAME<TAB>-" (must be unknown); each
 *       is checked with uni_lookup_name and by decoding the token
 *       '\N{NAME}'. Prints every mismatch and a count; exit 1 on any.
 *   strings_probe tokens FILE...   for each STRING token of each file (the
 *       public pp_tokens_* stream), prints "FILE:LINE<TAB>" and the
 *       describe.h lines joined by tabs, as scripts/strings_oracle.py does.
 *   strings_probe bench ROUNDS < FILES   decodes every STRING token of the
 *       files listed on stdin, one path a line, ROUNDS times into one arena per
 * round (tokens collected first, outside the clock) and prints MB/s of token
 * text.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "describe.h"
#include "pyparse.h"
#include "read_file.h"
#include "string_literal.h"
#include "unicode.h"

/* What this probe prints is compared with CPython 3.13's answers. */
static const PPTokenOptions as_3_13 = {.version = PP_PYTHON_3_13};

/* Longest LIST line: names are under 100 bytes; sample noise adds few. */
#define NAME_LINE_MAX 512
/* Mismatches printed before the rest are only counted. */
#define MAX_LISTED 50

/* Does the token '\N{[name]}' decode to [want] (or fail when [known] is false)?
 */
static bool decodes_to(const char *name, bool known, uint32_t want) {
  char token[NAME_LINE_MAX + 8];
  int n = snprintf(token, sizeof token, "'\\N{%s}'", name);
  AstArena *arena = ast_arena_new();
  if (!arena) return false;
  PStrResult r;
  bool ok = pstr_decode_token(arena, token, (size_t)n, PP_PYTHON_3_13, &r);
  char utf8[4];
  size_t len = known ? uni_encode(want, utf8) : 0;
  bool same = known
                  ? ok && r.value.as.text.length == len &&
                        memcmp(r.value.as.text.data, utf8, len) == 0
                  : !ok && strstr(r.message, "unknown Unicode character name");
  ast_arena_free(arena);
  return same;
}

static int check_names(void) {
  char line[NAME_LINE_MAX];
  size_t checked = 0, bad = 0;
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = '\0';
    char *tab = strchr(line, '\t');
    if (!tab) continue;
    *tab = '\0';
    bool known = tab[1] != '-';
    uint32_t want = known ? (uint32_t)strtoul(tab + 1, NULL, 16) : 0;
    uint32_t got = 0;
    bool found = uni_lookup_name(line, strlen(line), &got, PP_PYTHON_3_13);
    bool same = found == known && (!known || got == want) &&
                decodes_to(line, known, want);
    checked++;
    if (!same && ++bad <= MAX_LISTED)
      printf("differs: \\N{%s}: oracle %s, ours %s U+%04X\n", line,
             known ? tab + 1 : "unknown", found ? "found" : "unknown",
             (unsigned)got);
  }
  printf("names: %zu checked, %zu differ\n", checked, bad);
  return bad ? 1 : 0;
}

static void print_string(const char *path, const PPToken *t) {
  AstArena *arena = ast_arena_new();
  if (!arena) return;
  PStrResult r;
  pstr_decode_token(arena, t->start, t->length, PP_PYTHON_3_13, &r);
  AstBuf text;
  ast_buf_init(&text);
  describe_result(t->start, t->length, &r, false, &text);
  if (text.length) text.length--; /* the last newline */
  for (size_t i = 0; i < text.length; i++)
    if (text.data[i] == '\n') text.data[i] = '\t';
  printf("%s:%d\t%.*s\n", path, t->lineno, (int)text.length,
         text.data ? text.data : "");
  ast_buf_free(&text);
  ast_arena_free(arena);
}

static void print_file(const char *path) {
  size_t length;
  char *bytes = test_read_file(path, &length);
  if (!bytes) {
    printf("%s\tunreadable\n", path);
    return;
  }
  PPTokenStream *stream;
  PPError error;
  if (pp_tokens_open(bytes, length, &as_3_13, &stream, &error) == PP_OK) {
    PPToken t;
    while (pp_tokens_next(stream, &t, &error) == PP_OK &&
           t.type != PP_TOKEN_ENDMARKER)
      if (t.type == PP_TOKEN_STRING) print_string(path, &t);
    pp_tokens_free(stream);
  }
  free(bytes);
}

/* The STRING tokens of [path] appended to [texts] as "length, bytes". */
static void collect_strings(const char *path, AstBuf *texts, size_t *count) {
  size_t length;
  char *bytes = test_read_file(path, &length);
  PPTokenStream *stream;
  if (bytes && pp_tokens_open(bytes, length, &as_3_13, &stream, NULL) == PP_OK) {
    PPToken t;
    while (pp_tokens_next(stream, &t, NULL) == PP_OK &&
           t.type != PP_TOKEN_ENDMARKER) {
      if (t.type != PP_TOKEN_STRING) continue;
      ast_buf_put(texts, (const char *)&t.length, sizeof t.length);
      ast_buf_put(texts, t.start, t.length);
      ++*count;
    }
    pp_tokens_free(stream);
  }
  free(bytes);
}

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int bench(int rounds) {
  AstBuf texts;
  ast_buf_init(&texts);
  size_t count = 0, failed = 0;
  char path[NAME_LINE_MAX * 8];
  while (fgets(path, sizeof path, stdin)) {
    path[strcspn(path, "\n")] = '\0';
    collect_strings(path, &texts, &count);
  }
  if (texts.failed) return 2;
  double best = 0;
  for (int round = 0; round < rounds; round++) {
    AstArena *arena = ast_arena_new();
    if (!arena) return 2;
    double start = seconds();
    for (size_t at = 0; at < texts.length;) {
      size_t n;
      memcpy(&n, texts.data + at, sizeof n);
      at += sizeof n;
      PStrResult r;
      if (!pstr_decode_token(arena, texts.data + at, n, PP_PYTHON_3_13, &r))
        failed++;
      at += n;
    }
    double took = seconds() - start;
    if (round == 0 || took < best) best = took;
    ast_arena_free(arena);
  }
  double megabytes = (double)(texts.length - count * sizeof(size_t)) / 1e6;
  printf(
      "strings bench: %zu tokens, %.1f MB of token text, best of %d: "
      "%.3f s = %.0f MB/s (%zu errors per round)\n",
      count, megabytes, rounds, best, megabytes / best,
      failed / (size_t)rounds);
  ast_buf_free(&texts);
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "bench") == 0)
    return bench(atoi(argv[2]) > 0 ? atoi(argv[2]) : 1);
  if (argc >= 2 && strcmp(argv[1], "names") == 0) return check_names();
  if (argc >= 2 && strcmp(argv[1], "tokens") == 0) {
    for (int i = 2; i < argc; i++) print_file(argv[i]);
    return 0;
  }
  fprintf(stderr,
          "usage: strings_probe names < LIST | tokens FILE... | "
          "bench ROUNDS < FILES\n");
  return 2;
}
