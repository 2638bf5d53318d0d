/*
 * unicode.h - the one place that talks to utf8proc.
 *
 * Answers the Unicode questions the front end asks, as CPython 3.13 answers
 * them (Unicode 15.1). Debian's utf8proc may know an older Unicode; the
 * characters assigned since are patched in here so that every caller sees
 * CPython's answers.
 *
 * Code points are uint32_t. Lone surrogates (U+D800..U+DFFF) can occur in
 * Python str values (from escapes such as "\ud800"); strings carrying them
 * are held as "generalized UTF-8": the surrogate encoded as 3 bytes, as
 * Python's "surrogatepass" error handler does.
 */
#ifndef PYPARSE_UNICODE_H
#define PYPARSE_UNICODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One past the largest code point. */
#define UNI_MAX_CODE_POINT 0x110000u

/* PEP 3131: may this code point start / continue an identifier? */
bool uni_is_xid_start(uint32_t cp);
bool uni_is_xid_continue(uint32_t cp);

/* Python's str.isprintable() for the one-character string [cp]. */
bool uni_is_printable(uint32_t cp);

/*
 * Decodes one code point of generalized UTF-8 at [s] (at most [length]
 * bytes). Returns the number of bytes used (1..4) and sets *cp, or 0 when
 * the bytes are not valid (overlong, truncated, > U+10FFFF).
 * [allow_surrogates] accepts the 3-byte encoding of U+D800..U+DFFF.
 */
size_t uni_decode(const char *s, size_t length, bool allow_surrogates,
                  uint32_t *cp);

/* Writes [cp] as (generalized) UTF-8 into [out]; returns 1..4. */
size_t uni_encode(uint32_t cp, char out[4]);

/*
 * NFKC normalization of the UTF-8 text [s]/[length] (identifiers, PEP
 * 3131). Returns a malloc'd NUL-terminated string and sets *out_length,
 * or NULL when out of memory or the input is not valid UTF-8. The caller
 * frees it with free().
 */
char *uni_nfkc(const char *s, size_t length, size_t *out_length);

/*
 * "\N{...}" names (unicode/names.c): the code point CPython 3.13's
 * unicode-escape decoder finds for the name [name]/[length] (not
 * NUL-terminated): a character name or a NameAliases.txt alias, any ASCII
 * case; "HANGUL SYLLABLE ..." and "CJK UNIFIED IDEOGRAPH-XXXX" only in
 * upper case; no named sequences. False when nothing has that name.
 */
bool uni_lookup_name(const char *name, size_t length, uint32_t *cp);

/* The Unicode version these answers follow ("15.1.0"). */
const char *uni_version(void);

#endif
