/*
 * codecs_probe.c - for each path on stdin, what lex_source_open makes of
 * the file in COMPILE mode (compile()'s decoding), framed so that the
 * decoded text may hold any byte:
 *   PATH \t PLACE \t STATUS \t MESSAGE \t LENGTH \n  then LENGTH bytes \n
 * PLACE is the LexSourcePlace number, STATUS the PPStatus number, the
 * text is empty after an error. differential_codecs.py compares it with
 * what compile() does with the same file.
 */
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
    char *buf = test_read_file(path, &n);
    if (!buf) return 2;
    LexSource c;
    if (!lex_source_open_named(&c, buf, n, LEX_SOURCE_COMPILE, path))
      return 2;
    size_t length = c.has_error ? 0 : c.length;
    printf("%s\t%d\t%d\t%s\t%zu\n", path, (int)c.place, (int)c.error.status,
           c.error.message, length);
    fwrite(c.text, 1, length, stdout);
    putchar('\n');
    lex_source_close(&c);
    free(buf);
  }
  return 0;
}
