/*
 * fuzz_input.c - the options byte of fuzz.h.
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>

static const PPPythonVersion versions[] = {PP_PYTHON_3_13, PP_PYTHON_3_14,
                                           PP_PYTHON_3_15, PP_PYTHON_DEFAULT};
static const PPParseMode modes[] = {PP_MODE_EXEC, PP_MODE_EVAL,
                                    PP_MODE_SINGLE, PP_MODE_FUNC_TYPE};

FuzzInput fuzz_input(const uint8_t *data, size_t size) {
  FuzzInput in = {.dump = pp_dump_options_default()};
  unsigned choice = size > 0 ? data[0] : 0;
  in.parse.version = versions[choice & 3];
  in.parse.mode = modes[(choice >> 2) & 3];
  in.parse.type_comments = (choice >> 4) & 1;
  in.warnings = (choice >> 5) & 1;
  in.dump.indent = (choice >> 6) & 1 ? 2 : -1;
  in.dump.include_attributes = (choice >> 7) & 1;
  in.dump.show_empty = (choice >> 6) == 3;
  in.dump.annotate_fields = (choice & 0x30) != 0x30;
  in.source = size > 0 ? (const char *)data + 1 : "";
  in.length = size > 0 ? size - 1 : 0;
  return in;
}

void fuzz_fail(const char *what) {
  fprintf(stderr, "fuzz: %s\n", what);
  abort();
}
