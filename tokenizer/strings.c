/*
 * strings.c - STRING tokens (any prefix, single or triple quotes,
 * backslash escapes and continuations) and FSTRING_START / TSTRING_START,
 * which push an f-string mode (fstring.c reads what follows).
 */
#include <stdio.h>

#include "scan.h"
#include "tokenizer.h"

/* Counts the opening quotes at cur-1 (already read): 1 or 3. An empty
   string "" counts as 1 with its end already found (*empty). */
static int opening_quotes(Lexer *lx, int quote, bool *empty) {
  *empty = false;
  if (lex_peek(lx) == quote) {
    if (lx->cur + 1 < lx->limit && lx->cur[1] == quote) {
      lx->cur += 2;
      return 3;
    }
    lx->cur++;
    *empty = true;
  }
  return 1;
}

/* Before 3.10 the tokenizer reports an unterminated string where it
   stopped (the end of the line, or of the input, without its newline): on
   that line, at a column counted from the start of its buffer (the
   string's first line, or the first of the lines joined to it by
   backslashes or by a string before it). */
static LexTokenType unterminated_before_3_10(Lexer *lx, const char *line,
                                             int lineno, int size) {
  const char *end = lx->cur;
  if (end > line && end[-1] == '\n') end--;
  if (end > line && end[-1] == '\r') end--;
  for (const char *c = line; c < end; c++)
    if (*c == '\n') lineno++;
  int offset = lex_char_count(lx->buf_start < line ? lx->buf_start : line,
                              end) + 1;
  return lex_error_at(lx, PP_SYNTAX_ERROR, lineno, line, offset, offset,
                      size == 3 ? "EOF while scanning triple-quoted string "
                                  "literal"
                                : "EOL while scanning string literal");
}

/* The unterminated-string errors, reported at the string's start. */
static LexTokenType unterminated(Lexer *lx, const char *start, int lineno,
                                 const char *line, int quote, int size,
                                 bool escaped_quote) {
  if (lex_pending_at_eof(lx)) return TOK_ERRORTOKEN;
  if (lx->options.version < PP_PYTHON_3_10 && !lx->options.tokenize)
    return unterminated_before_3_10(lx, line, lineno, size);
  int detected = lex_error_lineno(lx);
  char message[128];
  LexMode *mode = &lx->modes[lx->mode_top];
  if (lx->mode_top > 0 && mode->quote == quote && mode->quote_size == size) {
    snprintf(message, sizeof message, "%s: expecting '}'",
             lex_fstring_kind(lx));
  } else if (size == 3) {
    snprintf(message, sizeof message,
             lx->options.tokenize
                 ? "EOF in multi-line string"
                 : "unterminated triple-quoted string literal (detected at "
                   "line %d)",
             detected);
  } else {
    /* the hint is 3.13's */
    escaped_quote = escaped_quote && lx->options.version >= PP_PYTHON_3_13;
    snprintf(message, sizeof message,
             escaped_quote ? "unterminated string literal (detected at line "
                             "%d); perhaps you escaped the end quote?"
                           : "unterminated string literal (detected at line "
                             "%d)",
             detected);
  }
  int offset = lex_char_count(line, start) + 1;
  return lex_error_at(lx, PP_SYNTAX_ERROR, lineno, line, offset, offset,
                      message);
}

// string = prefix? (short_string | long_string)   (opening quote read)
LexTokenType lex_string(Lexer *lx, LexToken *token, const char *start) {
  int lineno = lx->lineno;
  const char *line = lx->line_start;
  int quote = (unsigned char)lx->cur[-1];
  bool empty, escaped_quote = false;
  int size = opening_quotes(lx, quote, &empty);
  int closing = empty ? 1 : 0;
  /* Most of a string's bytes can neither end it nor escape anything: they
     are skipped (scan.h) without looking at them one by one. While cur < limit the text's
     final '\n' (a stop too, so that lex_getc counts the lines) bounds the
     scan. */
  unsigned stop = quote == '"' ? LEX_C_STOP_DQ : LEX_C_STOP_SQ;
  while (closing != size) {
    if (closing == 0 && lx->cur < lx->limit) {
      lx->cur = lex_scan_to(lx->cur, lx->limit, stop, (char)quote, '\\',
                            '\n');
    }
    int c = lex_getc(lx);
    if (c == LEX_EOF || (size == 1 && c == '\n'))
      return unterminated(lx, start, lineno, line, quote, size, escaped_quote);
    if (c == quote) {
      closing++;
    } else {
      closing = 0;
      if (c == '\\') {
        c = lex_getc(lx);
        if (c == quote) escaped_quote = true;
        if (c == '\r') c = lex_getc(lx);
        if (c == LEX_EOF)
          return unterminated(lx, start, lineno, line, quote, size,
                              escaped_quote);
      }
    }
  }
  return lex_make(lx, token, TOK_STRING, start, lineno, line);
}

LexTokenType lex_fstring_start(Lexer *lx, LexToken *token,
                               const char *start, bool template) {
  int quote = (unsigned char)lx->cur[-1];
  int size = 1;
  if (lex_peek(lx) == quote && lx->cur + 1 < lx->limit &&
      lx->cur[1] == quote) {
    lx->cur += 2;
    size = 3;
  }
  if (lx->mode_top + 1 >= LEX_MAX_FSTRING_LEVEL)
    return lex_syntax_error(lx, "too many nested f-strings");
  LexMode *mode = &lx->modes[++lx->mode_top];
  mode->kind = LEX_MODE_FSTRING;
  mode->quote = (char)quote;
  mode->quote_size = size;
  mode->raw = false;
  mode->template = template;
  for (const char *p = start; p < lx->cur; p++)
    if ((*p | 0x20) == 'r') mode->raw = true;
  mode->start = start;
  mode->start_line = lx->line_start;
  mode->start_lineno = lx->lineno;
  mode->bracket_depth = 0;
  mode->expr_start_depth = -1;
  mode->in_format_spec = false;
  mode->debug = false;
  return lex_make(lx, token, template ? TOK_TSTRING_START : TOK_FSTRING_START,
                  start, lx->lineno, lx->line_start);
}
