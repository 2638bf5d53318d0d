/*
 * cpython_tokenizer.c - times CPython 3.13's own C tokenizer, linked from
 * the installed libpython3.13.a, over the same files as bench_tokenizer.c.
 *
 * The installed headers do not include the tokenizer's (Parser/lexer/
 * state.h is not installed), so the three entry points and the token
 * record are declared here from their documented shapes:
 *   struct tok_state *_PyTokenizer_FromString(const char *, int exec_input,
 *                                              int preserve_crlf);
 *   int _PyTokenizer_Get(struct tok_state *, struct token *);
 *   void _PyTokenizer_Free(struct tok_state *);
 * struct token is {int level, lineno, col_offset, end_lineno,
 * end_col_offset; const char *start, *end; PyObject *metadata}; we give it
 * spare room at the end so a layout change cannot overrun it. What is
 * timed is the same job as pyparse's: decoding from bytes (PEP 263, BOM)
 * and pulling every token until ENDMARKER or ERRORTOKEN, parser mode.
 * Built by scripts/bench_tokenizer.sh with python3.13-config, not meson.
 */
#include <Python.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cpython_inputs.h"

struct tok_state;
struct token {
  int level, lineno, col_offset, end_lineno, end_col_offset;
  const char *start, *end;
  PyObject *metadata;
  char spare[64];
};
struct tok_state *_PyTokenizer_FromString(const char *, int, int);
int _PyTokenizer_Get(struct tok_state *, struct token *);
void _PyTokenizer_Free(struct tok_state *);

/* CPython's ENDMARKER and ERRORTOKEN (internal/pycore_token.h). */
enum { CPY_ENDMARKER = 0, CPY_ERRORTOKEN = 64 };

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  Py_Initialize();
  size_t count, total;
  char **texts = read_inputs(argv[1], &count, &total);
  if (!texts) return 2;
  double best = 1e30;
  size_t tokens = 0, failures = 0;
  for (int r = 0; r < rounds; r++) {
    tokens = failures = 0;
    double t0 = now();
    for (size_t i = 0; i < count; i++) {
      struct tok_state *tok = _PyTokenizer_FromString(texts[i], 1, 0);
      if (!tok) {
        PyErr_Clear();
        failures++;
        continue;
      }
      for (;;) {
        struct token t;
        memset(&t, 0, sizeof t);
        int type = _PyTokenizer_Get(tok, &t);
        Py_XDECREF(t.metadata);
        if (type == CPY_ENDMARKER) break;
        if (type == CPY_ERRORTOKEN) {
          failures++;
          break;
        }
        tokens++;
      }
      _PyTokenizer_Free(tok);
      PyErr_Clear();
    }
    double t = now() - t0;
    if (t < best) best = t;
  }
  printf("cpython C tokenizer: %zu files, %zu bytes, %zu tokens, %zu with "
         "errors, best of %d: %.3f s, %.1f MB/s\n",
         count, total, tokens, failures, rounds, best, total / best / 1e6);
  Py_Finalize();
  return 0;
}
