/*
 * constant.h - the values of Constant nodes, and Python's repr of them.
 *
 * A constant is what a literal evaluates to: None, True, False, Ellipsis,
 * an int of any size, a float, an imaginary number, a str or bytes. Its
 * payload lives in the parse's arena. ast_const_repr() writes the text
 * CPython 3.13's repr() gives, which is what ast.dump prints.
 */
#ifndef PYPARSE_AST_CONSTANT_H
#define PYPARSE_AST_CONSTANT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "pyparse.h"

/*
 * CPython refuses to convert between decimal text and int beyond this many
 * digits (sys.int_info.default_max_str_digits): a decimal literal longer
 * than this is a SyntaxError, and repr() of a larger value raises. Callers
 * compare it with [literal_digits] (base 10) and [digit_count].
 */
#define AST_CONST_MAX_STR_DIGITS 4300

typedef enum AstConstantKind {
  AST_CONST_NONE,
  AST_CONST_TRUE,
  AST_CONST_FALSE,
  AST_CONST_ELLIPSIS,
  AST_CONST_INT,
  AST_CONST_FLOAT,
  AST_CONST_COMPLEX,  /* a pure imaginary literal such as 1.5j */
  AST_CONST_STR,
  AST_CONST_BYTES,
} AstConstantKind;

typedef struct AstConstant {
  AstConstantKind kind;
  union {
    /*
     * AST_CONST_INT: non-negative (literals have no sign). [digits] is the
     * decimal value, no leading zeros ("0" for zero), arena-owned and
     * NUL-terminated; [small] holds the same value when [fits_int64].
     */
    struct {
      const char *digits;
      size_t digit_count;    /* decimal digits of the value */
      unsigned base;         /* base of the literal: 2, 8, 10 or 16 */
      size_t literal_digits; /* digits written, underscores and prefix excluded */
      bool fits_int64;
      int64_t small;
    } integer;
    /* AST_CONST_FLOAT: the value; AST_CONST_COMPLEX: the imaginary part. */
    double number;
    /*
     * AST_CONST_STR: generalized UTF-8 (lone surrogates as 3 bytes), not
     * NUL-terminated; AST_CONST_BYTES: raw bytes. Arena-owned.
     */
    struct {
      const char *data;
      size_t length;
    } text;
  } as;
} AstConstant;

/*
 * Literal parsing: [text]/[length] is the token's text as written
 * (underscores and base prefixes included), a literal the tokenizer
 * accepted. Each returns false only when memory runs out (the arena, or
 * the scratch memory of the conversion, which the arena does not see:
 * the caller reports it), and for a malformed literal the tokenizer
 * would have rejected.
 */
bool ast_const_int(AstArena *arena, const char *text, size_t length,
                   AstConstant *out);
bool ast_const_float(const char *text, size_t length, AstConstant *out);
/* [text] includes the trailing 'j' or 'J'. */
bool ast_const_imaginary(const char *text, size_t length, AstConstant *out);

/* Python's repr() of [value], appended to [out], as Python [version]
   writes it (which characters a str shows as escapes is its Unicode's). */
void ast_const_repr(const AstConstant *value, PPPythonVersion version,
                    AstBuf *out);

/* Python's repr() of a str given as generalized UTF-8. */
void ast_repr_str(const char *data, size_t length, PPPythonVersion version,
                  AstBuf *out);
/* Python's repr() of a bytes value. */
void ast_repr_bytes(const char *data, size_t length, AstBuf *out);
/* Python's repr() of a float (shortest round-trip, 'inf', 'nan'). */
void ast_repr_float(double value, AstBuf *out);
/* Python's repr() of complex(0, [value]): "1.5j", "2j", "infj". */
void ast_repr_imaginary(double value, AstBuf *out);

#endif
