/*
 * test_source_corpus.c - replays corpus/source/: each CASE.py decoded in
 * both modes must give the encoding, error place, line, message and text
 * that CPython 3.13 gave (CASE.tokenize / CASE.compile, written by
 * scripts/gen_source_corpus.py). Every differing case is listed.
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read_file.h"
#include "source.h"

static const char *const place_names[] = {"NONE", "NOWHERE", "START",
                                          "FILE", "LINE", "UNEXPECTED"};

/* Renders [s] in the expected files' format. */
static char *render(const LexSource *s, bool with_encoding, size_t *length) {
  size_t cap = s->length + 2 * PP_ERROR_MESSAGE_MAX;
  char *out = malloc(cap);
  int head = snprintf(out, cap,
                      "encoding: %s\nplace: %s\nlineno: %d\nmessage: %s\n"
                      "text:\n",
                      with_encoding ? s->encoding : "-",
                      place_names[s->place], s->error.lineno,
                      s->error.message);
  memcpy(out + head, s->text, s->length);
  *length = (size_t)head + s->length;
  return out;
}

/* Compares one mode of one case; returns true when it matches. */
static bool check_case(const char *dir, const char *name, const char *input,
                       size_t input_length, int mode) {
  char path[1400];
  snprintf(path, sizeof path, "%s/%s.%s", dir, name,
           mode == LEX_SOURCE_TOKENIZE ? "tokenize" : "compile");
  size_t want_length;
  char *want = test_read_file(path, &want_length);
  cr_assert(want, "missing %s", path);
  char filename[300];
  snprintf(filename, sizeof filename, "%s.py", name);
  LexSource s;
  cr_assert(lex_source_open_named(&s, input, input_length, mode, filename));
  /* After a declaration error CPython's compile() names no encoding. */
  bool with_encoding = mode == LEX_SOURCE_TOKENIZE || !s.has_error;
  size_t got_length;
  char *got = render(&s, with_encoding, &got_length);
  if (!with_encoding) {
    char *nl = strchr(want, '\n');
    size_t rest = want_length - (size_t)(nl - want);
    memmove(want + strlen("encoding: -"), nl, rest + 1);
    memcpy(want, "encoding: -", strlen("encoding: -"));
    want_length = strlen("encoding: -") + rest;
  }
  bool same = got_length == want_length && memcmp(got, want, got_length) == 0;
  if (!same)
    cr_log_error("%s differs:\n--- want\n%.*s\n--- got\n%.*s", path,
                 (int)want_length, want, (int)got_length, got);
  free(got);
  free(want);
  lex_source_close(&s);
  return same;
}

Test(source_corpus, every_case_matches_cpython) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert(root, "PYPARSE_SOURCE_ROOT is not set");
  char dir[900];
  snprintf(dir, sizeof dir, "%s/corpus/source", root);
  DIR *d = opendir(dir);
  cr_assert(d, "cannot open %s", dir);
  int cases = 0, failures = 0;
  struct dirent *entry;
  while ((entry = readdir(d)) != NULL) {
    size_t n = strlen(entry->d_name);
    if (n < 4 || strcmp(entry->d_name + n - 3, ".py") != 0) continue;
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)(n - 3), entry->d_name);
    char path[1400];
    snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
    size_t length;
    char *input = test_read_file(path, &length);
    cr_assert(input);
    for (int mode = 0; mode < 2; mode++)
      if (!check_case(dir, name, input, length, mode)) failures++;
    free(input);
    cases++;
  }
  closedir(d);
  cr_assert(cases >= 40, "only %d cases found in %s", cases, dir);
  cr_assert_eq(failures, 0, "%d of %d case/mode pairs differ", failures,
               2 * cases);
}
