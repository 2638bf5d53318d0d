/*
 * names_gen.c - build-time program that writes the character-name table
 * behind "\N{...}" escapes (unicode/names.c searches it).
 *
 *   names_gen UnicodeData.txt NameAliases.txt Jamo.txt names_supplement.txt
 *             [delta-3.N.txt...] OUT.h
 *
 * The first three files come from Debian's unicode-data package (Unicode
 * 15.0); names_supplement.txt (written by scripts/gen_names_supplement.py,
 * asking CPython 3.13) adds what Unicode 15.1 assigned since; these make
 * the names of CPython 3.13. Each delta-3.N.txt (scripts/gen_unicode_delta.py)
 * adds the names and aliases CPython 3.N knows beyond 3.13; every name is
 * marked with the first version that knows it. CPython's
 * "\N{...}" accepts every character name and every alias of
 * NameAliases.txt, but no named sequence, so NamedSequences.txt is not read.
 *
 * Names held algorithmically are not listed one by one: the CJK unified
 * ideograph ranges (and, from 3.15, the Tangut ones) become a range table
 * of prefix + hex names, and Hangul syllables are composed
 * at lookup time from the jamo short names of Jamo.txt. Other ranges of
 * UnicodeData.txt (Tangut ideographs, private use, surrogates) have no
 * name CPython will look up.
 *
 * Output: the names sorted (lookup is a binary search), each stored as
 * codes into a lexicon of words (see emit_names), the CJK ranges and the
 * jamo names. A tool, not library code: it exits with
 * a message on malformed input.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Names longer than this are refused (Unicode's longest is 88). */
#define NAME_LENGTH_LIMIT 128u
/* A word's packed reference: length in the low bits, pool offset above. */
#define WORD_LENGTH_BITS 6
#define WORD_LENGTH_LIMIT (1u << WORD_LENGTH_BITS)
/* A name code: what follows the word in the low bits, word index above,
   in 16 bits. */
#define SEPARATOR_BITS 2
#define WORD_INDEX_LIMIT (1u << (16 - SEPARATOR_BITS))
#define UNI_SEP_END_CODE 0u
#define UNI_SEP_SPACE_CODE 1u
#define UNI_SEP_HYPHEN_CODE 2u
#define UNI_SEP_NONE_CODE 3u /* the word goes on in the next code */
/* Code-point words ("13460" in EGYPTIAN HIEROGLYPH-13460) would each be a
   lexicon word of their own, past what a code can index: they are cut
   into pieces of this many characters. */
#define NUMBER_PIECE 2
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
/* Prefixes of the prefix + hex names: "CJK UNIFIED IDEOGRAPH-", ... */
#define PREFIXES_MAX 4
#define PREFIX_LENGTH_MAX 32
/* Debian's files hold Unicode 15.0's names, CPython 3.12's, which every
   older version knows but what its delta says it lacks; the supplement
   adds 15.1's, 3.13's. */
#define BASE_MINOR 0
#define SUPPLEMENT_MINOR 13

typedef struct Entry {
  char *name;  /* heap copy, uppercase ASCII as in the data files */
  uint32_t cp; /* the code point it names */
  unsigned since; /* first CPython 3.x that knows it: 13, 14, ... */
} Entry;

typedef struct Tables {
  Entry *entries;
  size_t count, capacity;
  /* inclusive first, last, prefix index, since (as Entry.since) */
  uint32_t cjk[CJK_RANGES_MAX][4];
  size_t cjk_count;
  char prefixes[PREFIXES_MAX][PREFIX_LENGTH_MAX];
  size_t prefix_count;
  unsigned since; /* what the file being read adds names for */
  /* what an older version's delta says it lacks: names (Entry.since is
     the first version after it) and ranges (as cjk) */
  Entry *lacks;
  size_t lack_count, lack_capacity;
  uint32_t lacking_ranges[CJK_RANGES_MAX][4];
  size_t lacking_range_count;
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

static void push_entry(Entry **entries, size_t *count, size_t *capacity,
                       const char *name, uint32_t cp, unsigned since) {
  check_name(name);
  if (*count == *capacity) {
    *capacity = *capacity ? *capacity * 2 : 4096;
    *entries = realloc(*entries, *capacity * sizeof **entries);
    if (!*entries) die("out of memory", NULL);
  }
  size_t n = strlen(name);
  char *copy = malloc(n + 1);
  if (!copy) die("out of memory", NULL);
  memcpy(copy, name, n + 1);
  (*entries)[(*count)++] = (Entry){copy, cp, since};
}

static void add_entry(Tables *t, const char *name, uint32_t cp) {
  push_entry(&t->entries, &t->count, &t->capacity, name, cp, t->since);
}

static uint32_t prefix_index(Tables *t, const char *prefix) {
  for (size_t i = 0; i < t->prefix_count; i++)
    if (strcmp(t->prefixes[i], prefix) == 0) return (uint32_t)i;
  if (t->prefix_count == PREFIXES_MAX || strlen(prefix) >= PREFIX_LENGTH_MAX)
    die("too many or too long ideograph prefixes", prefix);
  check_name(prefix);
  strcpy(t->prefixes[t->prefix_count], prefix);
  return (uint32_t)t->prefix_count++;
}

static void add_ideographs(Tables *t, const char *prefix, uint32_t first,
                           uint32_t last) {
  if (t->cjk_count == CJK_RANGES_MAX) die("too many ideograph ranges", NULL);
  uint32_t *range = t->cjk[t->cjk_count++];
  range[0] = first;
  range[1] = last;
  range[2] = prefix_index(t, prefix);
  range[3] = t->since;
}

#define CJK_PREFIX "CJK UNIFIED IDEOGRAPH-"

static void add_cjk(Tables *t, uint32_t first, uint32_t last) {
  add_ideographs(t, CJK_PREFIX, first, last);
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

/* delta-3.N.txt: "python;3N;..." first, then the names 3.N adds as
   "name;CP;NAME", "alias;CP;NAME" and "ideograph;PREFIX;FIRST;LAST";
   the other lines are gen_tables.c's. */
static void read_delta(Tables *t, const char *path) {
  FILE *f = open_or_die(path, "r");
  char line[LINE_MAX_BYTES];
  t->since = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    char *fields[4];
    size_t n = split(line, fields, 4);
    if (strcmp(fields[0], "python") == 0 && n >= 2) {
      t->since = (unsigned)strtoul(fields[1], NULL, 10) % 100;
    } else if (!t->since) {
      die("a delta must open with its python line", path);
    } else if ((strcmp(fields[0], "name") == 0 ||
                strcmp(fields[0], "alias") == 0) && n == 3) {
      add_entry(t, fields[2], parse_hex(fields[1]));
    } else if (strcmp(fields[0], "ideograph") == 0 && n == 4) {
      add_ideographs(t, fields[1], parse_hex(fields[2]), parse_hex(fields[3]));
    } else if ((strcmp(fields[0], "unnamed") == 0 ||
                strcmp(fields[0], "unalias") == 0) && n == 3) {
      push_entry(&t->lacks, &t->lack_count, &t->lack_capacity, fields[2],
                 parse_hex(fields[1]), t->since + 1);
    } else if (strcmp(fields[0], "unideograph") == 0 && n == 4) {
      if (t->lacking_range_count == CJK_RANGES_MAX)
        die("too many lacking ranges", path);
      uint32_t *range = t->lacking_ranges[t->lacking_range_count++];
      range[0] = parse_hex(fields[2]);
      range[1] = parse_hex(fields[3]);
      range[2] = prefix_index(t, fields[1]);
      range[3] = t->since + 1;
    }
  }
  fclose(f);
}

/* By name, then oldest first, so that dedupe keeps the oldest. */
static int compare_entries(const void *a, const void *b) {
  const Entry *x = a, *y = b;
  int order = strcmp(x->name, y->name);
  if (order) return order;
  return x->since < y->since ? -1 : x->since > y->since;
}

/* A later delta repeats the names of an earlier one (each is against
   3.13): keep the first; the same name for two characters is an error. */
static void dedupe(Tables *t) {
  size_t kept = 0;
  for (size_t i = 0; i < t->count; i++) {
    Entry *e = &t->entries[i];
    if (kept > 0 && strcmp(t->entries[kept - 1].name, e->name) == 0) {
      if (t->entries[kept - 1].cp != e->cp) die("duplicate name", e->name);
      free(e->name);
      continue;
    }
    t->entries[kept++] = *e;
  }
  t->count = kept;
}

static int compare_ranges(const void *a, const void *b) {
  uint32_t x = ((const uint32_t *)a)[0], y = ((const uint32_t *)b)[0];
  return x < y ? -1 : x > y;
}

static int compare_names(const void *key, const void *entry) {
  return strcmp(key, ((const Entry *)entry)->name);
}

/* An older version lacks a name: it is known only from the version after
   it (the newest such delta decides). */
static void apply_lacking_names(Tables *t) {
  for (size_t i = 0; i < t->lack_count; i++) {
    const Entry *lack = &t->lacks[i];
    Entry *e = bsearch(lack->name, t->entries, t->count, sizeof *e,
                       compare_names);
    if (!e || e->cp != lack->cp) die("a delta lacks an unknown name", lack->name);
    if (e->since < lack->since) e->since = lack->since;
    free(lack->name);
  }
  free(t->lacks);
}

/* An older version lacks the ideograph names of a range: the range it is
   in is cut in up to three, the middle known only from the version after
   it. */
static void apply_lacking_ranges(Tables *t) {
  for (size_t i = 0; i < t->lacking_range_count; i++) {
    const uint32_t *lack = t->lacking_ranges[i];
    size_t j = 0;
    while (j < t->cjk_count &&
           !(t->cjk[j][2] == lack[2] && t->cjk[j][0] <= lack[0] &&
             lack[1] <= t->cjk[j][1]))
      j++;
    if (j == t->cjk_count) die("a delta lacks ideographs of no range", NULL);
    if (t->cjk_count + 2 > CJK_RANGES_MAX) die("too many ideograph ranges", NULL);
    uint32_t whole[4];
    memcpy(whole, t->cjk[j], sizeof whole);
    uint32_t since = whole[3] > lack[3] ? whole[3] : lack[3];
    uint32_t parts[3][4] = {{whole[0], lack[0] - 1, whole[2], whole[3]},
                            {lack[0], lack[1], whole[2], since},
                            {lack[1] + 1, whole[1], whole[2], whole[3]}};
    t->cjk[j][1] = t->cjk[j][0] - 1; /* emptied: removed below */
    for (int k = 0; k < 3; k++)
      if (parts[k][0] <= parts[k][1] && !(k == 0 && lack[0] == 0))
        memcpy(t->cjk[t->cjk_count++], parts[k], sizeof parts[k]);
    size_t kept = 0;
    for (size_t k = 0; k < t->cjk_count; k++)
      if (t->cjk[k][0] <= t->cjk[k][1])
        memmove(t->cjk[kept++], t->cjk[k], sizeof t->cjk[k]);
    t->cjk_count = kept;
  }
}

/*
 * Names are stored as words: a lexicon of the distinct words (split at
 * spaces and hyphens) and, per name, a run of 16-bit codes, each a word
 * index and what follows it (a space, a hyphen, the end of the name, or
 * nothing when a long code-point word goes on in the next code).
 * 35,000 names of 900 KB become about 290 KB of codes and 70 KB of words.
 */
typedef struct Lexicon {
  char **words; /* distinct words, heap copies, in first-seen order */
  size_t count, capacity;
  size_t *slots;     /* open-addressing hash: word index + 1, 0 = empty */
  size_t slot_count; /* a power of two, kept over twice [count] */
} Lexicon;

static size_t hash_word(const char *word, size_t length) {
  size_t h = 5381;
  for (size_t i = 0; i < length; i++) h = h * 33 + (unsigned char)word[i];
  return h;
}

static size_t find_slot(const Lexicon *lex, const char *word, size_t length) {
  size_t i = hash_word(word, length) & (lex->slot_count - 1);
  while (lex->slots[i]) {
    const char *w = lex->words[lex->slots[i] - 1];
    if (strlen(w) == length && memcmp(w, word, length) == 0) break;
    i = (i + 1) & (lex->slot_count - 1);
  }
  return i;
}

static void grow_lexicon(Lexicon *lex) {
  size_t old_count = lex->slot_count;
  size_t *old = lex->slots;
  lex->slot_count = old_count ? old_count * 2 : 1024;
  lex->slots = calloc(lex->slot_count, sizeof *lex->slots);
  if (!lex->slots) die("out of memory", NULL);
  for (size_t i = 0; i < old_count; i++) {
    if (!old[i]) continue;
    const char *w = lex->words[old[i] - 1];
    lex->slots[find_slot(lex, w, strlen(w))] = old[i];
  }
  free(old);
}

/* The index of [word]/[length] in the lexicon, added if new. */
static size_t word_index(Lexicon *lex, const char *word, size_t length) {
  if (2 * (lex->count + 1) > lex->slot_count) grow_lexicon(lex);
  size_t slot = find_slot(lex, word, length);
  if (lex->slots[slot]) return lex->slots[slot] - 1;
  if (lex->count == lex->capacity) {
    lex->capacity = lex->capacity ? lex->capacity * 2 : 1024;
    lex->words = realloc(lex->words, lex->capacity * sizeof *lex->words);
    if (!lex->words) die("out of memory", NULL);
  }
  char *copy = malloc(length + 1);
  if (!copy) die("out of memory", NULL);
  memcpy(copy, word, length);
  copy[length] = '\0';
  lex->words[lex->count] = copy;
  lex->slots[slot] = ++lex->count;
  return lex->count - 1;
}

/* Writes [values] as a C array of [type] named [name]. */
static void emit_numbers(FILE *out, const char *type, const char *name,
                         const uint32_t *values, size_t count) {
  fprintf(out, "static const %s %s[%zu] = {", type, name, count);
  for (size_t i = 0; i < count; i++)
    fprintf(out, "%s0x%x,", i % 10 ? " " : "\n  ", (unsigned)values[i]);
  fputs("\n};\n\n", out);
}

static void emit_word_pool(FILE *out, const Lexicon *lex) {
  fprintf(out, "static const char uni_word_pool[][UNI_WORD_POOL_ROW] = {\n");
  size_t column = 0;
  for (size_t i = 0; i < lex->count; i++) {
    for (const char *p = lex->words[i]; *p; p++) {
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

/* One name as codes appended to [codes] (room for its length + 1). */
/* Cut words holding a digit, made only of hex digits, and longer than a
   piece (see NUMBER_PIECE); returns the length of the first piece. */
static size_t piece_length(const char *word, size_t length) {
  if (length <= NUMBER_PIECE || strspn(word, "0123456789ABCDEF") < length ||
      strcspn(word, "0123456789") >= length)
    return length;
  return NUMBER_PIECE;
}

static size_t encode_name(Lexicon *lex, const char *name, uint32_t *codes) {
  size_t n = 0;
  for (const char *p = name;;) {
    size_t len = strcspn(p, " -");
    size_t piece = piece_length(p, len);
    if (piece < len) {
      size_t word = word_index(lex, p, piece);
      if (word >= WORD_INDEX_LIMIT) die("too many distinct words", NULL);
      codes[n++] = (uint32_t)(word << SEPARATOR_BITS | UNI_SEP_NONE_CODE);
      p += piece;
      continue;
    }
    size_t word = word_index(lex, p, len);
    if (word >= WORD_INDEX_LIMIT) die("too many distinct words", NULL);
    unsigned sep = p[len] == ' '   ? UNI_SEP_SPACE_CODE
                   : p[len] == '-' ? UNI_SEP_HYPHEN_CODE
                                   : UNI_SEP_END_CODE;
    codes[n++] = (uint32_t)(word << SEPARATOR_BITS | sep);
    if (sep == UNI_SEP_END_CODE) return n;
    p += len + 1;
  }
}

static void emit_names(FILE *out, const Tables *t) {
  Lexicon lex = {0};
  size_t total = 0;
  for (size_t i = 0; i < t->count; i++) total += strlen(t->entries[i].name) + 1;
  uint32_t *codes = malloc(total * sizeof *codes);
  uint32_t *starts = malloc(t->count * sizeof *starts);
  uint32_t *cps = malloc(t->count * sizeof *cps);
  uint32_t *since = malloc(t->count * sizeof *since);
  if (!codes || !starts || !cps || !since) die("out of memory", NULL);
  size_t used = 0;
  for (size_t i = 0; i < t->count; i++) {
    starts[i] = (uint32_t)used;
    cps[i] = t->entries[i].cp;
    since[i] = t->entries[i].since;
    used += encode_name(&lex, t->entries[i].name, codes + used);
  }
  uint32_t *refs = calloc(lex.count ? lex.count : 1, sizeof *refs);
  if (!refs) die("out of memory", NULL);
  uint32_t offset = 0;
  for (size_t i = 0; i < lex.count; i++) {
    size_t n = strlen(lex.words[i]);
    if (n >= WORD_LENGTH_LIMIT) die("word too long", lex.words[i]);
    refs[i] = offset << WORD_LENGTH_BITS | (uint32_t)n;
    offset += (uint32_t)n;
  }
  fprintf(out, "#define UNI_WORD_COUNT %zu\n\n", lex.count);
  emit_word_pool(out, &lex);
  fputs("/* Each word: pool offset << UNI_WORD_LENGTH_BITS | length. */\n",
        out);
  emit_numbers(out, "uint32_t", "uni_word_ref", refs, lex.count);
  fputs("/* Names as codes: word index << UNI_SEPARATOR_BITS | UNI_SEP_*. */\n",
        out);
  emit_numbers(out, "uint16_t", "uni_name_codes", codes, used);
  fputs("/* Sorted by name: the first code of each name. */\n", out);
  emit_numbers(out, "uint32_t", "uni_name_start", starts, t->count);
  fputs("/* The code point each name of uni_name_start stands for. */\n", out);
  emit_numbers(out, "uint32_t", "uni_name_cp", cps, t->count);
  fputs("/* The first CPython 3.x (minor version) that knows each name. */\n",
        out);
  emit_numbers(out, "uint8_t", "uni_name_since", since, t->count);
  free(since);
  for (size_t i = 0; i < lex.count; i++) free(lex.words[i]);
  free(lex.words);
  free(lex.slots);
  free(refs);
  free(codes);
  free(starts);
  free(cps);
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
  }
  fprintf(out,
          "/* Generated by unicode/names_gen.c from %s, %s, %s, %s\n"
          "   and the unicode/delta-3.N.txt files; do not edit. */\n\n",
          argv[1], argv[2], argv[3], argv[4]);
  fprintf(out,
          "#define UNI_SEPARATOR_BITS %d\n#define UNI_SEP_END %uu\n"
          "#define UNI_SEP_SPACE %uu\n#define UNI_SEP_HYPHEN %uu\n"
          "#define UNI_SEP_NONE %uu\n"
          "#define UNI_WORD_LENGTH_BITS %d\n",
          SEPARATOR_BITS, UNI_SEP_END_CODE, UNI_SEP_SPACE_CODE,
          UNI_SEP_HYPHEN_CODE, UNI_SEP_NONE_CODE, WORD_LENGTH_BITS);
  fprintf(out,
          "#define UNI_NAME_COUNT %zu\n#define UNI_NAME_LONGEST %zu\n"
          "#define UNI_WORD_POOL_ROW %d\n#define UNI_CJK_RANGE_COUNT %zu\n"
          "#define UNI_IDEOGRAPH_PREFIX_COUNT %zu\n",
          t->count, longest, POOL_ROW, t->cjk_count, t->prefix_count);
  emit_names(out, t);
  fputs("/* Prefixes of the prefix + hex names (CJK UNIFIED IDEOGRAPH-XXXX). */\n"
        "static const char *const uni_ideograph_prefixes[] = {\n", out);
  for (size_t i = 0; i < t->prefix_count; i++)
    fprintf(out, "  \"%s\",\n", t->prefixes[i]);
  fputs(
      "};\n\n/* Their ranges: inclusive first, last, prefix index, first\n"
      "   CPython 3.x that names them; sorted. */\n"
      "static const uint32_t uni_cjk_ranges[UNI_CJK_RANGE_COUNT][4] = {\n",
      out);
  for (size_t i = 0; i < t->cjk_count; i++)
    fprintf(out, "  {0x%05xu, 0x%05xu, %u, %u},\n", (unsigned)t->cjk[i][0],
            (unsigned)t->cjk[i][1], (unsigned)t->cjk[i][2],
            (unsigned)t->cjk[i][3]);
  fputs("};\n\n/* Hangul syllable names: leading, vowel, trailing jamo. */\n",
        out);
  emit_jamo(out, "l", (const char(*)[JAMO_NAME_MAX])t->jamo_l, JAMO_L_COUNT);
  emit_jamo(out, "v", (const char(*)[JAMO_NAME_MAX])t->jamo_v, JAMO_V_COUNT);
  emit_jamo(out, "t", (const char(*)[JAMO_NAME_MAX])t->jamo_t, JAMO_T_COUNT);
}

int main(int argc, char **argv) {
  if (argc < 6) {
    fprintf(stderr,
            "usage: names_gen UnicodeData.txt NameAliases.txt Jamo.txt "
            "names_supplement.txt [delta-3.N.txt...] OUT.h\n");
    return 2;
  }
  static Tables tables;
  tables.since = BASE_MINOR;
  prefix_index(&tables, CJK_PREFIX); /* index 0 in every build */
  read_unicode_data(&tables, argv[1]);
  read_aliases(&tables, argv[2]);
  read_jamo(&tables, argv[3]);
  tables.since = SUPPLEMENT_MINOR;
  read_supplement(&tables, argv[4]);
  for (int i = 5; i < argc - 1; i++) read_delta(&tables, argv[i]);
  qsort(tables.entries, tables.count, sizeof *tables.entries, compare_entries);
  dedupe(&tables);
  apply_lacking_names(&tables);
  apply_lacking_ranges(&tables);
  qsort(tables.cjk, tables.cjk_count, sizeof tables.cjk[0], compare_ranges);
  FILE *out = open_or_die(argv[argc - 1], "w");
  emit(out, &tables, argv);
  if (fclose(out) != 0) die("cannot write", argv[argc - 1]);
  for (size_t i = 0; i < tables.count; i++) free(tables.entries[i].name);
  free(tables.entries);
  return 0;
}
