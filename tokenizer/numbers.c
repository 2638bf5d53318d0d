/*
 * numbers.c - NUMBER tokens: integers in four bases, floats, imaginaries,
 * with underscores between digits, and CPython's errors about them.
 *
 * The parser's mode also rejects a number running into a name ("1if" is
 * accepted for the keywords CPython lets through with a SyntaxWarning,
 * recorded in Lexer.warning_kind) and
 * leading zeros; the tokenize module's mode does not, as in CPython.
 */
#include "tokenizer.h"

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

/* CPython's verify_end_of_number; [c] is the byte after the number.
   Before 3.10 a number simply ends where its digits do ("1abc" is a
   NUMBER and a NAME, for the parser to reject). */
static bool end_of_number(Lexer *lx, int c, const char *kind) {
  if (lx->options.tokenize || lx->options.version < PP_PYTHON_3_10)
    return true;
  const char *p = lx->cur;
  const char *after[] = {"and", "else", "for", "if", "in", "is", "or", "not"};
  for (size_t i = 0; i < sizeof after / sizeof *after; i++) {
    size_t k = 0;
    while (after[i][k] && p[k] == after[i][k]) k++;
    if (!after[i][k] && (k >= 2 || (after[i][0] == 'i'))) {
      /* accepted, but CPython warns (the parser's token source reports it) */
      lx->warning_kind = kind;
      lx->warning_lineno = lx->lineno;
      lx->warning_col = (int)(p - lx->line_start);
      return true;
    }
  }
  if (c < 0x80 && c >= 0 && (lex_char_class[c] & LEX_C_NAME)) {
    lex_syntax_error(lx, "invalid %s literal", kind);
    return false;
  }
  return true;
}

// digitpart = digit ("_"? digit)*   (the first digit already read)
static int decimal_tail(Lexer *lx) {
  for (;;) {
    while (is_digit(lex_peek(lx))) lx->cur++;
    if (lex_peek(lx) != '_') return lex_peek(lx);
    lx->cur++;
    if (!is_digit(lex_peek(lx))) {
      lex_syntax_error(lx, "invalid decimal literal");
      return LEX_EOF - 1;
    }
  }
}

#define FAILED (LEX_EOF - 1)

/* exponent = ("e" | "E") ["+" | "-"] digitpart, then "j"? */
static LexTokenType exponent_and_imaginary(Lexer *lx, LexToken *token,
                                           const char *start, int c) {
  if (c == 'e' || c == 'E') {
    const char *e = lx->cur;
    lx->cur++;
    c = lex_peek(lx);
    if (c == '+' || c == '-') {
      lx->cur++;
      if (!is_digit(lex_peek(lx)))
        return lex_syntax_error(lx, "invalid decimal literal");
    } else if (!is_digit(c)) {
      lx->cur = e;
      if (!end_of_number(lx, 'e', "decimal")) return TOK_ERRORTOKEN;
      return lex_make(lx, token, TOK_NUMBER, start, lx->lineno,
                      lx->line_start);
    }
    lx->cur++;
    c = decimal_tail(lx);
    if (c == FAILED) return TOK_ERRORTOKEN;
  }
  if (c == 'j' || c == 'J') {
    lx->cur++;
    if (!end_of_number(lx, lex_peek(lx), "imaginary")) return TOK_ERRORTOKEN;
  } else if (!end_of_number(lx, c, "decimal")) {
    return TOK_ERRORTOKEN;
  }
  return lex_make(lx, token, TOK_NUMBER, start, lx->lineno, lx->line_start);
}

// pointfloat = [digitpart] "." digitpart | digitpart "."   (at the '.')
LexTokenType lex_fraction(Lexer *lx, LexToken *token, const char *start) {
  int c = lex_peek(lx);
  if (is_digit(c)) {
    lx->cur++;
    c = decimal_tail(lx);
    if (c == FAILED) return TOK_ERRORTOKEN;
  }
  return exponent_and_imaginary(lx, token, start, c);
}

/* A decimal digit [c] too big for the base: CPython points at it. Before
   3.10 one where a digit must come (after the prefix or a '_') is pointed
   at from the character before it. */
static LexTokenType bad_digit(Lexer *lx, int c, const char *kind,
                              bool digit_required) {
  if (!digit_required || lx->options.version >= PP_PYTHON_3_10) lx->cur++;
  return lex_syntax_error(lx, "invalid digit '%c' in %s literal", c, kind);
}

/* Digits of base 2, 8 or 16 after the prefix: ("_"? digit)+ */
static LexTokenType based(Lexer *lx, LexToken *token, const char *start,
                          int base, const char *kind) {
  for (;;) {
    int c = lex_peek(lx);
    if (c == '_') {
      lx->cur++;
      c = lex_peek(lx);
    }
    bool ok = base == 16 ? c >= 0 && (lex_char_class[c] & LEX_C_HEX)
                         : c >= '0' && c < '0' + base;
    if (!ok) {
      if (base != 16 && is_digit(c)) return bad_digit(lx, c, kind, true);
      return lex_syntax_error(lx, "invalid %s literal", kind);
    }
    do {
      lx->cur++;
      c = lex_peek(lx);
    } while (base == 16 ? c >= 0 && (lex_char_class[c] & LEX_C_HEX)
                        : c >= '0' && c < '0' + base);
    if (c != '_') break;
  }
  int c = lex_peek(lx);
  if (base != 16 && is_digit(c)) return bad_digit(lx, c, kind, false);
  if (!end_of_number(lx, c, kind)) return TOK_ERRORTOKEN;
  return lex_make(lx, token, TOK_NUMBER, start, lx->lineno, lx->line_start);
}

/* A number starting with "0": another base, zeros, or a float. */
static LexTokenType zero(Lexer *lx, LexToken *token, const char *start) {
  int c = lex_peek(lx);
  if (c == 'x' || c == 'X') return lx->cur++, based(lx, token, start, 16, "hexadecimal");
  if (c == 'o' || c == 'O') return lx->cur++, based(lx, token, start, 8, "octal");
  if (c == 'b' || c == 'B') return lx->cur++, based(lx, token, start, 2, "binary");
  for (;;) {
    if (c == '_') {
      lx->cur++;
      if (!is_digit(lex_peek(lx)))
        return lex_syntax_error(lx, "invalid decimal literal");
      c = lex_peek(lx);
    }
    if (c != '0') break;
    lx->cur++;
    c = lex_peek(lx);
  }
  const char *zeros_end = lx->cur;
  bool nonzero = false;
  if (is_digit(c)) {
    nonzero = true;
    lx->cur++;
    c = decimal_tail(lx);
    if (c == FAILED) return TOK_ERRORTOKEN;
  }
  if (c == '.') return lx->cur++, lex_fraction(lx, token, start);
  if (c == 'e' || c == 'E' || c == 'j' || c == 'J')
    return exponent_and_imaginary(lx, token, start, c);
  if (nonzero && !lx->options.tokenize) {
    /* at the number's start; before 3.10 at its last digit */
    int col = lx->options.version < PP_PYTHON_3_10
                  ? lex_char_count(lx->line_start, lx->cur)
                  : (int)(start - lx->line_start) + 1;
    (void)zeros_end;
    return lex_error_at(lx, PP_SYNTAX_ERROR, lx->lineno, lx->line_start, col,
                        col,
                        "leading zeros in decimal integer literals are not "
                        "permitted; use an 0o prefix for octal integers");
  }
  if (!end_of_number(lx, c, "decimal")) return TOK_ERRORTOKEN;
  return lex_make(lx, token, TOK_NUMBER, start, lx->lineno, lx->line_start);
}

// number = integer | floatnumber | imagnumber   (first digit read)
LexTokenType lex_number(Lexer *lx, LexToken *token, const char *start) {
  if (*start == '0') return zero(lx, token, start);
  int c = decimal_tail(lx);
  if (c == FAILED) return TOK_ERRORTOKEN;
  if (c == '.') return lx->cur++, lex_fraction(lx, token, start);
  return exponent_and_imaginary(lx, token, start, c);
}
