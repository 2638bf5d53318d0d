/*
 * tokens_command.c - `pyparse FILE --tokens [--exact]`: the token stream
 * printed as `python3.X -m tokenize [-e] FILE` prints it.
 *
 * Like the tokenize module, it reads every token first and prints them
 * only when the whole file tokenized: on an error, only the error goes
 * out, as "FILE:LINE:COL: error: MESSAGE" (or, for a file refused before
 * its first token, "FILE: error: MESSAGE" or "unexpected error: MESSAGE"),
 * exit status 1. Columns are in characters; strings are shown with
 * Python's repr(). A client of the public token API (pp_tokens_*,
 * pp_repr) like any other.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The output, held until the last token is read. */
typedef struct Out {
  char *data;
  size_t length, capacity;
} Out;

/* Makes room for [n] more bytes and a NUL; false when memory ran out. */
static bool reserve(Out *out, size_t n) {
  if (out->length + n + 1 <= out->capacity) return true;
  size_t capacity = out->capacity ? out->capacity * 2 : 1 << 16;
  while (capacity < out->length + n + 1) capacity *= 2;
  char *data = realloc(out->data, capacity);
  if (!data) return false;
  out->data = data;
  out->capacity = capacity;
  return true;
}

static bool put(Out *out, const char *bytes, size_t n) {
  if (!reserve(out, n)) return false;
  memcpy(out->data + out->length, bytes, n);
  out->length += n;
  return true;
}

/* repr() of [s]/[n] as [version] writes it. */
static bool put_repr(Out *out, const char *s, size_t n,
                     PPPythonVersion version) {
  if (!reserve(out, n + 2)) return false; /* the text and its quotes */
  size_t room = out->capacity - out->length;
  size_t need = pp_repr(s, n, version, out->data + out->length, room);
  if (need >= room) { /* escapes made it longer: again, with room */
    if (!reserve(out, need)) return false;
    pp_repr(s, n, version, out->data + out->length, need + 1);
  }
  out->length += need;
  return true;
}

/* One line: tokenize's "%-20s%-15s%-15r" of range, type name and string
   (15 characters: a repr of 60 bytes or more has at least that many). */
static bool put_line(Out *out, const char *range, const char *name,
                     const char *s, size_t n, PPPythonVersion version) {
  char head[64];
  int w = snprintf(head, sizeof head, "%-20s%-15s", range, name);
  if (!put(out, head, (size_t)w)) return false;
  size_t before = out->length;
  if (!put_repr(out, s, n, version)) return false;
  size_t bytes = out->length - before;
  int chars = bytes >= 60 ? 15 : pp_char_column(out->data + before, (int)bytes);
  for (; chars < 15; chars++)
    if (!put(out, " ", 1)) return false;
  return put(out, "\n", 1);
}

/* The line a token's end column is counted in. 3.12's tokenize module
   counts a string's (or f-string part's) spanning lines in the text from
   its first line: the last line's byte column, as characters of the first
   line on (3.13 counts them in the last line). */
static const char *end_column_line(const PPToken *t, PPPythonVersion version) {
  bool string =
      t->type == PP_TOKEN_STRING || t->type == PP_TOKEN_FSTRING_MIDDLE;
  if (version == PP_PYTHON_3_12 && string && t->end_lineno > t->lineno)
    return t->line;
  return t->end_line;
}

static bool put_token(Out *out, const PPToken *t, bool exact,
                      PPPythonVersion version) {
  char range[64];
  snprintf(range, sizeof range, "%d,%d-%d,%d:", t->lineno,
           pp_char_column(t->line, t->col_offset), t->end_lineno,
           pp_char_column(end_column_line(t, version), t->end_col_offset));
  const char *name = pp_token_type_name(exact ? t->exact_type : t->type);
  return put_line(out, range, name, t->start, t->length, version);
}

/* Reads every token of [stream] into [out]; PP_OK at ENDMARKER, else
   the error's status (PP_ERROR_MEMORY: [out] could not grow). */
static PPStatus read_tokens(PPTokenStream *stream, const CliOptions *options,
                            Out *out, PPError *error) {
  PPToken token;
  PPStatus status;
  while ((status = pp_tokens_next(stream, &token, error)) == PP_OK) {
    if (!put_token(out, &token, options->exact, options->version))
      return PP_ERROR_MEMORY;
    if (token.type == PP_TOKEN_ENDMARKER) break;
  }
  return status;
}

int cli_tokens(const CliOptions *options, const CliInput *input, FILE *out,
               FILE *err) {
  const char *path = input->path;
  PPTokenOptions token_options = {.version = options->version,
                                  .filename = path};
  PPTokenStream *stream;
  PPError error;
  PPStatus status = pp_tokens_open(input->bytes, input->length,
                                   &token_options, &stream, &error);
  if (status == PP_ERROR_MEMORY) return cli_memory_error(err, path);
  if (status != PP_OK) {
    /* refused before any token: no position */
    if (error.type == PP_LOOKUP_ERROR)
      fprintf(err, "unexpected error: %s\n", error.message);
    else
      fprintf(err, "%s: error: %s\n", path, error.message);
    return 1;
  }
  Out text = {0};
  status = read_tokens(stream, options, &text, &error);
  int exit_status = 0;
  if (status == PP_ERROR_MEMORY) {
    exit_status = cli_memory_error(err, path);
  } else if (status != PP_OK && error.type == PP_UNICODE_DECODE_ERROR) {
    /* tokenize's main() reports what it did not expect so (and then a
       Python traceback, which we cannot give) */
    fprintf(err, "unexpected error: %s\n", error.message);
    exit_status = 1;
  } else if (status != PP_OK) {
    fprintf(err, "%s:%d:%d: error: %s\n", path, error.lineno, error.offset,
            error.message);
    exit_status = 1;
  } else {
    fwrite(text.data, 1, text.length, out);
  }
  free(text.data);
  pp_tokens_free(stream);
  return exit_status;
}
