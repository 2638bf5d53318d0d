/*
 * gen_lex.h - the tokenizer of grammar files, the token source of the
 * meta-parser (a PegNextToken callback).
 */
#ifndef PYPARSE_GEN_LEX_H
#define PYPARSE_GEN_LEX_H

#include "gen.h"
#include "peg.h"

typedef struct GenLexer {
  GenGrammar *g;          /* for error messages */
  const char *cur, *end;  /* the unread text; borrowed */
  int line;               /* 1-based line of [cur] */
  const char *line_start; /* first byte of that line */
  bool in_rule;           /* a token was produced since the last NEWLINE */
  bool done;              /* ENDMARKER produced */
  PegToken last;          /* the last token produced, for NEWLINE's place */
} GenLexer;

void gen_lex_init(GenLexer *lex, GenGrammar *g, const char *text,
                  size_t length);
/* The PegNextToken callback; [ctx] is a GenLexer. */
bool gen_lex_next(void *ctx, PegToken *out);

#endif
