/*
 * source_probe.c - for each path on stdin, prints how lex_source_open
 * decodes it in both modes, one line per file:
 *   PATH \t TOKENIZE-ENCODING-or-"-" \t TOKENIZE-MESSAGE \t LINE \t
 *   COMPILE-MESSAGE
 * (messages empty when there is none; compile-mode messages only for the
 * errors CPython reports while decoding). differential_source.sh compares
 * it with what the oracle says for the same files.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read_file.h"
#include "source.h"

/* Longest path read from stdin. */
#define PROBE_PATH_MAX 4096

int main(void) {
  char path[PROBE_PATH_MAX];
  while (fgets(path, sizeof path, stdin)) {
    path[strcspn(path, "\n")] = '\0';
    size_t n;
    errno = 0;
    char *buf = test_read_file(path, &n);
    if (!buf && (errno == ENOENT || errno == EACCES)) continue; /* unopenable */
    if (!buf) return 2;
    LexSource t, c;
    if (!lex_source_open_named(&t, buf, n, LEX_SOURCE_TOKENIZE, path) ||
        !lex_source_open_named(&c, buf, n, LEX_SOURCE_COMPILE, path))
      return 2;
    printf("%s\t%s\t%s\t%d\t%s\n", path, t.has_error ? "-" : t.encoding,
           t.error.message, t.error.lineno, c.error.message);
    lex_source_close(&t);
    lex_source_close(&c);
    free(buf);
  }
  return 0;
}
