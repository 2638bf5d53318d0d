/*
 * warnings.h - collecting the SyntaxWarnings of one parse (PPWarnings of
 * pyparse.h) from the two places CPython emits them: its tokenizer (a
 * number running into a keyword, "\{" in f-string text) and the actions
 * that decode string literals (the first invalid escape of a piece).
 *
 * CPython emits each one at a moment of its parse; pyparse decodes some
 * pieces at other moments, so each warning carries CPython's moment as a
 * source position ([order]: the token whose lexing or whose action emits
 * it) and the list is kept sorted by it. [cause] (the byte warned about)
 * identifies a warning, so a repeated action adds nothing.
 */
#ifndef PYPARSE_PARSER_WARNINGS_H
#define PYPARSE_PARSER_WARNINGS_H

#include "peg.h"
#include "pyparse.h"
#include "tokenizer.h"

/* Empties [list] for a new parse (keeps its room). */
void pwarn_clear(PPWarnings *list);

/* Whether an allocation failed since pwarn_clear (the list is short). */
bool pwarn_failed(const PPWarnings *list);

/* The tokenizer's warnings for token [t] of type [type], just read by
   [lx] (its warning_kind record, cleared here, and "\{" / "\}" in the
   text of an FSTRING_MIDDLE). */
void pwarn_token(PPWarnings *list, Lexer *lx, LexTokenType type,
                 const LexToken *t);

/* The warning [message] of a string piece decoded by an action of [p]:
   CPython reports it at 1-based line [lineno] and emits it when the token
   starting at [order] is matched. The piece's text starts at [piece], at
   line [piece_lineno] and byte column [piece_col]; the backslash warned
   about is [offset] bytes into it. Nothing in pass 2 (CPython is silent
   there, so that nothing is said twice). */
void pwarn_escape(PegParser *p, const char *order, int lineno,
                  const char *piece, int piece_lineno, int piece_col,
                  size_t offset, const char *message);

#endif
