/*
 * tokenizer.h - the lexer: decoded source text in, CPython 3.13 tokens out.
 *
 * The parser pulls one token at a time with lex_next(); a token is a
 * type plus a [start, end) span borrowed from the text, with its
 * positions, so producing one allocates nothing. The lexer mimics one of
 * CPython's two front ends (LexOptions.tokenize):
 *   - the parser's (compile(), ast.parse): COMMENT and NL are skipped and
 *     every tokenizer error is raised, with CPython's message and place;
 *   - the tokenize module's (`python3.13 -m tokenize`, "extra tokens"):
 *     COMMENT and NL are produced, and the checks CPython relaxes there
 *     (bracket matching, the end of numbers, identifier validity, leading
 *     zeros) are relaxed too.
 *
 * Files of this folder, one concern each: lexer.c (state, dispatch, the
 * normal mode), indent.c (INDENT/DEDENT), numbers.c, strings.c (string
 * literals and the start of f-strings), fstring.c (the f-string mode),
 * names.c (identifiers; the one caller of unicode/), errors.c (messages and
 * positions), stream.c (the public pp_tokens_* API), repr.c (Python's
 * repr of a token string, for the CLI). Internal names carry lex_.
 */
#ifndef PYPARSE_TOKENIZER_H
#define PYPARSE_TOKENIZER_H

#include <stdbool.h>
#include <stddef.h>

#include "pyparse.h"
#include "token_types.h"

/* CPython's limits; its messages depend on them, so they must agree. */
enum {
  LEX_MAX_LEVEL = 200,        /* brackets open at once: "too many nested
                                 parentheses" (CPython's MAXLEVEL) */
  LEX_MAX_INDENT = 100,       /* indentation levels: "too many levels of
                                 indentation" (MAXINDENT) */
  LEX_MAX_FSTRING_LEVEL = 150, /* f-strings nested in each other: "too many
                                 nested f-strings" (MAXFSTRINGLEVEL) */
  LEX_MAX_EXPR_NESTING = 3,   /* replacement fields nested in one f-string's
                                 format specs: "f-string: expressions
                                 nested too deeply" (MAX_EXPR_NESTING) */
  LEX_TAB_SIZE = 8,           /* a tab advances to the next multiple of 8 */
  LEX_ALT_TAB_SIZE = 1,       /* the consistency check's second measure, with
                                 tabs counted as 1: two lines whose order
                                 differs under the two measures mix tabs and
                                 spaces ambiguously (TabError) */
};

typedef struct LexToken {
  LexTokenType type;
  const char *start;      /* first byte; borrowed from the lexer's text */
  const char *end;        /* one past the last byte */
  int lineno;             /* 1-based line of start */
  int col;                /* 0-based UTF-8 byte offset of start in its line */
  int end_lineno;         /* 1-based line of the last byte (of start when
                             the token is empty) */
  int end_col;            /* 0-based UTF-8 byte offset just past the last
                             byte, within end_lineno's line */
  const char *line_start; /* first byte of line [lineno] (for columns in
                             characters: count from here to start) */
  const char *end_line_start; /* first byte of line [end_lineno] */
} LexToken;

typedef enum LexModeKind {
  LEX_MODE_REGULAR,  /* Python code: outside f-strings, or inside one of
                        their replacement fields */
  LEX_MODE_FSTRING,  /* the literal text of an f-string or a format spec */
} LexModeKind;

/* One f-string being read (CPython's tokenizer_mode). Entry 0 of the
   stack is the file's regular mode; each FSTRING_START pushes one. */
typedef struct LexMode {
  LexModeKind kind;
  char quote;               /* ' or " */
  int quote_size;           /* 1 or 3 */
  bool raw;                 /* an r prefix: backslashes escape nothing */
  bool template;            /* a t-string (3.14): TSTRING_* tokens, and
                               "t-string" in messages */
  const char *start;        /* the FSTRING_START token's first byte */
  const char *start_line;   /* first byte of its line */
  int start_lineno;         /* its 1-based line */
  int bracket_depth;        /* brackets open inside this f-string */
  int expr_start_depth;     /* bracket_depth at which the innermost
                               replacement field opened; -1 outside any */
  bool in_format_spec;      /* reading a format spec (after ':') */
  bool debug;               /* the field has a '=' (f"{x=}") */
} LexMode;

typedef struct LexOptions {
  PPPythonVersion version; /* resolved: which Python's tokens (t-strings
                              from 3.14) */
  bool tokenize;       /* mimic the tokenize module (see the top) */
  bool type_comments;  /* produce TYPE_COMMENT / TYPE_IGNORE (parser mode) */
} LexOptions;

typedef struct Lexer {
  /* The text; see lex_init for the final newline. */
  const char *text;       /* first byte */
  const char *limit;      /* one past the last byte (always after a '\n'
                             unless the text is empty) */
  const char *text_end;   /* end of the caller's text: a newline at or
                             after it is the implicit one CPython adds */
  char *owned;            /* copy of the text when a newline was added */
  LexOptions options;

  /* Where we are. */
  const char *cur;        /* next byte to read */
  const char *line_start; /* first byte of the line holding cur */
  const char *prev_line_start; /* of the line before (one backup over a
                                  newline restores it) */
  int lineno;             /* 1-based line holding cur */
  const char *buf_start;  /* first byte of CPython's line buffer: the
                             line where the current logical chunk began
                             (its offsets for some errors count from it) */

  /* A SyntaxWarning CPython's tokenizer emits while reading the token
     just returned, parser mode only: a number running into a keyword
     ("1if"). The caller reads it after lex_next and sets warning_kind
     back to NULL; the lexer only sets it (no cost per token). */
  const char *warning_kind; /* "decimal", "hexadecimal", "octal",
                               "binary" or "imaginary" (static), for
                               "invalid %s literal"; NULL: none */
  int warning_lineno;       /* 1-based line of the keyword */
  int warning_col;          /* 0-based UTF-8 byte offset of the keyword */

  /* Layout. */
  bool atbol;             /* at the beginning of a line */
  bool comment_newline;   /* the next NL ends a comment-only line */
  int pending_indents;    /* > 0: INDENTs to emit, < 0: DEDENTs */
  int indent;             /* top of the indentation stacks */
  int indents[LEX_MAX_INDENT];     /* columns, tabs to multiples of 8 */
  int alt_indents[LEX_MAX_INDENT]; /* columns, tabs counted as 1 */

  /* Brackets. */
  int level;                        /* brackets open */
  char brackets[LEX_MAX_LEVEL];     /* the opening characters */
  int bracket_lines[LEX_MAX_LEVEL]; /* their 1-based lines */
  int bracket_cols[LEX_MAX_LEVEL];  /* their 0-based byte columns */

  /* f-strings. */
  int mode_top;                        /* index of the current mode */
  LexMode modes[LEX_MAX_FSTRING_LEVEL]; /* modes[0] is regular */

  /* The end. */
  bool done;              /* ENDMARKER was produced */
  bool failed;            /* an error was reported; it stays */
  PPError error;          /* the error, as CPython's SyntaxError: lineno,
                             col_offset as a 0-based byte offset */
  int error_column;       /* the column `python -m tokenize` prints for
                             it (CPython's offset, or its own figure) */
  bool has_pending;       /* a decoding error waits at the end of text */
  PPError pending;        /* that error */
  int pending_column;     /* its printed column */
} Lexer;

/*
 * Prepares [lx] to read [text]/[length] (UTF-8, as decoded by source.c).
 * CPython reads every line with its newline; when the text does not end
 * with '\n', a copy with one added is made (the one allocation of a
 * lexer), so tokens point into that copy. Returns false when out of
 * memory. [text] must outlive the lexer.
 */
bool lex_init(Lexer *lx, const char *text, size_t length,
              const LexOptions *options);
void lex_free(Lexer *lx);

/* Reports [error] once every token before the end of text is read (a
   decoding error found there); [column] is what tokenize prints. */
void lex_set_pending_error(Lexer *lx, const PPError *error, int column);

/*
 * Reads the next token into [token] and returns its type. On an error
 * returns TOK_ERRORTOKEN, with lx->error set; every later call returns
 * TOK_ERRORTOKEN again. After ENDMARKER, returns ENDMARKER again.
 */
LexTokenType lex_next(Lexer *lx, LexToken *token);

/* Number of characters in the UTF-8 bytes [from, to), as CPython counts
   them: each maximal invalid subpart is one U+FFFD (decode "replace"). */
int lex_char_count(const char *from, const char *to);

/* ---- Inside the lexer (one file each, see the top) -------------------- */

/* Character classes for the ASCII fast paths; see lexer.c. */
enum {
  LEX_C_NAME_START = 1, /* a-z A-Z _ and every byte >= 0x80 */
  LEX_C_NAME = 2,       /* the above and 0-9 */
  LEX_C_DIGIT = 4,
  LEX_C_HEX = 8,
  LEX_C_SPACE = 16,     /* ' ' '\t' '\f': skipped between tokens */
  /* The bytes that stop the scan of a string's body ('...' or "...": its
     quote, a backslash, a newline) and of a comment ('\n', '\r'). The
     text always ends with '\n' (lex_init), so these scans need no bound
     check: one table test per byte. */
  LEX_C_STOP_SQ = 32,
  LEX_C_STOP_DQ = 64,
  LEX_C_EOL = 128,
};
extern const unsigned char lex_char_class[256];

/* The "end of input" character of the reading helpers. */
#define LEX_EOF (-1)

static inline int lex_peek(const Lexer *lx) {
  return lx->cur < lx->limit ? (unsigned char)*lx->cur : LEX_EOF;
}
/* Reads one byte, keeping lineno and line_start up to date. Inline (as
   lex_make below): it runs once per byte in strings and comments, where a
   call per byte cost a tenth of the tokenizing time. */
static inline int lex_getc(Lexer *lx) {
  if (lx->cur >= lx->limit) return LEX_EOF;
  int c = (unsigned char)*lx->cur++;
  if (c == '\n') {
    lx->prev_line_start = lx->line_start;
    lx->line_start = lx->cur;
    lx->lineno++;
  }
  return c;
}
void lex_ungetc(Lexer *lx);
/* CPython's line number for an error at cur: the line of the last byte
   read (it reads the next line only when it needs a character of it). */
int lex_error_lineno(const Lexer *lx);

/* As lex_make, ending at [end] (<= cur, on the current line). */
static inline LexTokenType lex_make_to(Lexer *lx, LexToken *token,
                                       LexTokenType type, const char *start,
                                       const char *end, int lineno,
                                       const char *line_start) {
  token->type = type;
  token->start = start;
  token->end = end;
  token->lineno = lineno;
  token->line_start = line_start;
  token->col = (int)(start - line_start);
  if ((type == TOK_NEWLINE || type == TOK_NL) && end == lx->cur) {
    token->end_lineno = lx->lineno - 1;
    token->end_line_start = lx->prev_line_start;
  } else if (end == start) {
    token->end_lineno = lineno;
    token->end_line_start = line_start;
  } else {
    token->end_lineno = lx->lineno;
    token->end_line_start = lx->line_start;
  }
  token->end_col = (int)(end - token->end_line_start);
  return type;
}
/* Fills [token] as [type] spanning [start, lx->cur) that began at line
   [lineno] whose first byte is [line_start]. Returns [type]. Inline: it
   runs once per token. */
static inline LexTokenType lex_make(Lexer *lx, LexToken *token,
                                    LexTokenType type, const char *start,
                                    int lineno, const char *line_start) {
  return lex_make_to(lx, token, type, start, lx->cur, lineno, line_start);
}

LexTokenType lex_normal_mode(Lexer *lx, LexToken *token);
LexTokenType lex_fstring_mode(Lexer *lx, LexToken *token);
/* Reads the indentation at the beginning of a line; sets *blank for a
   line with only spaces and a comment. False on an error. */
bool lex_indentation(Lexer *lx, bool *blank);
/* The end of input with brackets (or an f-string) open: compile()'s
   "'(' was never closed" at the innermost bracket, or the tokenize
   module's "unexpected EOF in multi-line statement". */
LexTokenType lex_eof_in_brackets(Lexer *lx);
/* A backslash was read: the line must end now (CPython's
   tok_continuation_line). False on an error. */
bool lex_continuation(Lexer *lx);
LexTokenType lex_number(Lexer *lx, LexToken *token, const char *start);
LexTokenType lex_fraction(Lexer *lx, LexToken *token, const char *start);
LexTokenType lex_string(Lexer *lx, LexToken *token, const char *start);
/* An f-string's (or with [template] a t-string's) opening, [start] at its
   prefix: pushes its mode. */
LexTokenType lex_fstring_start(Lexer *lx, LexToken *token,
                               const char *start, bool template);
/* "f-string" or "t-string", for the messages about the innermost one. */
const char *lex_fstring_kind(const Lexer *lx);
LexTokenType lex_name(Lexer *lx, LexToken *token, const char *start);

/* Errors (errors.c). Each records the error and returns TOK_ERRORTOKEN. */
/* A SyntaxError at cur, as CPython's tokenizer raises it: offset = the
   characters from the line start to cur. */
LexTokenType lex_syntax_error(Lexer *lx, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A SyntaxError at 1-based [lineno] and 1-based character [offset] of the
   line starting at [line]. */
LexTokenType lex_error_at(Lexer *lx, PPErrorType type, int lineno,
                          const char *line, int offset, int column,
                          const char *message);
/* The errors CPython raises after the fact from its state (the
   indentation family and a bad continuation): position = the end of the
   line buffer. */
typedef enum LexStateError {
  LEX_E_TABSPACE,
  LEX_E_DEDENT,
  LEX_E_TOODEEP,
  LEX_E_LINECONT,
  LEX_E_EOF,
} LexStateError;
LexTokenType lex_state_error(Lexer *lx, LexStateError which);
/* EOF was reached inside a token or brackets: reports the decoding error
   waiting there if any (true), else nothing (false). */
bool lex_pending_at_eof(Lexer *lx);

#endif
