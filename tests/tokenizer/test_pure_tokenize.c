/*
 * test_pure_tokenize.c - the tokenize module before 3.12 (tokenizer/
 * pure_tokenize.c), called directly so that 3.8 to 3.10 can be asked for
 * by number (308-310) before pyparse.h names them. Every expectation was
 * read off `python3.N -m tokenize` of the same text; the corpus
 * (corpus/tokens_versions) holds the full outputs.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "pure_tokenize.h"
#include "tokenizer.h"

/* The next token of [s], which must be [type] at [lineno],[col] with the
   [length] bytes [text]. */
static void expect(PureScanner *s, int type, int lineno, int col,
                   const char *text) {
  PPToken t;
  PPError error;
  cr_assert_eq(pure_next(s, &t, &error), PP_OK, "%s", error.message);
  cr_expect_eq(t.type, type, "got %s, wanted %s", lex_token_names[t.type],
               lex_token_names[type]);
  cr_expect_eq(t.lineno, lineno);
  cr_expect_eq(t.col_offset, col);
  cr_expect_eq(t.length, strlen(text));
  cr_expect_eq(memcmp(t.start, text, t.length), 0);
}

static void start(PureScanner *s, const char *text, int version) {
  cr_assert(pure_init(s, text, strlen(text), (PPPythonVersion)version));
}

/* 3.8 adds the implicit NEWLINE after a last line that is a comment;
   3.9 on do not. */
Test(pure, comment_last_line_by_version) {
  static const char text[] = "x = 1\n# c";
  for (int version = 308; version <= 311; version++) {
    PureScanner s;
    start(&s, text, version);
    expect(&s, TOK_NAME, 1, 0, "x");
    expect(&s, TOK_OP, 1, 2, "=");
    expect(&s, TOK_NUMBER, 1, 4, "1");
    expect(&s, TOK_NEWLINE, 1, 5, "\n");
    expect(&s, TOK_COMMENT, 2, 0, "# c");
    expect(&s, TOK_NL, 2, 3, "");
    if (version == 308) expect(&s, TOK_NEWLINE, 2, 3, "");
    expect(&s, TOK_ENDMARKER, 3, 0, "");
    pure_free(&s);
  }
}

/* The regex fails as a whole where nothing matches: the blank before the
   bad character is an ERRORTOKEN of its own. */
Test(pure, error_token_starts_at_the_blank) {
  PureScanner s;
  start(&s, "a = $\n", 311);
  expect(&s, TOK_NAME, 1, 0, "a");
  expect(&s, TOK_OP, 1, 2, "=");
  expect(&s, TOK_ERRORTOKEN, 1, 3, " ");
  expect(&s, TOK_ERRORTOKEN, 1, 4, "$");
  expect(&s, TOK_NEWLINE, 1, 5, "\n");
  pure_free(&s);
}

/* Number patterns: "0377" is two numbers, "1e" a number and a name. */
Test(pure, numbers_by_the_patterns) {
  PureScanner s;
  start(&s, "0377 1e 0x 1.5j\n", 310);
  expect(&s, TOK_NUMBER, 1, 0, "0");
  expect(&s, TOK_NUMBER, 1, 1, "377");
  expect(&s, TOK_NUMBER, 1, 5, "1");
  expect(&s, TOK_NAME, 1, 6, "e");
  expect(&s, TOK_NUMBER, 1, 8, "0");
  expect(&s, TOK_NAME, 1, 9, "x");
  expect(&s, TOK_NUMBER, 1, 11, "1.5j");
  pure_free(&s);
}

/* A combining mark is no \w: it splits the name as an ERRORTOKEN. */
Test(pure, combining_mark_splits_a_name) {
  PureScanner s;
  start(&s, "n\xcc\x83o\n", 309);
  expect(&s, TOK_NAME, 1, 0, "n");
  expect(&s, TOK_ERRORTOKEN, 1, 1, "\xcc\x83");
  expect(&s, TOK_NAME, 1, 3, "o");
  pure_free(&s);
}

/* needcont outlives the one-line string that set it: the triple-quoted
   string after it ends at its first line as an ERRORTOKEN. */
Test(pure, stale_needcont) {
  PureScanner s;
  start(&s, "u = 'a\\\nb\nw = '''x\ny'''\n", 311);
  expect(&s, TOK_NAME, 1, 0, "u");
  expect(&s, TOK_OP, 1, 2, "=");
  expect(&s, TOK_ERRORTOKEN, 1, 4, "'a\\\nb\n");
  expect(&s, TOK_NAME, 3, 0, "w");
  expect(&s, TOK_OP, 3, 2, "=");
  expect(&s, TOK_STRING, 3, 4, "'''x\ny'''");
  pure_free(&s);
}

/* The errors: sticky, with tokenize's 0-based character column. */
Test(pure, errors_and_their_columns) {
  static const struct {
    const char *text, *message;
    int lineno, column;
    PPErrorType type;
  } cases[] = {
      {"\xc3\xa9 = '''x\n", "EOF in multi-line string", 1, 4,
       PP_SYNTAX_ERROR},
      {"x = (1,\n", "EOF in multi-line statement", 2, 0, PP_SYNTAX_ERROR},
      {")\n", "EOF in multi-line statement", 2, 0, PP_SYNTAX_ERROR},
      {"if a:\n    b\n  c\n",
       "unindent does not match any outer indentation level", 3, 2,
       PP_INDENTATION_ERROR},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    PureScanner s;
    start(&s, cases[i].text, 311);
    PPToken t;
    PPError error;
    PPStatus status;
    int guard = 0;
    while ((status = pure_next(&s, &t, &error)) == PP_OK && guard++ < 50)
      cr_assert_neq(t.type, TOK_ENDMARKER, "%zu: no error", i);
    cr_expect_eq(status, PP_ERROR_SYNTAX);
    cr_expect_str_eq(error.message, cases[i].message);
    cr_expect_eq(error.lineno, cases[i].lineno, "%zu", i);
    cr_expect_eq(error.offset, cases[i].column, "%zu", i);
    cr_expect_eq(error.type, cases[i].type, "%zu", i);
    cr_expect_eq(pure_next(&s, &t, &error), PP_ERROR_SYNTAX);
    pure_free(&s);
  }
}

/* A decoding error waiting after the text is raised when its line is
   read, even inside brackets. */
Test(pure, pending_error_at_the_line_after) {
  PureScanner s;
  start(&s, "x = (\n", 311);
  PPError pending = {.status = PP_ERROR_SYNTAX,
                     .type = PP_UNICODE_DECODE_ERROR, .lineno = 2};
  snprintf(pending.message, sizeof pending.message, "bad");
  pure_set_pending_error(&s, &pending);
  expect(&s, TOK_NAME, 1, 0, "x");
  expect(&s, TOK_OP, 1, 2, "=");
  expect(&s, TOK_OP, 1, 4, "(");
  expect(&s, TOK_NL, 1, 5, "\n");
  PPToken t;
  PPError error;
  cr_expect_eq(pure_next(&s, &t, &error), PP_ERROR_SYNTAX);
  cr_expect_eq(error.type, PP_UNICODE_DECODE_ERROR);
  cr_expect_str_eq(error.message, "bad");
  pure_free(&s);
}
