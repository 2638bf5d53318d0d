/*
 * string_literal.h - the value of one string literal token, as CPython 3.13
 * computes it while building the AST.
 *
 * Input is the exact text of a STRING token (prefix, quotes and body, as
 * tokenizer/ produces it: `rb'\x00'`, `'''a\<newline>b'''`, `u"\N{BULLET}"`)
 * or the text of one FSTRING_MIDDLE piece. Output is an ast/constant.h
 * AstConstant (AST_CONST_STR in generalized UTF-8, or AST_CONST_BYTES),
 * or the error CPython raises, plus the one SyntaxWarning CPython emits
 * for the first invalid escape.
 *
 * Implicit concatenation is the parser's: it can size one buffer with
 * pstr_value_bound() and decode every piece into it with
 * pstr_decode_token_into(), so the value is written once.
 *
 * Where CPython puts things (measured with the oracle, see
 * corpus/strings/):
 *   - every error below is a SyntaxError spanning the whole STRING token
 *     (its first byte to its end), whatever the position in the message;
 *     when the token spans lines, CPython turns the end's byte column into
 *     characters with the text of the source line where the token STARTS
 *     (so end_offset is at most that line's length + 1), as it does for
 *     any error location;
 *     for an FSTRING_MIDDLE piece, the f-string's FSTRING_END token (and a
 *     bad escape inside a format spec, f'{y:\x}', escapes CPython 3.13.0's
 *     ast.parse as a UnicodeDecodeError, not a SyntaxError);
 *   - the warning is a SyntaxWarning on the STRING token's first line
 *     (3.13 does not count the lines inside the token); for an
 *     FSTRING_MIDDLE piece, on the line of the f-string's FSTRING_END.
 */
#ifndef PYPARSE_PARSER_STRING_LITERAL_H
#define PYPARSE_PARSER_STRING_LITERAL_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "constant.h"

/*
 * Room for any message below: the longest is the unicode-escape one,
 * about 100 bytes plus two decimal positions of at most 20 digits.
 */
#define PSTR_MESSAGE_MAX 192

typedef enum PStrError {
  PSTR_ERROR_NONE,
  /* "(unicode error) 'unicodeescape' codec can't decode bytes in position
     A-B: REASON" (str escapes; A-B count bytes of CPython's intermediate
     buffer, where each non-ASCII character takes 10 bytes), or a
     "(unicode error) 'utf-8' ..." message for text that is not UTF-8 */
  PSTR_ERROR_UNICODE,
  /* "(value error) invalid \x escape at position N" (bytes escapes) */
  PSTR_ERROR_VALUE,
  /* "bytes can only contain ASCII literal characters" */
  PSTR_ERROR_NON_ASCII,
  /* [text] is not a string literal's text (prefix letters other than
     r, b, u; unmatched quotes): tokenizer/ never produces one */
  PSTR_ERROR_MALFORMED,
  /* the arena failed; [message] is "out of memory" */
  PSTR_ERROR_MEMORY,
} PStrError;

typedef struct PStrResult {
  /* AST_CONST_STR or AST_CONST_BYTES; as.text.data points into the arena
     (pstr_decode_token) or the caller's buffer (pstr_decode_token_into).
     Set only when [error] is PSTR_ERROR_NONE. */
  AstConstant value;
  bool u_prefix; /* the prefix is a lower-case u: Constant(kind='u')
                    (CPython gives U"x" no kind) */
  PStrError error;
  char message[PSTR_MESSAGE_MAX]; /* CPython's SyntaxError text, or "" */
  bool warned; /* an invalid escape: CPython warns once per piece */
  char warning[PSTR_MESSAGE_MAX]; /* "invalid escape sequence '\d'" or
                                     "invalid octal escape sequence '\777'" */
  size_t warning_offset;          /* byte offset in the token text of the
                                     backslash that starts the invalid escape */
} PStrResult;

/*
 * The most bytes the value of the token [text]/[length] can take: no
 * escape decodes to more bytes than it is written with, so the text's
 * length bounds it.
 */
size_t pstr_value_bound(const char *text, size_t length);

/*
 * Decodes the STRING token [text]/[length] into a value allocated from
 * [arena], as Python [version] does (its \N{...} names, its wording of
 * the invalid escape warning). Returns true on success; false with
 * out->error set otherwise (nothing is allocated for a failed literal
 * except on PSTR_ERROR_MEMORY).
 */
bool pstr_decode_token(AstArena *arena, const char *text, size_t length,
                       PPPythonVersion version, PStrResult *out);

/*
 * As pstr_decode_token, but writes the value at [dest], which must hold
 * pstr_value_bound(text, length) bytes; out->value.as.text.data is [dest]
 * and the value's length says how much was written; [dest] must not
 * overlap [text]. Never allocates.
 */
bool pstr_decode_token_into(char *dest, const char *text, size_t length,
                            PPPythonVersion version, PStrResult *out);

/*
 * Decodes one FSTRING_MIDDLE piece [text]/[length] of an f-string whose
 * prefix has r or R when [raw]. The piece is decoded as CPython does it:
 * a piece that is exactly "{{" or "}}" stands for one brace, and no
 * warning is given for "\{" or "\}" (the tokenizer warns for those).
 */
bool pstr_decode_fstring_middle(AstArena *arena, const char *text,
                                size_t length, bool raw,
                                PPPythonVersion version, PStrResult *out);

#endif
