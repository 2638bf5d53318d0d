/*
 * str_repr.c - Python's repr() of str and bytes values.
 *
 * Quote choice and escapes follow CPython: " only when the text has ' and
 * no "; \t \n \r \\ and the quote escaped; other ASCII controls and
 * DEL as \xhh; non-ASCII kept when str.isprintable() would keep it (asked
 * of unicode/), else \xhh, \uhhhh or \Uhhhhhhhh. Lone surrogates arrive
 * as 3-byte generalized UTF-8 and come out as \udxxx.
 */
#include "constant.h"

#include <string.h>

#include "unicode.h"

/* ---- str and bytes ------------------------------------------------------- */

/* Python uses " only when the text has ' and no ". */
static char choose_quote(const char *data, size_t length) {
  bool single = memchr(data, '\'', length) != NULL;
  bool dbl = memchr(data, '"', length) != NULL;
  return single && !dbl ? '"' : '\'';
}

/* Escapes shared by str and bytes for ASCII; false if [c] needs \x. */
static bool put_ascii(unsigned c, char quote, AstBuf *out) {
  switch (c) {
    case '\t': ast_buf_puts(out, "\\t"); return true;
    case '\n': ast_buf_puts(out, "\\n"); return true;
    case '\r': ast_buf_puts(out, "\\r"); return true;
    case '\\': ast_buf_puts(out, "\\\\"); return true;
    default: break;
  }
  if (c == (unsigned char)quote) {
    ast_buf_putc(out, '\\');
    ast_buf_putc(out, quote);
    return true;
  }
  if (c < 0x20 || c >= 0x7F) return false;
  ast_buf_putc(out, (char)c);
  return true;
}

void ast_repr_str(const char *data, size_t length, PPPythonVersion version,
                  AstBuf *out) {
  char quote = choose_quote(data, length);
  ast_buf_putc(out, quote);
  size_t i = 0;
  while (i < length) {
    uint32_t cp = 0;
    size_t used = uni_decode(data + i, length - i, true, &cp);
    if (used == 0) { /* not generalized UTF-8: shown byte by byte */
      ast_buf_printf(out, "\\x%02x", (unsigned char)data[i]);
      i++;
      continue;
    }
    if (cp < 0x80) {
      if (!put_ascii(cp, quote, out)) ast_buf_printf(out, "\\x%02x", (unsigned)cp);
    } else if (uni_is_printable(cp, version)) {
      ast_buf_put(out, data + i, used);
    } else if (cp < 0x100) {
      ast_buf_printf(out, "\\x%02x", (unsigned)cp);
    } else if (cp < 0x10000) {
      ast_buf_printf(out, "\\u%04x", (unsigned)cp);
    } else {
      ast_buf_printf(out, "\\U%08x", (unsigned)cp);
    }
    i += used;
  }
  ast_buf_putc(out, quote);
}

void ast_repr_bytes(const char *data, size_t length, AstBuf *out) {
  char quote = choose_quote(data, length);
  ast_buf_putc(out, 'b');
  ast_buf_putc(out, quote);
  for (size_t i = 0; i < length; i++) {
    unsigned c = (unsigned char)data[i];
    if (!put_ascii(c, quote, out)) ast_buf_printf(out, "\\x%02x", c);
  }
  ast_buf_putc(out, quote);
}

