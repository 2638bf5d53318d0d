/*
 * test_warnings.c - the PPWarnings API: what a parse reports, in which
 * order, on failed parses, with list reuse and a kept PPParser, and that
 * the tree does not change. Expected values are CPython 3.13's, measured
 * with warnings.catch_warnings(record=True) + simplefilter('always')
 * around ast.parse(SRC) (w.message, w.lineno); the columns are pyparse's
 * own (CPython reports none).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "pyparse.h"

static PPStatus parse(const char *source, PPWarnings *list) {
  PPTree *tree = NULL;
  PPError error;
  PPParseOptions options = {.mode = PP_MODE_EXEC, .version = PP_PYTHON_3_13,
                            .warnings = list};
  PPStatus status =
      pp_parse_bytes(source, strlen(source), "t.py", &options, &tree, &error);
  pp_tree_free(tree);
  return status;
}

static void expect_warning(const PPWarnings *list, size_t i, int lineno,
                           const char *message) {
  cr_assert_lt(i, pp_warnings_count(list));
  const PPWarning *w = pp_warnings_get(list, i);
  cr_expect_eq(w->category, PP_WARNING_SYNTAX);
  cr_expect_eq(w->lineno, lineno, "warning %zu: line %d", i, w->lineno);
  cr_expect_str_eq(w->message, message);
}

Test(warnings, none_for_clean_code) {
  PPWarnings *list = pp_warnings_new();
  cr_assert_eq(parse("x = '\\\\d' + r'\\d'\ny = 1 if x else 2\n", list), PP_OK);
  cr_expect_eq(pp_warnings_count(list), 0);
  cr_expect_null(pp_warnings_get(list, 0));
  pp_warnings_free(list);
}

Test(warnings, one_per_piece_with_place) {
  PPWarnings *list = pp_warnings_new();
  cr_assert_eq(parse("s = '\\d\\w' '\\e'\n", list), PP_OK);
  cr_assert_eq(pp_warnings_count(list), 2);
  expect_warning(list, 0, 1, "invalid escape sequence '\\d'");
  expect_warning(list, 1, 1, "invalid escape sequence '\\e'");
  const PPWarning *w = pp_warnings_get(list, 1);
  cr_expect_eq(w->at_lineno, 1);
  cr_expect_eq(w->at_col_offset, 12); /* the backslash of '\e' */
  cr_expect_str_eq(w->line, "s = '\\d\\w' '\\e'\n");
  pp_warnings_free(list);
}

Test(warnings, every_message) {
  PPWarnings *list = pp_warnings_new();
  cr_assert_eq(parse("a = '\\777'\nb = 0x1for x in y\nc = 0o1or 0b1and 1jif 1 else 2\n"
                     "d = f'\\{x}'\n", list), PP_OK);
  cr_assert_eq(pp_warnings_count(list), 6);
  expect_warning(list, 0, 1, "invalid octal escape sequence '\\777'");
  expect_warning(list, 1, 2, "invalid hexadecimal literal");
  expect_warning(list, 2, 3, "invalid octal literal");
  expect_warning(list, 3, 3, "invalid binary literal");
  expect_warning(list, 4, 3, "invalid imaginary literal");
  expect_warning(list, 5, 4, "invalid escape sequence '\\{'");
  pp_warnings_free(list);
}

/* CPython decodes f-string text at the f-string's end: the number inside
   is warned first, and the line is the closing quote's. */
Test(warnings, fstring_order_and_line) {
  PPWarnings *list = pp_warnings_new();
  cr_assert_eq(parse("f'\\d{1if 1 else 2}'\nf'''\\d\n{x}\n\n'''\n", list), PP_OK);
  cr_assert_eq(pp_warnings_count(list), 3);
  expect_warning(list, 0, 1, "invalid decimal literal");
  expect_warning(list, 1, 1, "invalid escape sequence '\\d'");
  expect_warning(list, 2, 5, "invalid escape sequence '\\d'");
  cr_expect_eq(pp_warnings_get(list, 2)->at_lineno, 2);
  pp_warnings_free(list);
}

Test(warnings, failed_parses) {
  PPWarnings *list = pp_warnings_new();
  /* before the error: kept */
  cr_assert_eq(parse("'\\d'\nx y\n", list), PP_ERROR_SYNTAX);
  cr_assert_eq(pp_warnings_count(list), 1);
  expect_warning(list, 0, 1, "invalid escape sequence '\\d'");
  /* a string after the error: never decoded in pass 1, silent in pass 2 */
  cr_assert_eq(parse("x y\n'\\d'\n", list), PP_ERROR_SYNTAX);
  cr_expect_eq(pp_warnings_count(list), 0);
  /* a number after the error: the tokenizer reads the rest and warns */
  cr_assert_eq(parse("x y\n1if 1 else 2\n", list), PP_ERROR_SYNTAX);
  cr_assert_eq(pp_warnings_count(list), 1);
  expect_warning(list, 0, 2, "invalid decimal literal");
  pp_warnings_free(list);
}

Test(warnings, parser_and_tree_unchanged) {
  const char *source = "s = ('\\d' f'{x:\\z}', 1if y else 2)\n";
  PPParser *parser = pp_parser_new();
  PPWarnings *list = pp_warnings_new();
  char *dumps[2];
  for (int i = 0; i < 2; i++) {
    PPTree *tree = NULL;
    PPError error;
    PPParseOptions options = {.version = PP_PYTHON_3_13,
                              .warnings = i ? list : NULL};
    cr_assert_eq(pp_parser_parse(parser, source, strlen(source), "t.py",
                                 &options, &tree, &error), PP_OK);
    dumps[i] = pp_dump(tree, NULL, NULL);
    pp_tree_free(tree);
  }
  cr_expect_str_eq(dumps[0], dumps[1]);
  cr_assert_eq(pp_warnings_count(list), 3);
  expect_warning(list, 0, 1, "invalid escape sequence '\\d'");
  expect_warning(list, 1, 1, "invalid escape sequence '\\z'");
  expect_warning(list, 2, 1, "invalid decimal literal");
  pp_string_free(dumps[0]);
  pp_string_free(dumps[1]);
  pp_warnings_free(list);
  pp_parser_free(parser);
}
