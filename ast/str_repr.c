/*
 * str_repr.c - Python's repr() of str and bytes values: for the dumper
 * (ast_repr_str, ast_repr_bytes) and for the token API (pp_repr).
 *
 * Quote choice and escapes follow CPython: " only when the text has ' and
 * no "; \t \n \r \\ and the quote escaped; other ASCII controls and
 * DEL as \xhh; non-ASCII kept when str.isprintable() would keep it (asked
 * of unicode/), else \xhh, \uhhhh or \Uhhhhhhhh. Lone surrogates arrive
 * as 3-byte generalized UTF-8 and come out as \udxxx.
 */
#include "constant.h"

#include <stdio.h>
#include <string.h>

#include "pyparse.h"
#include "unicode.h"

/* Where a repr goes: the dumper's growing AstBuf, or pp_repr's bounded
   buffer. One algorithm writes both through [put]. */
typedef struct ReprOut {
  void (*put)(struct ReprOut *out, const char *bytes, size_t length);
} ReprOut;

typedef struct BufOut {
  ReprOut base;
  AstBuf *buf;
} BufOut;

static void put_to_buf(ReprOut *out, const char *bytes, size_t length) {
  ast_buf_put(((BufOut *)out)->buf, bytes, length);
}

/* As snprintf fills its buffer: every byte counted, those that fit kept. */
typedef struct BoundedOut {
  ReprOut base;
  char *data;
  size_t capacity; /* bytes [data] holds, its NUL included */
  size_t length;   /* bytes of the whole repr so far */
} BoundedOut;

static void put_bounded(ReprOut *out, const char *bytes, size_t length) {
  BoundedOut *b = (BoundedOut *)out;
  if (b->length < b->capacity) {
    size_t room = b->capacity - b->length;
    memcpy(b->data + b->length, bytes, length < room ? length : room);
  }
  b->length += length;
}

/* ---- str and bytes ------------------------------------------------------- */

/* Python uses " only when the text has ' and no ". */
static char choose_quote(const char *data, size_t length) {
  bool single = length > 0 && memchr(data, '\'', length) != NULL;
  bool dbl = length > 0 && memchr(data, '"', length) != NULL;
  return single && !dbl ? '"' : '\'';
}

/* \xhh, \uhhhh or \Uhhhhhhhh: the shortest escape Python's repr() uses. */
static void put_escape(ReprOut *out, uint32_t cp) {
  unsigned u = (unsigned)cp;
  char escape[12];
  int n = u < 0x100     ? snprintf(escape, sizeof escape, "\\x%02x", u)
          : u < 0x10000 ? snprintf(escape, sizeof escape, "\\u%04x", u)
                        : snprintf(escape, sizeof escape, "\\U%08x", u);
  out->put(out, escape, (size_t)n);
}

/* ASCII [c] inside [quote]s, for str and bytes alike. */
static void put_ascii(ReprOut *out, unsigned c, char quote) {
  switch (c) {
    case '\t': out->put(out, "\\t", 2); return;
    case '\n': out->put(out, "\\n", 2); return;
    case '\r': out->put(out, "\\r", 2); return;
    case '\\': out->put(out, "\\\\", 2); return;
    default: break;
  }
  char ch = (char)c;
  if (ch == quote) {
    out->put(out, "\\", 1);
    out->put(out, &quote, 1);
  } else if (c < 0x20 || c >= 0x7F) {
    put_escape(out, c);
  } else {
    out->put(out, &ch, 1);
  }
}

static void repr_str(ReprOut *out, const char *data, size_t length,
                     PPPythonVersion version) {
  char quote = choose_quote(data, length);
  out->put(out, &quote, 1);
  size_t i = 0;
  while (i < length) {
    uint32_t cp = 0;
    size_t used = uni_decode(data + i, length - i, true, &cp);
    if (used == 0) { /* not generalized UTF-8: shown byte by byte */
      put_escape(out, (unsigned char)data[i]);
      i++;
      continue;
    }
    if (cp < 0x80)
      put_ascii(out, cp, quote);
    else if (uni_is_printable(cp, version))
      out->put(out, data + i, used);
    else
      put_escape(out, cp);
    i += used;
  }
  out->put(out, &quote, 1);
}

void ast_repr_str(const char *data, size_t length, PPPythonVersion version,
                  AstBuf *out) {
  BufOut to = {{put_to_buf}, out};
  repr_str(&to.base, data, length, version);
}

void ast_repr_bytes(const char *data, size_t length, AstBuf *out) {
  BufOut to = {{put_to_buf}, out};
  char quote = choose_quote(data, length);
  ast_buf_putc(out, 'b');
  ast_buf_putc(out, quote);
  for (size_t i = 0; i < length; i++)
    put_ascii(&to.base, (unsigned char)data[i], quote);
  ast_buf_putc(out, quote);
}

/* The token API's repr (pyparse.h): the same algorithm as the dumper's,
   into the caller's buffer. */
size_t pp_repr(const char *s, size_t length, PPPythonVersion version,
               char *out, size_t capacity) {
  BoundedOut to = {{put_bounded}, out, capacity, 0};
  repr_str(&to.base, s, length, pp_python_version_resolve(version));
  if (capacity > 0) out[to.length < capacity ? to.length : capacity - 1] = '\0';
  return to.length;
}
