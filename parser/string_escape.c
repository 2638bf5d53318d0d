/*
 * string_escape.c - decoding the backslash escapes of str and bytes
 * literals, with CPython 3.13's values, errors and warnings.
 *
 * str bodies follow the 'unicodeescape' codec. CPython does not hand it
 * the source text directly: it first rewrites every non-ASCII character
 * as a 10-byte "\UXXXXXXXX" escape and a backslash before a non-ASCII
 * character (or at the end) as "\u005c", a literal backslash. We decode
 * the source text itself, which gives the same value, and only rebuild
 * that intermediate buffer's offsets (virtual_offset) when an error
 * message has to quote its positions.
 *
 * bytes bodies follow bytes' own escape decoder: the same simple escapes,
 * octal truncated to a byte, \x needing two hex digits, no \u \U \N.
 */
#include "string_escape.h"

#include <stdio.h>
#include <string.h>

#include "source.h"
#include "unicode.h"

/* Bytes a non-ASCII character takes in CPython's intermediate buffer
   ("\U" and 8 hex digits), and a backslash before one ("\u005c"). */
#define VIRTUAL_CHAR_WIDTH 10
#define VIRTUAL_BACKSLASH_WIDTH 6
/* An octal escape reads at most three digits; above 0o377 it warns. */
#define OCTAL_DIGITS_MAX 3
#define OCTAL_BYTE_MAX 0377u

typedef struct Decoder {
  const char *body;   /* the literal's body, borrowed */
  size_t length;      /* bytes of [body] */
  size_t pos;         /* byte offset in [body] of the next unread byte */
  size_t body_offset; /* byte offset of [body] in the token text */
  PStrWarnMode warn;
  bool escapes;       /* the body has escapes: CPython decodes each run of
                         non-ASCII bytes on its own (else the whole body) */
  PPPythonVersion version; /* whose character names and warning wording */
  char *dest;     /* the value, written from index 0 */
  size_t written; /* bytes written at [dest] */
  PStrResult *out;
} Decoder;

/*
 * The offset in CPython's intermediate buffer of byte [raw] of the body:
 * each backslash is read with the byte after it (as the rewrite does), a
 * backslash before non-ASCII text or at the end widens to "\u005c", and
 * each non-ASCII character to "\UXXXXXXXX".
 */
static size_t virtual_offset(const char *body, size_t length, size_t raw) {
  size_t i = 0, v = 0;
  while (i < raw) {
    if (body[i] == '\\') {
      i++;
      bool widen = i >= length || ((unsigned char)body[i] & 0x80u);
      v += widen ? VIRTUAL_BACKSLASH_WIDTH : 1;
      if (i >= raw) break;
    }
    unsigned char c = (unsigned char)body[i];
    if (c & 0x80u) {
      uint32_t cp = 0;
      size_t used = uni_decode(body + i, length - i, false, &cp);
      i += used ? used : 1;
      v += VIRTUAL_CHAR_WIDTH;
    } else {
      i++;
      v++;
    }
  }
  return v;
}

/* The codec's error for the escape from [start] to [end] (body bytes). */
static bool fail_unicode(Decoder *d, size_t start, size_t end,
                         const char *reason) {
  size_t vstart = virtual_offset(d->body, d->length, start);
  size_t vend = virtual_offset(d->body, d->length, end);
  /* Every escape error spans the backslash and at least one more byte,
     so CPython's one-byte form of the message never arises. */
  snprintf(d->out->message, sizeof d->out->message,
           "(unicode error) 'unicodeescape' codec can't decode bytes in "
           "position %zu-%zu: %s",
           vstart, vend - 1, reason);
  d->out->error = PSTR_ERROR_UNICODE;
  return false;
}

void pstr_escape_warning(char *message, size_t size, const char *escape,
                         int length, bool octal, PPPythonVersion version) {
  const char *kind =
      octal ? "invalid octal escape sequence" : "invalid escape sequence";
  if (version >= PP_PYTHON_3_14)
    snprintf(message, size,
             "\"\\%.*s\" is an %s. Such sequences will not work in the "
             "future. Did you mean \"\\\\%.*s\"? A raw string is also an "
             "option.",
             length, escape, kind, length, escape);
  else
    snprintf(message, size, "%s '\\%.*s'", kind, length, escape);
}

/* Records the first invalid escape; [at] is its backslash. */
static void note_invalid(Decoder *d, size_t at, bool octal) {
  PStrResult *out = d->out;
  if (out->warned) return;
  char c = d->body[at + 1];
  if (d->warn == PSTR_WARN_NOT_BRACES && !octal && (c == '{' || c == '}'))
    return;
  pstr_escape_warning(out->warning, sizeof out->warning, d->body + at + 1,
                      octal ? 3 : 1, octal, d->version);
  out->warned = true;
  out->warning_offset = d->body_offset + at;
}

static void put_byte(Decoder *d, unsigned value) {
  d->dest[d->written++] = (char)value;
}

static void put_code_point(Decoder *d, uint32_t cp) {
  d->written += uni_encode(cp, d->dest + d->written);
}

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Up to two more octal digits after the first, [first]. */
static unsigned read_octal(Decoder *d, char first) {
  unsigned value = (unsigned)(first - '0');
  for (int n = 1; n < OCTAL_DIGITS_MAX && d->pos < d->length; n++) {
    char c = d->body[d->pos];
    if (c < '0' || c > '7') break;
    value = value * 8 + (unsigned)(c - '0');
    d->pos++;
  }
  return value;
}

// hex_escape = "\x" HEX{2} | "\u" HEX{4} | "\U" HEX{8}
static bool hex_escape(Decoder *d, size_t start, int count,
                       const char *reason) {
  uint32_t value = 0;
  for (int n = 0; n < count; n++) {
    int digit = d->pos < d->length ? hex_value(d->body[d->pos]) : -1;
    if (digit < 0) return fail_unicode(d, start, d->pos, reason);
    value = value * 16 + (uint32_t)digit;
    d->pos++;
  }
  if (value >= UNI_MAX_CODE_POINT)
    return fail_unicode(d, start, d->pos, "illegal Unicode character");
  put_code_point(d, value);
  return true;
}

// named_escape = "\N{" NAME "}"
static bool named_escape(Decoder *d, size_t start) {
  static const char malformed[] = "malformed \\N character escape";
  if (d->pos >= d->length || d->body[d->pos] != '{')
    return fail_unicode(d, start, d->pos, malformed);
  size_t name = ++d->pos;
  const char *close = memchr(d->body + name, '}', d->length - name);
  if (!close) return fail_unicode(d, start, d->length, malformed);
  size_t name_length = (size_t)(close - (d->body + name));
  if (name_length == 0) return fail_unicode(d, start, d->pos, malformed);
  d->pos = name + name_length + 1;
  uint32_t cp = 0;
  if (!uni_lookup_name(d->body + name, name_length, &cp, d->version))
    return fail_unicode(d, start, d->pos, "unknown Unicode character name");
  put_code_point(d, cp);
  return true;
}

/* The value of a one-letter escape shared by str and bytes, or -1. */
static int simple_escape(char c) {
  switch (c) {
    case '\\':
      return '\\';
    case '\'':
      return '\'';
    case '"':
      return '"';
    case 'a':
      return '\a';
    case 'b':
      return '\b';
    case 'f':
      return '\f';
    case 'n':
      return '\n';
    case 'r':
      return '\r';
    case 't':
      return '\t';
    case 'v':
      return '\v';
    default:
      return -1;
  }
}

/* One str escape; d->pos is just past the backslash, which is ASCII-followed.
 */
static bool str_escape(Decoder *d) {
  size_t start = d->pos - 1;
  char c = d->body[d->pos++];
  int simple = simple_escape(c);
  if (simple >= 0) {
    put_byte(d, (unsigned)simple);
    return true;
  }
  switch (c) {
    case '\n':
      return true; /* a backslash-newline continues the line */
    case 'x':
      return hex_escape(d, start, 2, "truncated \\xXX escape");
    case 'u':
      return hex_escape(d, start, 4, "truncated \\uXXXX escape");
    case 'U':
      return hex_escape(d, start, 8, "truncated \\UXXXXXXXX escape");
    case 'N':
      return named_escape(d, start);
    default:
      break;
  }
  if (c >= '0' && c <= '7') {
    unsigned value = read_octal(d, c);
    if (value > OCTAL_BYTE_MAX) note_invalid(d, start, true);
    put_code_point(d, value);
    return true;
  }
  note_invalid(d, start, false); /* kept as written, backslash included */
  put_byte(d, '\\');
  put_byte(d, (unsigned char)c);
  return true;
}

/* Bad UTF-8 at d->pos: the codec's error as CPython's decoder words it,
   over the bytes it decodes at once (the body, or with escapes the run of
   non-ASCII bytes around d->pos). */
static bool fail_utf8(Decoder *d) {
  const unsigned char *s = (const unsigned char *)d->body;
  size_t from = 0, to = d->length;
  if (d->escapes) {
    for (from = d->pos; from > 0 && s[from - 1] >= 0x80; from--) {
    }
    for (to = d->pos; to < d->length && s[to] >= 0x80; to++) {
    }
  }
  LexUtf8Error bad;
  char reason[PSTR_MESSAGE_MAX - 32];
  if (lex_utf8_check(d->body + from, to - from, &bad))
    snprintf(reason, sizeof reason, "invalid utf-8"); /* cannot happen */
  else
    lex_utf8_describe(d->body + from, &bad, reason, sizeof reason);
  snprintf(d->out->message, sizeof d->out->message, "(unicode error) %s",
           reason);
  d->out->error = PSTR_ERROR_UNICODE;
  return false;
}

/* Copies the (valid UTF-8) non-ASCII character at d->pos. */
static bool copy_char(Decoder *d) {
  uint32_t cp = 0;
  size_t used = uni_decode(d->body + d->pos, d->length - d->pos, false, &cp);
  if (used == 0) return fail_utf8(d);
  memmove(d->dest + d->written, d->body + d->pos, used); /* may be in place */
  d->written += used;
  d->pos += used;
  return true;
}

static Decoder decoder(const char *body, size_t length, size_t body_offset,
                       PPPythonVersion version, char *dest, PStrResult *out) {
  Decoder d = {body,  length,  0,    body_offset, PSTR_WARN_ALL,
               false, version, dest, 0,           out};
  return d;
}

bool pstr_unescape_str(const char *body, size_t length, size_t body_offset,
                       PStrWarnMode warn, PPPythonVersion version, char *dest,
                       size_t *written, PStrResult *out) {
  Decoder d = decoder(body, length, body_offset, version, dest, out);
  d.warn = warn;
  d.escapes = true;
  while (d.pos < length) {
    unsigned char c = (unsigned char)body[d.pos];
    bool ok = true;
    if (c & 0x80u) {
      ok = copy_char(&d);
    } else if (c != '\\') {
      put_byte(&d, c);
      d.pos++;
    } else if (++d.pos >= length || ((unsigned char)body[d.pos] & 0x80u)) {
      put_byte(&d, '\\'); /* CPython's "\u005c": a backslash as such */
    } else {
      ok = str_escape(&d);
    }
    if (!ok) return false;
  }
  *written = d.written;
  return true;
}

/* One bytes escape; d->pos is just past the backslash. */
static bool bytes_escape(Decoder *d) {
  size_t start = d->pos - 1;
  char c = d->body[d->pos++];
  int simple = simple_escape(c);
  if (simple >= 0) {
    put_byte(d, (unsigned)simple);
  } else if (c == '\n') {
    /* a backslash-newline continues the line */
  } else if (c >= '0' && c <= '7') {
    unsigned value = read_octal(d, c);
    if (value > OCTAL_BYTE_MAX) note_invalid(d, start, true);
    put_byte(d, value & 0xFFu); /* bytes keep the low 8 bits */
  } else if (c == 'x') {
    int high = d->pos + 1 < d->length ? hex_value(d->body[d->pos]) : -1;
    int low = d->pos + 1 < d->length ? hex_value(d->body[d->pos + 1]) : -1;
    if (high < 0 || low < 0) {
      snprintf(d->out->message, sizeof d->out->message,
               "(value error) invalid \\x escape at position %zu", start);
      d->out->error = PSTR_ERROR_VALUE;
      return false;
    }
    put_byte(d, (unsigned)(high * 16 + low));
    d->pos += 2;
  } else {
    note_invalid(d, start, false);
    put_byte(d, '\\');
    put_byte(d, (unsigned char)c);
  }
  return true;
}

bool pstr_unescape_bytes(const char *body, size_t length, size_t body_offset,
                         PPPythonVersion version, char *dest, size_t *written,
                         PStrResult *out) {
  Decoder d = decoder(body, length, body_offset, version, dest, out);
  while (d.pos < length) {
    char c = body[d.pos++];
    if (c != '\\') {
      put_byte(&d, (unsigned char)c);
    } else if (d.pos >= length) {
      /* Not reachable from a token (the closing quote would be escaped). */
      snprintf(out->message, sizeof out->message,
               "(value error) Trailing \\ in string");
      out->error = PSTR_ERROR_VALUE;
      return false;
    } else if (!bytes_escape(&d)) {
      return false;
    }
  }
  *written = d.written;
  return true;
}

bool pstr_copy_utf8(const char *body, size_t length, char *dest,
                    size_t *written, PStrResult *out) {
  Decoder d = decoder(body, length, 0, PP_PYTHON_NEWEST, dest, out);
  while (d.pos < length) {
    unsigned char c = (unsigned char)body[d.pos];
    if (c & 0x80u) {
      if (!copy_char(&d)) return false;
    } else {
      put_byte(&d, c);
      d.pos++;
    }
  }
  *written = d.written;
  return true;
}
