/*
 * warning_output.c - how `pyparse FILE --dump-ast --warnings` shows the
 * SyntaxWarnings of a parse, on stderr before the dump or the error.
 *
 * By default as CPython 3.13's warnings module prints one (what
 * `python3.13 -W always -c 'import ast; ast.parse(...)'` writes):
 *
 *   x.py:3: SyntaxWarning: invalid escape sequence '\d'
 *     s = '\d'
 *
 * the second line being the reported line without its surrounding
 * whitespace (str.strip()), printed whenever the line exists. With
 * --errors=json, one JSON object per warning, one per line, with the
 * fields of warnings.WarningMessage: category, message, filename, lineno,
 * and line (linecache.getline's text, '\n' included).
 */
#include <stdint.h>
#include <string.h>

#include "cli.h"

/* Python's str.isspace() for the code point at [s] ([*width] gets its
   UTF-8 length); a stray byte is one non-space character. */
static bool space_at(const char *s, int *width) {
  const unsigned char *p = (const unsigned char *)s;
  uint32_t c = p[0];
  *width = 1;
  if (c >= 0xc0 && (p[1] & 0xc0) == 0x80) {
    int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
    c &= 0x3fu >> more;
    int i = 1;
    for (; i <= more && (p[i] & 0xc0) == 0x80; i++) c = (c << 6) | (p[i] & 0x3f);
    *width = i;
  }
  return (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20) || c == 0x85 ||
         c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
         c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f ||
         c == 0x3000;
}

/* Writes [line] without leading and trailing whitespace. */
static void put_stripped(FILE *out, const char *line) {
  const char *end = line + strlen(line), *last = line;
  int width;
  while (line < end && space_at(line, &width)) line += width;
  for (const char *c = line; c < end; c += width)
    if (!space_at(c, &width)) last = c + width;
  if (last > line) fwrite(line, 1, (size_t)(last - line), out);
}

/* Warning [w] of file [name] as a JSON object, the fields of
   warnings.WarningMessage. */
static void put_json_warning(FILE *out, const char *name, const PPWarning *w) {
  fputs("{\"category\": \"SyntaxWarning\", \"message\": ", out);
  cli_print_json_string(out, w->message);
  fputs(", \"filename\": ", out);
  cli_print_json_string(out, name);
  fprintf(out, ", \"lineno\": %d, \"line\": ", w->lineno);
  cli_print_json_string(out, w->line);
  fputc('}', out);
}

void cli_print_warnings_json_list(FILE *out, const char *path,
                                  const PPWarnings *warnings) {
  for (size_t i = 0; i < pp_warnings_count(warnings); i++) {
    if (i) fputs(", ", out);
    put_json_warning(out, cli_display_name(path), pp_warnings_get(warnings, i));
  }
}

void cli_print_warnings(FILE *out, const char *path,
                        const PPWarnings *warnings, bool json) {
  const char *name = cli_display_name(path);
  for (size_t i = 0; i < pp_warnings_count(warnings); i++) {
    const PPWarning *w = pp_warnings_get(warnings, i);
    if (json) {
      put_json_warning(out, name, w);
      fputc('\n', out);
      continue;
    }
    fprintf(out, "%s:%d: SyntaxWarning: %s\n", name, w->lineno, w->message);
    if (w->line[0]) {
      fputs("  ", out);
      put_stripped(out, w->line);
      fputc('\n', out);
    }
  }
}
