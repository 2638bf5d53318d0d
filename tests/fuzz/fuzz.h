/*
 * fuzz.h - what the fuzz harnesses share: the libFuzzer entry point they
 * each define, and the options an input chooses for itself.
 *
 * An input's first byte picks the options (version, mode, type comments,
 * warnings, dump options) and the rest is the source, so that the fuzzer
 * explores every combination without one harness per combination. Built
 * with -Dfuzz=true (clang) the harnesses link libFuzzer; otherwise with
 * replay.c, which runs them once over the files it is given: the test
 * suite does that over the seed corpus, so that no harness can rot.
 */
#ifndef PYPARSE_FUZZ_H
#define PYPARSE_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "pyparse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The choices an input's first byte makes. */
typedef struct FuzzInput {
  PPParseOptions parse;  /* mode, version, type_comments (no warnings) */
  bool warnings;         /* collect SyntaxWarnings */
  PPDumpOptions dump;    /* indent, attributes, annotation, empty fields */
  const char *source;    /* the bytes after the options byte */
  size_t length;
} FuzzInput;

/* Splits [data] into options and source; an empty input gives the
   defaults and an empty source. */
FuzzInput fuzz_input(const uint8_t *data, size_t size);

/* Aborts (a finding) with [what] on stderr: the fuzzer keeps the input. */
_Noreturn void fuzz_fail(const char *what);

#endif
