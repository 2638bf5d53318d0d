/*
 * calc_lex.c - the tokenizer of the calc language (see calc_lex.h).
 *
 * One function per kind of token, called from calc_lex_next, which first
 * skips what is not a token (spaces, comments, the line ends that end no
 * statement). Python's tokenizer/ is the same machine with more kinds:
 * indentation (indent.c), strings and f-strings, Unicode names.
 */
#include "calc_lex.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "calc_parser.h"

void calc_lex_init(CalcLexer *lex, const char *text, size_t length) {
  memset(lex, 0, sizeof *lex);
  lex->cur = lex->line_start = text;
  lex->end = text + length;
  lex->lineno = 1;
}

/* Records an error at [lineno]:[col]; returns false for the callback. */
static bool lex_error(CalcLexer *lex, int lineno, int col, const char *format,
                      ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(lex->message, sizeof lex->message, format, args);
  va_end(args);
  lex->err_lineno = lineno;
  lex->err_col = col;
  return false;
}

static int column(const CalcLexer *lex, const char *at) {
  return (int)(at - lex->line_start);
}

/* A token of [type] from [start] to lex->cur (on one line). */
static bool make_token(CalcLexer *lex, PegToken *out, int type,
                       const char *start) {
  out->type = type;
  out->start = start;
  out->end = lex->cur;
  out->lineno = out->end_lineno = lex->lineno;
  out->col = column(lex, start);
  out->end_col = column(lex, lex->cur);
  lex->line_has_token = true;
  return true;
}

static bool inside_parentheses(const CalcLexer *lex) {
  return lex->depth > 0 && lex->open[lex->depth - 1].kind == '(';
}

/* Skips spaces, comments and line ends up to the next token; true when it
   stopped at a line end that ends a statement (lex->cur is on it). */
static bool skip_space(CalcLexer *lex) {
  for (;;) {
    while (*lex->cur == ' ' || *lex->cur == '\t' || *lex->cur == '\r')
      lex->cur++;
    if (*lex->cur == '#')
      while (lex->cur < lex->end && *lex->cur != '\n') lex->cur++;
    if (lex->cur == lex->end || *lex->cur != '\n') return false;
    if (lex->line_has_token && !inside_parentheses(lex)) return true;
    lex->cur++;
    lex->lineno++;
    lex->line_start = lex->cur;
  }
}

// NEWLINE: the line end after a statement, or the end of the last line
static bool read_newline(CalcLexer *lex, PegToken *out) {
  const char *start = lex->cur;
  if (lex->cur < lex->end) lex->cur++; /* the '\n' */
  make_token(lex, out, CALC_NEWLINE, start);
  out->end_col = out->col + 1;
  lex->line_has_token = false;
  if (*start == '\n') {
    lex->lineno++;
    lex->line_start = lex->cur;
  }
  return true;
}

// ENDMARKER, after checking that every bracket was closed
static bool read_end(CalcLexer *lex, PegToken *out) {
  if (lex->depth > 0) {
    const CalcBracket *b = &lex->open[lex->depth - 1];
    return lex_error(lex, b->lineno, b->col, "'%c' was never closed", b->kind);
  }
  make_token(lex, out, CALC_ENDMARKER, lex->cur);
  return true;
}

static const char *skip_digits(const char *s) {
  while (isdigit((unsigned char)*s)) s++;
  return s;
}

// NUMBER: digit+ ['.' digit+] [('e' | 'E') ['+' | '-'] digit+]
static bool read_number(CalcLexer *lex, PegToken *out) {
  const char *start = lex->cur;
  const char *s = skip_digits(start);
  if (s[0] == '.' && isdigit((unsigned char)s[1])) s = skip_digits(s + 1);
  if (*s == 'e' || *s == 'E') {
    const char *exponent = s + 1;
    if (*exponent == '+' || *exponent == '-') exponent++;
    if (isdigit((unsigned char)*exponent)) s = skip_digits(exponent);
  }
  /* `12abc`, `1.`, `1e`, `1.2.3`: one bad number, not two tokens */
  if (isalnum((unsigned char)*s) || *s == '_' || *s == '.')
    return lex_error(lex, lex->lineno, column(lex, start), "invalid number");
  lex->cur = s;
  return make_token(lex, out, CALC_NUMBER, start);
}

// NAME: (letter | '_') (letter | digit | '_')*   (ASCII only)
static bool read_name(CalcLexer *lex, PegToken *out) {
  const char *start = lex->cur;
  while (isalnum((unsigned char)*lex->cur) || *lex->cur == '_') lex->cur++;
  return make_token(lex, out, CALC_NAME, start);
}

/* '(' and '{' open a level, ')' and '}' close the innermost one. */
static bool match_bracket(CalcLexer *lex, char c) {
  int col = column(lex, lex->cur);
  if (c == '(' || c == '{') {
    if (lex->depth == CALC_MAX_NESTING)
      return lex_error(lex, lex->lineno, col, "too many nested brackets");
    lex->open[lex->depth++] = (CalcBracket){c, lex->lineno, col};
    return true;
  }
  if (lex->depth == 0)
    return lex_error(lex, lex->lineno, col, "unmatched '%c'", c);
  char opening = lex->open[--lex->depth].kind;
  if ((opening == '(') != (c == ')'))
    return lex_error(lex, lex->lineno, col,
                     "closing '%c' does not match opening '%c'", c, opening);
  return true;
}

/* The operators, the two-byte ones first: "**" is not '*' '*'. */
static const struct {
  const char *spelling;
  int type;
} operators[] = {
    {"**", CALC_DOUBLESTAR}, {"==", CALC_EQEQUAL},      {"!=", CALC_NOTEQUAL},
    {"<=", CALC_LESSEQUAL},  {">=", CALC_GREATEREQUAL}, {"(", CALC_LPAR},
    {")", CALC_RPAR},        {"{", CALC_LBRACE},        {"}", CALC_RBRACE},
    {",", CALC_COMMA},       {"=", CALC_EQUAL},         {"+", CALC_PLUS},
    {"-", CALC_MINUS},       {"*", CALC_STAR},          {"/", CALC_SLASH},
    {"%", CALC_PERCENT},     {"<", CALC_LESS},          {">", CALC_GREATER},
};

// an operator or a bracket
static bool read_operator(CalcLexer *lex, PegToken *out) {
  const char *start = lex->cur;
  for (size_t i = 0; i < sizeof operators / sizeof *operators; i++) {
    size_t length = strlen(operators[i].spelling);
    if (strncmp(start, operators[i].spelling, length) != 0) continue;
    if (length == 1 && strchr("(){}", *start) && !match_bracket(lex, *start))
      return false;
    lex->cur += length;
    return make_token(lex, out, operators[i].type, start);
  }
  unsigned char c = (unsigned char)*start;
  int col = column(lex, start);
  if (isprint(c))
    return lex_error(lex, lex->lineno, col, "unexpected character '%c'", c);
  return lex_error(lex, lex->lineno, col, "unexpected byte 0x%02x", c);
}

bool calc_lex_next(void *ctx, PegToken *out) {
  CalcLexer *lex = ctx;
  if (skip_space(lex)) return read_newline(lex, out);
  if (lex->cur == lex->end) {
    /* the last line may end without '\n': its NEWLINE all the same */
    if (lex->line_has_token && !inside_parentheses(lex))
      return read_newline(lex, out);
    return read_end(lex, out);
  }
  unsigned char c = (unsigned char)*lex->cur;
  if (isdigit(c)) return read_number(lex, out);
  if (isalpha(c) || c == '_') return read_name(lex, out);
  return read_operator(lex, out);
}
