/*
 * names_gen.c - build-time program that writes the character-name table
 * behind "\N{...}" escapes (unicode/names.c searches it).
 *
 *   names_gen UnicodeData.txt NameAliases.txt Jamo.txt names_supplement.txt
 * OUT.h
 *
 * The first three files come from Debian's unicode-data package (Unicode
 * 15.0); names_supplement.txt (written by scripts/gen_names_supplement.py,
 * asking CPython 3.13) adds what Unicode 15.1 assigned since. CPython's
 * "\N{...}" accepts every character name and every alias of
 * NameAliases.txt, but no named sequence, so NamedSequences.txt is not read.
 *
 * Names held algorithmically are not listed one by one: the CJK unified
 * ideograph ranges become a range table, and Hangul syllables are composed
 * at lookup time from the jamo short names of Jamo.txt. Other ranges of
 * UnicodeData.txt (Tangut ideographs, private use, surrogates) have no
 * name CPython will look up.
 *
 * Output: one pool of names (no separators; each entry stores its offset
 * and length), entries sorted by name so lookup is a binary search, the
 * CJK ranges and the jamo names. A tool, not library code: it exits with
 * a message on malformed input.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bits of an entry's packed length; the offset takes the rest of 32. */
#define NAME_LENGTH_BITS 7
#define NAME_LENGTH_LIMIT (1u << NAME_LENGTH_BITS)
#define NAME_OFFSET_LIMIT (1u << (32 - NAME_LENGTH_BITS))
/* Characters per row of the emitted pool: short string literals, well
   under the 4095 characters ISO C promises a string literal may hold. */
#define POOL_ROW 64
/* Longest line of the data files we accept (UnicodeData.txt lines are
   under 300 bytes). */
#define LINE_MAX_BYTES 1024
/* Jamo columns: leading consonants, vowels, trailing consonants (the
   first trailing entry is the empty "no consonant"). */
#define JAMO_L_COUNT 19
#define JAMO_V_COUNT 21
#define JAMO_T_COUNT 28
#define JAMO_NAME_MAX 8
#define CJK_RANGES_MAX 64

typedef struct Entry {
  char *name;  /* heap copy, uppercase ASCII as in the data files */
  uint32_t cp; /* the code point it names */
} Entry;

typedef struct Tables {
  Entry *entries;
  size_t count, capacity;
  uint32_t cjk[CJK_RANGES_MAX][2]; /* inclusive first, last */
  size_t cjk_count;
  char jamo_l[JAMO_L_COUNT][JAMO_NAME_MAX];
  char jamo_v[JAMO_V_COUNT][JAMO_NAME_MAX];
  char jamo_t[JAMO_T_COUNT][JAMO_NAME_MAX];
} Tables;

static void die(const char *what, const char *detail) {
  fprintf(stderr, "names_gen: %s%s%s\n", what, detail ? ": " : "",
          detail ? detail : "");
  exit(1);
}

static FILE *open_or_die(const char *path, const char *mode) {
  FILE *f = fopen(path, mode);
  if (!f) die("cannot open", path);
  return f;
}

/* Names are upper-case letters, digits, space and hyphen: nothing that
   would need escaping in a C string literal. */
static void check_name(const char *name) {
  size_t n = strlen(name);
  if (n == 0 || n >= NAME_LENGTH_LIMIT) die("bad name length", name);
  for (const char *p = name; *p; p++) {
    if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == ' ' ||
          *p == '-'))
      die("unexpected character in name", name);
  }
}

static void add_entry(Tables *t, const char *name, uint32_t cp) {
  check_name(name);
  if (t->count == t->capacity) {
    t->capacity = t->capacity ? t->capacity * 2 : 4096;
    t->entries = realloc(t->entries, t->capacity * sizeof *t->entries);
    if (!t->entries) die("out of memory", NULL);
  }
  size_t n = strlen(name);
  char *copy = malloc(n + 1);
  if (!copy) die("out of memory", NULL);
  memcpy(copy, name, n + 1);
  t->entries[t->count++] = (Entry){copy, cp};
}

static void add_cjk(Tables *t, uint32_t first, uint32_t last) {
  if (t->cjk_count == CJK_RANGES_MAX) die("too many CJK ranges", NULL);
  t->cjk[t->cjk_count][0] = first;
  t->cjk[t->cjk_count][1] = last;
  t->cjk_count++;
}

/* Splits [line] at ';' into at most [max] trimmed fields; returns count. */
static size_t split(char *line, char **fields, size_t max) {
  char *hash = strchr(line, '#');
  if (hash) *hash = '\0';
  size_t n = 0;
  char *p = line;
  while (n < max) {
    char *semi = strchr(p, ';');
    if (semi) *semi = '\0';
    while (*p == ' ' || *p == '\t') p++;
    char *end = p + strlen(p);
    while (end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' ||
                       end[-1] == '\r'))
      *--end = '\0';
    fields[n++] = p;
    if (!semi) break;
    p = semi + 1;
  }
  return n;
}

static uint32_t parse_hex(const char *text) {
  char *end = NULL;
  unsigned long v = strtoul(text, &end, 16);
  if (end == text || *end != '\0' || v >= 0x110000ul)
    die("bad code point", text);
  return (uint32_t)v;
}

/* UnicodeData.txt: "CP;NAME;..." with ranges as "<X, First>"/"<X, Last>". */
static void read_unicode_data(Tables *t, const char *path) {
  FILE *f = open_or_die(path, "r");
  char line[LINE_MAX_BYTES];
  uint32_t range_first = 0;
  while (fgets(line, sizeof line, f)) {
    char *fields[3];
    if (split(line, fields, 3) < 2 || fields[0][0] == '\0') continue;
    uint32_t cp = parse_hex(fields[0]);
    const char *name = fields[1];
    size_t n = strlen(name);
    if (n > 8 && strcmp(name + n - 8, ", First>") == 0) {
      range_first = cp;
    } else if (n > 7 && strcmp(name + n - 7, ", Last>") == 0) {
      if (strncmp(name, "<CJK Ideograph", 14) == 0) add_cjk(t, range_first, cp);
    } else if (name[0] != '<') {
      add_entry(t, name, cp);
    }
  }
  fclose(f);
}

/* NameAliases.txt: "CP;ALIAS;TYPE"; every type is accepted by \N. */
static void read_aliases(Tables *t, const char *path) {
  FILE *f = open_or_die(path, "r");
  char line[LINE_MAX_BYTES];
  while (fgets(line, sizeof line, f)) {
    char *fields[3];
    if (split(line, fields, 3) < 2 || fields[0][0] == '\0') continue;
    add_entry(t, fields[1], parse_hex(fields[0]));
  }
  fclose(f);
}

static void set_jamo(char *slot, const char *name) {
  if (strlen(name) >= JAMO_NAME_MAX) die("jamo short name too long", name);
  strcpy(slot, name);
}

/* Jamo.txt: "CP; SHORT" for the conjoining jamo of the three columns. */
static void read_jamo(Tables *t, const char *path) {
  FILE *f = open_or_die(path, "r");
  char line[LINE_MAX_BYTES];
  unsigned seen = 0;
  while (fgets(line, sizeof line, f)) {
    char *fields[2];
    if (split(line, fields, 2) < 2 || fields[0][0] == '\0') continue;
    uint32_t cp = parse_hex(fields[0]);
    if (cp >= 0x1100 && cp < 0x1100 + JAMO_L_COUNT) {
      set_jamo(t->jamo_l[cp - 0x1100], fields[1]);
    } else if (cp >= 0x1161 && cp < 0x1161 + JAMO_V_COUNT) {
      set_jamo(t->jamo_v[cp - 0x1161], fields[1]);
    } else if (cp >= 0x11A8 && cp < 0x11A7 + JAMO_T_COUNT) {
      set_jamo(t->jamo_t[cp - 0x11A7], fields[1]);
    } else {
      continue;
    }
    seen++;
  }
  fclose(f);
  if (seen != JAMO_L_COUNT + JAMO_V_COUNT + JAMO_T_COUNT - 1)
    die("Jamo.txt does not list the 67 conjoining jamo", path);
}

/* names_supplement.txt: "name;CP;NAME" and "cjk;FIRST;LAST". */
static void read_supplement(Tables *t, const char *path) {
  FILE *f = open_or_die(path, "r");
  char line[LINE_MAX_BYTES];
  while (fgets(line, sizeof line, f)) {
    char *fields[3];
    if (split(line, fields, 3) < 3) continue;
    if (strcmp(fields[0], "name") == 0) {
      add_entry(t, fields[2], parse_hex(fields[1]));
    } else if (strcmp(fields[0], "cjk") == 0) {
      add_cjk(t, parse_hex(fields[1]), parse_hex(fields[2]));
    } else {
      die("unknown supplement line kind", fields[0]);
    }
  }
  fclose(f);
}

static int compare_entries(const void *a, const void *b) {
  return strcmp(((const Entry *)a)->name, ((const Entry *)b)->name);
}

static int compare_ranges(const void *a, const void *b) {
  uint32_t x = ((const uint32_t *)a)[0], y = ((const uint32_t *)b)[0];
  return x < y ? -1 : x > y;
}

static void emit_pool(FILE *out, const Tables *t) {
  fprintf(out, "static const char uni_name_pool[][UNI_NAME_POOL_ROW] = {\n");
  size_t column = 0;
  for (size_t i = 0; i < t->count; i++) {
    for (const char *p = t->entries[i].name; *p; p++) {
      if (column == 0) fputs("  \"", out);
      fputc(*p, out);
      if (++column == POOL_ROW) {
        fputs("\",\n", out);
        column = 0;
      }
    }
  }
  if (column) fputs("\",\n", out);
  fputs("};\n\n", out);
}

static void emit_entries(FILE *out, const Tables *t) {
  fputs(
      "/* Sorted by name: pool offset << UNI_NAME_LENGTH_BITS | length. */\n"
      "static const uint32_t uni_name_ref[UNI_NAME_COUNT] = {\n",
      out);
  uint32_t offset = 0;
  for (size_t i = 0; i < t->count; i++) {
    uint32_t n = (uint32_t)strlen(t->entries[i].name);
    if (offset >= NAME_OFFSET_LIMIT) die("name pool too large", NULL);
    fprintf(out, "%s0x%08xu,%s", i % 6 ? "" : "  ",
            (unsigned)(offset << NAME_LENGTH_BITS | n),
            i % 6 == 5 ? "\n" : " ");
    offset += n;
  }
  fputs(
      "\n};\n\n/* The code point of each entry of uni_name_ref. */\n"
      "static const uint32_t uni_name_cp[UNI_NAME_COUNT] = {\n",
      out);
  for (size_t i = 0; i < t->count; i++)
    fprintf(out, "%s0x%05xu,%s", i % 8 ? "" : "  ", (unsigned)t->entries[i].cp,
            i % 8 == 7 ? "\n" : " ");
  fputs("\n};\n\n", out);
}

static void emit_jamo(FILE *out, const char *what,
                      const char (*names)[JAMO_NAME_MAX], size_t count) {
  fprintf(out, "static const char *const uni_jamo_%s[%zu] = {", what, count);
  for (size_t i = 0; i < count; i++)
    fprintf(out, "%s\"%s\",", i % 10 ? " " : "\n  ", names[i]);
  fputs("\n};\n", out);
}

static void emit(FILE *out, Tables *t, char **argv) {
  size_t longest = 0;
  for (size_t i = 0; i < t->count; i++) {
    size_t n = strlen(t->entries[i].name);
    if (n > longest) longest = n;
    if (i > 0 && strcmp(t->entries[i - 1].name, t->entries[i].name) == 0)
      die("duplicate name", t->entries[i].name);
  }
  fprintf(out,
          "/* Generated by unicode/names_gen.c from %s, %s, %s and %s;\n"
          "   do not edit. */\n\n",
          argv[1], argv[2], argv[3], argv[4]);
  fprintf(out,
          "#define UNI_NAME_COUNT %zu\n#define UNI_NAME_LONGEST %zu\n"
          "#define UNI_NAME_POOL_ROW %d\n#define UNI_NAME_LENGTH_BITS %d\n"
          "#define UNI_CJK_RANGE_COUNT %zu\n\n",
          t->count, longest, POOL_ROW, NAME_LENGTH_BITS, t->cjk_count);
  emit_pool(out, t);
  emit_entries(out, t);
  fputs(
      "/* CJK UNIFIED IDEOGRAPH-XXXX: inclusive ranges, sorted. */\n"
      "static const uint32_t uni_cjk_ranges[UNI_CJK_RANGE_COUNT][2] = {\n",
      out);
  for (size_t i = 0; i < t->cjk_count; i++)
    fprintf(out, "  {0x%05xu, 0x%05xu},\n", (unsigned)t->cjk[i][0],
            (unsigned)t->cjk[i][1]);
  fputs("};\n\n/* Hangul syllable names: leading, vowel, trailing jamo. */\n",
        out);
  emit_jamo(out, "l", (const char(*)[JAMO_NAME_MAX])t->jamo_l, JAMO_L_COUNT);
  emit_jamo(out, "v", (const char(*)[JAMO_NAME_MAX])t->jamo_v, JAMO_V_COUNT);
  emit_jamo(out, "t", (const char(*)[JAMO_NAME_MAX])t->jamo_t, JAMO_T_COUNT);
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr,
            "usage: names_gen UnicodeData.txt NameAliases.txt Jamo.txt "
            "names_supplement.txt OUT.h\n");
    return 2;
  }
  static Tables tables;
  read_unicode_data(&tables, argv[1]);
  read_aliases(&tables, argv[2]);
  read_jamo(&tables, argv[3]);
  read_supplement(&tables, argv[4]);
  qsort(tables.entries, tables.count, sizeof *tables.entries, compare_entries);
  qsort(tables.cjk, tables.cjk_count, sizeof tables.cjk[0], compare_ranges);
  FILE *out = open_or_die(argv[5], "w");
  emit(out, &tables, argv);
  if (fclose(out) != 0) die("cannot write", argv[5]);
  for (size_t i = 0; i < tables.count; i++) free(tables.entries[i].name);
  free(tables.entries);
  return 0;
}
