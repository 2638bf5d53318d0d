/*
 * fuzz_determinism.c - the same input parsed twice gives the same answer:
 * once by pp_parse_bytes and once by a PPParser that keeps its memory
 * from every earlier input (what a linter over a project does), so that
 * nothing of one parse leaks into the next.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* The answer of one parse, comparable. */
typedef struct Answer {
  PPStatus status;
  PPError error;
  char *dump; /* NULL unless PP_OK */
  size_t warning_count;
  char first_warning[PP_WARNING_MESSAGE_MAX];
} Answer;

static Answer answer(PPParser *parser, const FuzzInput *in) {
  Answer a = {0};
  PPParseOptions options = in->parse;
  PPWarnings *warnings = in->warnings ? pp_warnings_new() : NULL;
  options.warnings = warnings;
  PPTree *tree = NULL;
  memset(&a.error, 0, sizeof a.error);
  a.status = parser ? pp_parser_parse(parser, in->source, in->length,
                                      "<fuzz>", &options, &tree, &a.error)
                    : pp_parse_bytes(in->source, in->length, "<fuzz>",
                                     &options, &tree, &a.error);
  if (a.status == PP_OK) {
    a.dump = pp_dump(tree, &in->dump, NULL);
    pp_tree_free(tree);
  }
  if (warnings) {
    a.warning_count = pp_warnings_count(warnings);
    if (a.warning_count > 0)
      strcpy(a.first_warning, pp_warnings_get(warnings, 0)->message);
    pp_warnings_free(warnings);
  }
  return a;
}

/* Field by field: the message and text buffers are compared as strings
   (what follows the NUL is not part of the answer). */
static bool same_error(const PPError *a, const PPError *b) {
  return a->type == b->type && strcmp(a->message, b->message) == 0 &&
         a->lineno == b->lineno && a->col_offset == b->col_offset &&
         a->end_lineno == b->end_lineno &&
         a->end_col_offset == b->end_col_offset && a->offset == b->offset &&
         a->end_offset == b->end_offset && a->no_location == b->no_location &&
         a->no_end == b->no_end && strcmp(a->text, b->text) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static PPParser *reused; /* lives across inputs, on purpose */
  if (!reused && !(reused = pp_parser_new())) return 0;
  FuzzInput in = fuzz_input(data, size);
  Answer fresh = answer(NULL, &in);
  Answer again = answer(reused, &in);
  if (fresh.status == PP_ERROR_MEMORY || again.status == PP_ERROR_MEMORY) {
    /* the machine's memory, not the input: nothing to compare */
  } else if (fresh.status != again.status) {
    fuzz_fail("another status the second time");
  } else if (fresh.status == PP_OK) {
    if (fresh.dump && again.dump && strcmp(fresh.dump, again.dump) != 0)
      fuzz_fail("another tree the second time");
  } else if (!same_error(&fresh.error, &again.error)) {
    fuzz_fail("another error the second time");
  }
  if (fresh.status != PP_ERROR_MEMORY && again.status != PP_ERROR_MEMORY &&
      (fresh.warning_count != again.warning_count ||
       strcmp(fresh.first_warning, again.first_warning) != 0))
    fuzz_fail("other warnings the second time");
  free(fresh.dump);
  free(again.dump);
  return 0;
}
