/*
 * toy_support.h - what the toy grammars' actions and test programs share:
 * a tiny lexer over a C string (names, decimal numbers, the operators of
 * Toy.tokens, NEWLINE per '\n') and result builders that format strings
 * in the parse's arena, so a test compares one string per parse.
 */
#ifndef PYPARSE_TOY_SUPPORT_H
#define PYPARSE_TOY_SUPPORT_H

#include "peg.h"
#include "toy_tokens.h"

typedef struct ToyLexer {
  const char *cur;        /* next byte; borrowed, NUL-terminated */
  const char *line_start; /* first byte of the current line */
  int line;               /* 1-based */
  bool bad;               /* an unknown character was met */
} ToyLexer;

void toy_lex_init(ToyLexer *lex, const char *text);
bool toy_lex_next(void *ctx, PegToken *out);

/* printf into the arena; NULL (and the arena failed) on memory failure. */
char *toy_fmt(PegParser *p, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The token's text, in the arena. */
char *toy_text(PegParser *p, const PegToken *t);
/* The strings of [seq] joined with [sep]. */
char *toy_join(PegParser *p, const PegSeq *seq, const char *sep);

/* One parse of [text] with [parse]; returns the result string or NULL,
   with the parser left in [p] (its arena in [*arena], to free). */
typedef void *(*ToyParseFn)(PegParser *p);
char *toy_parse(PegParser *p, AstArena **arena, const PegGrammar *grammar,
                ToyParseFn parse, const char *text, ToyLexer *lex);

#endif
