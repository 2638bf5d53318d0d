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

#ifdef __cplusplus
extern "C" {
#endif

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
} PPErrorType;

/* The longest message we keep, NUL included; CPython's are far shorter. */
#define PP_ERROR_MESSAGE_MAX 512

/*
 * An error record, filled by the caller-provided struct; it owns no heap.
 * Lines are 1-based; columns are 0-based UTF-8 byte offsets (CPython's
 * SyntaxError.offset is the 1-based character column: see
 * pp_error_char_offset). 0 means "not known".
 */
typedef struct PPError {
  PPStatus status;
  PPErrorType type;
  char message[PP_ERROR_MESSAGE_MAX];
  int lineno;
  int col_offset;
  int end_lineno;
  int end_col_offset;
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

typedef struct PPParseOptions {
  PPParseMode mode;
  bool type_comments;  /* as ast.parse(type_comments=True) */
} PPParseOptions;

/*
 * Parses [length] bytes of [source] ([filename] is used in messages; it is
 * not opened). [options] may be NULL (exec mode, no type comments). On
 * PP_OK, *[tree] is a new tree the caller frees with pp_tree_free; on any
 * other status *[tree] is NULL and [error] (if not NULL) says why.
 *
 * This version has no parser yet: it always returns PP_ERROR_UNSUPPORTED
 * with the message "pyparse cannot parse yet: the parser is built in a
 * later version", and never a made-up tree.
 */
PPStatus pp_parse_bytes(const char *source, size_t length,
                        const char *filename, const PPParseOptions *options,
                        PPTree **tree, PPError *error);

/* Frees [tree] and everything in it; NULL is allowed. */
void pp_tree_free(PPTree *tree);

/* The root node (an AstMod * of pyparse_ast.h), owned by [tree]. */
const void *pp_tree_root(const PPTree *tree);

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
 * The text CPython 3.13's ast.dump(tree, ...) gives for [tree], in a new
 * malloc'd NUL-terminated string the caller frees with pp_string_free (or
 * free). [options] may be NULL for the defaults. *[length] (if not NULL)
 * gets its length in bytes. NULL when memory runs out.
 */
char *pp_dump(const PPTree *tree, const PPDumpOptions *options,
              size_t *length);

/* Writes the same text to [file]; PP_ERROR_MEMORY or PP_ERROR_IO on failure. */
PPStatus pp_dump_file(const PPTree *tree, const PPDumpOptions *options,
                      FILE *file);

/* Frees a string returned by pp_dump; NULL is allowed. */
void pp_string_free(char *text);

/* ---- Tokens (owned by tokenizer/) ------------------------------------- */

#ifdef __cplusplus
}
#endif

#endif
