/*
 * parser_tokens_probe.c - prints the tokens the parser will see: each file
 * named on the command line decoded as compile() does and lexed in the
 * parser's mode (no COMMENT or NL; every tokenizer error raised). One
 * record per token:
 *   TYPE LINENO COL END_LINENO END_COL TEXT
 * with character columns and TEXT the token's bytes in hexadecimal ("-"
 * when empty), then "error LINENO OFFSET MESSAGE" (hexadecimal too) on an
 * error, and "end" after each file. scripts/diff_parser_tokens.py holds it to CPython's own tokenizer
 * in the same mode (the _tokenize module with extra_tokens=False).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read_file.h"
#include "source.h"
#include "tokenizer.h"

static void print_text(const char *text, size_t length) {
  if (length == 0) putchar('-');
  for (size_t i = 0; i < length; i++) printf("%02x", (unsigned char)text[i]);
  putchar('\n');
}

static void print_error(const PPError *error) {
  printf("error %d %d ", error->lineno, error->col_offset + 1);
  print_text(error->message, strlen(error->message));
}

static void print_tokens(const LexSource *source) {
  LexOptions options = {.version = PP_PYTHON_3_13}; /* the oracle's */
  Lexer lx;
  if (!lex_init(&lx, source->text, source->length, &options)) return;
  if (source->has_error) lex_set_pending_error(&lx, &source->error, 0);
  LexToken t;
  for (;;) {
    LexTokenType type = lex_next(&lx, &t);
    if (type == TOK_ERRORTOKEN) {
      print_error(&lx.error);
      break;
    }
    printf("%d %d %d %d %d ", (int)type, t.lineno,
           lex_char_count(t.line_start, t.start), t.end_lineno,
           lex_char_count(t.end_line_start, t.end));
    print_text(t.start, (size_t)(t.end - t.start));
    if (type == TOK_ENDMARKER) break;
  }
  lex_free(&lx);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    size_t length;
    char *bytes = test_read_file(argv[i], &length);
    if (!bytes) return 2;
    LexSource source;
    if (!lex_source_open(&source, bytes, length, LEX_SOURCE_COMPILE)) {
      free(bytes);
      return 2;
    }
    if (source.has_error && source.place != LEX_SOURCE_AT_LINE)
      print_error(&source.error);
    else
      print_tokens(&source);
    printf("end\n");
    lex_source_close(&source);
    free(bytes);
  }
  return 0;
}
