/*
 * source_utf8.c - UTF-8 validity as CPython's decoder judges it.
 *
 * Two callers need CPython's exact view of bad UTF-8: the lexer and parser
 * quote its UnicodeDecodeError text ("invalid start byte", "bytes in
 * position 0-1: invalid continuation byte"), and the tokenize front end
 * replaces each bad sequence with U+FFFD, one per "maximal invalid
 * subpart" (Unicode's recommended practice, which CPython follows). Both
 * depend on where a bad sequence ends, so both use next_problem() below.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "source.h"
#include "source_codecs.h"

/* The UTF-8 replacement character U+FFFD, what "replace" inserts. */
static const char replacement[] = "\xef\xbf\xbd";

/* The allowed range of the second byte after lead byte [lead]; the later
   continuation bytes are always 0x80..0xBF. Returns the sequence length,
   or 0 when [lead] cannot start a sequence. Surrogates (ED A0..BF) and
   overlong forms (E0 80..9F, F0 80..8F) are excluded here. */
static size_t lead_info(unsigned char lead, unsigned char *low,
                        unsigned char *high) {
  *low = 0x80;
  *high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) {
    if (lead == 0xe0) *low = 0xa0;
    if (lead == 0xed) *high = 0x9f;
    return 3;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    if (lead == 0xf0) *low = 0x90;
    if (lead == 0xf4) *high = 0x8f;
    return 4;
  }
  return 0;
}

/* Checks the sequence at [s][at] (a byte >= 0x80). Returns its length when
   valid, else 0 with [error] filled. */
static size_t check_sequence(const unsigned char *s, size_t length, size_t at,
                             LexUtf8Error *error) {
  unsigned char low, high;
  size_t need = lead_info(s[at], &low, &high);
  error->start = at;
  if (need == 0) {
    error->end = at + 1;
    error->reason = "invalid start byte";
    return 0;
  }
  for (size_t i = 1; i < need; i++) {
    if (at + i >= length) {
      error->end = length;
      error->reason = "unexpected end of data";
      return 0;
    }
    unsigned char c = s[at + i];
    bool ok = i == 1 ? (c >= low && c <= high) : (c >= 0x80 && c <= 0xbf);
    if (!ok) {
      error->end = at + i;
      error->reason = "invalid continuation byte";
      return 0;
    }
  }
  return need;
}

/* Whether the 32 bytes at [s] are all ASCII. Source text mostly is: this
   checks it four words at a time (3.14's compile() checks whole files). */
static bool ascii_block(const unsigned char *s) {
  uint64_t word[4];
  memcpy(word, s, sizeof word);
  return ((word[0] | word[1] | word[2] | word[3]) & 0x8080808080808080u) == 0;
}

bool lex_utf8_check(const char *bytes, size_t length, LexUtf8Error *error) {
  const unsigned char *s = (const unsigned char *)bytes;
  size_t at = 0;
  while (at < length) {
    if (length - at >= 32 && ascii_block(s + at)) {
      at += 32;
      continue;
    }
    if (s[at] < 0x80) {
      at++;
      continue;
    }
    size_t n = check_sequence(s, length, at, error);
    if (n == 0) return false;
    at += n;
  }
  return true;
}

void lex_utf8_describe(const char *bytes, const LexUtf8Error *error,
                       char *out, size_t size) {
  if (size == 0) return;
  if (error->end - error->start <= 1) {
    snprintf(out, size,
             "'utf-8' codec can't decode byte 0x%02x in position %zu: %s",
             (unsigned)(unsigned char)bytes[error->start], error->start,
             error->reason);
  } else {
    snprintf(out, size,
             "'utf-8' codec can't decode bytes in position %zu-%zu: %s",
             error->start, error->end - 1, error->reason);
  }
}

bool lex_utf8_replace(const char *bytes, size_t length, LexBuf *out) {
  const unsigned char *s = (const unsigned char *)bytes;
  size_t at = 0, run = 0;
  while (at < length) {
    if (s[at] < 0x80) {
      at++;
      continue;
    }
    LexUtf8Error error;
    size_t n = check_sequence(s, length, at, &error);
    if (n != 0) {
      at += n;
      continue;
    }
    if (!lex_buf_append(out, bytes + run, at - run) ||
        !lex_buf_append(out, replacement, 3))
      return false;
    at = run = error.end;
  }
  return lex_buf_append(out, bytes + run, length - run);
}
