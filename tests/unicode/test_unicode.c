/*
 * test_unicode.c - unicode/'s coding and a few facts that changed in
 * Unicode 15.1, 16.0 and 17.0 (the oracle test checks every code point).
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "unicode.h"

#define V313 PP_PYTHON_3_13

Test(unicode, predicates) {
  cr_expect(uni_is_xid_start('_', V313));
  cr_expect_not(uni_is_xid_start('1', V313));
  cr_expect(uni_is_xid_continue('1', V313));
  cr_expect(uni_is_xid_start(0x2EBF0, V313));     /* CJK Ext. I, new in 15.1 */
  cr_expect(uni_is_xid_continue(0x200D, V313));   /* ZWJ continues since 15.1 */
  cr_expect_not(uni_is_xid_start(0x200D, V313));
  cr_expect_not(uni_is_xid_start(0x309B, V313));  /* NFKC begins with a space */
  cr_expect(uni_is_printable(' ', V313));
  cr_expect_not(uni_is_printable(0xA0, V313));
  cr_expect_not(uni_is_printable(0xD800, V313));
  cr_expect_not(uni_is_printable(UNI_MAX_CODE_POINT, V313));
  cr_expect_not(uni_is_xid_continue(UNI_MAX_CODE_POINT, V313));
}

Test(unicode, round_trip_every_code_point) {
  for (uint32_t cp = 0; cp < UNI_MAX_CODE_POINT; cp++) {
    char bytes[4];
    size_t n = uni_encode(cp, bytes);
    uint32_t back = 0;
    cr_assert_eq(uni_decode(bytes, n, true, &back), n, "U+%04X", (unsigned)cp);
    cr_assert_eq(back, cp);
    bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
    cr_assert_eq(uni_decode(bytes, n, false, &back) == 0, surrogate);
  }
}

Test(unicode, rejects_bad_utf8) {
  uint32_t cp;
  cr_expect_eq(uni_decode("\xc0\x80", 2, true, &cp), 0);      /* overlong */
  cr_expect_eq(uni_decode("\xe0\x80\x80", 3, true, &cp), 0);  /* overlong */
  cr_expect_eq(uni_decode("\xf4\x90\x80\x80", 4, true, &cp), 0); /* > U+10FFFF */
  cr_expect_eq(uni_decode("\xe2\x82", 2, true, &cp), 0);      /* truncated */
  cr_expect_eq(uni_decode("\x80", 1, true, &cp), 0);
  cr_expect_eq(uni_decode("", 0, true, &cp), 0);
}

Test(unicode, nfkc) {
  size_t n = 0;
  char *out = uni_nfkc("\xef\xac\x81", 3, &n, V313); /* U+FB01 fi ligature */
  cr_assert(out);
  cr_expect_eq(n, 2);
  cr_expect_str_eq(out, "fi");
  free(out);
  out = uni_nfkc("abc", 3, &n, V313);
  cr_expect_str_eq(out, "abc");
  free(out);
  cr_expect_null(uni_nfkc("\xff", 1, &n, V313));
  cr_expect_str_eq(uni_version(V313), "15.1.0");
  cr_expect_str_eq(uni_version(PP_PYTHON_3_14), "16.0.0");
  cr_expect_str_eq(uni_version(PP_PYTHON_3_15), "17.0.0");
}

/* What the deltas lay over 3.13 (unicode/delta-3.14.txt, -3.15.txt). */
Test(unicode, versions) {
  /* U+105C0 TODHRI LETTER A, assigned in 16.0. */
  cr_expect_not(uni_is_xid_start(0x105C0, V313));
  cr_expect(uni_is_xid_start(0x105C0, PP_PYTHON_3_14));
  cr_expect(uni_is_printable(0x105C0, PP_PYTHON_3_15));
  /* Tulu-Tigalari U+113C2 U+113C2 composes to U+113C5 from 16.0 on. */
  size_t n = 0;
  char *out = uni_nfkc("\xf0\x91\x8f\x82\xf0\x91\x8f\x82", 8, &n, PP_PYTHON_3_14);
  cr_assert(out);
  cr_expect_str_eq(out, "\xf0\x91\x8f\x85");
  free(out);
  out = uni_nfkc("\xf0\x91\x8f\x82\xf0\x91\x8f\x82", 8, &n, V313);
  cr_expect_eq(n, 8);
  free(out);
  uint32_t cp = 0;
  cr_expect_not(uni_lookup_name("TODHRI LETTER A", 15, &cp, V313));
  cr_expect(uni_lookup_name("todhri letter a", 15, &cp, PP_PYTHON_3_14));
  cr_expect_eq(cp, 0x105C0);
  /* 3.15 names Tangut ideographs and takes algorithmic names in any case. */
  cr_expect_not(uni_lookup_name("TANGUT IDEOGRAPH-17000", 22, &cp, PP_PYTHON_3_14));
  cr_expect(uni_lookup_name("tangut ideograph-17000", 22, &cp, PP_PYTHON_3_15));
  cr_expect_eq(cp, 0x17000);
}
