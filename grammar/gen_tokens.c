/*
 * gen_tokens.c - reads a tokens file (the format of tokenizer/Tokens: one
 * token type per line, `NAME [SPELLING...]`, `#` comments; types are
 * numbered from 0 in file order). Grammar items name these types (NAME,
 * NEWLINE) or their spellings ('+', '**=').
 *
 * It also finds the tokens file of a grammar when the command line names
 * none (gen_find_tokens), so that `pyparse-pegen --explain Python.gram`
 * needs nothing more.
 */
#include "gen.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Longest line of a tokens file (bytes); longer lines are an error. */
#define GEN_TOKENS_LINE_MAX 512
/* Most spellings of one token type on its line. */
#define GEN_TOKENS_SPELLINGS_MAX 8

static bool add_token(GenGrammar *g, size_t *capacity, const char *name,
                      const char **spellings, size_t count) {
  if (g->token_count == *capacity) {
    *capacity = *capacity ? 2 * *capacity : 64;
    GenToken *tokens = gen_alloc(g, *capacity * sizeof *tokens);
    if (!tokens) return false;
    if (g->token_count)
      memcpy(tokens, g->tokens, g->token_count * sizeof *tokens);
    g->tokens = tokens;
  }
  GenToken *t = &g->tokens[g->token_count++];
  t->name = name;
  t->spelling_count = count;
  t->spellings = gen_alloc(g, (count ? count : 1) * sizeof *t->spellings);
  if (!t->spellings) return false;
  memcpy(t->spellings, spellings, count * sizeof *spellings);
  return true;
}

/* Parses one line; false on a malformed line (error reported). */
static bool read_line(GenGrammar *g, const char *path, int lineno, char *line,
                      size_t *capacity) {
  char *s = line;
  while (isspace((unsigned char)*s)) s++;
  if (!*s || *s == '#') return true;
  char *name = s;
  while (*s && !isspace((unsigned char)*s)) s++;
  const char *spellings[GEN_TOKENS_SPELLINGS_MAX];
  size_t count = 0;
  char *name_copy = gen_strndup(g, name, (size_t)(s - name));
  for (;;) {
    while (isspace((unsigned char)*s)) s++;
    if (!*s || *s == '#') break;
    char *end = *s == '\'' ? strchr(s + 1, '\'') : NULL;
    if (!end || count == GEN_TOKENS_SPELLINGS_MAX) {
      if (end)
        fprintf(g->diag, "%s:%d:%d: error: more than %d spellings\n", path,
                lineno, (int)(s - line) + 1, GEN_TOKENS_SPELLINGS_MAX);
      else
        fprintf(g->diag, "%s:%d:%d: error: expected a quoted spelling\n", path,
                lineno, (int)(s - line) + 1);
      g->errors++;
      return false;
    }
    spellings[count++] = gen_strndup(g, s + 1, (size_t)(end - s - 1));
    s = end + 1;
  }
  return name_copy && add_token(g, capacity, name_copy, spellings, count);
}

bool gen_read_tokens(GenGrammar *g, const char *path) {
  g->tokens_path = path;
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(g->diag, "%s: error: cannot read the tokens file\n", path);
    g->errors++;
    return false;
  }
  char line[GEN_TOKENS_LINE_MAX];
  size_t capacity = 0;
  int lineno = 0;
  bool ok = true;
  while (ok && fgets(line, sizeof line, f)) {
    lineno++;
    if (!strchr(line, '\n') && !feof(f)) {
      fprintf(g->diag, "%s:%d:1: error: line longer than %d bytes\n", path,
              lineno, GEN_TOKENS_LINE_MAX - 2);
      g->errors++;
      ok = false;
      break;
    }
    ok = read_line(g, path, lineno, line, &capacity);
  }
  fclose(f);
  return ok;
}

/* --- finding the tokens file --------------------------------------------- */

/* Named like a tokens file: Tokens, MetaTokens, Toy.tokens (not hidden). */
static bool tokens_file_name(const char *name) {
  size_t n = strlen(name);
  return name[0] != '.' &&
         ((n >= 6 && strcmp(name + n - 6, "Tokens") == 0) ||
          (n > 7 && strcmp(name + n - 7, ".tokens") == 0));
}

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The tokens files beside the grammar, in [dir] ("" for the current
   folder, else ending in '/'), sorted; their number in [*count]. */
static char **files_beside(GenGrammar *g, const char *dir, size_t *count) {
  size_t capacity = 8;
  char **names = gen_alloc(g, capacity * sizeof *names);
  *count = 0;
  DIR *d = opendir(*dir ? dir : ".");
  if (!d || !names) {
    if (d) closedir(d);
    return names;
  }
  for (struct dirent *entry; (entry = readdir(d));) {
    if (!tokens_file_name(entry->d_name)) continue;
    char *path = gen_printf(g, "%s%s", dir, entry->d_name);
    if (!path || !is_file(path)) continue;
    if (*count == capacity) {
      char **more = gen_alloc(g, 2 * capacity * sizeof *more);
      if (!more) break;
      memcpy(more, names, capacity * sizeof *names);
      names = more;
      capacity *= 2;
    }
    names[(*count)++] = path;
  }
  closedir(d);
  qsort(names, *count, sizeof *names, compare_names);
  return names;
}

const char *gen_find_tokens(GenGrammar *g) {
  /* the grammar's folder: "" or a prefix ending in '/' */
  const char *slash = strrchr(g->path, '/');
  const char *dir =
      gen_strndup(g, g->path, slash ? (size_t)(slash - g->path) + 1 : 0);
  if (!dir) return NULL;
  for (size_t i = 0; i < g->meta_count; i++) /* @tokens "FILE" */
    if (strcmp(g->metas[i].name, "tokens") == 0)
      return g->metas[i].value[0] == '/'
                 ? g->metas[i].value
                 : gen_printf(g, "%s%s", dir, g->metas[i].value);
  size_t count;
  char **beside = files_beside(g, dir, &count);
  if (!beside) return NULL;
  if (count == 1) return beside[0];
  const char *below = gen_printf(g, "%stokenizer/Tokens", dir);
  if (count == 0 && below && is_file(below)) return below;
  fprintf(g->diag, "%s: error: which tokens file? ", g->path);
  if (count == 0) {
    fprintf(g->diag,
            "none called Tokens, *Tokens or *.tokens beside the grammar, "
            "and no %s",
            below ? below : "tokenizer/Tokens");
  } else {
    fprintf(g->diag, "%zu beside the grammar:", count);
    for (size_t i = 0; i < count; i++)
      fprintf(g->diag, "%s %s", i ? "," : "", beside[i]);
  }
  fputs("; name it with --tokens FILE (or @tokens in the grammar)\n",
        g->diag);
  g->errors++;
  return NULL;
}
