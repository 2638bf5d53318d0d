/*
 * gen_tables.c - build-time generator of unicode/'s lookup tables.
 *
 * Run by meson (see unicode/meson.build); writes one C header of sorted
 * code point ranges for the four predicates unicode.c answers:
 * XID_Start, XID_Continue, Python's "printable" and \\w, once per CPython
 * version, plus what NFKC must know beyond utf8proc for the newer ones.
 * Deriving them once at build time keeps unicode.c a plain binary search,
 * with no table to keep in step by hand and no lazily built (mutable,
 * global) state at run time.
 *
 * CPython 3.13 follows Unicode 15.1. utf8proc may be older (Debian ships
 * 2.8, Unicode 15.0), so the few facts that changed in 15.1 are listed
 * below and patched over utf8proc's categories. CPython 3.14 (16.0) and
 * 3.15 (17.0) are 3.13 with a delta file laid over it (unicode/delta-3.N.txt,
 * written by scripts/gen_unicode_delta.py asking that CPython): predicate
 * ranges set true or false, and the combining class, NFKD form and
 * compositions of the characters new since 3.13.
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
 * Usage: gen_tables OUTPUT.h [delta-3.N.txt...]   (deltas in version order)
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

/* Python's \w in a str pattern (the tokenize module's names before
   3.12): str.isalnum() or '_'. isalnum() is categories L* and N*
   (isnumeric() adds no character outside them; checked on 3.13). */
static bool is_word(uint32_t cp) {
  if (cp == '_') return true;
  switch (category(cp)) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT: case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
      return true;
    default:
      return false;
  }
}

typedef enum Predicate {
  PRED_XID_START,
  PRED_XID_CONTINUE,
  PRED_PRINTABLE,
  PRED_WORD,
  PRED_COUNT
} Predicate;

static bool holds(Predicate p, uint32_t cp) {
  switch (p) {
    case PRED_XID_START: return cp == '_' || is_xid(cp, true);
    case PRED_XID_CONTINUE: return is_xid(cp, false);
    case PRED_PRINTABLE: return is_printable(cp);
    case PRED_WORD: return is_word(cp);
    case PRED_COUNT: break;
  }
  return false;
}

/* A delta line "PREDICATE;+|-;FIRST;LAST": the answer over a range. */
typedef struct Override {
  Predicate predicate;
  Range range;
  bool value;
} Override;

/* Longest NFKD form of a character a delta lists (17.0 has 3). */
#define DELTA_NFKD_MAX 8

/* A character new since 3.13 that NFKC must know about. */
typedef struct NormChar {
  uint32_t cp;
  unsigned ccc;                     /* canonical combining class */
  uint32_t nfkd[DELTA_NFKD_MAX];    /* full NFKD form; empty: itself */
  size_t nfkd_length;
} NormChar;

/* A canonical pair composing to a character new since 3.13. */
typedef struct Pair {
  uint32_t first, second, composite;
} Pair;

/* One delta file: what CPython [version] answers differently from 3.13. */
typedef struct Delta {
  unsigned version;  /* as PPPythonVersion: 314 */
  char unidata[16];  /* unicodedata.unidata_version: "16.0.0" */
  Override *overrides;
  size_t override_count;
  NormChar *chars; /* sorted by code point once read */
  size_t char_count;
  Pair *pairs;     /* sorted by (first, second) once read */
  size_t pair_count;
} Delta;

/* Longest delta line we accept (names are under 100 bytes). */
#define LINE_MAX_BYTES 512
#define FIELDS_MAX 4

static void die(const char *what, const char *detail) {
  fprintf(stderr, "gen_tables: %s: %s\n", what, detail);
  exit(1);
}

static void *grow(void *array, size_t count, size_t size) {
  /* Doubling at powers of two keeps this a plain realloc per append. */
  if (count & (count - 1)) return array;
  void *bigger = realloc(array, (count ? count * 2 : 1) * size);
  if (!bigger) die("out of memory", "");
  return bigger;
}

static uint32_t parse_hex(const char *text) {
  char *end = NULL;
  unsigned long v = strtoul(text, &end, 16);
  if (end == text || *end != '\0' || v >= MAX_CODE_POINT)
    die("bad code point", text);
  return (uint32_t)v;
}

/* Splits [line] at ';' (dropping the newline); returns the field count.
   Every one of the FIELDS_MAX slots is set, those past the count to the
   empty string at the line's end, so no field is ever read unset. */
static size_t split(char *line, char *fields[FIELDS_MAX]) {
  char *end = line + strcspn(line, "\r\n");
  *end = '\0';
  for (size_t i = 0; i < FIELDS_MAX; i++) fields[i] = end;
  size_t n = 0;
  for (char *p = line; n < FIELDS_MAX;) {
    fields[n++] = p;
    char *semi = strchr(p, ';');
    if (!semi) break;
    *semi = '\0';
    p = semi + 1;
  }
  return n;
}

static NormChar *norm_char(Delta *d, uint32_t cp) {
  for (size_t i = 0; i < d->char_count; i++)
    if (d->chars[i].cp == cp) return &d->chars[i];
  d->chars = grow(d->chars, d->char_count, sizeof *d->chars);
  /* A character listed only for a composition may be old (U+0307): its
     class is utf8proc's until a ccc line says otherwise. */
  unsigned ccc = utf8proc_get_property((utf8proc_int32_t)cp)->combining_class;
  d->chars[d->char_count] = (NormChar){.cp = cp, .ccc = ccc};
  return &d->chars[d->char_count++];
}

static void read_nfkd(NormChar *c, char *text) {
  for (char *word = strtok(text, " "); word; word = strtok(NULL, " ")) {
    if (c->nfkd_length == DELTA_NFKD_MAX) die("NFKD form too long", text);
    c->nfkd[c->nfkd_length++] = parse_hex(word);
  }
}

static void read_line(Delta *d, char **f, size_t n) {
  static const char *const predicate_names[PRED_COUNT] = {
      "xid_start", "xid_continue", "printable", "word"};
  for (int p = 0; p < PRED_COUNT; p++) {
    if (strcmp(f[0], predicate_names[p]) != 0) continue;
    if (n != 4) die("bad predicate line", f[0]);
    d->overrides = grow(d->overrides, d->override_count, sizeof *d->overrides);
    d->overrides[d->override_count++] = (Override){
        (Predicate)p, {parse_hex(f[2]), parse_hex(f[3])}, f[1][0] == '+'};
    return;
  }
  if (strcmp(f[0], "python") == 0 && n == 4) {
    d->version = (unsigned)strtoul(f[1], NULL, 10);
    snprintf(d->unidata, sizeof d->unidata, "%s", f[3]);
  } else if (strcmp(f[0], "ccc") == 0 && n == 3) {
    norm_char(d, parse_hex(f[1]))->ccc = (unsigned)strtoul(f[2], NULL, 10);
  } else if (strcmp(f[0], "nfkd") == 0 && n == 3) {
    read_nfkd(norm_char(d, parse_hex(f[1])), f[2]);
  } else if (strcmp(f[0], "compose") == 0 && n == 4) {
    d->pairs = grow(d->pairs, d->pair_count, sizeof *d->pairs);
    Pair pair = {parse_hex(f[1]), parse_hex(f[2]), parse_hex(f[3])};
    d->pairs[d->pair_count++] = pair;
    /* Every character of a pair sends a string down the slow NFKC path. */
    norm_char(d, pair.first), norm_char(d, pair.second);
    norm_char(d, pair.composite);
  }
  /* name, alias and ideograph lines are names_gen.c's. */
}

static int compare_chars(const void *a, const void *b) {
  uint32_t x = ((const NormChar *)a)->cp, y = ((const NormChar *)b)->cp;
  return x < y ? -1 : x > y;
}

static int compare_pairs(const void *a, const void *b) {
  const Pair *x = a, *y = b;
  if (x->first != y->first) return x->first < y->first ? -1 : 1;
  return x->second < y->second ? -1 : x->second > y->second;
}

static void read_delta(Delta *d, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) die("cannot open", path);
  char line[LINE_MAX_BYTES];
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    char *fields[FIELDS_MAX];
    read_line(d, fields, split(line, fields));
  }
  fclose(f);
  if (d->version == 0) die("no python line in", path);
  /* A delta may hold no pairs (3.12's), and qsort must not see NULL. */
  if (d->char_count)
    qsort(d->chars, d->char_count, sizeof *d->chars, compare_chars);
  if (d->pair_count)
    qsort(d->pairs, d->pair_count, sizeof *d->pairs, compare_pairs);
}

static void write_ranges(FILE *out, const char *name, unsigned version,
                         const bool *answers) {
  fprintf(out, "static const UniRange %s_%u[] = {\n", name, version);
  size_t count = 0;
  uint32_t cp = 0;
  while (cp < MAX_CODE_POINT) {
    if (!answers[cp]) { cp++; continue; }
    uint32_t first = cp;
    while (cp < MAX_CODE_POINT && answers[cp]) cp++;
    fprintf(out, "  {0x%04X, 0x%04X},\n", (unsigned)first, (unsigned)(cp - 1));
    count++;
  }
  fprintf(out, "};\n/* %zu ranges */\n\n", count);
}

static const char *const table_names[PRED_COUNT] = {
    "xid_start", "xid_continue", "printable", "word"};

/* The range tables of 3.13, then of each delta laid over 3.13. */
static void write_predicates(FILE *out, const Delta *deltas, size_t count) {
  bool *base = malloc(MAX_CODE_POINT), *answers = malloc(MAX_CODE_POINT);
  if (!base || !answers) die("out of memory", "");
  for (int p = 0; p < PRED_COUNT; p++) {
    for (uint32_t cp = 0; cp < MAX_CODE_POINT; cp++)
      base[cp] = holds((Predicate)p, cp);
    write_ranges(out, table_names[p], 313, base);
    for (size_t i = 0; i < count; i++) {
      memcpy(answers, base, MAX_CODE_POINT);
      for (size_t k = 0; k < deltas[i].override_count; k++) {
        const Override *o = &deltas[i].overrides[k];
        if (o->predicate != (Predicate)p) continue;
        for (uint32_t cp = o->range.first; cp <= o->range.last; cp++)
          answers[cp] = o->value;
      }
      write_ranges(out, table_names[p], deltas[i].version, answers);
    }
  }
  free(base);
  free(answers);
}

/* A delta's NFKC facts; none for an older version (3.12 has no
   character 3.13 lacks), and C has no empty arrays. */
static void write_normalization(FILE *out, const Delta *d) {
  if (d->char_count == 0 && d->pair_count == 0) return;
  if (d->char_count == 0 || d->pair_count == 0)
    die("a delta with new characters but no new pairs, or the reverse, is "
        "not expected", "");
  fprintf(out, "static const uint32_t nfkd_pool_%u[] = {", d->version);
  for (size_t i = 0; i < d->char_count; i++)
    for (size_t k = 0; k < d->chars[i].nfkd_length; k++)
      fprintf(out, " 0x%04X,", (unsigned)d->chars[i].nfkd[k]);
  fprintf(out, " 0};\n\nstatic const UniNormChar norm_chars_%u[] = {\n",
          d->version);
  size_t offset = 0;
  for (size_t i = 0; i < d->char_count; i++) {
    const NormChar *c = &d->chars[i];
    fprintf(out, "  {0x%04X, %u, %zu, %zu},\n", (unsigned)c->cp, c->ccc,
            c->nfkd_length, offset);
    offset += c->nfkd_length;
  }
  fprintf(out, "};\n\nstatic const UniPair pairs_%u[] = {\n", d->version);
  for (size_t i = 0; i < d->pair_count; i++)
    fprintf(out, "  {0x%04X, 0x%04X, 0x%04X},\n", (unsigned)d->pairs[i].first,
            (unsigned)d->pairs[i].second, (unsigned)d->pairs[i].composite);
  fputs("};\n\n", out);
}

static void write_version_entry(FILE *out, unsigned version,
                                const char *unidata, const Delta *delta) {
  bool has_delta = delta && delta->char_count;
  fprintf(out, "  {%u, \"%s\",\n", version, unidata);
  for (int p = 0; p < PRED_COUNT; p++)
    fprintf(out, "   {%s_%u, COUNT(%s_%u)},\n", table_names[p], version,
            table_names[p], version);
  if (has_delta)
    fprintf(out,
            "   norm_chars_%u, COUNT(norm_chars_%u), nfkd_pool_%u,\n"
            "   pairs_%u, COUNT(pairs_%u)},\n",
            version, version, version, version, version);
  else
    fputs("   NULL, 0, NULL, NULL, 0},\n", out);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: gen_tables OUTPUT.h [delta-3.N.txt...]\n");
    return 2;
  }
  size_t delta_count = (size_t)argc - 2;
  Delta *deltas = calloc(delta_count + 1, sizeof *deltas);
  if (!deltas) die("out of memory", "");
  for (size_t i = 0; i < delta_count; i++) read_delta(&deltas[i], argv[i + 2]);
  FILE *out = fopen(argv[1], "w");
  if (!out) die("cannot write", argv[1]);
  fprintf(out,
          "/* Generated by unicode/gen_tables.c from utf8proc %s (Unicode %s)\n"
          " * patched to Unicode 15.1, and %zu delta file(s). Do not edit. */\n\n",
          utf8proc_version(), utf8proc_unicode_version(), delta_count);
  write_predicates(out, deltas, delta_count);
  for (size_t i = 0; i < delta_count; i++) write_normalization(out, &deltas[i]);
  fputs("/* One entry per CPython version, oldest first. */\n"
        "static const UniVersionTables uni_tables[] = {\n", out);
  /* the deltas come in version order; 3.13 (no delta) goes among them */
  size_t i = 0;
  for (; i < delta_count && deltas[i].version < 313; i++)
    write_version_entry(out, deltas[i].version, deltas[i].unidata, &deltas[i]);
  write_version_entry(out, 313, "15.1.0", NULL);
  for (; i < delta_count; i++)
    write_version_entry(out, deltas[i].version, deltas[i].unidata, &deltas[i]);
  fputs("};\n", out);
  for (size_t i = 0; i < delta_count; i++) {
    free(deltas[i].overrides);
    free(deltas[i].chars);
    free(deltas[i].pairs);
  }
  free(deltas);
  return fclose(out) == 0 ? 0 : 1;
}
