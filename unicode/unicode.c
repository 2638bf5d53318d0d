/*
 * unicode.c - the front end's Unicode answers (see unicode.h).
 *
 * The predicates are binary searches over range tables that
 * gen_tables.c derives from utf8proc at build time (patched to Unicode
 * 15.1), one set per CPython version; ASCII is answered directly since
 * nearly all source text is ASCII. UTF-8 coding is written out here
 * because the front end needs the "generalized" form (lone surrogates)
 * that utf8proc refuses. NFKC is utf8proc's, except for strings holding a
 * character that is new since Unicode 15.1 and that normalization must
 * know about: those take the slower path of nfkc_with_delta.
 */
#include "unicode.h"

#include <stdlib.h>
#include <string.h>

#include <utf8proc.h>

typedef struct UniRange {
  uint32_t first; /* inclusive code point */
  uint32_t last;  /* inclusive code point */
} UniRange;

typedef struct UniTable {
  const UniRange *ranges; /* sorted, disjoint */
  size_t count;
} UniTable;

/* A character new since 15.1 that NFKC must know about (its class, its
   full NFKD form, or that it takes part in a composition). */
typedef struct UniNormChar {
  uint32_t cp;
  uint8_t ccc;         /* canonical combining class */
  uint8_t nfkd_length; /* code points of its NFKD form; 0: itself */
  uint16_t nfkd_offset; /* where they start in the version's nfkd pool */
} UniNormChar;

/* Canonical pair [first] [second] composing to the new [composite]. */
typedef struct UniPair {
  uint32_t first, second, composite;
} UniPair;

typedef struct UniVersionTables {
  unsigned version;    /* as PPPythonVersion */
  const char *unidata; /* unicodedata.unidata_version */
  UniTable xid_start, xid_continue, printable;
  UniTable word;       /* Python's \w: isalnum() or '_' */
  const UniNormChar *norm; /* sorted by cp; NULL for 3.13 */
  size_t norm_count;
  const uint32_t *nfkd_pool;
  const UniPair *pairs;    /* sorted by (first, second) */
  size_t pair_count;
} UniVersionTables;

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

#include "unicode_tables.h"

/* The tables of [version]: the oldest not older than it. A version
   without tables of its own has the Unicode of the next one that has
   them (3.9's 13.0 is 3.10's); past the newest, the newest's. */
static const UniVersionTables *tables_for(PPPythonVersion version) {
  for (size_t i = 0; i < COUNT(uni_tables); i++)
    if (uni_tables[i].version >= (unsigned)version) return &uni_tables[i];
  return &uni_tables[COUNT(uni_tables) - 1];
}

static bool in_table(UniTable table, uint32_t cp) {
  size_t low = 0, high = table.count;
  while (low < high) {
    size_t mid = low + (high - low) / 2;
    if (cp < table.ranges[mid].first)
      high = mid;
    else if (cp > table.ranges[mid].last)
      low = mid + 1;
    else
      return true;
  }
  return false;
}

static bool ascii_letter(uint32_t cp) {
  return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

bool uni_is_xid_start(uint32_t cp, PPPythonVersion version) {
  if (cp < 0x80) return ascii_letter(cp) || cp == '_';
  return in_table(tables_for(version)->xid_start, cp);
}

bool uni_is_xid_continue(uint32_t cp, PPPythonVersion version) {
  if (cp < 0x80) return ascii_letter(cp) || cp == '_' || (cp >= '0' && cp <= '9');
  return in_table(tables_for(version)->xid_continue, cp);
}

bool uni_is_word(uint32_t cp, PPPythonVersion version) {
  if (cp < 0x80)
    return ascii_letter(cp) || cp == '_' || (cp >= '0' && cp <= '9');
  return in_table(tables_for(version)->word, cp);
}

bool uni_is_printable(uint32_t cp, PPPythonVersion version) {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7F;
  return in_table(tables_for(version)->printable, cp);
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

static const UniNormChar *norm_char(const UniVersionTables *t, uint32_t cp) {
  size_t low = 0, high = t->norm_count;
  while (low < high) {
    size_t mid = low + (high - low) / 2;
    if (cp < t->norm[mid].cp)
      high = mid;
    else if (cp > t->norm[mid].cp)
      low = mid + 1;
    else
      return &t->norm[mid];
  }
  return NULL;
}

static unsigned combining_class(const UniVersionTables *t, uint32_t cp) {
  const UniNormChar *c = norm_char(t, cp);
  if (c) return c->ccc;
  return utf8proc_get_property((utf8proc_int32_t)cp)->combining_class;
}

/* The primary composite of [first] [second], or 0 when they do not
   compose. utf8proc has no call for one pair, so it is asked to compose
   the two-character string. */
static uint32_t compose_pair(const UniVersionTables *t, uint32_t first,
                             uint32_t second) {
  for (size_t i = 0; i < t->pair_count; i++)
    if (t->pairs[i].first == first && t->pairs[i].second == second)
      return t->pairs[i].composite;
  utf8proc_int32_t pair[2] = {(utf8proc_int32_t)first, (utf8proc_int32_t)second};
  utf8proc_ssize_t n =
      utf8proc_normalize_utf32(pair, 2, UTF8PROC_STABLE | UTF8PROC_COMPOSE);
  return n == 1 ? (uint32_t)pair[0] : 0;
}

/* Longest NFKD form of one code point (utf8proc's U+FDFA has 18). */
#define NFKD_CAPACITY 32

/* NFKD of the [count] code points [in] into [out] (NFKD_CAPACITY each),
   canonically ordered (UAX #15 D108); returns the new count. */
static size_t decompose(const UniVersionTables *t, const uint32_t *in,
                        size_t count, uint32_t *out) {
  size_t n = 0;
  for (size_t i = 0; i < count; i++) {
    const UniNormChar *c = norm_char(t, in[i]);
    if (c && c->nfkd_length) {
      memcpy(out + n, t->nfkd_pool + c->nfkd_offset,
             c->nfkd_length * sizeof *out);
      n += c->nfkd_length;
      continue;
    }
    int boundclass = UTF8PROC_BOUNDCLASS_START;
    utf8proc_ssize_t k = utf8proc_decompose_char(
        (utf8proc_int32_t)in[i], (utf8proc_int32_t *)(out + n), NFKD_CAPACITY,
        UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT, &boundclass);
    if (k <= 0 || k > NFKD_CAPACITY) out[n] = in[i], k = 1;
    n += (size_t)k;
  }
  /* Stable insertion sort of each run of non-starters by class. */
  for (size_t i = 1; i < n; i++) {
    uint32_t c = out[i];
    unsigned cc = combining_class(t, c);
    if (cc == 0) continue;
    size_t j = i;
    while (j > 0 && combining_class(t, out[j - 1]) > cc) {
      out[j] = out[j - 1];
      j--;
    }
    out[j] = c;
  }
  return n;
}

/* Canonical composition (UAX #15 D117) of [buf] in place; returns the
   new count. */
static size_t compose(const UniVersionTables *t, uint32_t *buf, size_t n) {
  if (n == 0) return 0;
  size_t starter = 0, kept = 1;
  /* 256: a leading non-starter blocks every later character from it. */
  unsigned last_class = combining_class(t, buf[0]) ? 256 : 0;
  for (size_t i = 1; i < n; i++) {
    uint32_t c = buf[i];
    unsigned cc = combining_class(t, c);
    /* Not blocked: nothing since the starter, or only lower classes. */
    if (last_class < cc || last_class == 0) {
      uint32_t composite = compose_pair(t, buf[starter], c);
      if (composite) {
        buf[starter] = composite;
        continue;
      }
    }
    if (cc == 0) starter = kept;
    last_class = cc;
    buf[kept++] = c;
  }
  return kept;
}

/* NFKC by UAX #15 with [t]'s characters laid over utf8proc's. */
static char *nfkc_with_delta(const UniVersionTables *t, const uint32_t *cps,
                             size_t count, size_t *out_length) {
  if (count > SIZE_MAX / 4 / NFKD_CAPACITY) return NULL;
  uint32_t *buf = malloc(count * NFKD_CAPACITY * sizeof *buf);
  if (!buf) return NULL;
  size_t n = compose(t, buf, decompose(t, cps, count, buf));
  char *text = malloc(n * 4 + 1);
  if (text) {
    size_t length = 0;
    for (size_t i = 0; i < n; i++) length += uni_encode(buf[i], text + length);
    text[length] = '\0';
    *out_length = length;
  }
  free(buf);
  return text;
}

/*
 * Decodes [s] into *[cps] (malloc'd, *[count] code points) when one of
 * them is in [t]'s normalization delta; otherwise *[cps] is NULL and
 * utf8proc alone is right. False when out of memory or [s] is not valid
 * UTF-8.
 */
static bool delta_code_points(const UniVersionTables *t, const char *s,
                              size_t length, uint32_t **cps, size_t *count) {
  *cps = NULL;
  *count = 0;
  if (t->norm_count == 0) return true;
  uint32_t *decoded = malloc((length + 1) * sizeof *decoded);
  if (!decoded) return false;
  bool needed = false;
  size_t n = 0;
  for (size_t i = 0; i < length; n++) {
    size_t used = uni_decode(s + i, length - i, false, &decoded[n]);
    if (used == 0) {
      free(decoded);
      return false;
    }
    needed = needed || norm_char(t, decoded[n]) != NULL;
    i += used;
  }
  if (!needed) {
    free(decoded);
    return true;
  }
  *cps = decoded;
  *count = n;
  return true;
}

char *uni_nfkc(const char *s, size_t length, size_t *out_length,
               PPPythonVersion version) {
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
  const UniVersionTables *t = tables_for(version);
  size_t count = 0;
  uint32_t *cps = NULL;
  if (!delta_code_points(t, s, length, &cps, &count)) return NULL;
  if (cps) {
    char *text = nfkc_with_delta(t, cps, count, out_length);
    free(cps);
    return text;
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

const char *uni_version(PPPythonVersion version) {
  return tables_for(version)->unidata;
}
