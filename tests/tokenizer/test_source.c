/*
 * test_source.c - unit tests for tokenizer/source.c: one per decoding
 * rule, with CPython 3.13's message next to it (measured with the oracle;
 * the full set of cases is replayed by test_source_corpus.c).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "source.h"

static LexSource open_mode(const char *bytes, size_t n, int mode) {
  LexSource s;
  cr_assert(lex_source_open(&s, bytes, n, mode));
  return s;
}
#define OPEN(lit, mode) open_mode(lit, sizeof lit - 1, mode)

Test(source, plain_utf8_is_copied_and_terminated) {
  const char in[] = "x = 1\n";
  LexSource s = OPEN(in, LEX_SOURCE_TOKENIZE);
  cr_assert_str_eq(s.text, in);
  cr_assert_eq(s.text, s.owned);
  cr_assert_str_eq(s.encoding, "utf-8");
  cr_assert(!s.has_error);
  lex_source_close(&s);
}

Test(source, bom_is_removed) {
  LexSource s = OPEN("\xef\xbb\xbfx\n", LEX_SOURCE_COMPILE);
  cr_assert_str_eq(s.text, "x\n");
  cr_assert(s.had_bom);
  lex_source_close(&s);
}

Test(source, latin1_declaration_converts) {
  LexSource s = OPEN("# coding: latin-1\nx = '\xe9'\n", LEX_SOURCE_TOKENIZE);
  cr_assert_str_eq(s.encoding, "iso-8859-1");
  cr_assert_str_eq(s.text, "# coding: latin-1\nx = '\xc3\xa9'\n");
  cr_assert_eq(s.declaration_line, 1);
  lex_source_close(&s);
}

Test(source, declaration_on_line2_only_after_comment) {
  LexSource s = OPEN("#!/x\n# coding: l1\n", LEX_SOURCE_TOKENIZE);
  cr_assert_str_eq(s.encoding, "l1");
  cr_assert_eq(s.declaration_line, 2);
  lex_source_close(&s);
  s = OPEN("x\n# coding: l1\n", LEX_SOURCE_TOKENIZE);
  cr_assert_str_eq(s.encoding, "utf-8");
  lex_source_close(&s);
}

Test(source, unknown_encoding) {
  LexSource s = OPEN("# coding: foobar\n", LEX_SOURCE_COMPILE);
  cr_assert(s.has_error);
  cr_assert_eq(s.place, LEX_SOURCE_AT_START);
  cr_assert_str_eq(s.error.message, "unknown encoding: foobar");
  lex_source_close(&s);
  cr_assert(lex_source_open_named(&s, "# coding: foobar\n", 17,
                                  LEX_SOURCE_TOKENIZE, "f.py"));
  cr_assert_eq(s.place, LEX_SOURCE_AT_FILE);
  cr_assert_str_eq(s.error.message, "unknown encoding for 'f.py': foobar");
  lex_source_close(&s);
}

Test(source, bom_disagreeing_with_declaration) {
  LexSource s = OPEN("\xef\xbb\xbf# coding: latin-1\n", LEX_SOURCE_COMPILE);
  cr_assert_str_eq(s.error.message, "encoding problem: iso-8859-1 with BOM");
  lex_source_close(&s);
  s = OPEN("\xef\xbb\xbf# coding: latin-1\n", LEX_SOURCE_TOKENIZE);
  cr_assert_str_eq(s.error.message, "encoding problem: utf-8");
  lex_source_close(&s);
}

Test(source, not_a_text_encoding) {
  LexSource s = OPEN("# coding: rot13\n", LEX_SOURCE_TOKENIZE);
  cr_assert_eq(s.place, LEX_SOURCE_AT_UNEXPECTED);
  cr_assert_str_eq(s.error.message, "'rot13' is not a text encoding; use "
                                    "codecs.decode() to handle arbitrary "
                                    "codecs");
  lex_source_close(&s);
}

Test(source, undecodable_byte_compile) {
  LexSource s = OPEN("# coding: cp1252\nx = \"\x81\"\n", LEX_SOURCE_COMPILE);
  cr_assert_str_eq(s.error.message,
                   "'charmap' codec can't decode byte 0x81 in position 22: "
                   "character maps to <undefined>");
  cr_assert_eq(s.length, 0);
  lex_source_close(&s);
}

Test(source, undecodable_byte_tokenize_is_replaced) {
  LexSource s = OPEN("x = 1\n\nz = \"\xed\xa0\x80\"\n", LEX_SOURCE_TOKENIZE);
  cr_assert(!s.has_error);
  cr_assert_str_eq(s.text, "x = 1\n\nz = \"\xef\xbf\xbd\xef\xbf\xbd"
                           "\xef\xbf\xbd\"\n");
  lex_source_close(&s);
}

Test(source, bad_utf8_in_first_line_tokenize) {
  LexSource s = OPEN("\xffx\n", LEX_SOURCE_TOKENIZE);
  cr_assert_str_eq(s.error.message, "invalid or missing encoding declaration");
  lex_source_close(&s);
  s = OPEN("\xffx\n", LEX_SOURCE_COMPILE);
  cr_assert(!s.has_error);
  cr_assert(s.utf8_unchecked);
  lex_source_close(&s);
}

Test(source, null_bytes) {
  LexSource s = OPEN("x = 1\ny = \0002\n", LEX_SOURCE_TOKENIZE);
  cr_assert_eq(s.place, LEX_SOURCE_AT_LINE);
  cr_assert_eq(s.error.lineno, 2);
  cr_assert_str_eq(s.error.message, "source code cannot contain null bytes");
  cr_assert_str_eq(s.text, "x = 1\n");
  lex_source_close(&s);
  s = OPEN("x = 1\ny = \0002\n", LEX_SOURCE_COMPILE);
  cr_assert_eq(s.place, LEX_SOURCE_AT_NOWHERE);
  cr_assert_str_eq(s.error.message,
                   "source code string cannot contain null bytes");
  lex_source_close(&s);
}

Test(source, utf8_messages) {
  LexUtf8Error e;
  char msg[200];
  cr_assert(!lex_utf8_check("ab\xe2\x82", 4, &e));
  lex_utf8_describe("ab\xe2\x82", &e, msg, sizeof msg);
  cr_assert_str_eq(msg, "'utf-8' codec can't decode bytes in position 2-3: "
                        "unexpected end of data");
  cr_assert(!lex_utf8_check("\xed\xa0\x80", 3, &e));
  lex_utf8_describe("\xed\xa0\x80", &e, msg, sizeof msg);
  cr_assert_str_eq(msg, "'utf-8' codec can't decode byte 0xed in position 0: "
                        "invalid continuation byte");
  cr_assert(lex_utf8_check("\xf0\x9f\x98\x80", 4, &e));
}

/* Random bytes behind random declarations (fixed seed): no crash, text
   terminated at length, and in TOKENIZE mode always valid UTF-8. */
Test(source, random_inputs_keep_invariants) {
  static const char *const heads[] = {"", "# coding: latin-1\n",
                                      "# coding: euc-jp\n",
                                      "\xef\xbb\xbf", "# coding: utf-16\n",
                                      "#\n# coding: cp1252\n"};
  unsigned state = 12345;
  for (int i = 0; i < 3000; i++) {
    char buf[128];
    const char *head = heads[i % 6];
    size_t n = strlen(head);
    memcpy(buf, head, n);
    size_t extra = (size_t)(i % 60);
    for (size_t k = 0; k < extra; k++) {
      state = state * 1103515245u + 12345u;
      unsigned byte = (state >> 16) & 0xff;
      buf[n + k] = (char)(byte == 0 && i % 7 ? '\n' : byte);
    }
    n += extra;
    for (int mode = 0; mode < 2; mode++) {
      LexSource s;
      cr_assert(lex_source_open(&s, buf, n, mode));
      cr_assert_eq(s.text[s.length], '\0');
      LexUtf8Error e;
      if (mode == LEX_SOURCE_TOKENIZE)
        cr_assert(lex_utf8_check(s.text, s.length, &e), "case %d", i);
      lex_source_close(&s);
    }
  }
}

Test(source, borrow_points_into_the_input) {
  const char in[] = "x = 1\n";
  LexSource s;
  cr_assert(lex_source_open(&s, in, sizeof in - 1,
                            LEX_SOURCE_COMPILE | LEX_SOURCE_BORROW));
  cr_assert_eq(s.text, in);
  cr_assert_null(s.owned);
  lex_source_close(&s);
  cr_assert(lex_source_open(&s, "# coding: latin-1\n'\xe9'\n", 22,
                            LEX_SOURCE_TOKENIZE | LEX_SOURCE_BORROW));
  cr_assert_str_eq(s.text, "# coding: latin-1\n'\xc3\xa9'\n");
  cr_assert_eq(s.text, s.owned);
  lex_source_close(&s);
}
