/*
 * fuzz_tokens.c - the token stream (pp_tokens_open/next/free) on any
 * bytes: it must end (ENDMARKER or an error) after a number of tokens
 * bounded by the input's size, with positions that never go backwards,
 * and keep answering the same once it has ended.
 */
#include <string.h>

#include "fuzz.h"

/* Tokens a stream may give for [length] bytes: every token but the
   layout ones (DEDENT, the NEWLINE and NL added at the end, ENDMARKER)
   and an empty FSTRING_MIDDLE consumes a byte; DEDENTs are at most one per
   INDENT. Generous, as only a loop should ever cross it. */
static size_t token_limit(size_t length) {
  return 4 * length + 16;
}

static bool before(int line_a, int col_a, int line_b, int col_b) {
  return line_a < line_b || (line_a == line_b && col_a < col_b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzInput in = fuzz_input(data, size);
  PPTokenOptions options = {.version = in.parse.version,
                            .type_comments = in.parse.type_comments};
  PPTokenStream *stream = NULL;
  PPError error;
  PPStatus status = pp_tokens_open(in.source, in.length, &options, &stream,
                                   &error);
  if (status != PP_OK) {
    if (stream) fuzz_fail("a stream that failed to open was returned");
    if (status != PP_ERROR_SYNTAX && status != PP_ERROR_MEMORY &&
        status != PP_ERROR_UNSUPPORTED) /* a codec iconv lacks (utf-7) */
      fuzz_fail("pp_tokens_open: unexpected status");
    return 0;
  }
  PPToken token;
  int last_line = 0, last_col = 0;
  size_t count = 0;
  for (;;) {
    status = pp_tokens_next(stream, &token, &error);
    if (status != PP_OK) break;
    if (++count > token_limit(in.length)) fuzz_fail("too many tokens");
    if (token.type == PP_TOKEN_ENDMARKER) break;
    if (before(token.lineno, token.col_offset, last_line, last_col))
      fuzz_fail("a token starts before the previous one");
    if (before(token.end_lineno, token.end_col_offset, token.lineno,
               token.col_offset))
      fuzz_fail("a token ends before it starts");
    last_line = token.lineno;
    last_col = token.col_offset;
  }
  /* an ended stream repeats its end */
  PPError again;
  PPToken token_again;
  PPStatus status_again = pp_tokens_next(stream, &token_again, &again);
  if (status_again != status) fuzz_fail("the end was not repeated");
  if (status == PP_OK && token_again.type != PP_TOKEN_ENDMARKER)
    fuzz_fail("a token after ENDMARKER");
  if (status == PP_ERROR_SYNTAX && strcmp(error.message, again.message) != 0)
    fuzz_fail("another error after the first");
  pp_tokens_free(stream);
  return 0;
}
