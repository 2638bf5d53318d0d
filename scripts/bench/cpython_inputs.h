/*
 * cpython_inputs.h - what the two CPython harnesses (cpython_parser.c,
 * cpython_tokenizer.c) share: the clock and the files, read into memory
 * before timing. They are built alone by the bench scripts with
 * python3.13-config (not meson, not linked with tests/support), so the
 * helpers are static, in this header.
 */
#ifndef PYPARSE_BENCH_CPYTHON_INPUTS_H
#define PYPARSE_BENCH_CPYTHON_INPUTS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Longest path in a file list. */
#define BENCH_PATH_MAX 4096

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The bytes of [path], NUL-terminated; NULL when it cannot be read. */
static char *read_all(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = malloc((size_t)n + 1);
  size_t got = data ? fread(data, 1, (size_t)n, f) : 0;
  fclose(f);
  if (data) data[got] = '\0';
  return data;
}

/* The texts of the files listed in [list_path] (one path per line;
   unreadable ones skipped): *[count] of them, *[total] bytes up to each
   one's first NUL (CPython's string entry points stop there, as compile()
   refuses such files). NULL when the list cannot be read or memory is
   out. */
static char **read_inputs(const char *list_path, size_t *count,
                          size_t *total) {
  FILE *list = fopen(list_path, "r");
  if (!list) return NULL;
  char **texts = malloc(sizeof *texts); /* not NULL for an empty list */
  char path[BENCH_PATH_MAX];
  *count = *total = 0;
  while (fgets(path, sizeof path, list)) {
    path[strcspn(path, "\n")] = '\0';
    char *data = read_all(path);
    if (!data) continue;
    char **more = realloc(texts, (*count + 1) * sizeof *texts);
    if (!more) {
      free(data);
      break;
    }
    texts = more;
    texts[(*count)++] = data;
    *total += strlen(data);
  }
  fclose(list);
  return texts;
}

#endif
