/*
 * error_output.c - how the pyparse program shows a syntax error.
 *
 * By default exactly as CPython 3.13 prints an uncaught SyntaxError (the
 * last lines of `python3.13 x.py`, which come from the traceback module):
 *
 *     File "x.py", line 1
 *       print "x"
 *       ^^^^^^^^^
 *   SyntaxError: Missing parentheses in call to 'print'. Did you mean ...
 *
 * The caret rules are CPython's, worked in characters (code points), not
 * bytes: the line is shown without its leading spaces and form feeds, the
 * carets cover offset..end_offset (clamped to the line; a span over
 * several lines runs to the line's end), and whitespace other than spaces
 * before the carets (tabs) is repeated so that they line up.
 *
 * With --errors=json: one JSON object on one line, with the fields of the
 * Python exception (type, msg, filename, lineno, offset, end_lineno,
 * end_offset, text), for tools.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

const char *cli_error_type_name(PPErrorType type) {
  switch (type) {
  case PP_INDENTATION_ERROR: return "IndentationError";
  case PP_TAB_ERROR: return "TabError";
  case PP_MEMORY_ERROR: return "MemoryError";
  case PP_LOOKUP_ERROR: return "LookupError";
  case PP_VALUE_ERROR: return "ValueError";
  case PP_UNICODE_DECODE_ERROR: return "UnicodeDecodeError";
  default: return "SyntaxError";
  }
}

int cli_memory_error(FILE *err, const char *path) {
  if (path)
    fprintf(err, "pyparse: %s: MemoryError: out of memory\n", path);
  else
    fputs("pyparse: MemoryError: out of memory\n", err);
  return 2;
}

/* The name CPython shows for [path]: standard input is "<stdin>". */
const char *cli_display_name(const char *path) {
  return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

/* The code point starting at [*s] (UTF-8; a stray byte stands for
   itself); advances [*s] past it. */
static uint32_t next_char(const char **s) {
  const unsigned char *p = (const unsigned char *)*s;
  uint32_t c = *p++;
  int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
  if (more) c &= 0x3f >> more;
  for (; more > 0 && (*p & 0xc0) == 0x80; more--) c = (c << 6) | (*p++ & 0x3f);
  *s = (const char *)p;
  return c;
}

/* Python's str.isspace() for [c]. */
static bool is_space(uint32_t c) {
  return (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20) ||
         c == 0x85 || c == 0xa0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 ||
         c == 0x202f || c == 0x205f || c == 0x3000;
}

/* Code points in [begin, end). */
static int char_count(const char *begin, const char *end) {
  int n = 0;
  while (begin < end) {
    next_char(&begin);
    n++;
  }
  return n;
}

/* The source line and its carets, as [version]'s traceback
   _format_syntax_error draws them, for [error] whose text is not empty. */
static void print_text(FILE *out, const PPError *error,
                       PPPythonVersion version) {
  const char *text = error->text;
  const char *rend = text + strlen(text);
  int text_chars = char_count(text, rend);
  while (rend > text && rend[-1] == '\n') rend--;
  const char *ltext = text;
  while (ltext < rend && (*ltext == ' ' || *ltext == '\n' || *ltext == '\f'))
    ltext++;
  int spaces = (int)(ltext - text), rchars = char_count(text, rend);
  fprintf(out, "    %.*s\n", (int)(rend - ltext), ltext);
  int offset = error->offset, end_offset;
  if (version < PP_PYTHON_3_13) {
    /* the end as it is (none before 3.10: one caret), not clamped to the
       line, nor carried to its end over several lines */
    end_offset = error->no_end || error->end_offset == 0 ? offset
                                                          : error->end_offset;
    if (offset == end_offset || end_offset == -1) end_offset = offset + 1;
  } else {
    if (error->lineno == error->end_lineno)
      end_offset = error->end_offset != 0 ? error->end_offset : offset;
    else
      end_offset = rchars + 1;
    if (offset > text_chars) offset = rchars + 1;
    if (end_offset > text_chars) end_offset = rchars + 1;
    if (offset >= end_offset || end_offset < 0) end_offset = offset + 1;
  }
  int colno = offset - 1 - spaces, end_colno = end_offset - 1 - spaces;
  if (colno < 0) return;
  fputs("    ", out);
  const char *s = ltext;
  for (int i = 0; i < colno && s < rend; i++) {
    const char *start = s;
    if (is_space(next_char(&s)))
      fwrite(start, 1, (size_t)(s - start), out);
    else
      fputc(' ', out);
  }
  for (int i = colno; i < end_colno; i++) fputc('^', out);
  fputc('\n', out);
}

/* Whether CPython's lineno is a number: 0 with offset -1 is its "line 0"
   (an encoding refused before any line); 0 with no offset is None. */
static bool has_lineno(const PPError *error) {
  return !error->no_location && (error->lineno > 0 || error->offset != 0);
}

/* [value] as JSON, null where CPython has None. */
static void print_json_int(FILE *out, const char *key, int value, bool none) {
  if (none)
    fprintf(out, ", \"%s\": null", key);
  else
    fprintf(out, ", \"%s\": %d", key, value);
}

static void print_traceback(FILE *out, const char *path, const PPError *error,
                            PPPythonVersion version) {
  if (error->type == PP_MEMORY_ERROR || error->type == PP_VALUE_ERROR) {
    /* not a SyntaxError: no file, line or place, only the message (3.8's
       MemoryError has none: its name alone, as Python prints it) */
    if (error->message[0])
      fprintf(out, "%s: %s\n", cli_error_type_name(error->type),
              error->message);
    else
      fprintf(out, "%s\n", cli_error_type_name(error->type));
    return;
  }
  if (has_lineno(error))
    fprintf(out, "  File \"%s\", line %d\n", cli_display_name(path),
            error->lineno);
  if (error->text[0]) print_text(out, error, version);
  fprintf(out, "%s: %s", cli_error_type_name(error->type), error->message);
  /* (CPython's error for a NUL in the source names no file at all) */
  if (!has_lineno(error) && !error->no_location)
    fprintf(out, " (%s)", cli_display_name(path));
  fputc('\n', out);
}

/* Quotes, backslashes and control characters escaped, the rest (UTF-8)
   as it is. */
void cli_print_json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(out, "\\%c", c);
    else if (c == '\n')
      fputs("\\n", out);
    else if (c == '\t')
      fputs("\\t", out);
    else if (c == '\r')
      fputs("\\r", out);
    else if (c == '\f')
      fputs("\\f", out);
    else if (c == '\b')
      fputs("\\b", out);
    else if (c < 0x20)
      fprintf(out, "\\u%04x", c);
    else
      fputc(c, out);
  }
  fputc('"', out);
}

void cli_print_syntax_error_json(FILE *out, const char *path,
                                 const PPError *error) {
  fprintf(out, "{\"type\": \"%s\", \"msg\": ", cli_error_type_name(error->type));
  cli_print_json_string(out, error->message);
  fputs(", \"filename\": ", out);
  if (error->no_location)
    fputs("null", out);
  else
    cli_print_json_string(out, cli_display_name(path));
  print_json_int(out, "lineno", error->lineno, error->no_location);
  print_json_int(out, "offset", error->offset, error->no_location);
  print_json_int(out, "end_lineno", error->end_lineno, error->no_end);
  print_json_int(out, "end_offset", error->end_offset, error->no_end);
  fputs(", \"text\": ", out);
  if (error->text[0])
    cli_print_json_string(out, error->text);
  else
    fputs("null", out);
  fputc('}', out);
}

void cli_print_syntax_error(FILE *out, const char *path, const PPError *error,
                            PPPythonVersion version, bool json) {
  if (json) {
    cli_print_syntax_error_json(out, path, error);
    fputc('\n', out);
  } else {
    print_traceback(out, path, error, pp_python_version_resolve(version));
  }
}
