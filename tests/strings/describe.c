/*
 * describe.c - the text form of a decoded literal (see describe.h).
 */
#include "describe.h"

/* The 1-based line and character column just past the end of [text]. */
static void end_position(const char *text, size_t length, int *line, int *col) {
  *line = 1;
  *col = 1;
  for (size_t i = 0; i < length; i++) {
    unsigned char c = (unsigned char)text[i];
    if (c == '\n') {
      ++*line;
      *col = 1;
    } else if ((c & 0xC0u) != 0x80u) { /* not a UTF-8 continuation byte */
      ++*col;
    }
  }
}

void describe_result(const char *text, size_t length, const PStrResult *result,
                     bool with_location, AstBuf *out) {
  if (result->error == PSTR_ERROR_NONE) {
    ast_buf_printf(out, "value %d ", result->u_prefix ? 1 : 0);
    ast_const_repr(&result->value, out);
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
