/*
 * unicode.c - the front end's Unicode answers (see unicode.h).
 *
 * The three predicates are binary searches over range tables that
 * gen_tables.c derives from utf8proc at build time (patched to Unicode
 * 15.1); ASCII is answered directly since nearly all source text is ASCII.
 * UTF-8 coding is written out here because the front end needs the
 * "generalized" form (lone surrogates) that utf8proc refuses; NFKC is
 * utf8proc's.
 */
#include "unicode.h"

#include <stdlib.h>
#include <string.h>

#include <utf8proc.h>

typedef struct UniRange {
  uint32_t first; /* inclusive code point */
  uint32_t last;  /* inclusive code point */
} UniRange;

#include "unicode_tables.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static bool in_table(const UniRange *table, size_t count, uint32_t cp) {
  size_t low = 0, high = count;
  while (low < high) {
    size_t mid = low + (high - low) / 2;
    if (cp < table[mid].first)
      high = mid;
    else if (cp > table[mid].last)
      low = mid + 1;
    else
      return true;
  }
  return false;
}

static bool ascii_letter(uint32_t cp) {
  return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

bool uni_is_xid_start(uint32_t cp) {
  if (cp < 0x80) return ascii_letter(cp) || cp == '_';
  return in_table(xid_start_ranges, COUNT(xid_start_ranges), cp);
}

bool uni_is_xid_continue(uint32_t cp) {
  if (cp < 0x80) return ascii_letter(cp) || cp == '_' || (cp >= '0' && cp <= '9');
  return in_table(xid_continue_ranges, COUNT(xid_continue_ranges), cp);
}

bool uni_is_printable(uint32_t cp) {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7F;
  return in_table(printable_ranges, COUNT(printable_ranges), cp);
}

static bool is_continuation(unsigned char byte) { return (byte & 0xC0) == 0x80; }

size_t uni_decode(const char *s, size_t length, bool allow_surrogates,
                  uint32_t *cp) {
  const unsigned char *u = (const unsigned char *)s;
  if (length == 0) return 0;
  unsigned char lead = u[0];
  size_t need;
  uint32_t value, minimum;
  if (lead < 0x80) {
    *cp = lead;
    return 1;
  } else if (lead >= 0xC2 && lead <= 0xDF) {
    need = 2, value = lead & 0x1Fu, minimum = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    need = 3, value = lead & 0x0Fu, minimum = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    need = 4, value = lead & 0x07u, minimum = 0x10000;
  } else {
    return 0; /* continuation byte, overlong 0xC0/0xC1, or past U+10FFFF */
  }
  if (length < need) return 0;
  for (size_t i = 1; i < need; i++) {
    if (!is_continuation(u[i])) return 0;
    value = (value << 6) | (u[i] & 0x3Fu);
  }
  if (value < minimum || value >= UNI_MAX_CODE_POINT) return 0;
  if (value >= 0xD800 && value <= 0xDFFF && !allow_surrogates) return 0;
  *cp = value;
  return need;
}

size_t uni_encode(uint32_t cp, char out[4]) {
  if (cp < 0x80) {
    out[0] = (char)cp;
    return 1;
  }
  if (cp < 0x800) {
    out[0] = (char)(0xC0 | (cp >> 6));
    out[1] = (char)(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = (char)(0xE0 | (cp >> 12));
    out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[2] = (char)(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | ((cp >> 18) & 0x07));
  out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
  out[3] = (char)(0x80 | (cp & 0x3F));
  return 4;
}

char *uni_nfkc(const char *s, size_t length, size_t *out_length) {
  /* utf8proc_map takes a signed length; refuse what it cannot express. */
  if (length > (size_t)PTRDIFF_MAX) return NULL;
  /* Pure ASCII is its own NFKC form; skip utf8proc's two passes. */
  size_t i = 0;
  while (i < length && (unsigned char)s[i] < 0x80 && s[i] != '\0') i++;
  if (i == length) {
    char *copy = malloc(length + 1);
    if (!copy) return NULL;
    memcpy(copy, s, length);
    copy[length] = '\0';
    *out_length = length;
    return copy;
  }
  utf8proc_uint8_t *result = NULL;
  utf8proc_ssize_t n = utf8proc_map((const utf8proc_uint8_t *)s,
                                    (utf8proc_ssize_t)length, &result,
                                    UTF8PROC_STABLE | UTF8PROC_COMPOSE |
                                        UTF8PROC_COMPAT);
  if (n < 0) {
    free(result);
    return NULL;
  }
  *out_length = (size_t)n;
  return (char *)result;
}

const char *uni_version(void) { return "15.1.0"; }
