/*
 * bench_tokenizer.c - how fast pyparse tokenizes: reads every file named
 * in the list file argv[1] into memory first, then, timed, decodes each
 * (lex_source_open, compile mode, borrowing the buffer) and pulls every token with lex_next
 * (the parser's pull interface, COMMENT/NL skipped), [rounds] times.
 * Prints bytes, tokens, files with an error, seconds and MB/s (10^6 bytes).
 * Not a test: scripts/bench_tokenizer.sh runs it next to CPython's figures.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "read_file.h"
#include "source.h"
#include "tokenizer.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Tokenizes one input; returns its token count, *failed when an error
   (decoding or lexing) ended it. */
static size_t tokenize_one(const TestInput *in, bool *failed) {
  LexSource source;
  size_t count = 0;
  *failed = false;
  if (!lex_source_open(&source, in->bytes, in->length,
                       LEX_SOURCE_COMPILE | LEX_SOURCE_BORROW))
    return 0;
  LexOptions options = {0};
  Lexer lx;
  if (lex_init(&lx, source.text, source.length, &options)) {
    LexToken token;
    LexTokenType type;
    while ((type = lex_next(&lx, &token)) != TOK_ENDMARKER) {
      if (type == TOK_ERRORTOKEN) {
        *failed = true;
        break;
      }
      count++;
    }
    lex_free(&lx);
  }
  *failed = *failed || source.has_error;
  lex_source_close(&source);
  return count;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE-LIST [ROUNDS]\n", argv[0]);
    return 2;
  }
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  size_t count, total;
  TestInput *inputs = test_read_inputs(argv[1], &count, &total);
  if (!inputs) return 2;
  double best = 1e30;
  size_t tokens = 0, failures = 0;
  for (int r = 0; r < rounds; r++) {
    tokens = failures = 0;
    double t0 = now();
    for (size_t i = 0; i < count; i++) {
      bool failed;
      tokens += tokenize_one(&inputs[i], &failed);
      failures += failed;
    }
    double t = now() - t0;
    if (t < best) best = t;
  }
  printf("pyparse: %zu files, %zu bytes, %zu tokens, %zu with errors, "
         "best of %d: %.3f s, %.1f MB/s\n",
         count, total, tokens, failures, rounds, best, total / best / 1e6);
  test_free_inputs(inputs, count);
  return 0;
}
