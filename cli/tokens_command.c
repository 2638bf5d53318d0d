/*
 * tokens_command.c - `pyparse FILE --tokens [--exact]`: the token stream
 * printed as `python3.13 -m tokenize [-e] FILE` prints it.
 *
 * Like the tokenize module, it reads every token first and prints them
 * only when the whole file tokenized: on an error, only the error goes
 * out, as "FILE:LINE:COL: error: MESSAGE" on stderr, exit status 1.
 * Columns are in characters; strings are shown with Python's repr().
 *
 * Known shortcut: until the public pp_tokens_* API lands, this calls the
 * tokenizer's internal headers (tokenizer.h, source.h) directly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "source.h"
#include "tokenizer.h"
#include "unicode.h"

/* A printed token line is at most this long before the string part; the
   repr itself grows the buffer as needed. */
typedef struct Out {
  char *data;
  size_t length, capacity;
  PPPythonVersion version; /* whose Unicode says what repr escapes */
} Out;

static bool put(Out *out, const char *bytes, size_t n) {
  if (out->length + n + 1 > out->capacity) {
    size_t capacity = out->capacity ? out->capacity * 2 : 1 << 16;
    while (capacity < out->length + n + 1) capacity *= 2;
    char *data = realloc(out->data, capacity);
    if (!data) return false;
    out->data = data;
    out->capacity = capacity;
  }
  memcpy(out->data + out->length, bytes, n);
  out->length += n;
  return true;
}

/* Python's repr() of the str [s]/[n] (valid UTF-8). */
static bool put_repr(Out *out, const char *s, size_t n) {
  bool single = false, dbl = false;
  for (size_t i = 0; i < n; i++) {
    single |= s[i] == '\'';
    dbl |= s[i] == '"';
  }
  char quote = single && !dbl ? '"' : '\'';
  bool ok = put(out, &quote, 1);
  for (size_t i = 0; i < n && ok;) {
    unsigned char c = (unsigned char)s[i];
    char esc[16];
    if (c < 0x80) {
      if (c == '\\') ok = put(out, "\\\\", 2);
      else if (c == '\n') ok = put(out, "\\n", 2);
      else if (c == '\r') ok = put(out, "\\r", 2);
      else if (c == '\t') ok = put(out, "\\t", 2);
      else if (c == (unsigned char)quote) ok = put(out, "\\", 1) && put(out, &quote, 1);
      else if (c < 0x20 || c == 0x7f) {
        snprintf(esc, sizeof esc, "\\x%02x", c);
        ok = put(out, esc, 4);
      } else {
        ok = put(out, (const char *)&s[i], 1);
      }
      i++;
      continue;
    }
    uint32_t cp;
    size_t len = uni_decode(s + i, n - i, true, &cp);
    if (len == 0) {
      snprintf(esc, sizeof esc, "\\x%02x", c);
      ok = put(out, esc, 4);
      i++;
      continue;
    }
    if (uni_is_printable(cp, out->version)) {
      ok = put(out, s + i, len);
    } else {
      int w = cp < 0x100 ? snprintf(esc, sizeof esc, "\\x%02x", cp)
              : cp < 0x10000 ? snprintf(esc, sizeof esc, "\\u%04x", cp)
                             : snprintf(esc, sizeof esc, "\\U%08x", cp);
      ok = put(out, esc, (size_t)w);
    }
    i += len;
  }
  return ok && put(out, &quote, 1);
}

/* One line: "%-20s%-15s%-15r" of range, type name and string. */
static bool put_line(Out *out, const char *range, const char *name,
                     const char *s, size_t n) {
  char head[64];
  int w = snprintf(head, sizeof head, "%-20s%-15s", range, name);
  size_t before = out->length;
  if (!put(out, head, (size_t)w) || !put_repr(out, s, n)) return false;
  size_t repr_chars = (size_t)lex_char_count(out->data + before + (size_t)w,
                                             out->data + out->length);
  while (repr_chars++ < 15)
    if (!put(out, " ", 1)) return false;
  return put(out, "\n", 1);
}

static bool put_token(Out *out, const Lexer *lx, const LexToken *t,
                      bool exact) {
  const char *s = t->start;
  size_t n = (size_t)(t->end - t->start);
  int line = t->lineno, end_line = t->end_lineno;
  int col = lex_char_count(t->line_start, t->start);
  int end_col = t->end == t->start
                    ? col
                    : lex_char_count(t->end_line_start, t->end);
  if (t->lineno == t->end_lineno && t->end != t->start)
    end_col = col + lex_char_count(t->start, t->end);
  LexTokenType type = t->type;
  if (type == TOK_NEWLINE || type == TOK_NL) {
    /* the newline tokenize adds to a last line without one is not in the
       token's string; a NEWLINE keeps a lone '\r' before it, an NL not */
    if (t->end > lx->text_end)
      n = t->start >= lx->text_end || type == TOK_NL
              ? 0
              : (size_t)(lx->text_end - t->start);
  } else if (type == TOK_ENDMARKER || (type == TOK_DEDENT && lx->done)) {
    col = end_col = 0;
  }
  if (type > TOK_DEDENT && type < TOK_OP) {
    type = exact ? lex_exact_type(s, n) : TOK_OP;
  } else if (exact && type == TOK_OP) {
    type = lex_exact_type(s, n);
  }
  char range[64];
  snprintf(range, sizeof range, "%d,%d-%d,%d:", line, col, end_line, end_col);
  return put_line(out, range, lex_token_names[type], s, n);
}

/* A decoding error with no position, or not a SyntaxError: printed the
   way the tokenize module prints it, with no token. */
static int source_failure(const CliOptions *options, const LexSource *src) {
  if (src->place == LEX_SOURCE_AT_UNEXPECTED)
    fprintf(stderr, "unexpected error: %s\n", src->error.message);
  else
    fprintf(stderr, "%s: error: %s\n", options->path, src->error.message);
  return 1;
}

int cli_tokens(const CliOptions *options, const char *bytes, size_t size) {
  LexSource src;
  if (!lex_source_open_named(&src, bytes, size, LEX_SOURCE_TOKENIZE,
                             options->path))
    return cli_memory_error(options->path);
  if (src.has_error && src.place != LEX_SOURCE_AT_LINE) {
    int status = source_failure(options, &src);
    lex_source_close(&src);
    return status;
  }
  const char *source = src.text;
  size_t length = src.length;
  Lexer *lx = malloc(sizeof *lx);
  LexOptions lex_options = {.version = options->version, .tokenize = true};
  if (!lx || !lex_init(lx, source, length, &lex_options)) {
    free(lx);
    lex_source_close(&src);
    return cli_memory_error(options->path);
  }
  if (src.has_error)
    lex_set_pending_error(lx, &src.error, src.error.col_offset);
  Out out = {.version = lx->options.version}; /* resolved by lex_init */
  bool ok = put_line(&out, "0,0-0,0:", "ENCODING", src.encoding,
                     strlen(src.encoding));
  LexToken token;
  LexTokenType type;
  /* DEDENTs at the end are printed one line further down, as ENDMARKER.
     Out of memory, the rest is not read: that error is the one to say. */
  do {
    type = lex_next(lx, &token);
    if (type == TOK_ERRORTOKEN) break;
    if (type == TOK_DEDENT && token.start >= lx->limit) lx->done = true;
    ok = ok && put_token(&out, lx, &token, options->exact);
    if (type == TOK_DEDENT) lx->done = false;
  } while (ok && type != TOK_ENDMARKER);
  int status = 0;
  if (!ok) {
    status = cli_memory_error(options->path);
  } else if (type == TOK_ERRORTOKEN) {
    fprintf(stderr, "%s:%d:%d: error: %s\n", options->path, lx->error.lineno,
            lx->error_column, lx->error.message);
    status = 1;
  } else {
    fwrite(out.data, 1, out.length, stdout);
  }
  free(out.data);
  lex_free(lx);
  free(lx);
  lex_source_close(&src);
  return status;
}
