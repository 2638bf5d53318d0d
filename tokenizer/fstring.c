/*
 * fstring.c - the f-string mode (PEP 701): the literal text of an
 * f-string or of a format spec, as FSTRING_MIDDLE tokens (TSTRING_MIDDLE
 * in a t-string, PEP 750, whose tokens differ only in their types), until a
 * replacement field opens ('{', read in the normal mode) or the closing
 * quotes (FSTRING_END, which pops the mode).
 *
 * "{{" and "}}" stand for one brace: the FSTRING_MIDDLE ends after the
 * first brace and the second is skipped, as in CPython, so the next
 * token starts one byte later. A format spec ends at '}' with an
 * FSTRING_MIDDLE that may be empty; CPython 3.13 emits it, so we do.
 */
#include <stdio.h>

#include "tokenizer.h"

/* Nesting check when a replacement field opens. */
static bool open_field(Lexer *lx, LexMode *mode) {
  mode->expr_start_depth++;
  if (mode->expr_start_depth >= LEX_MAX_EXPR_NESTING) {
    lex_syntax_error(lx, "%s: expressions nested too deeply",
                     lex_fstring_kind(lx));
    return false;
  }
  mode->kind = LEX_MODE_REGULAR;
  mode->in_format_spec = false;
  return true;
}

/* EOF, or a newline in a single-quoted f-string, inside its text. */
static LexTokenType unterminated(Lexer *lx, LexMode *mode) {
  if (lex_pending_at_eof(lx)) return TOK_ERRORTOKEN;
  char message[128];
  snprintf(message, sizeof message,
           mode->quote_size == 3
               ? "unterminated triple-quoted %c-string literal (detected at "
                 "line %d)"
               : "unterminated %c-string literal (detected at line %d)",
           mode->template ? 't' : 'f', lex_error_lineno(lx));
  int offset = lex_char_count(mode->start_line, mode->start) + 1;
  return lex_error_at(lx, PP_SYNTAX_ERROR, mode->start_lineno,
                      mode->start_line, offset, offset, message);
}

const char *lex_fstring_kind(const Lexer *lx) {
  return lx->modes[lx->mode_top].template ? "t-string" : "f-string";
}

LexTokenType lex_fstring_mode(Lexer *lx, LexToken *token) {
  LexMode *mode = &lx->modes[lx->mode_top];
  LexTokenType middle =
      mode->template ? TOK_TSTRING_MIDDLE : TOK_FSTRING_MIDDLE;
  const char *start = lx->cur;
  int lineno = lx->lineno;
  const char *line = lx->line_start;
  if (lex_peek(lx) == '{' && !(lx->cur + 1 < lx->limit && lx->cur[1] == '{')) {
    if (!open_field(lx, mode)) return TOK_ERRORTOKEN;
    return lex_normal_mode(lx, token);
  }
  int quotes = 0;
  while (quotes < mode->quote_size && lex_peek(lx) == mode->quote) {
    lx->cur++;
    quotes++;
  }
  if (quotes == mode->quote_size) {
    lx->mode_top--;
    return lex_make(lx, token,
                    mode->template ? TOK_TSTRING_END : TOK_FSTRING_END, start,
                    lineno, line);
  }
  int closing = 0;
  bool named_escape = false;
  while (closing != mode->quote_size) {
    bool in_spec = mode->in_format_spec && mode->expr_start_depth >= 0;
    int c = lex_getc(lx);
    if (c == LEX_EOF || (mode->quote_size == 1 && c == '\n')) {
      if (in_spec && c == '\n') {
        lex_ungetc(lx);
        mode->kind = LEX_MODE_REGULAR;
        mode->in_format_spec = false;
        return lex_make(lx, token, middle, start, lineno, line);
      }
      return unterminated(lx, mode);
    }
    if (c == mode->quote) {
      closing++;
      continue;
    }
    closing = 0;
    if (c == '{') {
      if (lex_peek(lx) != '{' || in_spec) {
        lx->cur--;
        if (!open_field(lx, mode)) return TOK_ERRORTOKEN;
        return lex_make(lx, token, middle, start, lineno, line);
      }
      lx->cur++;
      return lex_make_to(lx, token, middle, start, lx->cur - 1,
                         lineno, line);
    }
    if (c == '}') {
      if (named_escape) {
        return lex_make(lx, token, middle, start, lineno, line);
      }
      if (lex_peek(lx) == '}' && !in_spec && mode->bracket_depth == 0) {
        lx->cur++;
        return lex_make_to(lx, token, middle, start, lx->cur - 1,
                           lineno, line);
      }
      lx->cur--;
      mode->kind = LEX_MODE_REGULAR;
      mode->in_format_spec = false;
      return lex_make(lx, token, middle, start, lineno, line);
    }
    if (c == '\\') {
      int peek = lex_peek(lx);
      if (peek == '\r') {
        lx->cur++;
        peek = lex_peek(lx);
      }
      if (peek == '{' || peek == '}') continue;
      if (peek == LEX_EOF) continue;
      lex_getc(lx);
      if (!mode->raw && peek == 'N' && lex_peek(lx) == '{') {
        lx->cur++;
        named_escape = true;
      }
    }
  }
  /* The closing quotes go to the FSTRING_END of the next call. */
  lx->cur -= mode->quote_size;
  return lex_make(lx, token, middle, start, lineno, line);
}
