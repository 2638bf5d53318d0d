/*
 * names.c - character names for "\N{...}" escapes, as CPython 3.13, 3.14
 * and 3.15 look them up (unicodedata's lookup without named sequences).
 *
 * Three kinds of names, tried in CPython's order:
 *   - "HANGUL SYLLABLE " + leading + vowel + trailing jamo short names,
 *     each column matched greedily by its longest short name;
 *   - "CJK UNIFIED IDEOGRAPH-" (and from 3.15 "TANGUT IDEOGRAPH-") + 4 or 5
 *     upper-case hex digits inside one of that prefix's ranges;
 *   - everything else: the generated table of names and aliases
 *     (unicode_names_table.h, written by names_gen.c: sorted names, each a
 *     run of codes into a lexicon of words), matched after ASCII
 *     upper-casing the query, so "\N{bullet}" works.
 * Before 3.15 the algorithmic prefixes are matched case-sensitively, as
 * CPython does: "\N{hangul syllable GA}" is unknown. CPython 3.15 upper-cases
 * the whole name first, and wants the hex digits without leading zeros.
 * Every name carries the version that introduced it (unicode/names_gen.c).
 */
#include <string.h>

#include "unicode.h"
#include "unicode_names_table.h"

#define HANGUL_PREFIX "HANGUL SYLLABLE "
#define HANGUL_FIRST 0xAC00u
/* CPython reads exactly 4 or 5 hex digits after the CJK prefix. */
#define CJK_DIGITS_MIN 4
#define CJK_DIGITS_MAX 5
#define COUNT_OF(array) ((int)(sizeof(array) / sizeof((array)[0])))
#define JAMO_V_COUNT COUNT_OF(uni_jamo_v)
#define JAMO_T_COUNT COUNT_OF(uni_jamo_t)

static bool has_prefix(const char *name, size_t length, const char *prefix) {
  size_t n = strlen(prefix);
  return length >= n && memcmp(name, prefix, n) == 0;
}

/*
 * The index of the longest of [names] that [text] starts with, or -1;
 * *[used] gets its length. An empty short name matches anywhere.
 */
static int longest_jamo(const char *text, size_t length,
                        const char *const *names, int count, size_t *used) {
  int best = -1;
  *used = 0;
  for (int i = 0; i < count; i++) {
    size_t n = strlen(names[i]);
    if (best >= 0 && n <= *used) continue;
    if (n <= length && memcmp(text, names[i], n) == 0) {
      best = i;
      *used = n;
    }
  }
  return best;
}

// hangul = "HANGUL SYLLABLE " leading vowel trailing
static bool lookup_hangul(const char *name, size_t length, uint32_t *cp) {
  size_t pos = strlen(HANGUL_PREFIX), used = 0;
  int l = longest_jamo(name + pos, length - pos, uni_jamo_l,
                       COUNT_OF(uni_jamo_l), &used);
  pos += used;
  int v =
      longest_jamo(name + pos, length - pos, uni_jamo_v, JAMO_V_COUNT, &used);
  pos += used;
  int t =
      longest_jamo(name + pos, length - pos, uni_jamo_t, JAMO_T_COUNT, &used);
  pos += used;
  if (l < 0 || v < 0 || t < 0 || pos != length) return false;
  *cp = HANGUL_FIRST +
        ((uint32_t)l * JAMO_V_COUNT + (uint32_t)v) * JAMO_T_COUNT + (uint32_t)t;
  return true;
}

/* Has the prefix [prefix] (an index into uni_ideograph_prefixes) a name
   for [cp] in CPython 3.[minor]? */
static bool is_ideograph(uint32_t prefix, uint32_t cp, unsigned minor) {
  for (size_t i = 0; i < UNI_CJK_RANGE_COUNT; i++)
    if (cp >= uni_cjk_ranges[i][0] && cp <= uni_cjk_ranges[i][1] &&
        uni_cjk_ranges[i][2] == prefix && uni_cjk_ranges[i][3] <= minor)
      return true;
  return false;
}

// ideograph = PREFIX HEX{4,5}   (upper-case hex digits only)
static bool lookup_ideograph(const char *name, size_t length, uint32_t prefix,
                             unsigned minor, uint32_t *cp) {
  size_t pos = strlen(uni_ideograph_prefixes[prefix]);
  size_t digits = length - pos;
  if (digits < CJK_DIGITS_MIN || digits > CJK_DIGITS_MAX) return false;
  if (minor >= 15 && name[pos] == '0') return false;
  uint32_t value = 0;
  for (; pos < length; pos++) {
    char c = name[pos];
    if (c >= '0' && c <= '9')
      value = value * 16 + (uint32_t)(c - '0');
    else if (c >= 'A' && c <= 'F')
      value = value * 16 + (uint32_t)(c - 'A' + 10);
    else
      return false;
  }
  if (!is_ideograph(prefix, value, minor)) return false;
  *cp = value;
  return true;
}

static char word_char(uint32_t index) {
  return uni_word_pool[index / UNI_WORD_POOL_ROW][index % UNI_WORD_POOL_ROW];
}

static unsigned char upper(char c) {
  unsigned char u = (unsigned char)c;
  return u >= 'a' && u <= 'z' ? (unsigned char)(u - 'a' + 'A') : u;
}

/*
 * strcmp of the upper-cased [query] with table name [entry], read word by
 * word from its codes: each code is a word of the lexicon and what
 * follows it (a space, a hyphen, or the end).
 */
static int compare_entry(const char *query, size_t length, size_t entry) {
  size_t i = 0; /* bytes of [query] matched so far */
  for (uint32_t k = uni_name_start[entry];; k++) {
    unsigned code = uni_name_codes[k];
    uint32_t ref = uni_word_ref[code >> UNI_SEPARATOR_BITS];
    uint32_t offset = ref >> UNI_WORD_LENGTH_BITS;
    uint32_t n = ref & ((1u << UNI_WORD_LENGTH_BITS) - 1u);
    for (uint32_t j = 0; j < n; j++, i++) {
      if (i == length) return -1;
      unsigned char a = upper(query[i]),
                    b = (unsigned char)word_char(offset + j);
      if (a != b) return a < b ? -1 : 1;
    }
    unsigned sep = code & ((1u << UNI_SEPARATOR_BITS) - 1u);
    if (sep == UNI_SEP_END) return i < length;
    if (sep == UNI_SEP_NONE) continue; /* a piece of a longer word */
    if (i == length) return -1;
    unsigned char a = upper(query[i++]);
    unsigned char b = sep == UNI_SEP_SPACE ? ' ' : '-';
    if (a != b) return a < b ? -1 : 1;
  }
}

static bool lookup_table(const char *name, size_t length, unsigned minor,
                         uint32_t *cp) {
  if (length == 0 || length > UNI_NAME_LONGEST) return false;
  size_t low = 0, high = UNI_NAME_COUNT;
  while (low < high) {
    size_t mid = low + (high - low) / 2;
    int order = compare_entry(name, length, mid);
    if (order == 0) {
      *cp = uni_name_cp[mid];
      return uni_name_since[mid] <= minor;
    }
    if (order < 0)
      high = mid;
    else
      low = mid + 1;
  }
  return false;
}

bool uni_lookup_name(const char *name, size_t length, uint32_t *cp,
                     PPPythonVersion version) {
  unsigned minor = (unsigned)version % 100;
  /* 3.15 matches every kind of name in any case: look at an upper-cased
     copy (longer queries cannot be names). */
  char upper_name[UNI_NAME_LONGEST];
  if (minor >= 15) {
    if (length > sizeof upper_name) return false;
    for (size_t i = 0; i < length; i++) upper_name[i] = (char)upper(name[i]);
    name = upper_name;
  }
  if (has_prefix(name, length, HANGUL_PREFIX))
    return lookup_hangul(name, length, cp);
  for (uint32_t p = 0; p < UNI_IDEOGRAPH_PREFIX_COUNT; p++)
    if (has_prefix(name, length, uni_ideograph_prefixes[p]))
      return lookup_ideograph(name, length, p, minor, cp);
  return lookup_table(name, length, minor, cp);
}
