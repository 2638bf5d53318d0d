/*
 * pure_tokenize.h - the tokenize module of CPython before 3.12.
 *
 * Until 3.12, `python -m tokenize` is pure Python: a few regular
 * expressions tried in turn on each line (Lib/tokenize.py), not the C
 * tokenizer lexer.c mimics. It never refuses a character: what no pattern
 * matches becomes a one-character ERRORTOKEN and scanning goes on. It
 * raises only three errors: TokenError "EOF in multi-line string" and
 * "EOF in multi-line statement", and IndentationError "unindent does not
 * match any outer indentation level". This scanner gives its tokens, from
 * the same decoded text the C-tokenizer path reads (stream.c picks one or
 * the other by version).
 *
 * Versions: 3.8, 3.9, 3.10 and 3.11 share one tokenize.py but for one rule
 * (3.8 adds the implicit NEWLINE after a last line that is a comment) and
 * their Unicode version (the \w of names: unicode/'s uni_is_word).
 *
 * Entry points: pure_init, pure_next, pure_free. Internal prefix pure_.
 */
#ifndef PYPARSE_TOKENIZER_PURE_TOKENIZE_H
#define PYPARSE_TOKENIZER_PURE_TOKENIZE_H

#include <stdbool.h>
#include <stddef.h>

#include "pyparse.h"

/* Where the scanner is between two calls of pure_next. */
typedef enum PureState {
  PURE_LINE,      /* about to read the next line */
  PURE_TOKENS,    /* inside the current line, at [pos] */
  PURE_DEDENTS,   /* [dedents] DEDENTs due at [pos] */
  PURE_BLANK_NL,  /* a comment-only line's NL is due at [pos] */
  PURE_END,       /* the input is read: implicit NEWLINE, DEDENTs, END */
  PURE_DONE,      /* ENDMARKER was returned */
  PURE_FAILED,    /* [error] was returned */
} PureState;

typedef struct PureScanner {
  const char *text;      /* decoded UTF-8, borrowed; may hold NULs */
  const char *text_end;  /* one past the last byte of text */
  PPPythonVersion version; /* resolved, before PP_PYTHON_3_12 */
  PureState state;
  /* Lines end just past each '\n' (a lone '\r' ends none), as a binary
     file's readline() splits them; the last may have no '\n'. */
  const char *line;      /* first byte of the current line */
  const char *line_end;  /* one past its last byte */
  const char *last_line; /* the line read before it (tokenize's
                            last_line, for the implicit NEWLINE); NULL
                            before the second line is read */
  const char *last_line_end;
  const char *pos;       /* next byte to scan, in [line, line_end] */
  int lineno;            /* 1-based number of the current line; one past
                            the last line once the input is read */
  int paren_level;       /* brackets open; negative after a stray ')' */
  bool continued;        /* the previous line ended with a backslash */
  /* A string literal going on to the next lines (tokenize's contstr). */
  bool in_string;
  bool string_triple;    /* ''' or """ (else ' or " ending in '\') */
  char string_quote;     /* ' or " */
  const char *string_start; /* its prefix's first byte */
  const char *string_line;  /* first byte of its first line */
  int string_lineno;        /* 1-based line of string_start */
  bool need_cont;        /* tokenize's needcont: a one-line string went
                            on with '\'; its later lines must too. Set by
                            such a string, cleared only when a string
                            closes (see continue_string) */
  /* Indentation columns open (tokenize's indents), indents[0] = 0. Sized
     at init for the worst case (one level per line), so that reading a
     token never allocates. */
  int *indents;
  int indent_count;
  int dedents;           /* DEDENTs still due (PURE_DEDENTS, PURE_END) */
  bool newline_done;     /* PURE_END: the implicit NEWLINE was decided */
  PPError error;         /* the error, once state is PURE_FAILED */
  bool has_pending;      /* [pending] is raised when the line after the
                            text is read (a line that did not decode) */
  PPError pending;
} PureScanner;

/* Starts [s] on the [length] bytes of UTF-8 at [text] (borrowed: it must
   outlive [s]) as [version]'s tokenize module reads them. False when out
   of memory. */
bool pure_init(PureScanner *s, const char *text, size_t length,
               PPPythonVersion version);

/* The line after the text is [error] (a decoding error, source.h), not
   the end: reading it raises [error] instead. */
void pure_set_pending_error(PureScanner *s, const PPError *error);

/* The next token (after ENDMARKER, ENDMARKER again): PP_OK, or
   PP_ERROR_SYNTAX with [error] filled (again on every later call). The
   error's offset is the 0-based character column tokenize reports. */
PPStatus pure_next(PureScanner *s, PPToken *token, PPError *error);

/* Frees what [s] owns; safe on a zeroed scanner. */
void pure_free(PureScanner *s);

#endif
