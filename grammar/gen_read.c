/*
 * gen_read.c - reads a grammar file into the model: the whole file is
 * loaded, tokenized by gen_lex.c and parsed by the generated meta-parser,
 * whose actions (gen_build.c) fill the GenGrammar.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "gen_lex.h"
#include "meta_parser.h"

/* Largest grammar file accepted (bytes): Python.gram is ~60 KB. */
#define GEN_GRAMMAR_MAX (16u << 20)

static char *read_file(const char *path, size_t *length) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t capacity = 1 << 16, used = 0;
  char *data = malloc(capacity);
  while (data) {
    size_t got = fread(data + used, 1, capacity - used, f);
    used += got;
    if (used < capacity) break;
    if (capacity >= GEN_GRAMMAR_MAX) {
      free(data);
      data = NULL;
      break;
    }
    char *bigger = realloc(data, capacity * 2);
    if (!bigger) {
      free(data);
      data = NULL;
      break;
    }
    data = bigger;
    capacity *= 2;
  }
  if (data && ferror(f)) {
    free(data);
    data = NULL;
  }
  fclose(f);
  *length = used;
  return data;
}

bool gen_read_grammar(GenGrammar *g, const char *path) {
  size_t length = 0;
  char *text = read_file(path, &length);
  if (!text) {
    fprintf(g->diag, "%s: error: cannot read the grammar\n", path);
    g->errors++;
    return false;
  }
  /* the model points into the text: keep a copy in the arena */
  char *copy = gen_strndup(g, text, length);
  free(text);
  if (!copy) return false;
  GenLexer lex;
  gen_lex_init(&lex, g, copy, length);
  PegParser p;
  peg_init(&p, &meta_grammar, g->arena, gen_lex_next, &lex);
  p.user = g;
  void *result = meta_parse(&p);
  if (!result) {
    if (p.err.status == PEG_STATUS_SYNTAX)
      gen_error(g, p.err.lineno, p.err.col + 1, "%s", p.err.message);
    else if (p.err.status != PEG_STATUS_TOKENIZER) /* lexer reported it */
      gen_error(g, p.err.lineno, p.err.col + 1, "%s", p.err.message);
    return false;
  }
  return g->errors == 0;
}
