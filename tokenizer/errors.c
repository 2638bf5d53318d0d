/*
 * errors.c - the lexer's errors, with CPython's messages and positions.
 *
 * CPython reports most tokenizer errors at "the characters from the line
 * start to the cursor" (lex_syntax_error); a few it reports afterwards
 * from its state, at the end of its line buffer (lex_state_error). Both
 * positions are kept: PPError's (line, CPython's 1-based character
 * offset, and the 0-based byte column it stands for) and the column
 * `python -m tokenize` prints (error_column).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tokenizer.h"

/* The byte offset in [line] of its 1-based character column [offset]
   (counting on past the line's end, where CPython may point). */
static int byte_column(const Lexer *lx, const char *line, int offset) {
  const char *p = line;
  int n = 1;
  for (; n < offset && p < lx->limit; n++) {
    p++;
    while (p < lx->limit && ((unsigned char)*p & 0xc0) == 0x80) p++;
  }
  return (int)(p - line) + (offset - n);
}

LexTokenType lex_error_at(Lexer *lx, PPErrorType type, int lineno,
                          const char *line, int offset, int column,
                          const char *message) {
  lx->failed = true;
  memset(&lx->error, 0, sizeof lx->error);
  lx->error.status = PP_ERROR_SYNTAX;
  lx->error.type = type;
  snprintf(lx->error.message, sizeof lx->error.message, "%s", message);
  lx->error.lineno = lx->error.end_lineno = lineno;
  lx->error.offset = lx->error.end_offset = offset;
  lx->error.col_offset = lx->error.end_col_offset =
      offset > 0 && line ? byte_column(lx, line, offset) : 0;
  lx->error_column = column;
  return TOK_ERRORTOKEN;
}

LexTokenType lex_syntax_error(Lexer *lx, const char *format, ...) {
  char message[PP_ERROR_MESSAGE_MAX];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  const char *line = lx->line_start;
  int lineno = lx->lineno;
  if (lx->cur > lx->text && lx->cur[-1] == '\n') {
    line = lx->prev_line_start;
    lineno--;
  }
  int offset = lex_char_count(line, lx->cur);
  return lex_error_at(lx, PP_SYNTAX_ERROR, lineno, line, offset, offset,
                      message);
}

LexTokenType lex_state_error(Lexer *lx, LexStateError which) {
  static const char *const messages[] = {
      [LEX_E_TABSPACE] = "inconsistent use of tabs and spaces in indentation",
      [LEX_E_DEDENT] = "unindent does not match any outer indentation level",
      [LEX_E_TOODEEP] = "too many levels of indentation",
      /* (one string, parenthesized: clang warns of a missing comma) */
      [LEX_E_LINECONT] = ("unexpected character after line continuation "
                          "character"),
      [LEX_E_EOF] = "unexpected EOF in multi-line statement",
  };
  PPErrorType type = which == LEX_E_TABSPACE ? PP_TAB_ERROR
                     : which == LEX_E_DEDENT || which == LEX_E_TOODEEP
                         ? PP_INDENTATION_ERROR
                         : PP_SYNTAX_ERROR;
  int lineno = lex_error_lineno(lx);
  /* The end of CPython's buffer: the end of the current line. */
  const char *end = lx->cur;
  while (end < lx->limit && end[-1] != '\n') end++;
  if (end > lx->limit) end = lx->limit;
  int column;
  if (which == LEX_E_EOF) {
    bool in_token = lx->cur > lx->buf_start && lx->cur[-1] == '\n' &&
                    lx->cur < lx->limit;
    column = in_token ? (int)(lx->limit - lx->buf_start) : 0;
    if (lx->cur >= lx->limit) {
      /* After a backslash the token had begun: the buffer still holds it. */
      column = lx->buf_start < lx->limit && lx->line_start == lx->limit &&
                       lx->limit > lx->text && lx->limit[-1] == '\n' &&
                       lx->limit - 1 > lx->buf_start &&
                       lx->limit[-2] == '\\'
                   ? (int)(lx->limit - lx->buf_start)
                   : 0;
    }
  } else {
    const char *line_end = end;
    if (line_end > lx->buf_start && line_end[-1] == '\n') line_end--;
    column = lex_char_count(lx->buf_start, line_end) + 1;
  }
  return lex_error_at(lx, type, lineno, lx->buf_start, column, column,
                      messages[which]);
}

bool lex_pending_at_eof(Lexer *lx) {
  if (!lx->has_pending) return false;
  lx->failed = true;
  lx->error = lx->pending;
  lx->error_column = lx->pending_column;
  return true;
}
