/*
 * test_unicode.c - unicode/'s coding and a few identifier facts that
 * changed in Unicode 15.1 (the oracle test checks every code point).
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "unicode.h"

Test(unicode, predicates) {
  cr_expect(uni_is_xid_start('_'));
  cr_expect_not(uni_is_xid_start('1'));
  cr_expect(uni_is_xid_continue('1'));
  cr_expect(uni_is_xid_start(0x2EBF0));     /* CJK Ext. I, new in 15.1 */
  cr_expect(uni_is_xid_continue(0x200D));   /* ZWJ continues since 15.1 */
  cr_expect_not(uni_is_xid_start(0x200D));
  cr_expect_not(uni_is_xid_start(0x309B));  /* NFKC begins with a space */
  cr_expect(uni_is_printable(' '));
  cr_expect_not(uni_is_printable(0xA0));
  cr_expect_not(uni_is_printable(0xD800));
  cr_expect_not(uni_is_printable(UNI_MAX_CODE_POINT));
  cr_expect_not(uni_is_xid_continue(UNI_MAX_CODE_POINT));
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
  char *out = uni_nfkc("\xef\xac\x81", 3, &n); /* U+FB01 fi ligature */
  cr_assert(out);
  cr_expect_eq(n, 2);
  cr_expect_str_eq(out, "fi");
  free(out);
  out = uni_nfkc("abc", 3, &n);
  cr_expect_str_eq(out, "abc");
  free(out);
  cr_expect_null(uni_nfkc("\xff", 1, &n));
  cr_expect_str_eq(uni_version(), "15.1.0");
}
