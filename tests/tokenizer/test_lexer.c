/*
 * test_lexer.c - the lexer per token class and per error message, in the
 * parser's mode (expected messages and offsets measured with python3.13's
 * compile(), written next to each case), plus each limit.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer.h"

/* Lexes [text] to the end; returns the last type, copies the error. */
static LexTokenType lex_all(const char *text, bool tokenize, PPError *error,
                            int *column, int *count) {
  Lexer *lx = malloc(sizeof *lx);
  LexOptions options = {.tokenize = tokenize};
  cr_assert(lex_init(lx, text, strlen(text), &options));
  LexToken token;
  LexTokenType type;
  *count = 0;
  do {
    type = lex_next(lx, &token);
    (*count)++;
  } while (type != TOK_ENDMARKER && type != TOK_ERRORTOKEN);
  *error = lx->error;
  *column = lx->error_column;
  lex_free(lx);
  free(lx);
  return type;
}

static void expect_error(const char *text, const char *message, int lineno,
                         int offset) {
  PPError error;
  int column, count;
  cr_assert_eq(lex_all(text, false, &error, &column, &count), TOK_ERRORTOKEN,
               "no error for %s", text);
  cr_expect_str_eq(error.message, message);
  cr_expect_eq(error.lineno, lineno, "%s: line %d", text, error.lineno);
  if (offset) cr_expect_eq(column, offset, "%s: offset %d", text, column);
}

Test(lexer, token_classes) {
  const char *text = "if x:\n  y = f'{a!r:>{w}}' + 0x1f * 1.5j # c\n";
  static const LexTokenType want[] = {
      TOK_NAME,  TOK_NAME,           TOK_COLON,          TOK_NEWLINE,
      TOK_INDENT, TOK_NAME,          TOK_EQUAL,          TOK_FSTRING_START,
      TOK_LBRACE, TOK_NAME,          TOK_EXCLAMATION,    TOK_NAME,
      TOK_COLON, TOK_FSTRING_MIDDLE, TOK_LBRACE,         TOK_NAME,
      TOK_RBRACE, TOK_FSTRING_MIDDLE, TOK_RBRACE,        TOK_FSTRING_END,
      TOK_PLUS,  TOK_NUMBER,         TOK_STAR,           TOK_NUMBER,
      TOK_NEWLINE, TOK_DEDENT,       TOK_ENDMARKER};
  Lexer lx;
  LexOptions options = {0};
  cr_assert(lex_init(&lx, text, strlen(text), &options));
  LexToken token;
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    LexTokenType type = lex_next(&lx, &token);
    cr_expect_eq(type, want[i], "token %zu: %s, want %s", i,
                 lex_token_names[type], lex_token_names[want[i]]);
  }
  lex_free(&lx);
}

Test(lexer, positions_are_byte_columns) {
  const char *text = "é = 'x'\n";
  Lexer lx;
  LexOptions options = {0};
  cr_assert(lex_init(&lx, text, strlen(text), &options));
  LexToken token;
  lex_next(&lx, &token);
  lex_next(&lx, &token);
  cr_expect_eq(token.type, TOK_EQUAL);
  cr_expect_eq(token.col, 3); /* 'é' is two bytes */
  cr_expect_eq(lex_char_count(token.line_start, token.start), 2);
  lex_free(&lx);
}

Test(lexer, bracket_errors) {
  expect_error(")\n", "unmatched ')'", 1, 1);
  expect_error("(]\n",
               "closing parenthesis ']' does not match opening parenthesis "
               "'('",
               1, 2);
  expect_error("x = (1,\n", "'(' was never closed", 1, 5);
}

Test(lexer, number_errors) {
  expect_error("x = 1a\n", "invalid decimal literal", 1, 5);
  expect_error("x = 0777\n",
               "leading zeros in decimal integer literals are not permitted; "
               "use an 0o prefix for octal integers",
               1, 5);
  expect_error("x = 0x\n", "invalid hexadecimal literal", 1, 6);
  expect_error("x = 0b12\n", "invalid digit '2' in binary literal", 1, 8);
}

Test(lexer, string_errors) {
  expect_error("x = '''a\n",
               "unterminated triple-quoted string literal (detected at line "
               "1)",
               1, 5);
  expect_error("y = \"abc\n", "unterminated string literal (detected at line 1)",
               1, 5);
  expect_error("f'{a'\n", "f-string: expecting '}'", 1, 5);
}

Test(lexer, character_errors) {
  expect_error("a € b\n", "invalid character '€' (U+20AC)", 1, 3);
  expect_error("a \x01 b\n", "invalid non-printable character U+0001", 1, 3);
}

Test(lexer, indentation_errors) {
  expect_error("if x:\n  a\n b\n",
               "unindent does not match any outer indentation level", 3, 0);
  expect_error("if x:\n\ta\n        b\n",
               "inconsistent use of tabs and spaces in indentation", 3, 0);
}

/* Each limit: one below is fine, at the limit is CPython's error. */
Test(lexer, limit_nested_parentheses) {
  char text[2 * LEX_MAX_LEVEL + 8];
  PPError error;
  int column, count;
  memset(text, '(', LEX_MAX_LEVEL);
  memset(text + LEX_MAX_LEVEL, ')', LEX_MAX_LEVEL);
  strcpy(text + 2 * LEX_MAX_LEVEL, "\n");
  cr_expect_eq(lex_all(text, false, &error, &column, &count), TOK_ENDMARKER);
  memset(text, '(', LEX_MAX_LEVEL + 1);
  strcpy(text + LEX_MAX_LEVEL + 1, "\n");
  expect_error(text, "too many nested parentheses", 1, LEX_MAX_LEVEL + 1);
}

Test(lexer, limit_indentation) {
  static char text[LEX_MAX_INDENT * (LEX_MAX_INDENT + 8)];
  size_t n = 0;
  for (int i = 0; i < LEX_MAX_INDENT; i++) {
    memset(text + n, ' ', (size_t)i);
    n += (size_t)i;
    memcpy(text + n, "if x:\n", 6);
    n += 6;
  }
  memset(text + n, ' ', LEX_MAX_INDENT);
  strcpy(text + n + LEX_MAX_INDENT, "y\n");
  expect_error(text, "too many levels of indentation", LEX_MAX_INDENT + 1, 0);
}

Test(lexer, limit_fstring_expression_nesting) {
  PPError error;
  int column, count;
  cr_expect_eq(lex_all("f'{a:{b:{c}}}'\n", false, &error, &column, &count),
               TOK_ENDMARKER);
  expect_error("f'{a:{b:{c:{d}}}}'\n", "f-string: expressions nested too deeply",
               1, 0);
}

Test(lexer, tokenize_mode_is_lenient) {
  PPError error;
  int column, count;
  cr_expect_eq(lex_all(") 0777 1a €\n", true, &error, &column, &count),
               TOK_ENDMARKER);
}
