/*
 * fuzz_parse.c - pp_parse_bytes on any bytes, in every mode and version
 * with every option (the input's first byte chooses, fuzz.h), then the
 * dumper on the tree: a tree or a well-formed error, never anything else,
 * and never more work than the bound of python_parse.h.
 */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "python_parse.h"

static void check_error(const PPError *error, PPStatus status) {
  if (error->status != status) fuzz_fail("PPError.status is not the status");
  if (status != PP_ERROR_MEMORY && error->message[0] == '\0')
    fuzz_fail("an error without a message");
  if (!memchr(error->message, '\0', sizeof error->message))
    fuzz_fail("an unterminated message");
  if (!memchr(error->text, '\0', sizeof error->text))
    fuzz_fail("an unterminated error text");
}

static void dump(const PPTree *tree, const PPDumpOptions *options) {
  size_t length = 0;
  char *text = pp_dump(tree, options, &length);
  if (text && strlen(text) != length) fuzz_fail("pp_dump's length is wrong");
  pp_string_free(text);
  static FILE *sink;
  if (!sink) sink = fopen("/dev/null", "w");
  if (sink && pp_dump_file(tree, options, sink) != PP_OK)
    fuzz_fail("pp_dump_file failed");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzInput in = fuzz_input(data, size);
  PPWarnings *warnings = in.warnings ? pp_warnings_new() : NULL;
  in.parse.warnings = warnings;
  PPTree *tree = NULL;
  PPError error;
  /* pp_parse_bytes, with its counters: the work bound holds */
  PegStats stats;
  PPStatus status =
      py_parse_stats(in.source, in.length, &in.parse, &stats, &tree, &error);
  if (!py_within_work_bound(&stats))
    fuzz_fail("more rule calls per token than the work bound allows");
  if (status == PP_OK) {
    if (!tree) fuzz_fail("PP_OK without a tree");
    dump(tree, &in.dump);
    pp_tree_free(tree);
  } else {
    if (tree) fuzz_fail("a tree with an error");
    if (status != PP_ERROR_SYNTAX && status != PP_ERROR_MEMORY &&
        status != PP_ERROR_UNSUPPORTED) /* a codec iconv lacks (utf-7) */
      fuzz_fail("pp_parse_bytes: unexpected status");
    check_error(&error, status);
  }
  for (size_t i = 0; warnings && i < pp_warnings_count(warnings); i++)
    if (pp_warnings_get(warnings, i)->message[0] == '\0')
      fuzz_fail("a warning without a message");
  pp_warnings_free(warnings);
  return 0;
}
