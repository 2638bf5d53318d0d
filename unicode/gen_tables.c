/*
 * gen_tables.c - build-time generator of unicode/'s lookup tables.
 *
 * Run by meson (see unicode/meson.build); writes one C header of sorted
 * code point ranges for the three predicates unicode.c answers:
 * XID_Start, XID_Continue and Python's "printable". Deriving them once at
 * build time keeps unicode.c a plain binary search, with no table to keep
 * in step by hand and no lazily built (mutable, global) state at run time.
 *
 * The answers follow Unicode 15.1, as CPython 3.13 does. utf8proc may be
 * older (Debian ships 2.8, Unicode 15.0), so the few facts that changed in
 * 15.1 are listed below and patched over utf8proc's categories.
 *
 * The derivations are the ones UAX #31 and DerivedCoreProperties.txt
 * describe in words:
 *   ID_Start    = L* + Nl + Other_ID_Start - Pattern_Syntax - Pattern_White_Space
 *   ID_Continue = ID_Start + Mn + Mc + Nd + Pc + Other_ID_Continue
 *                 - Pattern_Syntax - Pattern_White_Space
 *   XID_*       = ID_* restricted to characters whose NFKC form is still an
 *                 identifier piece (start: ID_Start ID_Continue*, continue:
 *                 ID_Continue*), so that normalizing never breaks a name.
 * Python's str.isprintable() is false for categories Cc Cf Cs Co Cn Zl Zp
 * and Zs, except that U+0020 SPACE is printable.
 *
 * Usage: gen_tables OUTPUT.h
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <utf8proc.h>

#define MAX_CODE_POINT 0x110000u

typedef struct Range {
  uint32_t first; /* inclusive code point */
  uint32_t last;  /* inclusive code point */
} Range;

/* Characters assigned in Unicode 15.1 (utf8proc 2.8 reports them Cn). */
typedef struct Assigned {
  Range range;
  utf8proc_category_t category;
} Assigned;

static const Assigned assigned_15_1[] = {
    {{0x2FFC, 0x2FFF}, UTF8PROC_CATEGORY_SO},   /* ideographic description */
    {{0x31EF, 0x31EF}, UTF8PROC_CATEGORY_SO},   /* CJK stroke HXG */
    {{0x2EBF0, 0x2EE5D}, UTF8PROC_CATEGORY_LO}, /* CJK Extension I */
};

/* PropList.txt: Other_ID_Start (kept for stability of old identifiers). */
static const Range other_id_start[] = {
    {0x1885, 0x1886}, {0x2118, 0x2118}, {0x212E, 0x212E}, {0x309B, 0x309C},
};

/*
 * PropList.txt: Other_ID_Continue. Unicode 15.1 added ZWNJ, ZWJ and the
 * two katakana middle dots.
 */
static const Range other_id_continue[] = {
    {0x00B7, 0x00B7}, {0x0387, 0x0387}, {0x1369, 0x1371}, {0x19DA, 0x19DA},
    {0x200C, 0x200D}, {0x30FB, 0x30FB}, {0xFF65, 0xFF65},
};

/* PropList.txt: Pattern_Syntax and Pattern_White_Space, merged. */
static const Range pattern_chars[] = {
    {0x0009, 0x000D}, {0x0020, 0x002F}, {0x003A, 0x0040}, {0x005B, 0x005E},
    {0x0060, 0x0060}, {0x007B, 0x007E}, {0x0085, 0x0085}, {0x00A1, 0x00A7},
    {0x00A9, 0x00A9}, {0x00AB, 0x00AC}, {0x00AE, 0x00AE}, {0x00B0, 0x00B1},
    {0x00B6, 0x00B6}, {0x00BB, 0x00BB}, {0x00BF, 0x00BF}, {0x00D7, 0x00D7},
    {0x00F7, 0x00F7}, {0x200E, 0x200F}, {0x2010, 0x2027}, {0x2028, 0x2029},
    {0x2030, 0x203E}, {0x2041, 0x2053}, {0x2055, 0x205E}, {0x2190, 0x245F},
    {0x2500, 0x2775}, {0x2794, 0x2BFF}, {0x2E00, 0x2E7F}, {0x3001, 0x3003},
    {0x3008, 0x3020}, {0x3030, 0x3030}, {0xFD3E, 0xFD3F}, {0xFE45, 0xFE46},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static bool in_ranges(const Range *ranges, size_t count, uint32_t cp) {
  for (size_t i = 0; i < count; i++)
    if (cp >= ranges[i].first && cp <= ranges[i].last) return true;
  return false;
}

static utf8proc_category_t category(uint32_t cp) {
  for (size_t i = 0; i < COUNT(assigned_15_1); i++)
    if (cp >= assigned_15_1[i].range.first && cp <= assigned_15_1[i].range.last)
      return assigned_15_1[i].category;
  return utf8proc_category((utf8proc_int32_t)cp);
}

static bool is_id_start(uint32_t cp) {
  if (in_ranges(pattern_chars, COUNT(pattern_chars), cp)) return false;
  switch (category(cp)) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT: case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_NL:
      return true;
    default:
      return in_ranges(other_id_start, COUNT(other_id_start), cp);
  }
}

static bool is_id_continue(uint32_t cp) {
  if (is_id_start(cp)) return true;
  if (in_ranges(pattern_chars, COUNT(pattern_chars), cp)) return false;
  switch (category(cp)) {
    case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_MC:
    case UTF8PROC_CATEGORY_ND: case UTF8PROC_CATEGORY_PC:
      return true;
    default:
      return in_ranges(other_id_continue, COUNT(other_id_continue), cp);
  }
}

/*
 * The code points of NFKC([cp]) into [out] (at most [capacity]); returns
 * how many. utf8proc leaves unassigned code points as they are.
 */
static size_t nfkc_of(uint32_t cp, utf8proc_int32_t *out, size_t capacity) {
  int boundclass = UTF8PROC_BOUNDCLASS_START;
  utf8proc_ssize_t n = utf8proc_decompose_char(
      (utf8proc_int32_t)cp, out, (utf8proc_ssize_t)capacity,
      UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT, &boundclass);
  if (n <= 0 || (size_t)n > capacity) return 0;
  n = utf8proc_normalize_utf32(out, n, UTF8PROC_STABLE | UTF8PROC_COMPOSE);
  return n < 0 ? 0 : (size_t)n;
}

/* Longest NFKC expansion of one code point is 18 (U+FDFA). */
#define NFKC_CAPACITY 32

static bool is_xid(uint32_t cp, bool start) {
  if (start ? !is_id_start(cp) : !is_id_continue(cp)) return false;
  utf8proc_int32_t form[NFKC_CAPACITY];
  size_t n = nfkc_of(cp, form, NFKC_CAPACITY);
  if (n == 0) return false;
  for (size_t i = 0; i < n; i++) {
    uint32_t c = (uint32_t)form[i];
    bool ok = (i == 0 && start) ? is_id_start(c) : is_id_continue(c);
    if (!ok) return false;
  }
  return true;
}

static bool is_printable(uint32_t cp) {
  if (cp == 0x20) return true;
  switch (category(cp)) {
    case UTF8PROC_CATEGORY_CC: case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_CS: case UTF8PROC_CATEGORY_CO:
    case UTF8PROC_CATEGORY_CN: case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP: case UTF8PROC_CATEGORY_ZS:
      return false;
    default:
      return true;
  }
}

typedef enum Predicate { PRED_XID_START, PRED_XID_CONTINUE, PRED_PRINTABLE } Predicate;

static bool holds(Predicate p, uint32_t cp) {
  switch (p) {
    case PRED_XID_START: return cp == '_' || is_xid(cp, true);
    case PRED_XID_CONTINUE: return is_xid(cp, false);
    case PRED_PRINTABLE: return is_printable(cp);
  }
  return false;
}

static void write_table(FILE *out, const char *name, Predicate p) {
  fprintf(out, "static const UniRange %s[] = {\n", name);
  size_t count = 0;
  uint32_t cp = 0;
  while (cp < MAX_CODE_POINT) {
    if (!holds(p, cp)) { cp++; continue; }
    uint32_t first = cp;
    while (cp < MAX_CODE_POINT && holds(p, cp)) cp++;
    fprintf(out, "  {0x%04X, 0x%04X},\n", (unsigned)first, (unsigned)(cp - 1));
    count++;
  }
  fprintf(out, "};\n/* %zu ranges */\n\n", count);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: gen_tables OUTPUT.h\n");
    return 2;
  }
  FILE *out = fopen(argv[1], "w");
  if (!out) {
    perror(argv[1]);
    return 1;
  }
  fprintf(out,
          "/* Generated by unicode/gen_tables.c from utf8proc %s (Unicode %s)\n"
          " * patched to Unicode 15.1. Do not edit. */\n\n",
          utf8proc_version(), utf8proc_unicode_version());
  write_table(out, "xid_start_ranges", PRED_XID_START);
  write_table(out, "xid_continue_ranges", PRED_XID_CONTINUE);
  write_table(out, "printable_ranges", PRED_PRINTABLE);
  return fclose(out) == 0 ? 0 : 1;
}
