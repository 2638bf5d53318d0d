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

/* ---- Tokens (owned by tokenizer/) ------------------------------------- */

#ifdef __cplusplus
}
#endif

#endif
