/*
 * string_escape.h - backslash escapes of str and bytes bodies (internal to
 * parser/string_*.c; callers use string_literal.h).
 *
 * Each function reads a literal's body (the text between the quotes),
 * writes the value at [dest] (room for [length] bytes is enough, see
 * pstr_value_bound) and stores the byte count in *[written]. On a bad
 * escape it fills out->error and out->message and returns false. The
 * first invalid escape sets out->warned, out->warning and
 * out->warning_offset ([body_offset] + its offset in the body).
 * [dest] may be [body] itself: no step writes past the bytes it has read.
 */
#ifndef PYPARSE_PARSER_STRING_ESCAPE_H
#define PYPARSE_PARSER_STRING_ESCAPE_H

#include <stdbool.h>
#include <stddef.h>

#include "string_literal.h"

/* Which escapes the caller does not want warned about: FSTRING_MIDDLE
   pieces skip "\{" and "\}", which the tokenizer already reported. */
typedef enum PStrWarnMode {
  PSTR_WARN_ALL,
  PSTR_WARN_NOT_BRACES,
} PStrWarnMode;

/* A non-raw str body, as the 'unicodeescape' codec decodes it. */
bool pstr_unescape_str(const char *body, size_t length, size_t body_offset,
                       PStrWarnMode warn, PPPythonVersion version, char *dest,
                       size_t *written, PStrResult *out);

/* A non-raw bytes body (already checked to be ASCII). */
bool pstr_unescape_bytes(const char *body, size_t length, size_t body_offset,
                         PPPythonVersion version, char *dest, size_t *written,
                         PStrResult *out);

/* The SyntaxWarning for the invalid escape whose text after the backslash
   is [escape]/[length] (one character, or three octal digits), worded as
   Python [version] words it. */
void pstr_escape_warning(char *message, size_t size, const char *escape,
                         int length, bool octal, PPPythonVersion version);

/* A body taken as it is (raw, or no backslash): checked to be UTF-8. */
bool pstr_copy_utf8(const char *body, size_t length, char *dest,
                    size_t *written, PStrResult *out);

#endif
