/*
 * describe.c - the text form of a decoded literal (see describe.h).
 */
#include "describe.h"

#include <string.h>

static int characters(const char *text, size_t length) {
  int count = 0;
  for (size_t i = 0; i < length; i++)
    if (((unsigned char)text[i] & 0xC0u) != 0x80u)
      count++; /* not a tail byte */
  return count;
}

/*
 * The end of the token [text] as CPython reports it: the line of its last
 * byte and the 1-based character column after it. For a token over several
 * lines CPython converts the end's byte column with the text of the
 * error's first line (the token's), so the column counts the characters of
 * at most that many bytes of the first line (measured; see
 * corpus/strings/literals.py, "multi-line tokens").
 */
static void end_position(const char *text, size_t length, int *line, int *col) {
  const char *first_end = memchr(text, '\n', length);
  const char *last_start = text;
  *line = 1;
  for (size_t i = 0; i < length; i++) {
    if (text[i] == '\n') {
      ++*line;
      last_start = text + i + 1;
    }
  }
  size_t end_bytes = (size_t)(text + length - last_start);
  if (!first_end) {
    *col = characters(text, length) + 1;
    return;
  }
  size_t first_bytes = (size_t)(first_end - text);
  size_t counted = end_bytes < first_bytes ? end_bytes : first_bytes;
  *col = characters(text, counted) + 1;
}

void describe_result(const char *text, size_t length, const PStrResult *result,
                     bool with_location, AstBuf *out) {
  if (result->error == PSTR_ERROR_NONE) {
    ast_buf_printf(out, "value %d ", result->u_prefix ? 1 : 0);
    ast_const_repr(&result->value, PP_PYTHON_3_13, out);
    ast_buf_putc(out, '\n');
  } else if (with_location) {
    int line = 0, col = 0;
    end_position(text, length, &line, &col);
    ast_buf_printf(out, "error 1 1 %d %d %s\n", line, col, result->message);
  } else {
    ast_buf_printf(out, "error %s\n", result->message);
  }
  if (result->warned) ast_buf_printf(out, "warning 1 %s\n", result->warning);
}
