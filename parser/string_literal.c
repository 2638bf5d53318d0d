/*
 * string_literal.c - from a STRING token's text to its value: splits the
 * prefix, quotes and body, then picks the decoding CPython 3.13 uses.
 *
 *   str, raw or without a backslash  the body as it is (UTF-8)
 *   str with escapes                 the 'unicodeescape' rules
 *   bytes                            ASCII only, then bytes' escapes
 *                                    unless raw
 * The escape rules themselves are in string_escape.c.
 */
#include "string_literal.h"

#include <stdio.h>
#include <string.h>

#include "string_escape.h"

/* The parts of a literal's text; the tokenizer has already checked that
   the prefix and quotes are well formed. */
typedef struct Literal {
  bool raw, bytes, u_prefix;
  PPPythonVersion version; /* whose names and warnings (string_escape.c) */
  size_t body_offset; /* byte offset of the body in the token text */
  size_t body_length; /* bytes between the quotes */
} Literal;

/* Triple quotes take three bytes at each end, single quotes one. */
#define TRIPLE_QUOTE 3

static const char out_of_memory[] = "out of memory";
static const char not_a_literal[] = "not a string literal";

/* string = prefix? (quote body quote | quote3 body quote3) */
static bool split_literal(const char *text, size_t length, Literal *lit) {
  size_t i = 0;
  *lit = (Literal){0};
  for (; i < length && text[i] != '\'' && text[i] != '"'; i++) {
    switch (text[i]) {
      case 'r':
      case 'R':
        lit->raw = true;
        break;
      case 'b':
      case 'B':
        lit->bytes = true;
        break;
      case 'u':
      case 'U':
        break;
      default:
        return false;
    }
  }
  if (i == length) return false;
  /* Only a lower-case u gives kind='u' (measured: U"x" has no kind). */
  lit->u_prefix = text[0] == 'u';
  char quote = text[i];
  size_t quotes = 1;
  if (length - i >= 2 * TRIPLE_QUOTE && text[i + 1] == quote &&
      text[i + 2] == quote)
    quotes = TRIPLE_QUOTE;
  if (length - i < 2 * quotes) return false;
  for (size_t q = 0; q < quotes; q++)
    if (text[length - 1 - q] != quote) return false;
  lit->body_offset = i + quotes;
  lit->body_length = length - i - 2 * quotes;
  return true;
}

static void reset(PStrResult *out) {
  memset(out, 0, sizeof *out);
}

static bool fail(PStrResult *out, PStrError error, const char *message) {
  out->error = error;
  snprintf(out->message, sizeof out->message, "%s", message);
  return false;
}

static bool has_non_ascii(const char *text, size_t length) {
  for (size_t i = 0; i < length; i++)
    if ((unsigned char)text[i] & 0x80u) return true;
  return false;
}

/*
 * CPython reads source with universal newlines: "\r\n" and a lone "\r" are
 * "\n" before any token exists. tokenizer/ does the same in compile mode,
 * but tokenize-mode texts (the pp_tokens_* stream) keep them, so a body
 * with '\r' is first copied to [dest] with newlines translated and decoded
 * there in place (the decoders never write ahead of what they read).
 * Returns the new length.
 */
static size_t translate_newlines(const char *body, size_t length, char *dest) {
  size_t to = 0;
  for (size_t from = 0; from < length; from++) {
    char c = body[from];
    if (c == '\r') {
      c = '\n';
      if (from + 1 < length && body[from + 1] == '\n') from++;
    }
    dest[to++] = c;
  }
  return to;
}

/* The offset in the untranslated [body] of offset [pos] of its translation. */
static size_t untranslated_offset(const char *body, size_t length, size_t pos) {
  size_t from = 0;
  for (size_t to = 0; to < pos && from < length; to++, from++)
    if (body[from] == '\r' && from + 1 < length && body[from + 1] == '\n')
      from++;
  return from;
}

/* Decodes the body of [lit] into [dest]; shared by the public entries. */
static bool decode_body(const char *text, const Literal *lit, PStrWarnMode warn,
                        char *dest, PStrResult *out) {
  const char *body = text + lit->body_offset;
  size_t length = lit->body_length, written = 0;
  bool translated = memchr(body, '\r', length) != NULL;
  if (translated) {
    length = translate_newlines(body, length, dest);
    body = dest;
  }
  bool escapes = !lit->raw && memchr(body, '\\', length) != NULL;
  bool ok;
  out->u_prefix = lit->u_prefix;
  if (lit->bytes) {
    if (has_non_ascii(body, length))
      return fail(out, PSTR_ERROR_NON_ASCII,
                  lit->version < PP_PYTHON_3_10
                      ? "bytes can only contain ASCII literal characters."
                      : "bytes can only contain ASCII literal characters");
    if (escapes) {
      ok = pstr_unescape_bytes(body, length, lit->body_offset, lit->version,
                               dest, &written, out);
    } else {
      if (length) memmove(dest, body, length);
      written = length;
      ok = true;
    }
  } else if (escapes) {
    ok = pstr_unescape_str(body, length, lit->body_offset, warn, lit->version,
                           dest, &written, out);
  } else {
    ok = pstr_copy_utf8(body, length, dest, &written, out);
  }
  if (!ok) return false;
  if (translated && out->warned)
    out->warning_offset =
        lit->body_offset +
        untranslated_offset(text + lit->body_offset, lit->body_length,
                            out->warning_offset - lit->body_offset);
  out->value.kind = lit->bytes ? AST_CONST_BYTES : AST_CONST_STR;
  out->value.as.text.data = dest;
  out->value.as.text.length = written;
  return true;
}

size_t pstr_value_bound(const char *text, size_t length) {
  (void)text;
  return length;
}

bool pstr_decode_token_into(char *dest, const char *text, size_t length,
                            PPPythonVersion version, PStrResult *out) {
  reset(out);
  Literal lit;
  if (!split_literal(text, length, &lit))
    return fail(out, PSTR_ERROR_MALFORMED, not_a_literal);
  lit.version = version;
  return decode_body(text, &lit, PSTR_WARN_ALL, dest, out);
}

/* Arena room for a value of at most [bound] bytes (at least one byte, so
   an empty value still has a distinct non-NULL pointer). */
static char *value_room(AstArena *arena, size_t bound) {
  return ast_arena_alloc(arena, bound ? bound : 1);
}

bool pstr_decode_token(AstArena *arena, const char *text, size_t length,
                       PPPythonVersion version, PStrResult *out) {
  reset(out);
  Literal lit;
  if (!split_literal(text, length, &lit))
    return fail(out, PSTR_ERROR_MALFORMED, not_a_literal);
  lit.version = version;
  char *dest = value_room(arena, lit.body_length);
  if (!dest) return fail(out, PSTR_ERROR_MEMORY, out_of_memory);
  return decode_body(text, &lit, PSTR_WARN_ALL, dest, out);
}

bool pstr_decode_fstring_middle(AstArena *arena, const char *text,
                                size_t length, bool raw,
                                PPPythonVersion version, PStrResult *out) {
  reset(out);
  Literal lit = {.raw = raw, .version = version, .body_offset = 0,
                 .body_length = length};
  /* CPython takes a piece that reads "{{" or "}}" as one brace. */
  if (length == 2 && text[0] == text[1] && (text[0] == '{' || text[0] == '}'))
    lit.body_length = 1;
  char *dest = value_room(arena, lit.body_length);
  if (!dest) return fail(out, PSTR_ERROR_MEMORY, out_of_memory);
  return decode_body(text, &lit, PSTR_WARN_NOT_BRACES, dest, out);
}
