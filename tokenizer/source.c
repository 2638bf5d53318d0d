/*
 * source.c - lex_source_open: bytes -> UTF-8 text, as CPython 3.13 does.
 *
 * The order of the checks is CPython's, because it decides which error
 * wins: (COMPILE) null bytes; the BOM; the declaration on line 1 or 2;
 * the codec lookup; BOM against declaration; then the conversion, whole
 * (COMPILE, strict) or line by line (TOKENIZE, errors replaced). The rules
 * themselves are documented in source.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source.h"
#include "source_codecs.h"

static const char bom[] = "\xef\xbb\xbf";

/* Ends lex_source_open out of memory, as source.h says: what [source]
   owns freed, the rest zeroed but error.status. Returns false. */
static bool no_memory(LexSource *source) {
  free(source->owned);
  memset(source, 0, sizeof *source);
  source->text = "";
  source->error.status = PP_ERROR_MEMORY;
  return false;
}

static void set_error(LexSource *source, LexSourcePlace place,
                      const char *message) {
  source->has_error = true;
  source->place = place;
  source->error.status = PP_ERROR_SYNTAX;
  source->error.type = PP_SYNTAX_ERROR;
  snprintf(source->error.message, sizeof source->error.message, "%s",
           message);
}

/* The end of the line starting at [p]: just past its '\n' (TOKENIZE reads
   lines with readline, which splits only there) or also '\r' (COMPILE). */
static const char *line_end(const char *p, const char *end, int mode) {
  while (p < end) {
    char c = *p++;
    if (c == '\n') break;
    if (c == '\r' && mode == LEX_SOURCE_COMPILE) {
      if (p < end && *p == '\n') p++;
      break;
    }
  }
  return p;
}

static bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
}

/* blank = [ \t\f]* ( "#" | "\r" | "\n" | end ) */
static bool is_blank_or_comment(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\f')) p++;
  return p == end || *p == '#' || *p == '\r' || *p == '\n';
}

/* declaration = [ \t\f]* "#" .*? "coding" [:=] [ \t]* [-\w.]+
   Copies the name (at most [size]-1 bytes) into [out]; false if none. */
static bool find_declaration(const char *p, const char *end, char *out,
                             size_t size) {
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\f')) p++;
  if (p >= end || *p != '#') return false;
  while (end > p && (end[-1] == '\n' || end[-1] == '\r')) end--;
  for (const char *q = p; q + 7 <= end; q++) {
    if (memcmp(q, "coding", 6) != 0 || (q[6] != ':' && q[6] != '='))
      continue;
    const char *n = q + 7;
    while (n < end && (*n == ' ' || *n == '\t')) n++;
    size_t len = 0;
    while (n + len < end && is_name_char(n[len])) len++;
    if (len == 0) continue;
    if (len >= size) len = size - 1;
    memcpy(out, n, len);
    out[len] = '\0';
    return true;
  }
  return false;
}

/* snprintf into a message of PP_ERROR_MESSAGE_MAX bytes, where a cut is
   expected (a declared name may be of any length) and falls on a
   character boundary. */
static void format_message(char *message, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsnprintf(message, PP_ERROR_MESSAGE_MAX, format, args);
  va_end(args);
  if (n >= PP_ERROR_MESSAGE_MAX) {
    size_t end = PP_ERROR_MESSAGE_MAX - 1;
    while (end > 0 && ((unsigned char)message[end] & 0xc0) == 0x80) end--;
    message[end] = '\0';
  }
}

/* CPython's get_normal_name: only utf-8 and latin-1 spellings change. */
static void normalize_name(const char *name, char *out, size_t size) {
  char low[13];
  size_t i = 0;
  for (; i < 12 && name[i]; i++) {
    char c = name[i];
    low[i] = c == '_' ? '-' : (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
  }
  low[i] = '\0';
  const char *result = name;
  if (strcmp(low, "utf-8") == 0 || strncmp(low, "utf-8-", 6) == 0)
    result = "utf-8";
  static const char *const latin[] = {"latin-1", "iso-8859-1",
                                      "iso-latin-1"};
  for (size_t k = 0; k < 3; k++) {
    size_t n = strlen(latin[k]);
    if (strcmp(low, latin[k]) == 0 ||
        (strncmp(low, latin[k], n) == 0 && low[n] == '-'))
      result = "iso-8859-1";
  }
  snprintf(out, size, "%s", result);
}

/* The message with " for 'FILE'" inserted where the tokenize module puts
   it: after [head], before [tail]. */
static void tokenize_message(LexSource *source, const char *filename,
                             const char *head, const char *tail) {
  char message[PP_ERROR_MESSAGE_MAX];
  source->encoding = "utf-8"; /* detect_encoding failed: none is named */
  if (filename)
    format_message(message, "%s for '%s'%s", head, filename, tail);
  else
    format_message(message, "%s%s", head, tail);
  set_error(source, LEX_SOURCE_AT_FILE, message);
}

/* The error for a codec pyparse cannot decode (in [mode]): the declared
   name's, before any token. */
static void cannot_decode(LexSource *source, int mode) {
  char message[PP_ERROR_MESSAGE_MAX];
  format_message(message, "pyparse cannot decode %s", source->encoding);
  set_error(source, mode == LEX_SOURCE_COMPILE ? LEX_SOURCE_AT_START
                                               : LEX_SOURCE_AT_FILE,
            message);
  source->error.status = PP_ERROR_UNSUPPORTED;
}

/* Drops what [out] holds: a source refused before any token has no text. */
static void empty_text(LexBuf *out) {
  out->length = 0;
  if (out->data) out->data[0] = '\0';
}

/* COMPILE with a non-UTF-8 codec: the whole input, strictly. */
static bool decode_compile(LexSource *source, const LexCodec *codec,
                           const char *p, size_t length, LexBuf *out) {
  char message[PP_ERROR_MESSAGE_MAX];
  LexConvertStop stop;
  if (!lex_codec_decode_whole(codec, p, length, out, &stop, message,
                              sizeof message))
    return false;
  if (stop == LEX_CONVERT_DONE) return true;
  if (stop == LEX_CONVERT_NO_CHARSET)
    cannot_decode(source, LEX_SOURCE_COMPILE);
  else
    set_error(source, LEX_SOURCE_AT_START, message);
  empty_text(out);
  return true;
}

/* TOKENIZE before 3.12: tokenize.py decodes each line strictly, so
   the first bad line of a UTF-8 file raises UnicodeDecodeError when it is
   read ("'utf-8' codec can't decode byte 0xff in position 3: invalid
   start byte", the position within the line): the text ends before line
   [lineno]. False when [p, next) is such a line. */
static bool strict_utf8_line(LexSource *source, const char *p,
                             const char *next, int lineno) {
  LexUtf8Error bad;
  if (lex_utf8_check(p, (size_t)(next - p), &bad)) return true;
  char message[PP_ERROR_MESSAGE_MAX];
  lex_utf8_describe(p, &bad, message, sizeof message);
  set_error(source, LEX_SOURCE_AT_LINE, message);
  source->error.type = PP_UNICODE_DECODE_ERROR;
  source->error.lineno = source->error.end_lineno = lineno;
  return false;
}

/* TOKENIZE: each line decoded on its own, errors replaced; a decoded NUL
   ends the text at the start of its line (3.12 on: before, a NUL is a
   character as any other, and a UTF-8 line must decode, as above). */
static bool decode_tokenize(LexSource *source, const LexCodec *codec,
                            const char *p, const char *end, LexBuf *out) {
  bool utf8 = strcmp(codec->python, "utf_8") == 0 ||
              strcmp(codec->python, "utf_8_sig") == 0;
  int line = 1;
  while (p < end) {
    const char *next = line_end(p, end, LEX_SOURCE_TOKENIZE);
    size_t start = out->length, bad;
    bool incomplete;
    LexConvertStop stop = LEX_CONVERT_DONE;
    if (source->before_3_12 && utf8) {
      if (!strict_utf8_line(source, p, next, line)) return true;
      if (!lex_buf_append(out, p, (size_t)(next - p))) return false;
      p = next;
      line++;
      continue;
    }
    if (utf8 ? !lex_utf8_replace(p, (size_t)(next - p), out)
             : !lex_codec_convert(codec, p, (size_t)(next - p), false, out,
                                  &bad, &incomplete, &stop))
      return false;
    if (stop == LEX_CONVERT_NO_CHARSET) {
      cannot_decode(source, LEX_SOURCE_TOKENIZE);
      empty_text(out);
      return true;
    }
    /* (a line may give no text: out->data may still be NULL) */
    if (!source->before_3_12 && out->length > start &&
        memchr(out->data + start, '\0', out->length - start)) {
      out->length = start;
      out->data[start] = '\0';
      set_error(source, LEX_SOURCE_AT_LINE,
                "source code cannot contain null bytes");
      source->error.lineno = line;
      source->error.col_offset = 0;
      return true;
    }
    p = next;
    line++;
  }
  return true;
}

/* Finds the declaration (line 1, or line 2 after a blank/comment line 1);
   in TOKENIZE mode those lines must be strict UTF-8, and from 3.14 on
   hold no NUL (its detect_encoding refuses it before any token: "FILE:
   error: source code cannot contain null bytes"). False: error set. */
static bool read_declaration(LexSource *source, const char *p,
                             const char *end, int mode, const char *filename,
                             char *name, size_t size) {
  name[0] = '\0';
  for (int line = 1; line <= 2 && p < end; line++) {
    const char *next = line_end(p, end, mode);
    LexUtf8Error bad;
    if (mode == LEX_SOURCE_TOKENIZE && source->since_3_14 &&
        memchr(p, '\0', (size_t)(next - p))) {
      set_error(source, LEX_SOURCE_AT_FILE,
                "source code cannot contain null bytes");
      return false;
    }
    if (mode == LEX_SOURCE_TOKENIZE &&
        !lex_utf8_check(p, (size_t)(next - p), &bad)) {
      tokenize_message(source, filename,
                       "invalid or missing encoding declaration", "");
      return false;
    }
    if (find_declaration(p, next, name, size)) {
      source->declaration_line = line;
      return true;
    }
    if (!is_blank_or_comment(p, next)) break;
    p = next;
  }
  return true;
}

/* error.text for an error placed before any token: the line [line, end)
   without its newline, decoded as CPython shows it (bad bytes as U+FFFD).
   False when out of memory. */
static bool set_error_line(LexSource *source, const char *line,
                           const char *end) {
  const char *stop = memchr(line, '\n', (size_t)(end - line));
  if (!stop) stop = end;
  if (stop > line && stop[-1] == '\r') stop--;
  LexBuf decoded = {0};
  if (!lex_utf8_replace(line, (size_t)(stop - line), &decoded)) {
    free(decoded.data);
    return false;
  }
  size_t n = decoded.length < PP_ERROR_TEXT_MAX - 1 ? decoded.length
                                                    : PP_ERROR_TEXT_MAX - 1;
  while (n > 0 && n < decoded.length &&
         ((unsigned char)decoded.data[n] & 0xc0) == 0x80)
    n--;
  if (n) memcpy(source->error.text, decoded.data, n);
  source->error.text[n] = '\0';
  free(decoded.data);
  return true;
}

/* compile()'s "encoding problem: NAME with BOM"; from 3.14 on the
   declaration's line of the text [p, end) (after the BOM), spanning it as
   CPython does (measured: to its end on line 1, one further on line 2).
   False when out of memory. */
static bool bom_problem(LexSource *source, const char *name, const char *p,
                        const char *end) {
  char message[PP_ERROR_MESSAGE_MAX];
  format_message(message, "encoding problem: %s with BOM", name);
  if (!source->since_3_14) {
    set_error(source, LEX_SOURCE_AT_START, message);
    return true;
  }
  set_error(source, LEX_SOURCE_AT_POSITION, message);
  const char *line = p;
  if (source->declaration_line == 2)
    line = (const char *)memchr(p, '\n', (size_t)(end - p)) + 1;
  const char *stop = memchr(line, '\n', (size_t)(end - line));
  if (!stop) stop = end;
  if (stop > line && stop[-1] == '\r') stop--;
  PPError *e = &source->error;
  e->lineno = e->end_lineno = source->declaration_line;
  e->offset = 0;
  e->end_offset = (int)(stop - line) + (source->declaration_line == 2);
  e->col_offset = 0;
  e->end_col_offset = e->end_offset;
  return set_error_line(source, line, end);
}

/* Looks the declared [name] up; false with the error set when CPython
   rejects it. */
static bool check_codec(LexSource *source, const char *name, int mode,
                        const char *filename, const LexCodec **codec) {
  char message[PP_ERROR_MESSAGE_MAX];
  *codec = lex_codec_find(name);
  if (!*codec) {
    if (mode == LEX_SOURCE_COMPILE) {
      format_message(message, "unknown encoding: %s", name);
      set_error(source, LEX_SOURCE_AT_START, message);
    } else if (filename) {
      format_message(message, "unknown encoding for '%s': %s",
               filename, name);
      set_error(source, LEX_SOURCE_AT_FILE, message);
      source->encoding = "utf-8";
    } else {
      tokenize_message(source, NULL, "unknown encoding: ", name);
    }
    return false;
  }
  if (source->had_bom && strcmp(name, "utf-8") != 0) {
    tokenize_message(source, filename, "encoding problem", ": utf-8");
    return false;
  }
  if ((*codec)->kind == LEX_CODEC_UNSUPPORTED) {
    cannot_decode(source, mode);
    return false;
  }
  if ((*codec)->kind == LEX_CODEC_NOT_TEXT) {
    format_message(message,
                   "'%s' is not a text encoding; use codecs.decode() to "
                   "handle arbitrary codecs",
                   name);
    set_error(source, mode == LEX_SOURCE_COMPILE ? LEX_SOURCE_AT_START
                                                 : LEX_SOURCE_AT_UNEXPECTED,
              message);
    return false;
  }
  return true;
}

/* One allocation of the exact size, for text that needs no change. */
static bool copy_exact(LexBuf *out, const char *p, size_t n) {
  out->data = malloc(n + 1);
  if (!out->data) return false;
  memcpy(out->data, p, n);
  out->data[n] = '\0';
  out->length = n;
  out->capacity = n + 1;
  return true;
}

/* Is [p]/[length] usable as it is: valid UTF-8 without NUL? */
static bool plain_utf8(const char *p, size_t length) {
  LexUtf8Error bad;
  return !memchr(p, '\0', length) && lex_utf8_check(p, length, &bad);
}

/* Valid UTF-8, NULs allowed (the tokenize module before 3.12). */
static bool whole_utf8(const char *p, size_t length) {
  LexUtf8Error bad;
  return lex_utf8_check(p, length, &bad);
}

static bool open_source(LexSource *source, const char *bytes, size_t length,
                        int mode, bool since_3_14, bool before_3_12,
                        const char *filename) {
  memset(source, 0, sizeof *source);
  source->since_3_14 = since_3_14;
  source->before_3_12 = before_3_12;
  source->text = "";
  source->encoding = "utf-8";
  bool borrow = (mode & LEX_SOURCE_BORROW) != 0;
  mode &= ~LEX_SOURCE_BORROW;
  if (mode == LEX_SOURCE_COMPILE && memchr(bytes, '\0', length)) {
    set_error(source, LEX_SOURCE_AT_NOWHERE,
              "source code string cannot contain null bytes");
    return true;
  }
  const char *p = bytes, *end = bytes + length;
  if (length >= 3 && memcmp(bytes, bom, 3) == 0) {
    source->had_bom = true;
    p += 3;
  }
  char declared[sizeof source->encoding_buf];
  if (!read_declaration(source, p, end, mode, filename, declared,
                        sizeof declared))
    return true;
  const LexCodec *codec = lex_codec_find("utf_8");
  if (declared[0]) {
    normalize_name(declared, source->encoding_buf,
                   sizeof source->encoding_buf);
    source->encoding = source->encoding_buf; /* ENCODING shows it first */
    /* compile() refuses a BOM with another declaration before it looks
       the codec up; the tokenize module looks it up first */
    if (mode == LEX_SOURCE_COMPILE && source->had_bom &&
        strcmp(source->encoding_buf, "utf-8") != 0) {
      if (!bom_problem(source, source->encoding_buf, p, end))
        return no_memory(source);
      return true;
    }
    if (!check_codec(source, source->encoding_buf, mode, filename, &codec))
      return true;
  }
  bool raw_utf8 = strcmp(source->encoding, "utf-8") == 0;
  size_t n = (size_t)(end - p);
  /* UTF-8 needing no change is still copied: [bytes] need not be
     NUL-terminated and the contract promises a terminated text. */
  bool as_is = raw_utf8 && (mode == LEX_SOURCE_COMPILE || plain_utf8(p, n) ||
                            (before_3_12 && whole_utf8(p, n)));
  source->utf8_unchecked = as_is && mode == LEX_SOURCE_COMPILE;
  if (as_is && borrow) {
    source->text = p;
    source->length = n;
    return true;
  }
  LexBuf out = {0};
  bool ok = as_is ? copy_exact(&out, p, n)
            : mode == LEX_SOURCE_COMPILE
                ? decode_compile(source, codec, p, n, &out)
                : decode_tokenize(source, codec, p, end, &out);
  if (!ok || !lex_buf_append(&out, "", 0)) {
    free(out.data);
    return no_memory(source);
  }
  source->owned = out.data;
  source->text = out.data;
  source->length = out.length;
  return true;
}

/* compile()'s universal newlines (see source.h): "\r\n" and a lone "\r"
   become "\n", in a copy of a borrowed text, in place in an owned one (the
   text only shrinks). False when out of memory. */
static bool universal_newlines(LexSource *source) {
  if (!memchr(source->text, '\r', source->length)) return true;
  char *out = source->owned;
  if (!out) {
    if (!(out = malloc(source->length + 1))) return false;
    memcpy(out, source->text, source->length + 1);
    source->owned = out;
  }
  source->length = lex_newlines_in_place(out, source->length);
  out[source->length] = '\0';
  source->text = out;
  return true;
}

/* LEX_SOURCE_SINCE_3_14: the first invalid UTF-8 in the (unchecked)
   text is an error at its line and character column. False when out of
   memory. */
static bool check_strict_utf8(LexSource *source) {
  LexUtf8Error bad;
  if (lex_utf8_check(source->text, source->length, &bad)) return true;
  const char *at = source->text + bad.start, *line = source->text;
  int lineno = 1, chars = 0; /* characters of the line before [at] */
  for (const char *c = source->text; c < at; c++) {
    chars += ((unsigned char)*c & 0xc0) != 0x80;
    if (*c == '\n') {
      lineno++;
      line = c + 1;
      chars = 0;
    }
  }
  char message[PP_ERROR_MESSAGE_MAX];
  snprintf(message, sizeof message,
           "Non-UTF-8 code starting with '\\x%02x' on line %d, but no "
           "encoding declared; see https://peps.python.org/pep-0263/ for "
           "details",
           (unsigned)(unsigned char)*at, lineno);
  set_error(source, LEX_SOURCE_AT_POSITION, message);
  PPError *e = &source->error;
  e->lineno = e->end_lineno = lineno;
  e->col_offset = e->end_col_offset = (int)(at - line);
  e->offset = e->end_offset = chars + 1;
  return set_error_line(source, line, source->text + source->length);
}

bool lex_source_open_named(LexSource *source, const char *bytes,
                           size_t length, int mode, const char *filename) {
  bool since_3_14 = mode & LEX_SOURCE_SINCE_3_14;
  bool before_3_12 = mode & LEX_SOURCE_BEFORE_3_12;
  mode &= ~(LEX_SOURCE_SINCE_3_14 | LEX_SOURCE_BEFORE_3_12);
  if (!open_source(source, bytes, length, mode, since_3_14, before_3_12,
                   filename))
    return false;
  if ((mode & ~LEX_SOURCE_BORROW) == LEX_SOURCE_COMPILE &&
      !universal_newlines(source))
    return no_memory(source);
  if (since_3_14 && source->utf8_unchecked && !source->has_error &&
      !check_strict_utf8(source))
    return no_memory(source);
  return true;
}

bool lex_source_open(LexSource *source, const char *bytes, size_t length,
                     int mode) {
  return lex_source_open_named(source, bytes, length, mode, NULL);
}

void lex_source_close(LexSource *source) {
  free(source->owned);
  source->owned = NULL;
  source->text = "";
  source->length = 0;
}
