/*
 * scan.h - the lexer's hottest loops, sixteen bytes at a time: the bytes
 * of a name, the bytes of a string or comment that end nothing, and the
 * spaces of an indentation.
 *
 * Names are half the tokens of real code. Read one byte per iteration,
 * the loop's exit branch goes wrong about once per name (names have every
 * length), which cost more than the reading itself. With SSE2 (every
 * x86-64) one 16-byte compare classifies a whole short name and the exit
 * is found by counting bits, so the usual name takes one turn of the loop;
 * string bodies, comments and indentation go 16 bytes per turn. Elsewhere, or within
 * 16 bytes of the end of the text, byte loops over lex_char_class do the
 * same (meson -Dsimd=false builds only those: the sanitized test build).
 */
#ifndef PYPARSE_SCAN_H
#define PYPARSE_SCAN_H

#include "tokenizer.h"

#if defined(__SSE2__) && !defined(PYPARSE_NO_SIMD)
#include <emmintrin.h>

/* Bytes of [bytes] within ['lo', 'lo' + span): signed compare after a
   shift that moves 'lo' to -128 (SSE2 has no unsigned byte compare). */
static inline __m128i scan_in_range(__m128i bytes, char lo, int span) {
  __m128i shifted = _mm_add_epi8(bytes, _mm_set1_epi8((char)(0x80 - lo)));
  return _mm_cmplt_epi8(shifted, _mm_set1_epi8((char)(-128 + span)));
}
#endif

/*
 * Returns the first byte at or after [p] that cannot continue a name
 * (LEX_C_NAME: ASCII letters, digits, '_' and every byte >= 0x80), and
 * ORs every byte scanned into *[high], whose bit 7 then tells a non-ASCII
 * name. The text ends with '\n' before [limit], which stops the scan.
 */
static inline const char *lex_scan_name(const char *p, const char *limit,
                                        unsigned *high) {
#if defined(__SSE2__) && !defined(PYPARSE_NO_SIMD)
  while (limit - p >= 16) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i letter = scan_in_range(_mm_or_si128(bytes, _mm_set1_epi8(0x20)),
                                   'a', 26);
    __m128i digit = scan_in_range(bytes, '0', 10);
    __m128i under = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('_'));
    __m128i high_bit = _mm_cmplt_epi8(bytes, _mm_setzero_si128());
    __m128i name = _mm_or_si128(_mm_or_si128(letter, digit),
                                _mm_or_si128(under, high_bit));
    unsigned is_name = (unsigned)_mm_movemask_epi8(name);
    unsigned non_ascii = (unsigned)_mm_movemask_epi8(bytes);
    if (is_name != 0xffff) {
      unsigned length = (unsigned)__builtin_ctz(~is_name);
      if (non_ascii & ((1u << length) - 1)) *high |= 0x80;
      return p + length;
    }
    if (non_ascii) *high |= 0x80;
    p += 16;
  }
#else
  (void)limit;
#endif
  while (lex_char_class[(unsigned char)*p] & LEX_C_NAME)
    *high |= (unsigned char)*p++;
  return p;
}

/*
 * Returns the first byte at or after [p] that is [a], [b] or [c]: the
 * bytes of class [stop] in lex_char_class (the stops of a string body or
 * of a comment; each includes '\n', and the text ends with '\n' before
 * [limit], which bounds the scan).
 */
static inline const char *lex_scan_to(const char *p, const char *limit,
                                      unsigned stop, char a, char b, char c) {
#if defined(__SSE2__) && !defined(PYPARSE_NO_SIMD)
  while (limit - p >= 16) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i hit = _mm_or_si128(
        _mm_cmpeq_epi8(bytes, _mm_set1_epi8(a)),
        _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(b)),
                     _mm_cmpeq_epi8(bytes, _mm_set1_epi8(c))));
    unsigned mask = (unsigned)_mm_movemask_epi8(hit);
    if (mask) return p + __builtin_ctz(mask);
    p += 16;
  }
#else
  (void)limit;
  (void)a;
  (void)b;
  (void)c;
#endif
  while (!(lex_char_class[(unsigned char)*p] & stop)) p++;
  return p;
}

/* Returns the first byte at or after [p] that is not ' ' (the text ends
   with '\n' before [limit], which stops the scan). */
static inline const char *lex_scan_spaces(const char *p, const char *limit) {
#if defined(__SSE2__) && !defined(PYPARSE_NO_SIMD)
  while (limit - p >= 16) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)p);
    unsigned spaces = (unsigned)_mm_movemask_epi8(
        _mm_cmpeq_epi8(bytes, _mm_set1_epi8(' ')));
    if (spaces != 0xffff) return p + __builtin_ctz(~spaces);
    p += 16;
  }
#else
  (void)limit;
#endif
  while (*p == ' ') p++;
  return p;
}

#endif
