/*
 * pyparse.h - the public API of libpyparse, a Python 3.13 front end.
 *
 * Source bytes go in; out comes the abstract syntax tree CPython 3.13
 * builds for them, or the SyntaxError it raises, with the same message and
 * position. The library keeps no global mutable state: any number of
 * parses may run at once on different threads.
 *
 * Ownership, in one sentence: whatever a pp_*_new / pp_parse_* call returns
 * belongs to the caller until the matching pp_*_free; pointers into a tree
 * or a token stream stay valid until that tree or stream is freed.
 */
#ifndef PYPARSE_H
#define PYPARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "pyparse_ast.h"

/* The version of this header; pp_version() gives the library's, which a
   program linking libpyparse.so may find newer. Meson's project version is
   the source of truth: tests/install checks that they agree. */
#define PP_VERSION_MAJOR 0
#define PP_VERSION_MINOR 1
#define PP_VERSION_PATCH 0
#define PP_VERSION "0.1.0"

#ifdef __cplusplus
extern "C" {
#endif

/* libpyparse is compiled with hidden visibility: what is declared from
   here to the end of this header is its public API, the only names
   libpyparse.so exports (with include/pyparse.map). */
#ifdef __GNUC__
#pragma GCC visibility push(default)
#endif

/* The library's version, "MAJOR.MINOR.PATCH" (a static string). */
const char *pp_version(void);

/* ---- Status and errors ------------------------------------------------ */

typedef enum PPStatus {
  PP_OK = 0,
  PP_ERROR_SYNTAX,       /* the input is not Python 3.13; see PPError */
  PP_ERROR_MEMORY,       /* an allocation failed; nothing leaked */
  PP_ERROR_UNSUPPORTED,  /* a feature this version cannot handle yet */
  PP_ERROR_IO,           /* a file could not be read */
} PPStatus;

/* The Python exception class CPython would raise. */
typedef enum PPErrorType {
  PP_SYNTAX_ERROR,
  PP_INDENTATION_ERROR,
  PP_TAB_ERROR,
  PP_MEMORY_ERROR, /* the parser's stack overflowed: input nested too
                      deeply ("Parser stack overflowed - Python source too
                      complex to parse", status PP_ERROR_SYNTAX, no place:
                      lines and offsets 0, text ""): past 6000 nested
                      rule calls (CPython 3.13's limit) or 6 MB of the
                      calling thread's C stack, which a thread that
                      parses must therefore have (the second bound only
                      binds in unoptimized or sanitized builds) */
  PP_LOOKUP_ERROR, /* pp_tokens_open only: the tokenize module's
                      LookupError for a declared codec that is not a text
                      encoding ("'rot13' is not a text encoding; use
                      codecs.decode() to handle arbitrary codecs"; status
                      PP_ERROR_SYNTAX, no place). compile() and the
                      parser report it as a SyntaxError */
  PP_VALUE_ERROR,  /* 3.12 only: its ValueError "field 'value' is required
                      for Constant" for a {x=} inside a format spec
                      (f"{a:{x=}}"), where CPython 3.12's parser makes a
                      Constant without a value and stops (status
                      PP_ERROR_SYNTAX, no place: lines and offsets 0,
                      text "") */
  PP_UNICODE_DECODE_ERROR, /* pp_tokens_next before 3.12 only: the
                      tokenize module's UnicodeDecodeError for a line of a
                      UTF-8 file that does not decode ("'utf-8' codec
                      can't decode byte 0xff in position 3: invalid start
                      byte", the position within the line; lineno that
                      line, no column), after the tokens before it */
} PPErrorType;

/* The longest message we keep, NUL included; CPython's are far shorter,
   but for "unknown encoding: NAME" with a NAME of hundreds of characters,
   which is cut at a character boundary. */
#define PP_ERROR_MESSAGE_MAX 512
/* The longest source line kept in PPError.text, NUL included: enough for
   any line of the standard libraries; a longer one is cut at a character
   boundary (the record owns no heap, so it has a bound). */
#define PP_ERROR_TEXT_MAX 2048

/*
 * An error record, filled by the caller-provided struct; it owns no heap.
 * The place is given twice: as 0-based UTF-8 byte columns (as tokens and
 * nodes have them) and as CPython reports it in SyntaxError.offset and
 * end_offset (1-based characters). 0 means "not known".
 */
typedef struct PPError {
  PPStatus status;
  PPErrorType type;
  char message[PP_ERROR_MESSAGE_MAX];
  int lineno;          /* 1-based line */
  int col_offset;      /* 0-based UTF-8 byte offset in line [lineno] */
  int end_lineno;      /* 1-based line of the end */
  int end_col_offset;  /* 0-based UTF-8 byte offset in line [end_lineno] */
  int offset;          /* CPython's SyntaxError.offset: 1-based character
                          column of the start */
  int end_offset;      /* CPython's end_offset, likewise */
  bool no_location;    /* CPython's lineno and offset are None (a NUL in
                          the source; it names no file either): the four
                          numbers are 0 */
  bool no_end;         /* CPython's end_lineno and end_offset are None (a
                          source refused before its first line; every
                          SyntaxError before 3.10, which has no end: the
                          end fields still say where pyparse's ends) */
  bool byte_offsets;   /* offset and end_offset count UTF-8 bytes, not
                          characters: 3.12 and older convert the
                          parser's columns only when the source declares
                          its encoding (or starts with a BOM) */
  char text[PP_ERROR_TEXT_MAX]; /* CPython's SyntaxError.text: line
                          [lineno] of the decoded source in UTF-8, with
                          its '\n' (added when the input ends without
                          one); "" when there is none (None in CPython).
                          Filled by pp_parse_bytes; the token API leaves
                          it "" */
} PPError;

/* ---- Trees and dumping (owned by ast/) -------------------------------- */

/*
 * A parsed tree: an arena holding every node, identifier and constant,
 * plus the root. Opaque; the node types are in pyparse_ast.h (generated
 * from ast/Python.asdl and installed beside this header).
 */
typedef struct PPTree PPTree;

/* What to parse, as the mode argument of compile(). */
typedef enum PPParseMode {
  PP_MODE_EXEC,       /* a module: Module(body, type_ignores) */
  PP_MODE_EVAL,       /* an expression: Expression(body) */
  PP_MODE_SINGLE,     /* one interactive statement: Interactive(body) */
  PP_MODE_FUNC_TYPE,  /* a signature type comment: FunctionType(...) */
} PPParseMode;

/* The SyntaxWarnings of a parse (see "Warnings" below). */
typedef struct PPWarnings PPWarnings;

/*
 * The Python version whose language a parse follows: its grammar, its
 * tokens, its AST schema and dump format, its error messages and its
 * Unicode database, each exactly as that CPython has them. 0 (what a
 * zeroed options struct holds) means PP_PYTHON_DEFAULT, the newest.
 */
typedef enum PPPythonVersion {
  PP_PYTHON_DEFAULT = 0,
  PP_PYTHON_3_8 = 308,
  PP_PYTHON_3_9 = 309,
  PP_PYTHON_3_10 = 310,
  PP_PYTHON_3_11 = 311,
  PP_PYTHON_3_12 = 312,
  PP_PYTHON_3_13 = 313,
  PP_PYTHON_3_14 = 314,
  PP_PYTHON_3_15 = 315,
  PP_PYTHON_NEWEST = PP_PYTHON_3_15,
  PP_PYTHON_OLDEST = PP_PYTHON_3_8,
} PPPythonVersion;

/* [version] itself, or PP_PYTHON_NEWEST for PP_PYTHON_DEFAULT; 0 when
   [version] is not one of the versions above. */
PPPythonVersion pp_python_version_resolve(PPPythonVersion version);

/* Parses "3.8" ... "3.15" (as `--python` takes it); 0 for anything
   else. */
PPPythonVersion pp_python_version_parse(const char *text);

/* "3.8" ... "3.15" for a version above (PP_PYTHON_DEFAULT: the newest's);
   "?" for anything else. A static string. */
const char *pp_python_version_name(PPPythonVersion version);

/* The version after [version] in the list above (PP_PYTHON_OLDEST
   first), or 0 after the newest: `for (v = PP_PYTHON_OLDEST; v; v =
   pp_python_version_next(v))` visits each. */
PPPythonVersion pp_python_version_next(PPPythonVersion version);

typedef struct PPParseOptions {
  PPParseMode mode;
  PPPythonVersion version; /* the language to parse (0: the newest) */
  bool type_comments;  /* as ast.parse(type_comments=True) */
  PPWarnings *warnings; /* NULL: warnings are not collected (no cost);
                           else emptied, then filled by the parse, on
                           success and failure alike */
  /* The parser's rule trace, for watching a parse (docs/tour.md): each
     rule call's entry at a token, its span or failure (and how far it
     backtracks), memo hits, left-recursive rounds and the second pass,
     one line each, indented by depth. Slow: for teaching and debugging. */
  FILE *trace;          /* NULL: no trace */
  const char *const *trace_rules; /* NULL-terminated rule names of
                           Python.gram: only their calls are written
                           (NULL: every rule; see pp_grammar_has_rule) */
  long trace_max_lines; /* 0: no limit; else the trace stops after that
                           many lines with a line saying so */
} PPParseOptions;

/* Whether Python.gram has a rule called [name] (for trace_rules). */
bool pp_grammar_has_rule(const char *name);

/*
 * Parses [length] bytes of [source] as compile(source, filename, mode,
 * ast.PyCF_ONLY_AST) does (a BOM and a PEP 263 declaration are honored).
 * [filename] is used in messages only; it is not opened. [options] may be
 * NULL (exec mode, no type comments). On PP_OK, *[tree] is a new tree
 * that owns every node, identifier and constant (the caller frees it with
 * pp_tree_free; [source] may be freed at once). On any other status
 * *[tree] is NULL and [error] (if not NULL) says why: PP_ERROR_SYNTAX with
 * the exception type, message and place, PP_ERROR_MEMORY (any allocation
 * that failed, whatever else went wrong), or PP_ERROR_UNSUPPORTED for a
 * declared codec pyparse cannot decode ("pyparse cannot decode NAME"). With
 * options->warnings, that list receives the parse's SyntaxWarnings (on
 * PP_ERROR_MEMORY it may be incomplete). Parses share nothing: two
 * threads may parse at once.
 */
PPStatus pp_parse_bytes(const char *source, size_t length,
                        const char *filename, const PPParseOptions *options,
                        PPTree **tree, PPError *error);

/*
 * The oldest version whose parser accepts [source] (parsed as
 * pp_parse_bytes does, with [options]' mode and flags; its version is not
 * used): each version's own answer, from the oldest up, never a rule
 * list. On PP_OK, *[oldest] is that version, and [below] (if not NULL)
 * holds the error of the version before it: what in the source needs
 * *[oldest] (status PP_OK when *[oldest] is PP_PYTHON_OLDEST). When no
 * version accepts the source: PP_ERROR_SYNTAX, *[oldest] is 0 and
 * [below] holds the newest's error. Any other status (memory, a codec
 * pyparse cannot decode) comes with its error in [below].
 */
PPStatus pp_min_version(const char *source, size_t length,
                        const char *filename, const PPParseOptions *options,
                        PPPythonVersion *oldest, PPError *below);

/*
 * pp_parse_bytes over the content of the file [path] (also the file name
 * in messages). PP_ERROR_IO when it cannot be read, with the reason in
 * [error]'s message ("cannot read DIR: Is a directory"; type and place
 * unset); PP_ERROR_MEMORY when it cannot be held in memory.
 */
PPStatus pp_parse_file(const char *path, const PPParseOptions *options,
                       PPTree **tree, PPError *error);

/*
 * The whole content of the file [path], or of the open [stream] (standard
 * input, say; [name] is the name its messages use), for pp_parse_bytes or
 * pp_tokens_open: on PP_OK, *[bytes] is a new buffer of *[length] bytes
 * the caller frees with pp_string_free. Otherwise *[bytes] is NULL and
 * [error] (if not NULL) says why: PP_ERROR_IO with the system's reason
 * ("cannot read src: Is a directory"), or PP_ERROR_MEMORY.
 */
PPStatus pp_read_file(const char *path, char **bytes, size_t *length,
                      PPError *error);
PPStatus pp_read_stream(FILE *stream, const char *name, char **bytes,
                        size_t *length, PPError *error);

/*
 * A parser for many inputs (a linter's whole project): the same as
 * pp_parse_bytes, but the memory a parse needs only while it runs (tokens,
 * memo tables) is kept for the next parse instead of going back to the
 * system, which makes a series of parses faster. Trees are independent of
 * the parser: each is freed with pp_tree_free, before or after the parser.
 * One parser serves one thread at a time; pp_parser_new returns NULL when
 * out of memory; pp_parser_free accepts NULL. A parse that ran out of
 * memory leaves the parser as good as new for the next one.
 */
typedef struct PPParser PPParser;
PPParser *pp_parser_new(void);
PPStatus pp_parser_parse(PPParser *parser, const char *source, size_t length,
                         const char *filename, const PPParseOptions *options,
                         PPTree **tree, PPError *error);
void pp_parser_free(PPParser *parser);

/* Frees [tree] and everything in it; NULL is allowed. */
void pp_tree_free(PPTree *tree);

/* The root node (an AstMod * of pyparse_ast.h), owned by [tree]. */
const void *pp_tree_root(const PPTree *tree);

/* The Python version [tree] was parsed as (never PP_PYTHON_DEFAULT): its
   nodes carry only that version's fields, and pp_dump follows that
   version's ast.dump. */
PPPythonVersion pp_tree_version(const PPTree *tree);

/* The keyword arguments of ast.dump, with the same meaning. */
typedef struct PPDumpOptions {
  int indent;               /* -1: indent=None (one line); N >= 0: N spaces */
  bool annotate_fields;     /* ast.dump's default is true */
  bool include_attributes;  /* default false */
  bool show_empty;          /* default false */
} PPDumpOptions;

/* ast.dump's defaults: {-1, true, false, false}. */
PPDumpOptions pp_dump_options_default(void);

/*
 * The text ast.dump(tree, ...) of the tree's version (pp_tree_version)
 * gives for [tree] (3.15's leaves out ctx=Load() unless show_empty, and
 * prints Import's is_lazy; 3.13's prints neither), in a new
 * malloc'd NUL-terminated string the caller frees with pp_string_free (or
 * free). [options] may be NULL for the defaults. *[length] (if not NULL)
 * gets its length in bytes. NULL when memory runs out.
 */
char *pp_dump(const PPTree *tree, const PPDumpOptions *options,
              size_t *length);

/*
 * [tree] as JSON, for tools in other languages (the format, with every
 * node's "_type", fields, positions and typed constants, is described in
 * docs/json.md): one line when [indent] is negative, else [indent] spaces
 * per level. A new malloc'd NUL-terminated string as pp_dump's; NULL when
 * memory runs out.
 */
char *pp_dump_json(const PPTree *tree, int indent, size_t *length);

/* What pp_dump_dot puts in the boxes besides classes and fields. */
typedef struct PPDotOptions {
  bool include_attributes; /* each node's span under its fields, as
                              "lineno:col_offset-end_lineno:end_col_offset" */
  bool full_values;        /* every value whole; by default one longer than
                              40 characters (a docstring) is cut, ending
                              with an ellipsis, U+2026 */
} PPDotOptions;

/*
 * [tree] as a Graphviz graph in the DOT language, for `dot -Tsvg`: one
 * box per node with its class and its scalar fields as ast.dump shows
 * them (names, constants, ints, and operators and contexts: op=Add,
 * ctx=Load), an edge to each child node labelled with its field and list
 * index ("body[0]"), children left to right in source order. [options]
 * may be NULL (all false). A new malloc'd NUL-terminated string as
 * pp_dump's; NULL when memory runs out.
 */
char *pp_dump_dot(const PPTree *tree, const PPDotOptions *options,
                  size_t *length);

/* Writes pp_dump's text to [file]; PP_ERROR_MEMORY or PP_ERROR_IO on failure. */
PPStatus pp_dump_file(const PPTree *tree, const PPDumpOptions *options,
                      FILE *file);

/* Frees a string returned by pp_dump, pp_dump_json, pp_dump_dot,
   pp_read_file or pp_read_stream; NULL is allowed. */
void pp_string_free(char *text);

/* ---- Warnings (owned by parser/warnings.c) ---------------------------- */

/*
 * The SyntaxWarnings CPython 3.13's ast.parse emits, which do not change
 * the tree: "invalid escape sequence '\d'" and "invalid octal escape
 * sequence '\777'" (string, bytes and f-string literals), and "invalid
 * decimal literal" (hexadecimal, octal, binary, imaginary) for a number
 * running into a keyword ("1if x else y"). The compiler's own warnings
 * ("is" with a literal...) are not ast.parse's, so not here.
 *
 * A list gets them in the order CPython emits them, each once (parser
 * pass 2 and backtracking repeat nothing), as warnings.catch_warnings
 * records them with simplefilter('always'). A failed parse keeps the ones
 * CPython emits before raising its SyntaxError (those of the code it
 * parsed, and of the rest of the file its tokenizer reads for errors).
 */
typedef enum PPWarningCategory {
  PP_WARNING_SYNTAX,  /* SyntaxWarning */
} PPWarningCategory;

/* The longest message, NUL included; CPython's are under 40 bytes until
   3.13, and 3.14's invalid escape warning takes about 140. */
#define PP_WARNING_MESSAGE_MAX 192

typedef struct PPWarning {
  PPWarningCategory category;
  char message[PP_WARNING_MESSAGE_MAX]; /* str(WarningMessage.message) */
  int lineno;        /* 1-based line CPython reports: an escape's own
                        line from 3.14; before, a string's first line or
                        an f-string's closing quote's line; the line of a
                        number's keyword */
  int at_lineno;     /* pyparse's own (CPython gives no column): 1-based
                        line of the backslash of the escape, or of the
                        keyword after the number */
  int at_col_offset; /* 0-based UTF-8 byte offset in line [at_lineno] */
  const char *line;  /* line [lineno] of the decoded source in UTF-8 with
                        its '\n', as linecache.getline(filename, lineno)
                        gives it; owned by the list */
} PPWarning;

/* A new empty list, or NULL when out of memory. One list serves one
   parse at a time; it may be reused for the next (it is emptied). */
PPWarnings *pp_warnings_new(void);

/* Frees [warnings] and its entries; NULL is allowed. */
void pp_warnings_free(PPWarnings *warnings);

/* The number of warnings of the last parse. */
size_t pp_warnings_count(const PPWarnings *warnings);

/* Warning [index] (< pp_warnings_count), owned by [warnings] until it is
   freed or given to the next parse. */
const PPWarning *pp_warnings_get(const PPWarnings *warnings, size_t index);

/* ---- Tokens (owned by tokenizer/) ------------------------------------- */

/*
 * The token stream `python3.13 -m tokenize` sees, for linters: every token
 * including ENCODING (first), COMMENT, NL, INDENT/DEDENT and ENDMARKER
 * (last), with the tokenize module's relaxed checks (unbalanced brackets
 * are not an error, for instance).
 *
 * Token types are numbered as CPython 3.14's and 3.15's `token` module
 * (pp_token_number gives 3.13's numbers, three lower from COMMENT on).
 * The kinds a
 * linter tests for are named below; stream.c checks each against the
 * generated table (tokenizer/Tokens), so they cannot drift. Operators come
 * as PP_TOKEN_OP with their precise type in PPToken.exact_type (as
 * tokenize's TokenInfo.exact_type); pp_token_type_name names any type.
 */
typedef enum PPTokenType {
  PP_TOKEN_ENDMARKER = 0,
  PP_TOKEN_NAME = 1,
  PP_TOKEN_NUMBER = 2,
  PP_TOKEN_STRING = 3,
  PP_TOKEN_NEWLINE = 4,
  PP_TOKEN_INDENT = 5,
  PP_TOKEN_DEDENT = 6,
  PP_TOKEN_OP = 55,
  PP_TOKEN_TYPE_IGNORE = 56,   /* only with PPTokenOptions.type_comments */
  PP_TOKEN_TYPE_COMMENT = 57,  /* only with PPTokenOptions.type_comments */
  PP_TOKEN_FSTRING_START = 59,
  PP_TOKEN_FSTRING_MIDDLE = 60,
  PP_TOKEN_FSTRING_END = 61,
  PP_TOKEN_TSTRING_START = 62,  /* t-strings: from 3.14 */
  PP_TOKEN_TSTRING_MIDDLE = 63,
  PP_TOKEN_TSTRING_END = 64,
  PP_TOKEN_COMMENT = 65,
  PP_TOKEN_NL = 66,
  PP_TOKEN_ENCODING = 68,
} PPTokenType;

/* The number [type] has in the `token` module of [version] (3.12 and 3.13
   have no TSTRING tokens: their COMMENTs are 64 and 62); -1 when that
   version lacks it. */
int pp_token_number(int type, PPPythonVersion version);

/* The token module's name of [type] ("NAME", "LPAR", "COMMENT"), a static
   string; NULL when [type] is not a token type. */
const char *pp_token_type_name(int type);

/* A token. Columns are 0-based UTF-8 byte offsets into their line (see
   pp_char_column for the characters tokenize prints). */
typedef struct PPToken {
  int type;           /* a PPTokenType; operators are PP_TOKEN_OP */
  int exact_type;     /* tokenize's TokenInfo.exact_type: for
                         PP_TOKEN_OP the type its text spells (LPAR = 7
                         for "("), or PP_TOKEN_OP when it spells none
                         ("$", "<>", "\r=="); else == type */
  const char *start;  /* first byte of the token's text, UTF-8; borrowed
                         from the stream, valid until pp_tokens_free; NOT
                         NUL-terminated (ENCODING's is: the codec name) */
  size_t length;      /* bytes at start; 0 for DEDENT, ENDMARKER and the
                         NEWLINE/NL tokenize adds when the input does not
                         end with a newline */
  const char *line;   /* first byte of line [lineno] (borrowed likewise;
                         NULL for ENCODING); for pp_char_column */
  const char *end_line; /* first byte of line [end_lineno] */
  int lineno;         /* 1-based line of start (0 for ENCODING) */
  int col_offset;     /* 0-based UTF-8 byte offset of start in [line] */
  int end_lineno;     /* 1-based line of the last byte */
  int end_col_offset; /* 0-based UTF-8 byte offset just past the last
                         byte, within [end_line] */
} PPToken;

typedef struct PPTokenOptions {
  PPPythonVersion version; /* whose tokens (0: the newest) */
  bool type_comments;  /* `# type: ...` comments come as TYPE_COMMENT /
                          TYPE_IGNORE instead of COMMENT (as
                          ast.parse(type_comments=True) sees them) */
  const char *filename; /* the name the decoding errors quote, as the
                          tokenize module does ("unknown encoding for
                          'FILE': NAME", "invalid or missing encoding
                          declaration for 'FILE'"); NULL leaves it out
                          ("unknown encoding: NAME"). Read only during
                          pp_tokens_open */
} PPTokenOptions;

/* A token stream over one input: opaque; owns the decoded text. */
typedef struct PPTokenStream PPTokenStream;

/*
 * Opens a stream over [length] bytes of [bytes] (a Python file's bytes:
 * a BOM and a PEP 263 coding declaration are honored, and the text is
 * converted to UTF-8). The stream copies what it needs: [bytes] may be
 * freed once this returns. [options] may be NULL (no type comments, no
 * file name). On PP_OK, *[out] is a new stream the caller frees with
 * pp_tokens_free. Otherwise *[out] is NULL and [error] (if not NULL) says
 * why: PP_ERROR_MEMORY; PP_ERROR_SYNTAX for an encoding the tokenize
 * module refuses before any token, with no place (lineno 0): a SyntaxError
 * ("unknown encoding: NAME", "invalid or missing encoding declaration",
 * ...), which `python -m tokenize FILE` prints as "FILE: error: MESSAGE",
 * or a PP_LOOKUP_ERROR (a codec that is not a text encoding), which it
 * prints as "unexpected error: MESSAGE"; or PP_ERROR_UNSUPPORTED for a
 * codec pyparse cannot decode ("pyparse cannot decode NAME": a multibyte
 * codec no iconv charset decodes as Python does, or one this system's
 * iconv lacks). [out] must not be NULL.
 * Streams share nothing: each may be used on its own thread.
 */
PPStatus pp_tokens_open(const char *bytes, size_t length,
                        const PPTokenOptions *options, PPTokenStream **out,
                        PPError *error);

/*
 * Reads the next token into *[token]. PP_OK: *[token] is filled; after
 * ENDMARKER every call returns ENDMARKER again. PP_ERROR_SYNTAX: the input
 * is not valid there; [error] (if not NULL) has CPython's exception type
 * (SyntaxError, IndentationError, TabError), message (e.g. "unterminated
 * string literal (detected at line 1)") and position (1-based line,
 * 0-based byte column: CPython's offset - 1 in bytes); every later call
 * returns the same error. `python -m tokenize FILE` prints it as
 * "FILE:LINENO:OFFSET: error: MESSAGE" with [error]'s offset, CPython's
 * (1-based characters; 0 for some errors, e.g. "unexpected EOF in
 * multi-line statement" inside brackets). PP_ERROR_MEMORY is never
 * returned here: tokens allocate nothing. [stream] and [token] must not
 * be NULL.
 * Before 3.12 the tokenize module is pure Python and never refuses a
 * character: what it cannot match comes as a PP_OK token of type
 * ERRORTOKEN (pp_token_type_name: "ERRORTOKEN"), one character (a blank
 * before it included), or a whole unterminated string continued by '\'.
 * Its errors are "EOF in multi-line string", "EOF in multi-line
 * statement" (SyntaxError type: tokenize's TokenError) and "unindent does
 * not match any outer indentation level" (IndentationError), with
 * [error]'s offset the 0-based character column they carry; and a
 * PP_UNICODE_DECODE_ERROR for a UTF-8 line that does not decode.
 */
PPStatus pp_tokens_next(PPTokenStream *stream, PPToken *token,
                        PPError *error);

/* Frees [stream] and the text every token of it points into; NULL is
   allowed. */
void pp_tokens_free(PPTokenStream *stream);

/* The character column (code points from [line] start) of the 0-based
   UTF-8 byte offset [byte_offset] within [line], as tokenize prints
   columns; e.g. pp_char_column(t.line, t.col_offset). [line] NULL gives
   [byte_offset]. */
int pp_char_column(const char *line, int byte_offset);

/*
 * Python's repr() of the str whose UTF-8 is [length] bytes at [s], as
 * [version] (0: the newest) writes it, e.g. a token's text as the tokenize
 * module prints it: in '...' (in "..." when the text has ' and no "),
 * with \t \n \r \\ and the quote escaped, other ASCII controls and DEL
 * as \xhh, and a non-ASCII character kept when [version]'s
 * str.isprintable() keeps it (its Unicode version decides), else \xhh,
 * \uhhhh or \Uhhhhhhhh. A lone surrogate (its 3-byte form) comes out as
 * \udxxx; a byte that is no part of a character, as \xhh. As snprintf:
 * writes at most [capacity] bytes into [out] (NUL-terminated when
 * [capacity] > 0, cut wherever the limit falls) and returns the length of
 * the whole repr, NUL excluded; [out] may be NULL when [capacity] is 0.
 */
size_t pp_repr(const char *s, size_t length, PPPythonVersion version,
               char *out, size_t capacity);

/* ---- Reading trees: nodes, fields, values (owned by ast/) ------------- */

/*
 * A node of a tree: the struct of pyparse_ast.h (an AstStmt, AstExpr,
 * AstArg, ...) and its constructor, which says what the struct is. The
 * walker, the iterator and the reflective functions below all hand nodes
 * out this way, so a tool can be written once over every node type.
 */
typedef struct PPNode {
  const void *node;  /* NULL: no node (an absent optional child) */
  AstNodeKind kind;  /* AST_NODE_FUNCTIONDEF, ...; meaningless if !node */
} PPNode;

/* The root of [tree] (a Module, Expression, Interactive or FunctionType). */
PPNode pp_tree_root_node(const PPTree *tree);

/* A node given as a member of pyparse_ast.h: [node] is a struct of the
   ASDL type [type] (AST_TYPE_EXPR for an AstExpr *, ...); its kind is read
   from it. NULL gives the empty PPNode. */
PPNode pp_node_of(AstTypeId type, const void *node);

/* The Python class name of [kind] ("FunctionDef", "Load", "arguments"),
   or NULL when [kind] is out of range; pp_node_kind_from_name is its
   inverse (-1 when there is no such class). */
const char *pp_node_kind_name(AstNodeKind kind);
int pp_node_kind_from_name(const char *name);

/* The ASDL type [kind] is a constructor of (AST_TYPE_STMT, ...). */
AstTypeId pp_node_type(AstNodeKind kind);

/* Where a node is: 1-based lines, 0-based UTF-8 byte columns (see
   pp_tree_text for what the columns count). */
typedef struct PPSpan {
  int lineno;
  int col_offset;
  int end_lineno;
  int end_col_offset;
} PPSpan;

/* The span of [node]; false for the classes that have none (arguments,
   comprehension, withitem, match_case, TypeIgnore, the operators and
   contexts such as Load). */
bool pp_node_span(PPNode node, PPSpan *span);

/* What a field value is. */
typedef enum PPValueKind {
  PP_VALUE_NONE,        /* Python's None: an absent optional value */
  PP_VALUE_NODE,        /* [node] */
  PP_VALUE_ENUM,        /* an operator or context (Add, Load, ...): a
                           node kind without a struct, in [node.kind] */
  PP_VALUE_IDENTIFIER,  /* [text]: NUL-terminated UTF-8 (a name) */
  PP_VALUE_STRING,      /* [text]: NUL-terminated UTF-8 (type_comment,
                           Constant.kind, TypeIgnore.tag) */
  PP_VALUE_CONSTANT,    /* [constant]: read it with pp_constant */
  PP_VALUE_INT,         /* [integer] (level, is_async, conversion, ...) */
} PPValueKind;

typedef struct PPValue {
  PPValueKind kind;
  PPNode node;
  const char *text;
  const AstConstant *constant;
  int integer;
} PPValue;

/* One field of a node, as ast's _fields lists it. */
typedef struct PPField {
  const char *name;   /* "body", "value", ... */
  AstTypeId type;     /* its ASDL type: AST_TYPE_STMT, AST_TYPE_IDENTIFIER, ... */
  bool is_list;       /* `type*`: [count] values (Python's list) */
  bool optional;      /* `type?` (or `type?*`: values may be None) */
  size_t count;       /* values: the list's length, 1 for a single value */
  const void *at;     /* internal: the member that holds the value(s) */
} PPField;

/* The number of fields [kind] has in Python [version] (0: the newest);
   each version's ast has its own (Import.is_lazy only from 3.15). */
size_t pp_node_field_count(AstNodeKind kind, PPPythonVersion version);

/* Field [index] (< pp_node_field_count) of [node] in [version]: its name
   and shape, ready for pp_field_value. False when [index] is out of range.
   The field's name alone, without a node, is pp_node_field_name. */
bool pp_node_field(PPNode node, PPPythonVersion version, size_t index,
                   PPField *field);
const char *pp_node_field_name(AstNodeKind kind, PPPythonVersion version,
                               size_t index);

/* Value [index] (< field->count) of [field]. */
PPValue pp_field_value(const PPField *field, size_t index);

/* ---- Constants -------------------------------------------------------- */

typedef enum PPConstantKind {
  PP_CONSTANT_NONE,
  PP_CONSTANT_TRUE,
  PP_CONSTANT_FALSE,
  PP_CONSTANT_ELLIPSIS,
  PP_CONSTANT_INT,
  PP_CONSTANT_FLOAT,
  PP_CONSTANT_COMPLEX,
  PP_CONSTANT_STR,
  PP_CONSTANT_BYTES,
} PPConstantKind;

/*
 * A Constant's value (Constant.value, MatchSingleton.value,
 * Interpolation.str), read with pp_constant. Everything it points to is
 * owned by the tree.
 */
typedef struct PPConstant {
  PPConstantKind kind;
  /* INT (never negative: a literal has no sign): [int_text] is its
     decimal value, NUL-terminated, no leading zeros ("0" for zero), of
     [int_text_length] digits; [fits_int64] says [int64] holds it too. */
  const char *int_text;
  size_t int_text_length;
  bool fits_int64;
  int64_t int64;
  /* FLOAT: the value. COMPLEX: the imaginary part (a literal such as 2j
     is complex(0, 2), whose real part is always 0). */
  double number;
  /* STR: the text in UTF-8, [length] bytes, not NUL-terminated; a lone
     surrogate (from an escape such as "\ud800") is encoded as UTF-8
     encodes any code point (3 bytes, ED A0 80: "generalized UTF-8", which
     strict decoders refuse), so no value is lost. BYTES: the bytes. */
  const char *data;
  size_t length;
} PPConstant;

/* Reads [constant]; NULL reads as PP_CONSTANT_NONE. */
PPConstant pp_constant(const AstConstant *constant);

/* ---- Walking ---------------------------------------------------------- */

/* What a walk does after a node's enter callback. */
typedef enum PPVisit {
  PP_VISIT_CONTINUE,  /* into the node's children */
  PP_VISIT_SKIP,      /* not into its children (its leave still comes) */
  PP_VISIT_STOP,      /* end the walk now (no more callbacks) */
} PPVisit;

/* A node met by a walk, with where it hangs. */
typedef struct PPWalkStep {
  PPNode node;
  PPNode parent;      /* the empty PPNode for the walk's root */
  const char *field;  /* the parent's field holding [node]; NULL for the root */
  ptrdiff_t index;    /* its index in that field's list; -1 when the field
                         holds one value */
  size_t depth;       /* 0 for the root */
  bool leaving;       /* iterator only: true when the node's children are
                         done (its "leave"); false when entering it */
} PPWalkStep;

/*
 * A walk over every node (the operator and context values, such as Add
 * and Load, are not nodes here: read them as fields). Nodes come in source
 * order: a node's children are sorted by their start (a decorator before
 * its `def`, a dict's keys and values interleaved, `a if b else c` as
 * a, b, c); a child without a span (arguments, comprehension, ...) sorts
 * by its first child with one. With [field_order], children come field by
 * field instead, in schema order, as ast.NodeVisitor visits them (a little
 * cheaper). Either callback may be NULL.
 */
typedef struct PPVisitor {
  PPVisit (*enter)(void *data, const PPWalkStep *step);
  /* after the node's children; PP_VISIT_STOP ends the walk */
  PPVisit (*leave)(void *data, const PPWalkStep *step);
  void *data;
  bool field_order;
} PPVisitor;

/*
 * Walks the whole tree, or the subtree of [root], calling [visitor]'s
 * enter before a node's children and leave after them. No C recursion: a
 * tree of any depth walks in constant stack. PP_OK, or PP_ERROR_MEMORY
 * when the walk's own stacks could not grow (the walk then ended early).
 */
PPStatus pp_walk(const PPTree *tree, const PPVisitor *visitor);
PPStatus pp_walk_node(PPNode root, const PPVisitor *visitor);

/*
 * The same walk as a loop: each pp_iter_next fills [step] with the next
 * enter or leave (step->leaving) and returns true, or returns false at the
 * end (or when memory ran out: pp_iter_status then says
 * PP_ERROR_MEMORY). pp_iter_skip, right after an enter, skips that node's
 * children (its leave still comes). [visitor_options] may be NULL; only its
 * field_order is read. NULL when out of memory.
 *
 *   PPIter *it = pp_iter_new(tree, NULL);
 *   PPWalkStep step;
 *   while (pp_iter_next(it, &step))
 *     if (!step.leaving) printf("%s\n", pp_node_kind_name(step.node.kind));
 *   pp_iter_free(it);
 */
typedef struct PPIter PPIter;
PPIter *pp_iter_new(const PPTree *tree, const PPVisitor *visitor_options);
PPIter *pp_iter_new_at(PPNode root, const PPVisitor *visitor_options);
bool pp_iter_next(PPIter *iter, PPWalkStep *step);
void pp_iter_skip(PPIter *iter);
PPStatus pp_iter_status(const PPIter *iter);
void pp_iter_free(PPIter *iter);

/*
 * Parent links, for tools that look upward (the enclosing function of a
 * node): a side table built by one walk of [tree]; walks that do not ask
 * pay nothing. pp_parent fills [step] (node, parent, field, index, depth;
 * not leaving) for any node of the tree and returns false for a node not
 * in it. NULL when out of memory.
 */
typedef struct PPParents PPParents;
PPParents *pp_parents_new(const PPTree *tree);
bool pp_parent(const PPParents *parents, const void *node, PPWalkStep *step);
void pp_parents_free(PPParents *parents);

/* ---- Source text and columns ------------------------------------------ */

/*
 * The source a tree was parsed from, kept in the tree: decoded to UTF-8
 * from its encoding (PEP 263), without a BOM, with its line ends
 * translated to '\n' as compile() does ("\r\n" and a lone "\r" end a line).
 * Node columns (col_offset, end_col_offset) are UTF-8 byte offsets into
 * these lines, as CPython's are. It may hold bytes that are not UTF-8
 * where CPython lets them through (inside a comment), and a NUL follows
 * its last byte. *[length] (if not NULL) gets its length.
 */
const char *pp_tree_text(const PPTree *tree, size_t *length);

/* The number of lines (a text that ends with '\n' has no line after it). */
int pp_tree_line_count(const PPTree *tree);

/* The start of line [lineno] (1-based) in pp_tree_text; *[length] gets
   its length without the '\n'. NULL when there is no such line, or when
   memory runs out for the table of lines, which the first call makes
   (safely on any thread; parses nobody asks for lines of never pay). */
const char *pp_tree_line(const PPTree *tree, int lineno, size_t *length);

/* The text of [node]'s span (a pointer into pp_tree_text, [length]
   bytes), as ast.get_source_segment gives it; NULL for a node without a
   span. */
const char *pp_node_text(const PPTree *tree, PPNode node, size_t *length);

/* Column conversions within one line ([line] points to its start, as
   pp_tree_line gives it): a byte column to characters (code points, as
   Python's str indexes) or to UTF-16 code units (as LSP editors count),
   and back. */
int pp_utf16_column(const char *line, int byte_offset);
int pp_byte_column_from_chars(const char *line, int char_column);
int pp_byte_column_from_utf16(const char *line, int utf16_column);

/* ---- Comments (owned by tokenizer/comments.c) ------------------------ */

/* A comment of the source: from its '#' to the end of its line. */
typedef struct PPComment {
  const char *text;   /* its text, '#' first, without the line end;
                         points into pp_tree_text */
  size_t length;      /* bytes */
  int lineno;         /* 1-based */
  int col_offset;     /* 0-based UTF-8 byte column of the '#' */
  bool own_line;      /* nothing but blanks before it on its line */
} PPComment;

/*
 * The comments of a tree's source, in source order (`# type:` comments
 * included: they are comments to tokenize), found on request by one pass
 * of the tokenizer over pp_tree_text, so parses that do not ask pay
 * nothing. NULL when out of memory. The table borrows the tree's text:
 * free it before the tree.
 */
typedef struct PPComments PPComments;
PPComments *pp_comments_new(const PPTree *tree);
void pp_comments_free(PPComments *comments);

/* The number of comments, and comment [index] (< count). */
size_t pp_comments_count(const PPComments *comments);
const PPComment *pp_comments_get(const PPComments *comments, size_t index);

/*
 * The comments on the lines of [node]'s span (lineno to end_lineno, so
 * those inside it and one trailing its last line, `x = f()  # noqa`):
 * their number, the first one's index in *[first]. 0 for a node without a
 * span.
 */
size_t pp_comments_of_node(const PPComments *comments, PPNode node,
                           size_t *first);

/* The comments on lines [lineno] to [end_lineno], likewise. */
size_t pp_comments_on_lines(const PPComments *comments, int lineno,
                            int end_lineno, size_t *first);

#ifdef __GNUC__
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
}
#endif

#endif
