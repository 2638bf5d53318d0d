/*
 * test_constant.c - edge cases of ast/constant, one per rule of Python's
 * repr that the corpus might hit only by luck.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "constant.h"

static char *repr_of(const AstConstant *c) {
  AstBuf b;
  ast_buf_init(&b);
  ast_const_repr(c, PP_PYTHON_3_13, &b);
  char *text = strdup(ast_buf_cstr(&b));
  ast_buf_free(&b);
  return text;
}

static void check(const AstConstant *c, const char *want) {
  char *got = repr_of(c);
  cr_expect_str_eq(got, want);
  free(got);
}

static void check_int(const char *literal, const char *want) {
  AstArena *arena = ast_arena_new();
  AstConstant c;
  cr_assert(ast_const_int(arena, literal, strlen(literal), &c));
  check(&c, want);
  ast_arena_free(arena);
}

static void check_float(const char *literal, const char *want) {
  AstConstant c;
  cr_assert(ast_const_float(literal, strlen(literal), &c));
  check(&c, want);
}

static void check_imag(const char *literal, const char *want) {
  AstConstant c;
  cr_assert(ast_const_imaginary(literal, strlen(literal), &c));
  check(&c, want);
}

static void check_text(AstConstantKind kind, const char *data, size_t n, const char *want) {
  AstConstant c = {.kind = kind};
  c.as.text.data = data;
  c.as.text.length = n;
  check(&c, want);
}

Test(constant, singletons) {
  AstConstant c = {.kind = AST_CONST_NONE};
  check(&c, "None");
  c.kind = AST_CONST_TRUE;
  check(&c, "True");
  c.kind = AST_CONST_FALSE;
  check(&c, "False");
  c.kind = AST_CONST_ELLIPSIS;
  check(&c, "Ellipsis");
}

Test(constant, ints_in_every_base) {
  check_int("0", "0");
  check_int("0_0", "0");
  check_int("1_000", "1000");
  check_int("0XfF", "255");
  check_int("0o1_7", "15");
  check_int("0B1_0", "2");
  check_int("9223372036854775807", "9223372036854775807");
  check_int("9223372036854775808", "9223372036854775808");
  check_int("0x1" "000000000000000000000000", "79228162514264337593543950336"); /* 2**96 */
}

Test(constant, int_fields) {
  AstArena *arena = ast_arena_new();
  AstConstant c;
  cr_assert(ast_const_int(arena, "0x_ff", 5, &c));
  cr_expect_eq(c.as.integer.base, 16);
  cr_expect_eq(c.as.integer.literal_digits, 2);
  cr_expect_eq(c.as.integer.digit_count, 3);
  cr_expect(c.as.integer.fits_int64);
  cr_expect_eq(c.as.integer.small, 255);
  cr_assert(ast_const_int(arena, "99999999999999999999", 20, &c));
  cr_expect_not(c.as.integer.fits_int64);
  ast_arena_free(arena);
}

/* 5000 nines: more than AST_CONST_MAX_STR_DIGITS, still converted. */
Test(constant, int_of_thousands_of_digits) {
  enum { N = 5000 };
  char *literal = malloc(N + 1);
  memset(literal, '9', N);
  literal[N] = '\0';
  AstArena *arena = ast_arena_new();
  AstConstant c;
  cr_assert(ast_const_int(arena, literal, N, &c));
  cr_expect_eq(c.as.integer.digit_count, N);
  cr_expect_gt(c.as.integer.literal_digits, AST_CONST_MAX_STR_DIGITS);
  cr_expect_str_eq(c.as.integer.digits, literal);
  ast_arena_free(arena);
  free(literal);
}

Test(constant, int_reports_arena_failure) {
  AstArenaLimits limits = {.fail_after = 0};
  AstArena *arena = ast_arena_new_limited(&limits);
  if (!arena) return; /* the arena itself was the failed allocation */
  AstConstant c;
  cr_expect_not(ast_const_int(arena, "12345678901234567890123", 23, &c));
  ast_arena_free(arena);
}

Test(constant, float_repr) {
  check_float("1e16", "1e+16");
  check_float("1e15", "1000000000000000.0");
  check_float("1.5e-05", "1.5e-05");
  check_float("0.0001", "0.0001");
  check_float("123456789012345678.0", "1.2345678901234568e+17");
  check_float("0.1", "0.1");
  check_float("1e500", "inf");
  check_float("0.0", "0.0");
  check_float("0e999999999999999999999", "0.0");
  check_float("1e-320", "1e-320");
  check_float("4.9e-324", "5e-324");
  check_float("2e-324", "0.0");
  check_float("1.7976931348623157e308", "1.7976931348623157e+308");
  check_float("9007199254740993", "9007199254740992.0");
  check_float("1_0.2_5e1_0", "102500000000.0");
  check_float(".5", "0.5");
  check_float("5.", "5.0");
}

Test(constant, float_repr_of_values) {
  AstBuf b;
  ast_buf_init(&b);
  ast_repr_float(-0.0, &b);
  ast_buf_putc(&b, ' ');
  ast_repr_float(-1.0 / 0.0, &b);
  ast_buf_putc(&b, ' ');
  ast_repr_float(0.0 / 0.0, &b);
  cr_expect_str_eq(ast_buf_cstr(&b), "-0.0 -inf nan");
  ast_buf_free(&b);
}

Test(constant, imaginary_repr) {
  check_imag("1j", "1j");
  check_imag("1.5J", "1.5j");
  check_imag("1e500j", "infj");
  check_imag("0j", "0j");
  check_imag("2.0j", "2j");
  check_imag("1e16j", "1e+16j");
}

Test(constant, str_quotes_and_escapes) {
  check_text(AST_CONST_STR, "", 0, "''");
  check_text(AST_CONST_STR, "a'b", 3, "\"a'b\"");
  check_text(AST_CONST_STR, "a\"b", 3, "'a\"b'");
  check_text(AST_CONST_STR, "'\"", 2, "'\\'\"'");
  check_text(AST_CONST_STR, "\\\t\n\r\x01\x7f", 6, "'\\\\\\t\\n\\r\\x01\\x7f'");
  check_text(AST_CONST_STR, "\0", 1, "'\\x00'");
}

Test(constant, str_non_ascii) {
  check_text(AST_CONST_STR, "\xc3\xa9", 2, "'\xc3\xa9'");             /* é printable */
  check_text(AST_CONST_STR, "\xc2\x85\xc2\xa0", 4, "'\\x85\\xa0'");   /* NEL, NBSP */
  check_text(AST_CONST_STR, "\xe2\x80\xa8", 3, "'\\u2028'");          /* Zl */
  check_text(AST_CONST_STR, "\xed\xa0\x80", 3, "'\\ud800'");          /* lone surrogate */
  check_text(AST_CONST_STR, "\xf3\xb0\x80\x80", 4, "'\\U000f0000'");  /* private use */
  check_text(AST_CONST_STR, "\xf0\x9f\x98\x80", 4, "'\xf0\x9f\x98\x80'");
  check_text(AST_CONST_STR, "\xf0\xae\xaf\xb0", 4, "'\xf0\xae\xaf\xb0'"); /* U+2EBF0, 15.1 */
}

Test(constant, bytes_repr) {
  check_text(AST_CONST_BYTES, "", 0, "b''");
  check_text(AST_CONST_BYTES, "a'b", 3, "b\"a'b\"");
  check_text(AST_CONST_BYTES, "\0\xff\\\t", 4, "b'\\x00\\xff\\\\\\t'");
  check_text(AST_CONST_BYTES, "'\"", 2, "b'\\'\"'");
}
