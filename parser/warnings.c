/*
 * warnings.c - the PPWarnings list (pyparse.h) and what feeds it
 * (warnings.h): a sorted array of records, each owning a copy of the
 * source line CPython's warning display shows.
 *
 * Nothing here runs unless the caller asked for warnings and one occurs:
 * the parser's token source tests one pointer per token.
 */
#include "warnings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python_parse.h"
#include "string_escape.h"

typedef struct Entry {
  PPWarning warning;
  const char *order; /* CPython's moment: the emitting token's first byte */
  const char *cause; /* the byte warned about (identifies the warning) */
  char *line;        /* the malloc'd copy warning.line points to */
} Entry;

struct PPWarnings {
  Entry *items;
  size_t count, capacity;
  bool failed; /* an allocation failed since the last clear */
};

PPWarnings *pp_warnings_new(void) { return calloc(1, sizeof(PPWarnings)); }

void pwarn_clear(PPWarnings *list) {
  for (size_t i = 0; i < list->count; i++) free(list->items[i].line);
  list->count = 0;
  list->failed = false;
}

bool pwarn_failed(const PPWarnings *list) { return list->failed; }

void pp_warnings_free(PPWarnings *list) {
  if (!list) return;
  pwarn_clear(list);
  free(list->items);
  free(list);
}

size_t pp_warnings_count(const PPWarnings *list) { return list->count; }

const PPWarning *pp_warnings_get(const PPWarnings *list, size_t index) {
  return index < list->count ? &list->items[index].warning : NULL;
}

/* A copy of the line holding [at] (in a text that ends with '\n', as the
   lexer's does), '\n' included; [text] is the text's first byte. */
static char *copy_line(const char *text, const char *at) {
  const char *start = at, *end = strchr(at, '\n');
  while (start > text && start[-1] != '\n') start--;
  size_t n = end ? (size_t)(end + 1 - start) : strlen(start);
  char *line = malloc(n + 1);
  if (line) {
    memcpy(line, start, n);
    line[n] = '\0';
  }
  return line;
}

/* Inserts a warning at its place in CPython's order, unless it is there
   already. [line_at] is a byte of line [lineno] in [text]. */
static void add(PPWarnings *list, const char *text, const char *order,
                const char *cause, int lineno, const char *line_at,
                int at_lineno, int at_col, const char *message) {
  size_t i = list->count;
  while (i > 0 && list->items[i - 1].order > order) i--;
  /* after the warnings of the same moment (in their own order) */
  for (size_t j = i; j > 0 && list->items[j - 1].order == order; j--)
    if (list->items[j - 1].cause == cause) return;
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? 2 * list->capacity : 8;
    Entry *items = realloc(list->items, capacity * sizeof *items);
    if (!items) {
      list->failed = true;
      return;
    }
    list->items = items;
    list->capacity = capacity;
  }
  char *line = copy_line(text, line_at);
  if (!line) {
    list->failed = true;
    return;
  }
  memmove(list->items + i + 1, list->items + i,
          (list->count - i) * sizeof *list->items);
  Entry *e = &list->items[i];
  *e = (Entry){.order = order, .cause = cause, .line = line};
  e->warning = (PPWarning){.category = PP_WARNING_SYNTAX, .lineno = lineno,
                           .at_lineno = at_lineno, .at_col_offset = at_col,
                           .line = line};
  snprintf(e->warning.message, sizeof e->warning.message, "%s", message);
  list->count++;
}

/* CPython's tokenizer, in f-string text, warns for each backslash before
   a brace (not in a raw f-string): a backslash takes the byte after it
   (a brace stays, it opens a field or a doubled brace), and "\N{...}"
   is a named escape whose braces are its own. */
static void fstring_braces(PPWarnings *list, const Lexer *lx,
                           const LexToken *t) {
  int lineno = t->lineno;
  const char *line = t->line_start;
  for (const char *c = t->start; c < t->end; c++) {
    if (*c == '\n') {
      lineno++;
      line = c + 1;
    }
    if (*c != '\\') continue;
    char next = c[1]; /* the text ends with '\n': c[1] is readable */
    if (next == '{' || next == '}') {
      char message[PP_WARNING_MESSAGE_MAX];
      pstr_escape_warning(message, sizeof message, c + 1, 1, false,
                          lx->options.version);
      add(list, lx->text, t->start, c, lineno, c, lineno, (int)(c - line),
          message);
    } else if (next == 'N' && c + 2 < t->end && c[2] == '{') {
      const char *close = memchr(c, '}', (size_t)(t->end - c));
      c = close ? close : t->end - 1;
    } else if (next != '\n') {
      c++;
    }
  }
}

void pwarn_token(PPWarnings *list, Lexer *lx, LexTokenType type,
                 const LexToken *t) {
  if (lx->warning_kind) {
    char message[PP_WARNING_MESSAGE_MAX];
    snprintf(message, sizeof message, "invalid %s literal", lx->warning_kind);
    lx->warning_kind = NULL;
    add(list, lx->text, t->start, t->end, lx->warning_lineno, t->end,
        lx->warning_lineno, lx->warning_col, message);
  }
  if ((type == TOK_FSTRING_MIDDLE || type == TOK_TSTRING_MIDDLE) &&
      !lx->modes[lx->mode_top].raw &&
      memchr(t->start, '\\', (size_t)(t->end - t->start)))
    fstring_braces(list, lx, t);
}

void pwarn_escape(PegParser *p, const char *order, int lineno,
                  const char *piece, int piece_lineno, int piece_col,
                  size_t offset, const char *message) {
  PyParser *py = p->user;
  if (!py->warnings || p->call_invalid_rules) return;
  const char *cause = piece + offset, *line = piece - piece_col;
  int at_lineno = piece_lineno;
  for (const char *c = piece; c < cause; c++)
    if (*c == '\n') {
      at_lineno++;
      line = c + 1;
    }
  /* CPython 3.14 reports the escape's own line, 3.13 the string's */
  if (py->version >= PP_PYTHON_3_14) lineno = at_lineno;
  add(py->warnings, py->lexer.text, order, cause, lineno, order, at_lineno,
      (int)(cause - line), message);
}
