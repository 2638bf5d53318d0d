/*
 * unicode.h - the one place that talks to utf8proc.
 *
 * Answers the Unicode questions the front end asks, as the CPython of the
 * given [version] answers them: 3.13 follows Unicode 15.1, 3.14 16.0 and
 * 3.15 17.0. Debian's utf8proc may know an older Unicode; what changed
 * since is laid over it here so that every caller sees CPython's answers.
 * [version] is a resolved PPPythonVersion (never PP_PYTHON_DEFAULT).
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

#include "pyparse.h"

/* One past the largest code point. */
#define UNI_MAX_CODE_POINT 0x110000u

/* PEP 3131: may this code point start / continue an identifier? */
bool uni_is_xid_start(uint32_t cp, PPPythonVersion version);
bool uni_is_xid_continue(uint32_t cp, PPPythonVersion version);

/* Python's \w in a str pattern (str.isalnum() or '_'): the names of the
   tokenize module before 3.12. Exact for 3.11 to 3.13 (the deltas of 3.14
   and 3.15 do not carry it yet: those versions answer as 3.13). */
bool uni_is_word(uint32_t cp, PPPythonVersion version);

/* Python's str.isprintable() for the one-character string [cp]. */
bool uni_is_printable(uint32_t cp, PPPythonVersion version);

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
char *uni_nfkc(const char *s, size_t length, size_t *out_length,
               PPPythonVersion version);

/*
 * "\N{...}" names (unicode/names.c): the code point the unicode-escape
 * decoder of CPython [version] finds for the name [name]/[length] (not
 * NUL-terminated): a character name or a NameAliases.txt alias, any ASCII
 * case; before 3.15 "HANGUL SYLLABLE ..." and "CJK UNIFIED IDEOGRAPH-XXXX"
 * only in upper case; no named sequences. False when nothing has that name.
 */
bool uni_lookup_name(const char *name, size_t length, uint32_t *cp,
                     PPPythonVersion version);

/* The Unicode version CPython [version] follows ("15.1.0" for 3.13);
   static storage. */
const char *uni_version(PPPythonVersion version);

#endif
