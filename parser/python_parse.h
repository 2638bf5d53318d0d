/*
 * python_parse.h - the Python parser's state: the lexer feeding the
 * generated parser (python_parser.c, from Python.gram), the options of the
 * parse, and what the token source collects on the side (TYPE_IGNORE
 * comments, which the grammar never sees).
 *
 * pp_parse_bytes (python_parse.c) is the entry point; the actions reach
 * this state through PegParser.user.
 */
#ifndef PYPARSE_PYTHON_PARSE_H
#define PYPARSE_PYTHON_PARSE_H

#include "ast.h"
#include "peg.h"
#include "tokenizer.h"

/* One `# type: ignore[tag]` comment: its line and the text after "ignore". */
typedef struct PyTypeIgnore {
  int lineno;
  const char *tag;  /* arena copy */
} PyTypeIgnore;

/* Before 3.12, the parse of one f-string field's expression
   (fstring_legacy.c): its text in parentheses, parsed on its own, with
   its tokens moved to their place in the source. */
typedef struct PyField {
  AstArena *arena;   /* the f-string's tree: the expression goes there */
  int line_shift;    /* added to every line */
  int col_shift;     /* added to the columns of tokens ending on line 1 */
  AstExpr *value;    /* the expression, once parsed */
  bool out_of_memory;
  bool tokenizer_error; /* the parse failed in the tokenizer, whose own
                           messages 3.11 gives without "f-string: " */
} PyField;

typedef struct PyParser {
  Lexer lexer;
  PPParseMode mode;
  PPPythonVersion version;       /* resolved: never PP_PYTHON_DEFAULT */
  PegParser peg;
  AstTypeIgnoreSeq type_ignores; /* collected by the token source */
  size_t type_ignore_capacity;
  LexToken ahead;                /* the token after the last one handed to
                                    the parser (see lex_ahead) */
  bool has_ahead;                /* [ahead] is lexed */
  bool lexer_failed;             /* the parser met the lexer's error */
  bool started;                  /* a token other than ENDMARKER was read */
  bool held_end;                 /* single mode: ENDMARKER held back behind
                                    the NEWLINE that ends the statement */
  PegToken end;                  /* that ENDMARKER */
  PPErrorType error_type;        /* of the parser's error (the generic one
                                    may be an IndentationError) */
  bool layout_error;             /* the generic error is at an INDENT or
                                    DEDENT ("unexpected indent") */
  bool barry_as_flufl;           /* from 3.14, after `from __future__
                                    import barry_as_FLUFL`: '<>' is '!=' */
  bool text_without_newline;     /* the failed parse reports a lexer error
                                    whose text CPython shows without the
                                    line's '\n' */
  bool byte_offsets;             /* char_offset counts bytes: 3.12 and
                                    older, with no coding declaration
                                    and no BOM (see PPError) */
  bool report_failed;            /* memory ran out while the error's
                                    offsets or text were worked out (a
                                    line of bad UTF-8 is decoded for
                                    them): the parse ends with
                                    PP_ERROR_MEMORY */
  PPWarnings *warnings;          /* the caller's list (warnings.c), or NULL */
  PyField *field;                /* parsing a field's expression (see
                                    PyField), or NULL */
  const PPError *field_error;    /* a field's expression failed: the
                                    parse's error, worded and placed */
  bool field_error_unprefixed;   /* ... with the tokenizer's own words */
  bool lenient_3_8;              /* the parse again after an error of 3.8's
                                    ast.c: its grammar's alternatives
                                    (lenient_3_8 in the grammar) are on */
  int offset_lineno;             /* 3.8: the line whose characters count
                                    the error's offset when it is not the
                                    error's own (a string over several
                                    lines); 0 otherwise */
  bool constant_without_value;   /* 3.12: a {x=} in a format spec, where
                                    its action fails with a ValueError
                                    that ends the parse (PP_VALUE_ERROR) */
} PyParser;

/* pp_parse_bytes with the arena's [limits] (NULL: none), so that tests can
   fail its Nth allocation. */
PPStatus py_parse(const char *bytes, size_t length, const char *filename,
                  const PPParseOptions *options, const AstArenaLimits *limits,
                  PPTree **tree, PPError *error);

/* The work bound: a parse makes at most PY_RULE_CALLS_PER_TOKEN_MAX rule
   calls (PegStats.rule_calls, both passes) per token, counting
   PY_RULE_CALLS_FREE_TOKENS more tokens than it read (the start and the
   error search cost something even for an empty input). The growth test
   (tests/growth) and the fuzz harnesses check it on every input, so that
   no input makes the parser's work grow faster than its length. */
#define PY_RULE_CALLS_PER_TOKEN_MAX 250
#define PY_RULE_CALLS_FREE_TOKENS 10

/* Parses as pp_parse_bytes does (the tree in *[tree], or freed when
   [tree] is NULL) and gives the parser's counters in *[stats] (zero when
   the parse stopped before the parser ran): how tests measure a parse's
   work. */
PPStatus py_parse_stats(const char *bytes, size_t length,
                        const PPParseOptions *options, PegStats *stats,
                        PPTree **tree, PPError *error);

/* Whether [stats] stay within the work bound above. */
static inline bool py_within_work_bound(const PegStats *stats) {
  return stats->rule_calls <= (unsigned long)PY_RULE_CALLS_PER_TOKEN_MAX *
                                  (stats->tokens + PY_RULE_CALLS_FREE_TOKENS);
}

/* Whether [t] is the NEWLINE the lexer adds at an input's end without one,
   outside exec mode: CPython's tokenizer adds none there, so an error at it
   is placed as at the ENDMARKER. */
bool py_added_newline(const PyParser *py, const PegToken *t);
/* Whether [t] was made after the input's end: the ENDMARKER, or a
   DEDENT there (not the NEWLINE added to a last line without one: 3.8
   reads that line with its newline). */
bool py_at_input_end(const PyParser *py, const PegToken *t);

/* What 3.8 refuses in a tree its grammar accepts (checks_3_8.c): a name
   bound to __debug__, a keyword argument repeated. Raises the first in
   [py]'s parser and returns true, or returns false. */
bool py_rejected_by_3_8(PyParser *py, const AstMod *root);

/* Whether 3.8's parser runs out of stack on [root] (stack_3_8.c): its
   LL(1) stack holds 1700 nonterminals of its concrete tree. [root] is an
   AstMod, or for a [field] the AstExpr of its "(expr)". On overflow the
   parse fails with PEG_STATUS_STACK_OVERFLOW, 3.8's MemoryError. */
bool py_overflows_3_8(PyParser *py, const void *root, bool field);

/* Parses [text]/[length], the expression of an f-string's field in
   parentheses, for [outer]'s version: into field->value on success; the
   error (as a parse of [text] alone places it) in *[error] otherwise. */
PPStatus py_parse_field(PyParser *outer, PyField *field, const char *text,
                        size_t length, PPError *error);

/* The TYPE_IGNORE comments seen so far, for Module.type_ignores. */
AstTypeIgnoreSeq py_type_ignores(PegParser *p);

#endif
