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

/* Reads [path] whole into a new buffer; NULL on failure. */
static char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  char *data = NULL;
  size_t size = 0, capacity = 0, n;
  char chunk[1 << 16];
  while ((n = fread(chunk, 1, sizeof chunk, file)) > 0) {
    if (size + n > capacity) {
      capacity = (size + n) * 2;
      char *grown = realloc(data, capacity);
      if (!grown) break;
      data = grown;
    }
    for (size_t i = 0; i < n; i++) data[size + i] = chunk[i];
    size += n;
  }
  fclose(file);
  *length = size;
  return data ? data : calloc(1, 1);
}

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
    char *bytes = read_file(argv[i], &length);
    if (!bytes) return 2;
    PPTokenStream *stream;
    PPError error;
    PPStatus status = pp_tokens_open(bytes, length, NULL, &stream, &error);
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
