/*
 * calc_lex.h - the tokenizer of the calc language: turns the program's
 * bytes into the tokens of CalcTokens, one at a time, when the parser
 * asks (the PegNextToken callback of parser/peg.h).
 *
 * Layout, as in Python: a NEWLINE token ends each line that holds a
 * token, so blank lines and comment lines (`# ...`) give none, and inside
 * parentheses line ends give none at all (`f(1,\n 2)` is one line). The
 * brackets ( ) { } are matched here, with CPython's tokenizer messages
 * ("'(' was never closed", "unmatched ')'").
 */
#ifndef CALC_LEX_H
#define CALC_LEX_H

#include <stdbool.h>
#include <stddef.h>

#include "peg.h"

/* Brackets open at once. The tokenizer keeps a stack of them, and the
   parser and the evaluator recurse about once per level; 200 is CPython's
   MAXLEVEL for the same stack. */
#define CALC_MAX_NESTING 200
/* Longest tokenizer message, with its NUL. */
#define CALC_LEX_MESSAGE_MAX 128

/* An open bracket: what closes it must match, and "was never closed"
   points at it. */
typedef struct CalcBracket {
  char kind;  /* '(' or '{' */
  int lineno; /* 1-based line */
  int col;    /* 0-based byte column */
} CalcBracket;

typedef struct CalcLexer {
  const char *cur;        /* next byte; the text is borrowed */
  const char *end;        /* one past the text's last byte (a NUL) */
  const char *line_start; /* first byte of the line holding [cur] */
  int lineno;             /* 1-based line of [cur] */
  bool line_has_token;    /* a token since the last NEWLINE: the next line
                             end (outside parentheses) gives a NEWLINE */
  int depth;              /* brackets open: entries of [open] */
  CalcBracket open[CALC_MAX_NESTING];
  /* Set when calc_lex_next returns false: */
  char message[CALC_LEX_MESSAGE_MAX];
  int err_lineno; /* 1-based line of the error */
  int err_col;    /* 0-based byte column */
} CalcLexer;

/* Prepares [lex] to read [length] bytes of [text], which must be
   followed by a NUL (text[length] == '\0'; the text may hold others,
   they are unexpected characters). [text] must outlive the tokens. */
void calc_lex_init(CalcLexer *lex, const char *text, size_t length);

/* The PegNextToken callback ([ctx] is a CalcLexer): the next token into
   [out], true; or false with lex->message and its place set. After the
   ENDMARKER or an error it must not be called again. */
bool calc_lex_next(void *ctx, PegToken *out);

#endif
