/*
 * test_codecs.c - unit tests for tokenizer/source_codecs.c: the lookup
 * of Python codec names in the generated table, the conversion's own
 * rules (bytes it rejects before iconv, characters it swaps after, the
 * flush, the UTF-8 BOM), and the error for a codec pyparse cannot decode.
 * Every expected text was measured with python3.13; the oracle test
 * differential_codecs.sh holds all codec names to CPython.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "source.h"
#include "source_codecs.h"

static const char *module_of(const char *name) {
  const LexCodec *codec = lex_codec_find(name);
  return codec ? codec->python : NULL;
}

Test(codecs, tables_are_sorted_for_bisection) {
  for (size_t i = 1; i < lex_codec_count; i++)
    cr_assert_lt(strcmp(lex_codecs[i - 1].python, lex_codecs[i].python), 0);
  for (size_t i = 1; i < lex_codec_alias_count; i++)
    cr_assert_lt(strcmp(lex_codec_aliases[i - 1].alias,
                        lex_codec_aliases[i].alias),
                 0);
  cr_assert_geq(lex_codec_count, 100); /* Python 3.13 has 118 */
}

Test(codecs, names_normalize_as_python_does) {
  cr_assert_str_eq(module_of("latin1"), "latin_1");
  cr_assert_str_eq(module_of("ISO-8859-15"), "iso8859_15");
  /* an alias may be found with '.' -> '_'; a module name never */
  cr_assert_str_eq(module_of("iso_8859.15"), "iso8859_15");
  cr_assert_null(module_of("iso8859.15"));
  cr_assert_str_eq(module_of("--Windows--1252--"), "cp1252");
  cr_assert_str_eq(module_of("cp852"), "cp852"); /* module, no alias */
  cr_assert_str_eq(module_of("ms_kanji"), "cp932");
  cr_assert_null(module_of("utf8-sig")); /* Python: unknown encoding */
  cr_assert_null(module_of("foo.bar"));
  cr_assert_null(module_of("mbcs")); /* Windows only */
  char lo[70];
  memset(lo, 'a', sizeof lo - 1);
  lo[sizeof lo - 1] = '\0';
  cr_assert_null(module_of(lo));
}

Test(codecs, kinds) {
  cr_assert_eq(lex_codec_find("rot13")->kind, LEX_CODEC_NOT_TEXT);
  cr_assert_null(lex_codec_find("rot13")->iconv);
  cr_assert_eq(lex_codec_find("cp1252")->kind, LEX_CODEC_TEXT);
  cr_assert_eq(lex_codec_find("mac_greek")->kind, LEX_CODEC_TABLE);
  cr_assert_eq(lex_codec_find("euc_kr")->kind, LEX_CODEC_UNSUPPORTED);
  cr_assert_str_eq(lex_codec_find("cp1252")->errname, "charmap");
}

/* [in] converted with [name], not strict; the UTF-8 text (caller frees). */
static char *convert(const char *name, const char *in, size_t n,
                     bool strict, size_t *bad) {
  LexBuf out = {0};
  bool incomplete;
  LexConvertStop stop;
  size_t where = 0;
  cr_assert(lex_codec_convert(lex_codec_find(name), in, n, strict, &out,
                              &where, &incomplete, &stop));
  cr_assert_neq(stop, LEX_CONVERT_NO_CHARSET, "%s: no iconv charset", name);
  if (bad) *bad = stop == LEX_CONVERT_BAD_BYTE ? where : (size_t)-1;
  if (!out.data) return strdup("");
  return out.data;
}

Test(codecs, remap_swaps_iconv_characters) {
  /* b'\\\x95\x5c'.decode('shift_jis') == '\\表': glibc says YEN SIGN for
     0x5C, not for the 0x5C that ends a kanji */
  char *text = convert("shift_jis", "\\\x95\x5c", 3, false, NULL);
  cr_assert_str_eq(text, "\\\xe8\xa1\xa8");
  free(text);
}

Test(codecs, never_bytes_are_rejected_before_iconv) {
  size_t bad;
  char *text = convert("euc_jp", "ab\x80" "c", 4, false, &bad);
  cr_assert_str_eq(text, "ab\xef\xbf\xbd" "c"); /* 'replace' */
  free(text);
  text = convert("euc_jp", "ab\x80" "c", 4, true, &bad);
  cr_assert_eq(bad, 2);
  free(text);
}

Test(codecs, fallback_bytes_decode_alone_where_iconv_stops) {
  /* b'a\xa0\x81\x80\xfd'.decode('cp932') == 'a\uf8f0\xf7\uf8f1': 0x80
     as a trail byte stays iconv's */
  char *text = convert("cp932", "a\xa0\x81\x80\xfd", 5, true, NULL);
  cr_assert_str_eq(text, "a\xef\xa3\xb0\xc3\xb7\xef\xa3\xb1");
  free(text);
}

Test(codecs, never_bytes_of_a_double_byte_codec_count_at_a_start) {
  /* b'\x81\x80'.decode('gbk') == '\u4e90'; b'a\x80' fails at 1 */
  size_t bad;
  char *text = convert("gbk", "\x81\x80", 2, true, &bad);
  cr_assert_str_eq(text, "\xe4\xba\x90");
  free(text);
  text = convert("gbk", "a\x80", 2, true, &bad);
  cr_assert_eq(bad, 1);
  free(text);
}

Test(codecs, fallback_strings_cover_whole_characters) {
  /* b'a\xa1\x5ab'.decode('big5hkscs') == 'a\u2574b': glibc lacks it */
  char *text = convert("big5hkscs", "a\xa1\x5a" "b", 4, true, NULL);
  cr_assert_str_eq(text, "a\xe2\x95\xb4" "b");
  free(text);
}

Test(codecs, held_back_letter_is_flushed) {
  /* b'# \xe0'.decode('cp1255') == '# \u05d0' */
  char *text = convert("cp1255", "# \xe0", 3, false, NULL);
  cr_assert_str_eq(text, "# \xd7\x90");
  free(text);
}

Test(codecs, utf8_sig_drops_its_bom) {
  char *text = convert("utf_8_sig", "\xef\xbb\xbfx", 4, true, NULL);
  cr_assert_str_eq(text, "x");
  free(text);
}

Test(codecs, utf16_honours_a_bom_like_python) {
  /* b'\xfe\xff\x00x'.decode('utf-16') == 'x'; without a BOM: LE */
  char *text = convert("utf_16", "\xfe\xff\0x", 4, true, NULL);
  cr_assert_str_eq(text, "x");
  free(text);
  text = convert("utf_16", "x\0", 2, true, NULL);
  cr_assert_str_eq(text, "x");
  free(text);
}

Test(codecs, table_codecs_decode_each_byte) {
  /* b'\x80\xa1'.decode('mac_greek') == '\xc4\u0393' (glibc has none) */
  char *text = convert("mac_greek", "\x80\xa1", 2, true, NULL);
  cr_assert_str_eq(text, "\xc3\x84\xce\x93");
  free(text);
  size_t bad;
  text = convert("tis_620", "a\xa1\xdb", 3, true, &bad); /* 0xdb: none */
  cr_assert_eq(bad, 2);
  free(text);
  text = convert("tis_620", "a\xa1\xdb", 3, false, NULL);
  cr_assert_str_eq(text, "a\xe0\xb8\x81\xef\xbf\xbd"); /* U+0E01 U+FFFD */
  free(text);
}

Test(codecs, unsupported_codec_is_a_clear_error) {
  const char in[] = "# coding: euc_kr\nx = 1\n";
  LexSource s;
  cr_assert(lex_source_open_named(&s, in, sizeof in - 1, LEX_SOURCE_COMPILE,
                                  "f.py"));
  cr_assert(s.has_error);
  cr_assert_eq(s.error.status, PP_ERROR_UNSUPPORTED);
  cr_assert_eq(s.place, LEX_SOURCE_AT_START);
  cr_assert_str_eq(s.error.message, "pyparse cannot decode euc_kr");
  lex_source_close(&s);
  cr_assert(lex_source_open_named(&s, in, sizeof in - 1, LEX_SOURCE_TOKENIZE,
                                  "f.py"));
  cr_assert_eq(s.place, LEX_SOURCE_AT_FILE);
  cr_assert_str_eq(s.error.message, "pyparse cannot decode euc_kr");
  lex_source_close(&s);
}
