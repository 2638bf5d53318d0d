/*
 * gen_codecs.c - build-time generator: tokenizer/codecs.tsv -> codec_table.c.
 *
 * codecs.tsv is Python 3.13's codec registry as the oracle measured it
 * (scripts/gen_codecs.py writes it; its header documents the columns).
 * This program turns it into the two sorted arrays source_codecs.c
 * searches, so the C never holds a hand-kept copy of Python's table.
 * Usage: gen_codecs codecs.tsv codec_table.c. Exit status 1 with a message
 * naming the line on a malformed row.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Longest row of codecs.tsv: big5's REMAP makes one of about 3,600
   bytes; a longer row is refused, not split. */
#define GEN_LINE_MAX 16384
/* Columns of a codec row: codec MODULE KIND ERRNAME REASON ICONV BOM
   NEVER REMAP TABLE FALLBACK LEADS. */
#define GEN_CODEC_FIELDS 12
/* Columns of an alias row: alias ALIAS MODULE. */
#define GEN_ALIAS_FIELDS 3
/* More codecs or aliases than Python 3.13 has (118 and 325), with room. */
#define GEN_ROWS_MAX 2048

typedef struct Row {
  char *field[GEN_CODEC_FIELDS]; /* heap copies; alias rows use 3 */
  int line;                      /* 1-based line in codecs.tsv */
} Row;

typedef struct Table {
  Row codecs[GEN_ROWS_MAX];
  size_t ncodecs;
  Row aliases[GEN_ROWS_MAX];
  size_t naliases;
} Table;

static int fail(const char *path, int line, const char *what) {
  fprintf(stderr, "gen_codecs: %s:%d: %s\n", path, line, what);
  return 0;
}

/* Splits [text] at tabs into at most [max] heap strings; returns the
   count, or -1 when out of memory. */
static int split(char *text, char **field, int max) {
  int n = 0;
  for (char *p = text; n < max; n++) {
    char *tab = strchr(p, '\t');
    size_t len = tab ? (size_t)(tab - p) : strlen(p);
    if (!(field[n] = malloc(len + 1))) return -1;
    memcpy(field[n], p, len);
    field[n][len] = '\0';
    if (!tab) return n + 1;
    p = tab + 1;
  }
  return n + 1; /* too many fields: more than [max] */
}

static int read_table(const char *path, Table *table) {
  FILE *in = fopen(path, "r");
  if (!in) return fail(path, 0, "cannot open");
  static char text[GEN_LINE_MAX]; /* one row at a time */
  int line = 0, ok = 1;
  while (ok && fgets(text, sizeof text, in)) {
    line++;
    if (!strchr(text, '\n') && !feof(in)) {
      ok = fail(path, line, "row too long (raise GEN_LINE_MAX)");
      break;
    }
    text[strcspn(text, "\r\n")] = '\0';
    if (text[0] == '#' || text[0] == '\0') continue;
    int alias = strncmp(text, "alias\t", 6) == 0;
    Row *row = alias ? &table->aliases[table->naliases]
                     : &table->codecs[table->ncodecs];
    size_t *count = alias ? &table->naliases : &table->ncodecs;
    int want = alias ? GEN_ALIAS_FIELDS : GEN_CODEC_FIELDS;
    if (*count == GEN_ROWS_MAX) {
      ok = fail(path, line, "too many rows (raise GEN_ROWS_MAX)");
      break;
    }
    memset(row, 0, sizeof *row);
    row->line = line;
    int n = split(text, row->field, want);
    if (n < 0) ok = fail(path, line, "out of memory");
    else if (n != want || (!alias && strcmp(row->field[0], "codec") != 0))
      ok = fail(path, line, "malformed row");
    else (*count)++;
  }
  fclose(in);
  return ok;
}

static int by_first_name(const void *a, const void *b) {
  return strcmp(((const Row *)a)->field[1], ((const Row *)b)->field[1]);
}

static const char *kind_constant(const char *kind) {
  if (strcmp(kind, "text") == 0) return "LEX_CODEC_TEXT";
  if (strcmp(kind, "table") == 0) return "LEX_CODEC_TABLE";
  if (strcmp(kind, "nontext") == 0) return "LEX_CODEC_NOT_TEXT";
  if (strcmp(kind, "unsupported") == 0) return "LEX_CODEC_UNSUPPORTED";
  return NULL;
}

static const char *bom_constant(const char *bom) {
  if (strcmp(bom, "-") == 0) return "LEX_CODEC_BOM_NONE";
  if (strcmp(bom, "utf-8") == 0) return "LEX_CODEC_BOM_UTF8";
  if (strcmp(bom, "utf-16") == 0) return "LEX_CODEC_BOM_UTF16";
  if (strcmp(bom, "utf-32") == 0) return "LEX_CODEC_BOM_UTF32";
  return NULL;
}

/* A C string literal for [text] ('-' = none: NULL when [null_ok], else
   ""). The table holds only printable ASCII; anything else is refused. */
static int put_string(FILE *out, const char *text, int null_ok) {
  if (strcmp(text, "-") == 0) {
    fputs(null_ok ? "NULL" : "\"\"", out);
    return 1;
  }
  fputc('"', out);
  for (const char *p = text; *p; p++) {
    if (*p < 0x20 || *p > 0x7e) return 0;
    if (*p == '"' || *p == '\\') fputc('\\', out);
    fputc(*p, out);
  }
  fputc('"', out);
  return 1;
}

/* NEVER or LEADS ("80,81,...") as a 256-bit set: bit b%8 of byte b/8. */
static int put_never(FILE *out, const char *never) {
  unsigned char set[32] = {0};
  if (strcmp(never, "-") != 0) {
    for (const char *p = never; *p;) {
      char *end;
      unsigned long b = strtoul(p, &end, 16);
      if (end == p || b > 255 || (*end && *end != ',')) return 0;
      set[b / 8] |= (unsigned char)(1u << (b % 8));
      p = *end ? end + 1 : end;
    }
  }
  fputs("{", out);
  for (int i = 0; i < 32; i++) fprintf(out, "%s0x%02x", i ? "," : "", set[i]);
  fputs("}", out);
  return 1;
}

/* REMAP ("00a5>005c,203e>007e") as a static array [name]_[index],
   sorted by the first code point as the lookup bisects; *count gets its
   size. */
static int put_remap(FILE *out, const char *name, size_t index,
                     const char *remap, size_t *count) {
  *count = 0;
  if (strcmp(remap, "-") == 0) return 1;
  fprintf(out, "static const LexCodecRemap %s_%zu[] = {", name, index);
  unsigned long last = 0;
  for (const char *p = remap; *p;) {
    char *end, *end2;
    unsigned long from = strtoul(p, &end, 16);
    if (end == p || *end != '>') return 0;
    unsigned long to = strtoul(end + 1, &end2, 16);
    if (end2 == end + 1 || (*end2 && *end2 != ',') || from > 0x10ffff ||
        to > 0x10ffff || (*count && from <= last))
      return 0;
    fprintf(out, "%s%s{0x%lx, 0x%lx}", *count ? "," : "",
            *count % 4 ? " " : "\n    ", from, to);
    last = from;
    ++*count;
    p = *end2 ? end2 + 1 : end2;
  }
  fputs("};\n", out);
  return 1;
}

/* FALLBACK ("a0>f8f0,a15a>2574": one to four bytes > a code point) as a
   static array fallback_[index]; *count gets its size. */
static int put_fallback(FILE *out, size_t index, const char *list,
                        size_t *count) {
  *count = 0;
  if (strcmp(list, "-") == 0) return 1;
  fprintf(out, "static const LexCodecSeq fallback_%zu[] = {", index);
  for (const char *p = list; *p;) {
    const char *gt = strchr(p, '>');
    size_t digits = gt ? (size_t)(gt - p) : 0;
    if (!gt || digits < 2 || digits > 8 || digits % 2) return 0;
    unsigned bytes[4] = {0};
    for (size_t i = 0; i < digits / 2; i++)
      if (sscanf(p + 2 * i, "%2x", &bytes[i]) != 1) return 0;
    char *end;
    unsigned long cp = strtoul(gt + 1, &end, 16);
    if (end == gt + 1 || (*end && *end != ',') || cp > 0x10ffff) return 0;
    fprintf(out, "%s\n    {{0x%02x, 0x%02x, 0x%02x, 0x%02x}, %zu, 0x%lx}",
            *count ? "," : "", bytes[0], bytes[1], bytes[2], bytes[3],
            digits / 2, cp);
    ++*count;
    p = *end ? end + 1 : end;
  }
  fputs("};\n", out);
  return 1;
}

/* TABLE ("0000,0001,...,-,...": 256 code points, '-' undefined) as a
   static array table_[index]; *has gets whether there is one. */
static int put_table(FILE *out, size_t index, const char *table, int *has) {
  *has = strcmp(table, "-") != 0;
  if (!*has) return 1;
  fprintf(out, "static const unsigned table_%zu[256] = {", index);
  const char *p = table;
  for (int b = 0; b < 256; b++) {
    char *end = (char *)p + 1;
    fprintf(out, "%s%s", b ? "," : "", b % 8 ? " " : "\n    ");
    if (*p == '-') {
      fputs("LEX_CODEC_UNDEFINED", out);
    } else {
      unsigned long cp = strtoul(p, &end, 16);
      if (end == p || cp > 0x10ffff) return 0;
      fprintf(out, "0x%lx", cp);
    }
    if (*end != (b == 255 ? '\0' : ',')) return 0;
    p = end + 1;
  }
  fputs("};\n", out);
  return 1;
}

static int write_codec(FILE *out, const char *path, const Row *row,
                       size_t index, size_t nremap, int has_table,
                       size_t nfallback) {
  char *const *f = row->field;
  const char *kind = kind_constant(f[2]), *bom = bom_constant(f[6]);
  if (!kind || !bom) return fail(path, row->line, "bad KIND or BOM");
  if ((strcmp(f[2], "text") == 0) != (strcmp(f[5], "-") != 0))
    return fail(path, row->line, "a text codec needs ICONV, others none");
  if ((strcmp(f[2], "table") == 0) != has_table)
    return fail(path, row->line, "a table codec needs TABLE, others none");
  fputs("    {", out);
  int ok = put_string(out, f[1], 0);
  fprintf(out, ", %s, ", kind);
  ok = ok && put_string(out, f[5], 1);
  fputs(", ", out);
  ok = ok && put_string(out, f[3], 0);
  fputs(", ", out);
  ok = ok && put_string(out, f[4], 0);
  fprintf(out, ", %s,\n     ", bom);
  ok = ok && put_never(out, f[7]);
  if (nremap)
    fprintf(out, ", remap_%zu, %zu", index, nremap);
  else
    fputs(", NULL, 0", out);
  if (has_table)
    fprintf(out, ", table_%zu", index);
  else
    fputs(", NULL", out);
  if (nfallback)
    fprintf(out, ", fallback_%zu, %zu,\n     ", index, nfallback);
  else
    fputs(", NULL, 0,\n     ", out);
  ok = ok && put_never(out, f[11]);
  fputs("},\n", out);
  return ok ? 1 : fail(path, row->line, "bad string, NEVER or LEADS");
}

static long find_codec(const Table *table, const char *module) {
  Row key = {{NULL, (char *)module}, 0};
  const Row *hit = bsearch(&key, table->codecs, table->ncodecs, sizeof key,
                           by_first_name);
  return hit ? (long)(hit - table->codecs) : -1;
}

static int write_table(const char *in_path, const char *out_path,
                       const Table *table) {
  FILE *out = fopen(out_path, "w");
  if (!out) return fail(out_path, 0, "cannot create");
  fprintf(out,
          "/* Generated by tokenizer/gen_codecs.c from tokenizer/codecs.tsv;"
          " do not edit. */\n#include \"source_codecs.h\"\n\n");
  int ok = 1;
  size_t nremap[GEN_ROWS_MAX], nfallback[GEN_ROWS_MAX];
  int has_table[GEN_ROWS_MAX];
  for (size_t i = 0; ok && i < table->ncodecs; i++) {
    char *const *f = table->codecs[i].field;
    if (!put_remap(out, "remap", i, f[8], &nremap[i]))
      ok = fail(in_path, table->codecs[i].line, "bad REMAP list");
    else if (!put_table(out, i, f[9], &has_table[i]))
      ok = fail(in_path, table->codecs[i].line, "bad TABLE list");
    else if (!put_fallback(out, i, f[10], &nfallback[i]))
      ok = fail(in_path, table->codecs[i].line, "bad FALLBACK list");
  }
  fputs("\nconst LexCodec lex_codecs[] = {\n", out);
  for (size_t i = 0; ok && i < table->ncodecs; i++)
    ok = write_codec(out, in_path, &table->codecs[i], i, nremap[i],
                     has_table[i], nfallback[i]);
  fprintf(out, "};\nconst size_t lex_codec_count = %zu;\n\n"
               "const LexCodecAlias lex_codec_aliases[] = {\n",
          table->ncodecs);
  for (size_t i = 0; ok && i < table->naliases; i++) {
    const Row *row = &table->aliases[i];
    long codec = find_codec(table, row->field[2]);
    if (codec < 0) {
      ok = fail(in_path, row->line, "alias of an unlisted codec");
      break;
    }
    fputs("    {", out);
    ok = put_string(out, row->field[1], 0);
    fprintf(out, ", %ld},\n", codec);
  }
  fprintf(out, "};\nconst size_t lex_codec_alias_count = %zu;\n",
          table->naliases);
  if (fclose(out) != 0) ok = fail(out_path, 0, "write failed");
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: gen_codecs codecs.tsv codec_table.c\n");
    return 1;
  }
  static Table table; /* large; one per run of this build tool */
  if (!read_table(argv[1], &table)) return 1;
  /* Sorted here, whatever the file's order: the lookup bisects. */
  qsort(table.codecs, table.ncodecs, sizeof(Row), by_first_name);
  qsort(table.aliases, table.naliases, sizeof(Row), by_first_name);
  for (size_t i = 1; i < table.ncodecs; i++)
    if (by_first_name(&table.codecs[i - 1], &table.codecs[i]) == 0)
      return !fail(argv[1], table.codecs[i].line, "codec listed twice");
  for (size_t i = 1; i < table.naliases; i++)
    if (by_first_name(&table.aliases[i - 1], &table.aliases[i]) == 0)
      return !fail(argv[1], table.aliases[i].line, "alias listed twice");
  return write_table(argv[1], argv[2], &table) ? 0 : 1;
}
