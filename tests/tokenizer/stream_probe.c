/*
 * stream_probe.c - prints, for each file named on the command line, the
 * tokens the public pp_tokens_* API gives, as "L,C-EL,EC: TYPE" with
 * character columns and tokenize's (non-exact) type names: the first two
 * fields `pyparse FILE --tokens` prints. differential_stream.sh compares
 * the two over whole standard libraries, so the public stream is held to
 * the CLI, which diff_tokens.sh holds to CPython.
 */
#include <stdio.h>
#include <stdlib.h>

#include "pyparse.h"
#include "read_file.h"

/* What this probe prints is compared with CPython 3.13's answers. */
static const PPTokenOptions as_3_13 = {.version = PP_PYTHON_3_13};

static void print_tokens(PPTokenStream *stream) {
  PPToken t;
  PPError error;
  PPStatus status;
  while ((status = pp_tokens_next(stream, &t, &error)) == PP_OK) {
    printf("%d,%d-%d,%d: %s\n", t.lineno, pp_char_column(t.line, t.col_offset),
           t.end_lineno, pp_char_column(t.end_line, t.end_col_offset),
           pp_token_type_name(t.type));
    if (t.type == PP_TOKEN_ENDMARKER) return;
  }
  printf("error %d: %s\n", error.lineno, error.message);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    size_t length;
    char *bytes = test_read_file(argv[i], &length);
    if (!bytes) return 2;
    PPTokenStream *stream;
    PPError error;
    PPStatus status = pp_tokens_open(bytes, length, &as_3_13, &stream, &error);
    free(bytes);
    if (status != PP_OK) {
      printf("error: %s\n", error.message);
      continue;
    }
    print_tokens(stream);
    pp_tokens_free(stream);
  }
  return 0;
}
