/*
 * describe.h - one text form of a decoded literal, shared by the corpus
 * test and the probe so that both compare lines with what the oracle
 * scripts print (scripts/gen_strings_corpus.py, scripts/strings_oracle.py).
 */
#ifndef PYPARSE_TESTS_STRINGS_DESCRIBE_H
#define PYPARSE_TESTS_STRINGS_DESCRIBE_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "string_literal.h"

/*
 * Appends to [out], one line each:
 *   "value U REPR"   (U is 1 for a u prefix), or
 *   "error L O EL EO MESSAGE" (the span of the token [text]/[length] when
 *   parsed alone: line 1, offset 1, to its end, 1-based character columns,
 *   the end column of a multi-line token counted as CPython does, see
 *   describe.c),
 *   then "warning 1 MESSAGE" when [result] warned.
 * [with_location] false leaves out the four numbers of "error".
 */
void describe_result(const char *text, size_t length, const PStrResult *result,
                     bool with_location, AstBuf *out);

#endif
