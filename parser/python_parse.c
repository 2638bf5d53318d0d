/*
 * python_parse.c - pp_parse_bytes: source bytes to a tree or CPython's
 * SyntaxError, through source decoding (tokenizer/source.c, compile()'s
 * rules), the lexer in the parser's mode, and the parser generated from
 * Python.gram.
 *
 * The token source hands the lexer's tokens to the PEG runtime as they are
 * asked for (the lexer one token ahead, see lex_ahead); TYPE_IGNORE
 * comments go to a side list (Module.type_ignores) instead, as CPython's
 * parser does.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python_actions.h"
#include "python_parse.h"
#include "python_parser.h"
#include "source.h"
#include "source_codecs.h"
#include "warnings.h"

AstTypeIgnoreSeq py_type_ignores(PegParser *p) {
  return ((PyParser *)p->user)->type_ignores;
}

/* Records a TYPE_IGNORE token; false when the arena is out of memory. */
static bool keep_type_ignore(PyParser *py, const LexToken *t) {
  AstArena *arena = py->peg.arena;
  AstTypeIgnoreSeq *seq = &py->type_ignores;
  if (seq->count == py->type_ignore_capacity) {
    size_t capacity = seq->count ? 2 * seq->count : 4;
    AstTypeIgnore **items = ast_arena_alloc(arena, capacity * sizeof *items);
    if (!items) return false;
    if (seq->count) memcpy(items, seq->items, seq->count * sizeof *items);
    seq->items = items;
    py->type_ignore_capacity = capacity;
  }
  const char *tag = ast_arena_strndup(arena, t->start, (size_t)(t->end - t->start));
  AstTypeIgnore *ignore = tag ? ast_TypeIgnore(arena, t->lineno, tag) : NULL;
  if (!ignore) return false;
  seq->items[seq->count++] = ignore;
  return true;
}

/* Lexes the token after the one being handed out into py->ahead, with
   TYPE_IGNORE comments set aside. The lexer runs one token ahead of the
   parser so that the hand-over copies a token finished a whole token
   earlier: copied right behind the lexer's stores, it waited on them (a
   tenth of the hand-over's time). A failure there waits for the parser
   to ask for that token. */
static void lex_ahead(PyParser *py) {
  LexTokenType type;
  while ((type = lex_next(&py->lexer, &py->ahead)) == TOK_TYPE_IGNORE)
    if (!keep_type_ignore(py, &py->ahead)) {
      type = TOK_ERRORTOKEN; /* the arena failed: the parse reports that */
      break;
    }
  if (py->warnings) pwarn_token(py->warnings, &py->lexer, type, &py->ahead);
  py->ahead.type = type;
  py->has_ahead = true;
}

/* PegNextToken over the lexer. In single mode the input's end also ends
   the statement: the first ENDMARKER after some tokens comes as a NEWLINE
   first (as in CPython's parser, so "if x:\n  pass" is complete). */
static bool next_token(void *ctx, PegToken *out) {
  PyParser *py = ctx;
  if (py->held_end) {
    py->held_end = false;
    *out = py->end;
    return true;
  }
  if (!py->has_ahead) lex_ahead(py); /* the first token */
  const LexToken *t = &py->ahead;
  LexTokenType type = t->type;
  if (type == TOK_ERRORTOKEN) {
    py->lexer_failed = py->lexer.failed;
    return false;
  }
  *out = (PegToken){
      .type = (int)type,
      .start = t->start,
      .end = t->end,
      .lineno = t->lineno,
      .col = t->col,
      .end_lineno = t->end_lineno,
      .end_col = t->end_col,
      .extra = t->line_start,
  };
  if (py->field) {
    /* a field's text starts at its '{': CPython shifts the columns of a
       token that ends on the text's first line only */
    if (out->end_lineno == 1) {
      out->col += py->field->col_shift;
      out->end_col += py->field->col_shift;
    }
    out->lineno += py->field->line_shift;
    out->end_lineno += py->field->line_shift;
  }
  if (type != TOK_ENDMARKER) lex_ahead(py); /* nothing is asked after it */
  if (type == TOK_ENDMARKER && py->mode == PP_MODE_SINGLE && py->started) {
    py->end = *out;
    py->held_end = true;
    out->type = TOK_NEWLINE;
  }
  py->started = true;
  return true;
}

static PPStatus fail(PPError *error, PPStatus status, const char *message) {
  if (error) {
    *error = (PPError){.status = status, .type = PP_SYNTAX_ERROR};
    snprintf(error->message, sizeof error->message, "%s", message);
  }
  return status;
}

bool py_added_newline(const PyParser *py, const PegToken *t) {
  return t->type == TOK_NEWLINE && t->start >= py->lexer.text_end &&
         py->mode != PP_MODE_EXEC;
}

bool py_at_input_end(const PyParser *py, const PegToken *t) {
  return t->type == TOK_ENDMARKER ||
         (t->type == TOK_DEDENT && t->start >= py->lexer.text_end);
}

/* Whether CPython's tokenizer had read to the end of the input when it
   made token [t]: a token made after the end, the NEWLINE added outside
   exec mode, or one that ends the text there (a name, number or operator,
   whose end the tokenizer finds by reading one character more; not a
   string or a '\n'). */
static bool read_to_end(const PyParser *py, const PegToken *t) {
  if (py_at_input_end(py, t) || py_added_newline(py, t)) return true;
  /* (3.8 parses a field's "(expr)" in eval mode) */
  bool exec = py->mode == PP_MODE_EXEC &&
              !(py->field && py->version < PP_PYTHON_3_9);
  return !exec && t->end >= py->lexer.text_end && t->type != TOK_STRING &&
         t->type != TOK_NEWLINE;
}

/* The generic error, at pass 1's furthest token [t], as CPython words it:
   an INDENT or DEDENT there is an IndentationError of its own. Before
   3.10 the error is "unexpected EOF" once the tokenizer has read to the
   input's end: the input ended too early. */
static void generic_error(PegParser *p, const PegToken *t) {
  PyParser *py = p->user;
  /* 3.9 reports the last token read by either pass (so does the parse
     by 3.8's grammar alone: its pass 1 stops early) */
  if (py->version == PP_PYTHON_3_9 || py->lenient_3_8)
    t = peg_furthest_token(p);
  if (t && py->version < PP_PYTHON_3_10 && read_to_end(py, t)) {
    act_raise_last(p, "unexpected EOF while parsing");
  } else if (!t) {
    peg_raise_at(p, 1, 0, 1, 0, "error at start before reading any input");
  } else if (t->type == TOK_INDENT || t->type == TOK_DEDENT) {
    py->error_type = PP_INDENTATION_ERROR;
    py->layout_error = true;
    peg_raise_token(p, t, t->type == TOK_INDENT ? "unexpected indent"
                                                 : "unexpected unindent");
  } else if (t->type == TOK_ENDMARKER || py_added_newline(py, t)) {
    /* CPython's ENDMARKER has no columns (-1): offsets 0; nor a line in
       an empty input */
    int line = py->lexer.limit == py->lexer.text ? 0 : t->lineno;
    peg_raise_at(p, line, -1, line, -1, "invalid syntax");
  } else if (py->version < PP_PYTHON_3_9 && t->type == TOK_STRING &&
             t->end_lineno > t->lineno) {
    /* 3.8 names the line a string ends on, its column counted in the
       line it starts on (its tokenizer's buffer) */
    py->offset_lineno = t->lineno;
    peg_raise_at(p, t->end_lineno, t->col, t->end_lineno, t->end_col,
                 "invalid syntax");
  } else {
    peg_raise_token(p, t, "invalid syntax");
  }
}

/* The end of the tokenizer's message for a bracket left open. */
static const char unclosed[] = "was never closed";

static bool starts_with(const char *text, const char *head) {
  return strncmp(text, head, strlen(head)) == 0;
}

static bool ends_with(const char *text, const char *tail) {
  size_t n = strlen(text), m = strlen(tail);
  return n >= m && strcmp(text + n - m, tail) == 0;
}

/* Whether CPython's tokenizer meets lexer error [error] without raising
   it (it only flags it, for the parser to word when it reads the error
   token): indentation errors, a bad line continuation, the end of the
   input in a statement. Its check of the rest of the input after a parser
   error stops there silently. */
static bool flagged_only(const PPError *error) {
  const char *m = error->message;
  return error->type != PP_SYNTAX_ERROR ||
         starts_with(m, "unexpected character after line continuation") ||
         starts_with(m, "unexpected EOF");
}

/* After a parser error, CPython reads the rest of the input: a tokenizer
   error found there is reported instead (the input is wrong already at
   the token level), except an unclosed bracket opened on or after the
   line of the furthest token the parser read. True when the lexer's error
   is to be reported. */
static bool later_tokenizer_error(PyParser *py) {
  if (py->version < PP_PYTHON_3_10) return false; /* 3.10 added the check */
  const PegToken *furthest = peg_furthest_token(&py->peg);
  if (!py->lexer.failed) { /* else it failed on the token after the last */
    LexToken t;
    LexTokenType type;
    while ((type = lex_next(&py->lexer, &t)) != TOK_ENDMARKER) {
      if (type == TOK_ERRORTOKEN) break;
      /* CPython's tokenizer warns while it reads the rest, too */
      if (py->warnings) pwarn_token(py->warnings, &py->lexer, type, &t);
    }
    if (type != TOK_ERRORTOKEN) return false;
  }
  bool is_unclosed = ends_with(py->lexer.error.message, unclosed);
  /* an error inside an f-string does not replace the parser's, a bracket
     left open there neither: CPython keeps the error in the expression
     part of the f-string */
  if (py->lexer.mode_top > 0) return false;
  if (!is_unclosed && flagged_only(&py->lexer.error)) return false;
  return !is_unclosed || !furthest || py->lexer.error.lineno < furthest->lineno;
}

/* The first byte of 1-based line [lineno] of [text] ([length] bytes), or
   NULL when the text has no such line. */
static const char *line_at(const char *text, size_t length, int lineno) {
  const char *p = text, *limit = text + length;
  if (lineno < 1) return NULL;
  for (int n = 1; n < lineno; n++) {
    p = memchr(p, '\n', (size_t)(limit - p));
    if (!p) return NULL;
    p++;
  }
  return p < limit || lineno == 1 ? p : NULL;
}

/* One past the last byte of [line] as CPython's tokenizer holds it: its
   '\n' included, also the one added at the end of the input. (CPython
   reads the line back from the file an error names when that file exists,
   without the added '\n': the CLI does that part, cli/dump_command.c.) */
static const char *line_end(const Lexer *lx, const char *line) {
  const char *nl = memchr(line, '\n', (size_t)(lx->limit - line));
  return nl ? nl + 1 : lx->limit;
}

/* CPython's 1-based character offset of byte column [col] in [line] (the
   error's first line): code points before it, plus one, the column
   clamped to the line's length. CPython counts the end of an error
   spanning lines in its first line too, so that end is clamped there. */
/* char_offset for a line holding bad UTF-8 (3.13 lets it through): CPython
   applies the byte column to the line decoded with U+FFFD for each bad
   sequence and encoded again, counting the characters of the first
   col + 1 bytes (a sequence cut short counts as one). -1 when out of
   memory. */
static int char_offset_replaced(const char *line, const char *end, int col) {
  LexBuf fixed = {0};
  if (!lex_utf8_replace(line, (size_t)(end - line), &fixed)) {
    free(fixed.data);
    return -1;
  }
  size_t n = (size_t)col + 1;
  int chars = n > fixed.length; /* past the end: its terminator */
  if (n > fixed.length) n = fixed.length;
  for (size_t i = 0; i < n; i++)
    chars += ((unsigned char)fixed.data[i] & 0xc0) != 0x80;
  free(fixed.data);
  return chars;
}

/* 3.8's count: the characters of the line's first [col] bytes decoded
   with U+FFFD for each bad sequence, plus one. -1 when out of memory. */
static int char_offset_3_8(const char *line, const char *end, int col) {
  LexBuf fixed = {0};
  size_t n = (size_t)col;
  if (n > (size_t)(end - line)) n = (size_t)(end - line);
  if (!lex_utf8_replace(line, n, &fixed)) {
    free(fixed.data);
    return -1;
  }
  int chars = 1;
  for (size_t i = 0; i < fixed.length; i++)
    chars += ((unsigned char)fixed.data[i] & 0xc0) != 0x80;
  free(fixed.data);
  return chars;
}

static int char_offset(PyParser *py, const char *line, int col) {
  /* -1: CPython's "no end", 0 */
  if (!line || col < 0 || py->byte_offsets) return col + 1;
  const Lexer *lx = &py->lexer;
  const char *end = line_end(lx, line);
  LexUtf8Error bad;
  if (!lex_utf8_check(line, (size_t)(end - line), &bad)) {
    int chars = py->version < PP_PYTHON_3_9 ? char_offset_3_8(line, end, col)
                                            : char_offset_replaced(line, end, col);
    if (chars >= 0) return chars;
    py->report_failed = true;
  }
  int chars = 0;
  for (int i = 0; i < col && line + i < end; i++)
    chars += ((unsigned char)line[i] & 0xc0) != 0x80;
  return chars + 1;
}

/* Copies line [error->lineno] of the lexer's text into error->text, cut at
   a character boundary when longer than PP_ERROR_TEXT_MAX allows. With
   [newline] the line keeps its '\n' (at the end of input the one CPython's
   tokenizer adds, which line_end counts), as the errors CPython words
   from the line do; the errors its tokenizer raises show the line
   without it. */
static void set_error_text(PPError *error, PyParser *py, bool newline) {
  const Lexer *lx = &py->lexer;
  error->text[0] = '\0';
  const char *line = line_at(lx->text, (size_t)(lx->limit - lx->text),
                             error->lineno);
  if (!line) return;
  const char *end = line_end(lx, line);
  if (!newline && end > line && end[-1] == '\n') end--;
  /* bad UTF-8 (3.13 lets it through) shows as CPython decodes the line:
     U+FFFD for each bad sequence */
  LexBuf fixed = {0};
  LexUtf8Error bad;
  if (!lex_utf8_check(line, (size_t)(end - line), &bad)) {
    if (!lex_utf8_replace(line, (size_t)(end - line), &fixed)) {
      free(fixed.data);
      py->report_failed = true;
      return;
    }
    line = fixed.data;
    end = fixed.data + fixed.length;
  }
  size_t n = (size_t)(end - line);
  if (n > PP_ERROR_TEXT_MAX - 1) {
    n = PP_ERROR_TEXT_MAX - 1;
    while (n > 0 && ((unsigned char)line[n] & 0xc0) == 0x80) n--;
  }
  memcpy(error->text, line, n);
  error->text[n] = '\0';
  free(fixed.data);
}

/* Before 3.10, SyntaxError's constructor rewords any SyntaxError (not its
   subclasses) whose line, with no '(' in it, starts with a Python 2
   print or exec statement, at its start or after its first ':'. The
   suggested call holds the rest of the statement, up to a ';', stripped;
   a trailing ',' (print's "no newline") becomes end=" ". (CPython skips
   any Unicode space before the word; only ASCII ones are skipped here.) */
static bool reword_legacy_statement(PPError *error, const char *from) {
  const char *start = from + strspn(from, " \t\n\r\v\f\x1c\x1d\x1e\x1f");
  if (strncmp(start, "exec ", 5) == 0) {
    snprintf(error->message, sizeof error->message, "%s",
             "Missing parentheses in call to 'exec'");
    return true;
  }
  if (strncmp(start, "print ", 6) != 0) return false;
  const char *rest = start + 6, *end = strchr(rest, ';');
  if (!end) end = rest + strlen(rest);
  static const char strip[] = " \t\r\n";
  while (rest < end && strchr(strip, *rest)) rest++;
  while (end > rest && strchr(strip, end[-1])) end--;
  bool no_newline = end > rest && end[-1] == ',';
  snprintf(error->message, sizeof error->message,
           "Missing parentheses in call to 'print'. Did you mean print(%.*s%s)?",
           (int)(end - rest), rest, no_newline ? " end=\" \"" : "");
  return true;
}

static void reword_legacy_print(PPError *error) {
  if (error->type != PP_SYNTAX_ERROR || strchr(error->text, '(')) return;
  if (reword_legacy_statement(error, error->text)) return;
  const char *colon = strchr(error->text, ':');
  if (colon) reword_legacy_statement(error, colon + 1);
}

/* Byte column of the character after the backslash that continues [line]
   wrongly (CPython points there): the first backslash outside strings and
   comments not ending the line; -1 if none. */
static int bad_continuation(const char *line, const char *end) {
  for (const char *c = line; c < end && *c != '#'; c++) {
    if (*c == '\\') {
      if (c + 1 < end && c[1] != '\n') return (int)(c + 1 - line);
    } else if (*c == '"' || *c == '\'') {
      char quote = *c;
      bool triple = c + 2 < end && c[1] == quote && c[2] == quote;
      for (c += triple ? 3 : 1; c < end; c++) {
        if (*c == '\\') c++;
        else if (*c == quote && (!triple || (c + 2 < end && c[1] == quote &&
                                             c[2] == quote))) {
          c += triple ? 2 : 0;
          break;
        }
      }
    }
  }
  return -1;
}

/* Where CPython's compile() puts the tokenizer errors whose place differs
   from the one `python -m tokenize` reports (the lexer's): the record
   [error] of line [line] is moved in place. Those its parser places count
   as its parser counts (char_offset, byte_offsets). */
static void compile_position(PPError *error, PyParser *py,
                             const char *line) {
  const Lexer *lx = &py->lexer;
  const char *m = error->message;
  if (ends_with(m, unclosed)) {
    error->end_offset = 0; /* CPython gives the bracket no end */
  } else if (starts_with(m, "unexpected EOF in multi-line statement") &&
             lx->level == 0) {
    /* a backslash before the end: compile() words it as its parser does */
    snprintf(error->message, sizeof error->message,
             "unexpected EOF while parsing");
    /* the lexer counts this place in bytes; compile() in characters,
       from 3.10 in the last line alone: where its newline stands */
    if (line && py->version >= PP_PYTHON_3_10) {
      const char *end = line_end(lx, line);
      if (end > line && end[-1] == '\n') end--;
      error->offset = char_offset(py, line, (int)(end - line));
    } else if (line && error->offset > 0) {
      error->offset = char_offset(py, line, error->offset - 1);
    }
    error->end_offset = -1;
    error->byte_offsets = py->byte_offsets;
  } else if ((error->type == PP_TAB_ERROR ||
              starts_with(m, "too many levels of indentation")) &&
             py->version >= PP_PYTHON_3_9) {
    /* (3.8 keeps the tokenizer's place: the end of the line) */
    error->offset = 1;
    error->end_offset = 0;
  } else if (starts_with(m, "unindent does not match")) {
    error->end_offset = -1;
  } else if (starts_with(m, "(unicode error) 'utf-8' codec")) {
    /* a name that is not UTF-8: CPython places it at the name's last
       byte, counted as char_offset counts (measured: "a" + "\xff" * k
       gives 2 for k = 1..3, 3 for k = 4..6) */
    if (line) {
      const char *end = line + error->col_offset, *stop = line_end(lx, line);
      while (end < stop && ((unsigned char)*end >= 0x80 ||
                            (lex_char_class[(unsigned char)*end] & LEX_C_NAME)))
        end++;
      error->offset = char_offset(py, line, (int)(end - line) - 1);
    }
    error->end_offset = -1;
    error->byte_offsets = py->byte_offsets;
  } else if (starts_with(m, "leading zeros in decimal") && line) {
    /* the span covers the zeros (and '_') and the digit after them */
    const char *c = line + error->col_offset, *end = line_end(lx, line);
    while (c < end && (*c == '0' || *c == '_')) c++;
    error->end_offset = error->offset + (int)(c - (line + error->col_offset));
  } else if (starts_with(m, "unexpected character after line continuation") &&
             line) {
    const char *end = line_end(lx, line);
    /* (3.8 at the line's end) */
    int col = py->version < PP_PYTHON_3_9 ? (int)(end - line) - 1
                                          : bad_continuation(line, end);
    if (col >= 0) error->offset = char_offset(py, line, col);
    /* counted from CPython's buffer: the first of the lines joined to this
       one by backslashes */
    if (lx->buf_start < line) {
      error->offset += py->byte_offsets ? (int)(line - lx->buf_start)
                                        : lex_char_count(lx->buf_start, line);
      /* 3.14 reads the error's line alone: one past its end at most */
      int most = lex_char_count(line, end) + 1;
      if (py->version >= PP_PYTHON_3_14 && error->offset > most)
        error->offset = most;
    }
    error->end_offset = 0;
    error->byte_offsets = py->byte_offsets;
  }
}

/* Whether CPython shows the line of tokenizer error [error] with its
   '\n': it does for the errors it finds from the tokenizer's state
   (indentation, line continuation, end of input, undecodable bytes, an
   unclosed bracket), not for those at a token (literals, brackets that do
   not match, unterminated strings). */
static bool lexer_text_has_newline(const PPError *error) {
  const char *m = error->message;
  return error->type != PP_SYNTAX_ERROR || ends_with(m, unclosed) ||
         starts_with(m, "unexpected character after line continuation") ||
         starts_with(m, "unexpected EOF") || starts_with(m, "(unicode error)");
}

/* CPython's MemoryError for a parse nested past its stack (MAXSTACK, our
   PEG_MAX_DEPTH; 3.8's in stack_3_8.c): it names no place, and in 3.8
   says nothing. */
static void stack_overflow(PPError *error, PPPythonVersion version) {
  *error = (PPError){.status = PP_ERROR_SYNTAX, .type = PP_MEMORY_ERROR};
  if (version >= PP_PYTHON_3_9)
    snprintf(error->message, sizeof error->message, "%s",
             "Parser stack overflowed - Python source too complex to parse");
}

/* 3.12's ValueError for a Constant it made without a value
   (PyParser.constant_without_value): it names no place. */
static PPStatus value_error(PPError *error) {
  if (error) {
    *error = (PPError){.status = PP_ERROR_SYNTAX, .type = PP_VALUE_ERROR};
    snprintf(error->message, sizeof error->message, "%s",
             "field 'value' is required for Constant");
  }
  return PP_ERROR_SYNTAX;
}

/* Before 3.12 a NEWLINE token leaves its '\n' out (a comment before it
   is in): an error ending where one of ours ends (with the '\n') ends
   where CPython's does. */
static int newline_end_col(const PyParser *py, int end_lineno, int end_col) {
  if (py->version >= PP_PYTHON_3_12) return end_col;
  const PegParser *p = &py->peg;
  for (int i = p->fill - 1; i >= 0; i--) {
    const PegToken *t = peg_token_at(p, i);
    if (t->end_lineno < end_lineno) break;
    if (t->type != TOK_NEWLINE || t->end_lineno != end_lineno ||
        t->end_col != end_col || t->end_col == t->col)
      continue;
    int kept = 0;
    for (const char *c = t->start; c < t->end; c++)
      if (*c != '\n' && *c != '\r') kept++;
    return t->col + kept;
  }
  return end_col;
}

/* Whether lexer error [error] is one that CPython before 3.10 reports at
   the end of a text without a final newline outside exec mode: its
   tokenizer reads that text as given, one column short of the newline
   pyparse's lexer adds. */
static bool ended_without_newline(const PyParser *py, const PPError *error) {
  const Lexer *lx = &py->lexer;
  const char *m = error->message;
  return py->version < PP_PYTHON_3_10 && py->mode != PP_MODE_EXEC &&
         lx->text_end < lx->limit && lx->cur >= lx->text_end &&
         error->offset > 1 &&
         (starts_with(m, "EOL while scanning") ||
          starts_with(m, "EOF while scanning") ||
          starts_with(m, "unexpected EOF while parsing"));
}

/* Whether 3.8's parser (rather than its ast.c) words [message]. */
static bool from_parser_3_8(const char *message) {
  static const char *const messages[] = {
      "invalid syntax", "unexpected EOF while parsing",
      "expected an indented block", "unexpected indent",
      "unexpected unindent"};
  for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++)
    if (strcmp(message, messages[i]) == 0) return true;
  return false;
}

/* The PPError of a failed parse. */
static PPStatus report(PyParser *py, const LexSource *source,
                       PPError *error) {
  if (source->has_error && source->place != LEX_SOURCE_AT_LINE) {
    /* the source is refused before any token: a SyntaxError, or a codec
       pyparse cannot convert (PP_ERROR_UNSUPPORTED) */
    if (error) {
      *error = source->error;
      if (source->place == LEX_SOURCE_AT_START) {
        /* CPython: line 0, offset -1 (3.8: 0), no end */
        error->offset = py->version < PP_PYTHON_3_9 ? 0 : -1;
        error->end_offset = 0;
        error->no_end = true;
      } else if (source->place == LEX_SOURCE_AT_NOWHERE &&
                 py->version < PP_PYTHON_3_11) {
        /* a NUL: before 3.11 compile() raises a ValueError */
        error->type = PP_VALUE_ERROR;
      } else if (source->place == LEX_SOURCE_AT_NOWHERE) {
        error->no_location = error->no_end = true;
      }
    }
    return source->error.status;
  }
  const PegError *e = &py->peg.err;
  if (e->status == PEG_STATUS_MEMORY)
    return fail(error, PP_ERROR_MEMORY, "out of memory");
  if (py->constant_without_value) return value_error(error);
  if (py->field_error) {
    if (py->field) py->field->tokenizer_error = py->field_error_unprefixed;
    if (error) *error = *py->field_error;
    return PP_ERROR_SYNTAX;
  }
  if (e->status == PEG_STATUS_TOKENIZER || py->lexer_failed ||
      /* the generic "unexpected indent" / "unindent" skips that check */
      (e->status == PEG_STATUS_SYNTAX && !py->layout_error &&
       later_tokenizer_error(py))) {
    /* (what the tokenizer raises itself, 3.11 gives unprefixed) */
    if (py->field) py->field->tokenizer_error = !flagged_only(&py->lexer.error);
    if (error) {
      *error = py->lexer.error;
      compile_position(error, py,
                       line_at(py->lexer.text,
                               (size_t)(py->lexer.limit - py->lexer.text),
                               error->lineno));
    }
    py->text_without_newline = !lexer_text_has_newline(&py->lexer.error);
    if (error && ended_without_newline(py, error))
      error->offset--;
    /* 200 open brackets are more than 3.8's stack holds (11 nonterminals
       a bracket at the least): its parser overflows before its tokenizer
       counts that far */
    if (py->version < PP_PYTHON_3_9 && error &&
        strcmp(error->message, "too many nested parentheses") == 0)
      stack_overflow(error, py->version);
    return PP_ERROR_SYNTAX;
  }
  if (error) {
    const Lexer *lx = &py->lexer;
    const char *line = line_at(lx->text, (size_t)(lx->limit - lx->text),
                               py->offset_lineno ? py->offset_lineno
                                                 : e->lineno);
    /* 3.8 counts its parser's own errors in characters, those of its
       ast.c in bytes (the node's column) */
    if (py->version < PP_PYTHON_3_9 && from_parser_3_8(e->message))
      py->byte_offsets = false;
    /* (an INDENT's or DEDENT's place ends where the NEWLINE before it
       ends: it keeps its newline) */
    int end_col = py->layout_error
                      ? e->end_col
                      : newline_end_col(py, e->end_lineno, e->end_col);
    *error = (PPError){
        .status = PP_ERROR_SYNTAX, .type = py->error_type,
        .lineno = e->lineno, .col_offset = e->col,
        .end_lineno = e->end_lineno, .end_col_offset = end_col,
        .offset = char_offset(py, line, e->col),
        .end_offset = char_offset(py, line, end_col),
        .byte_offsets = py->byte_offsets};
    if (py->layout_error) {
      /* CPython points at the end of the indentation, with no end */
      error->offset = error->end_offset - 1;
      error->end_offset = -1;
    }
    snprintf(error->message, sizeof error->message, "%s", e->message);
    if (e->status == PEG_STATUS_STACK_OVERFLOW)
      stack_overflow(error, py->version);
  }
  return PP_ERROR_SYNTAX;
}

/* Whether memory ran out anywhere in the parse: an arena, the warnings
   list, the wording of the error. Every such failure ends the parse with
   PP_ERROR_MEMORY, whatever else happened. */
static bool out_of_memory(const PyParser *py) {
  return ast_arena_failed(py->peg.arena) || ast_arena_failed(py->peg.work) ||
         (py->warnings && pwarn_failed(py->warnings)) || py->report_failed;
}

/* The future statements CPython's compiler knows ("braces" is its joke). */
static bool known_future_feature(const char *name) {
  static const char *const features[] = {
      "nested_scopes",    "generators",     "division",
      "absolute_import",  "with_statement", "print_function",
      "unicode_literals", "barry_as_FLUFL", "generator_stop",
      "annotations",
  };
  for (size_t i = 0; i < sizeof features / sizeof features[0]; i++)
    if (strcmp(name, features[i]) == 0) return true;
  return false;
}

/* From 3.14, ast.parse checks a module's (or an interactive statement's)
   future statements as the compiler does: those at its start (after the
   docstring) must name known features. True (the error raised, at the
   name) when one does not. */
static bool bad_future_import(PyParser *py, const AstMod *root) {
  if (py->version < PP_PYTHON_3_14 ||
      (root->kind != AST_MOD_MODULE && root->kind != AST_MOD_INTERACTIVE))
    return false;
  const AstStmtSeq *body = root->kind == AST_MOD_MODULE
                               ? &root->v.Module.body
                               : &root->v.Interactive.body;
  size_t i = 0;
  if (body->count && body->items[0]->kind == AST_STMT_EXPR) {
    const AstExpr *e = body->items[0]->v.Expr.value;
    if (e->kind == AST_EXPR_CONSTANT &&
        e->v.Constant.value->kind == AST_CONST_STR)
      i = 1; /* the docstring */
  }
  for (; i < body->count; i++) {
    const AstStmt *s = body->items[i];
    if (s->kind != AST_STMT_IMPORTFROM || s->v.ImportFrom.level != 0 ||
        !s->v.ImportFrom.module ||
        strcmp(s->v.ImportFrom.module, "__future__") != 0)
      return false;
    const AstAliasSeq *names = &s->v.ImportFrom.names;
    for (size_t n = 0; n < names->count; n++) {
      const AstAlias *a = names->items[n];
      if (known_future_feature(a->name)) continue;
      if (strcmp(a->name, "braces") == 0)
        peg_raise_at(&py->peg, a->lineno, a->col_offset, a->end_lineno,
                     a->end_col_offset, "not a chance");
      else
        peg_raise_at(&py->peg, a->lineno, a->col_offset, a->end_lineno,
                     a->end_col_offset, "future feature %s is not defined",
                     a->name);
      return true;
    }
  }
  return false;
}

/* Single mode parsed one statement: anything but blanks and comments
   after the last token read is an error of its own in CPython, raised at
   that token. True (the error raised) when there is. */
static bool more_statements(PyParser *py) {
  const PegToken *t = peg_furthest_token(&py->peg);
  if (!t) return false;
  const char *c = t->end, *limit = py->lexer.limit;
  while (c < limit) {
    if (*c == '#') {
      while (c < limit && *c != '\n') c++;
    } else if (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\f') {
      c++;
    } else {
      peg_raise_token(&py->peg, t, "multiple statements found while "
                                   "compiling a single statement");
      return true;
    }
  }
  return false;
}

/* The start rule of [mode] (Python.gram's file, eval, interactive,
   func_type). */
static AstMod *parse_mode(PegParser *p, PPParseMode mode) {
  switch (mode) {
  case PP_MODE_EVAL: return python_parse_eval(p);
  case PP_MODE_SINGLE: return python_parse_interactive(p);
  case PP_MODE_FUNC_TYPE: return python_parse_func_type(p);
  default: return python_parse(p);
  }
}

PPStatus pp_parse_bytes(const char *bytes, size_t length, const char *filename,
                        const PPParseOptions *options, PPTree **tree,
                        PPError *error) {
  return py_parse(bytes, length, filename, options, NULL, tree, error);
}

/* The whole of [file] in a malloc'd buffer, or NULL with errno set. */
static char *read_all(FILE *file, size_t *length) {
  size_t capacity = 1 << 16, used = 0;
  char *data = malloc(capacity);
  while (data) {
    used += fread(data + used, 1, capacity - used, file);
    if (ferror(file)) break;
    if (used < capacity) {
      *length = used;
      return data;
    }
    char *more = capacity <= SIZE_MAX / 2 ? realloc(data, capacity *= 2) : NULL;
    if (!more) {
      errno = ENOMEM;
      break;
    }
    data = more;
  }
  free(data);
  return NULL;
}

/* PP_ERROR_IO (or PP_ERROR_MEMORY) for errno [cause] while reading [name]. */
static PPStatus read_failure(PPError *error, const char *name, int cause) {
  PPStatus status = cause == ENOMEM ? PP_ERROR_MEMORY : PP_ERROR_IO;
  if (error) {
    memset(error, 0, sizeof *error);
    error->status = status;
    snprintf(error->message, sizeof error->message, "cannot read %s: %s",
             name, strerror(cause));
  }
  return status;
}

bool pp_grammar_has_rule(const char *name) {
  for (size_t i = 0; name && i < python_grammar.rule_count; i++)
    if (strcmp(python_grammar.rule_names[i], name) == 0) return true;
  return false;
}

PPStatus pp_read_stream(FILE *stream, const char *name, char **bytes,
                        size_t *length, PPError *error) {
  errno = 0;
  *bytes = read_all(stream, length);
  return *bytes ? PP_OK : read_failure(error, name, errno ? errno : EIO);
}

PPStatus pp_read_file(const char *path, char **bytes, size_t *length,
                      PPError *error) {
  *bytes = NULL;
  FILE *file = fopen(path, "rb");
  if (!file) return read_failure(error, path, errno);
  PPStatus status = pp_read_stream(file, path, bytes, length, error);
  fclose(file);
  return status;
}

PPStatus pp_parse_file(const char *path, const PPParseOptions *options,
                       PPTree **tree, PPError *error) {
  *tree = NULL;
  char *bytes;
  size_t length = 0;
  PPStatus status = pp_read_file(path, &bytes, &length, error);
  if (status != PP_OK) return status;
  status = pp_parse_bytes(bytes, length, path, options, tree, error);
  free(bytes);
  return status;
}

/* The start of the messages of 3.8's ast.c that its grammar does not
   refuse first (of its strings' decoding and f-strings too). */
static bool from_ast_3_8(const char *message) {
  static const char *const starts[] = {
      "cannot assign to", "cannot delete", "illegal expression for augmented",
      "only single target", "illegal target for annotation",
      "positional argument follows", "iterable argument unpacking follows",
      "Generator expression must be parenthesized",
      "expression cannot contain assignment",
      "non-default argument follows default argument",
      "named arguments must follow bare *",
      "iterable unpacking cannot be used in comprehension",
      "dict unpacking cannot be used in dict comprehension",
      "cannot use assignment expressions with", "(unicode error)",
      "(value error)", "bytes can only contain", "cannot mix bytes",
      "f-string"};
  for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
    if (starts_with(message, starts[i])) return true;
  return false;
}

/* PegParser.drops_error of the parse by 3.8's grammar alone. */
static bool drops_ast_error_3_8(PegParser *p, const char *message) {
  (void)p;
  return from_ast_3_8(message);
}

/* One parse, with [work] for what the parse alone needs (tokens, memo,
   the parser's state): reset by the caller for the next one. With
   [lenient_3_8], 3.8's grammar alone (PyParser.lenient_3_8); *[ast_3_8]
   (when given) tells whether the parse failed with an error of 3.8's
   ast.c. */
static PPStatus parse_one(AstArena *work, const char *bytes, size_t length,
                          const char *filename, const PPParseOptions *options,
                          const AstArenaLimits *limits, PyField *field,
                          bool lenient_3_8, bool *ast_3_8, PegStats *stats,
                          PPTree **tree, PPError *error) {
  if (ast_3_8) *ast_3_8 = false;
  PPParseOptions defaults = {.mode = PP_MODE_EXEC};
  if (!options) options = &defaults;
  if (tree) *tree = NULL;
  /* emptied first: a parse that fails early leaves none of the last's */
  if (options->warnings) pwarn_clear(options->warnings);
  LexSource source;
  PPPythonVersion version = pp_python_version_resolve(options->version);
  int source_mode = LEX_SOURCE_COMPILE |
                    (version >= PP_PYTHON_3_14 ? LEX_SOURCE_SINCE_3_14 : 0);
  if (!lex_source_open_named(&source, bytes, length, source_mode, filename))
    return fail(error, PP_ERROR_MEMORY, "out of memory");
  /* a field's expression goes in its f-string's tree */
  AstArena *arena = field   ? field->arena
                    : limits ? ast_arena_new_limited(limits)
                             : ast_arena_new();
  PyParser *py = arena ? ast_arena_alloc(work, sizeof *py) : NULL;
  PegTrace *trace = py && options->trace
                        ? ast_arena_alloc(work, sizeof *trace) : NULL;
  LexOptions lex_options = {.version = version,
                            .tokenize = false,
                            .type_comments = options->type_comments};
  if (!py || (options->trace && !trace) ||
      !lex_init(&py->lexer, source.text, source.length, &lex_options)) {
    if (!field) ast_arena_free(arena);
    lex_source_close(&source);
    return fail(error, PP_ERROR_MEMORY, "out of memory");
  }
  if (source.has_error && source.place == LEX_SOURCE_AT_LINE)
    lex_set_pending_error(&py->lexer, &source.error, source.error.col_offset);
  py->mode = options->mode;
  py->version = version;
  py->byte_offsets = version <= PP_PYTHON_3_12 && !source.declaration_line &&
                     !source.had_bom;
  py->warnings = options->warnings;
  py->field = field;
  py->lenient_3_8 = lenient_3_8;
  peg_init(&py->peg, &python_grammar, arena, next_token, py);
  if (lenient_3_8) {
    py->peg.drops_error = drops_ast_error_3_8;
    py->peg.pass_2_accepts = true;
  }
  py->peg.work = work;
  py->peg.user = py;
  py->peg.generic_error = generic_error;
  py->peg.layout_types = (1u << TOK_NEWLINE) | (1u << TOK_INDENT) |
                         (1u << TOK_DEDENT);
  /* 3.8 ends a compound statement where its last statement ends, before
     a ';' at the end of the line; a span never ends at another ';' */
  if (version < PP_PYTHON_3_9) py->peg.layout_types |= 1u << TOK_SEMI;
  if (trace) {
    trace->out = options->trace;
    trace->rules = options->trace_rules;
    trace->max_lines = options->trace_max_lines;
    peg_set_trace(&py->peg, trace);
  }
  void *root = NULL;
  if (!(source.has_error && source.place != LEX_SOURCE_AT_LINE))
    root = field ? (void *)python_parse_fstring_legacy(&py->peg)
                 : (void *)parse_mode(&py->peg, options->mode);
  if (root && options->mode == PP_MODE_SINGLE && more_statements(py))
    root = NULL;
  /* (3.8's parser stops at its stack's end before anything else looks) */
  if (root && version < PP_PYTHON_3_9 && py_overflows_3_8(py, root, field))
    root = NULL;
  if (root && !field && bad_future_import(py, root)) root = NULL;
  /* (what the checks raise is 3.8's ast.c's: kept in that parse too) */
  py->peg.drops_error = NULL;
  if (root && !field && version < PP_PYTHON_3_9 && py_rejected_by_3_8(py, root))
    root = NULL;
  if (stats) *stats = py->peg.stats;
  PPStatus status = PP_OK;
  if (!root && !out_of_memory(py)) {
    status = report(py, &source, error);
    /* (an error of the source before any token brings its own text) */
    if (status == PP_ERROR_SYNTAX && error && error->type != PP_MEMORY_ERROR &&
        error->type != PP_VALUE_ERROR && !py->field_error &&
        !(source.has_error && source.place == LEX_SOURCE_AT_POSITION))
      set_error_text(error, py, !py->text_without_newline);
    if (status == PP_ERROR_SYNTAX && error && !field &&
        version < PP_PYTHON_3_10)
      reword_legacy_print(error);
    if (ast_3_8 && status == PP_ERROR_SYNTAX && error &&
        version < PP_PYTHON_3_9)
      *ast_3_8 = py->field_error || from_ast_3_8(error->message);
  }
  /* before 3.10 a SyntaxError has no end */
  if (status == PP_ERROR_SYNTAX && error && version < PP_PYTHON_3_10 &&
      error->type != PP_MEMORY_ERROR && error->type != PP_VALUE_ERROR)
    error->no_end = true;
  /* (report's reading of the rest of the input may warn, and its offsets
     and text may need memory) */
  if (out_of_memory(py)) status = fail(error, PP_ERROR_MEMORY, "out of memory");
  lex_free(&py->lexer);
  if (field) {
    field->value = status == PP_OK ? root : NULL;
    field->out_of_memory = status == PP_ERROR_MEMORY;
  } else if (status != PP_OK) {
    ast_arena_free(arena);
  } else if (!(*tree = ast_tree_new(arena, py->version, AST_TYPE_MOD, root,
                                    source.text, source.length)))
    status = fail(error, PP_ERROR_MEMORY, "out of memory"); /* arena freed */
  lex_source_close(&source);
  return status;
}

/* Whether error [a] is placed before error [b]. */
static bool before(const PPError *a, const PPError *b) {
  return a->lineno < b->lineno ||
         (a->lineno == b->lineno && a->offset < b->offset);
}

/* parse_one, as 3.8 orders its errors: after an error of its ast.c,
   the input is checked against its grammar alone, whose error anywhere
   in the input comes first (3.8 builds the tree once its grammar has
   accepted the whole input). */
static PPStatus parse_with(AstArena *work, const char *bytes, size_t length,
                           const char *filename, const PPParseOptions *options,
                           const AstArenaLimits *limits, PyField *field,
                           PegStats *stats, PPTree **tree, PPError *error) {
  bool ast_3_8;
  PPStatus status = parse_one(work, bytes, length, filename, options, limits,
                              field, false, field ? NULL : &ast_3_8, stats,
                              tree, error);
  if (field || !ast_3_8) return status;
  AstArena *grammar_work = limits ? ast_arena_new_limited(limits)
                                  : ast_arena_new();
  if (!grammar_work) return fail(error, PP_ERROR_MEMORY, "out of memory");
  PPParseOptions grammar_only = *options;
  grammar_only.warnings = NULL;
  grammar_only.trace = NULL;
  PPTree *accepted = NULL;
  PPError grammar_error;
  bool grammar_ast_3_8;
  PPStatus grammar_status =
      parse_one(grammar_work, bytes, length, filename, &grammar_only, limits,
                NULL, true, &grammar_ast_3_8, NULL, &accepted, &grammar_error);
  ast_arena_free(grammar_work);
  pp_tree_free(accepted);
  if (grammar_status == PP_ERROR_MEMORY) {
    status = grammar_status;
    *error = grammar_error;
  } else if (grammar_status == PP_ERROR_SYNTAX &&
             (!grammar_ast_3_8 || before(&grammar_error, error))) {
    /* the grammar's error, or one of the checks of the tree (which the
       first parse did not reach) earlier in the input */
    *error = grammar_error;
  }
  return status;
}

/* py_parse and py_parse_stats. */
static PPStatus parse_once(const char *bytes, size_t length,
                           const char *filename, const PPParseOptions *options,
                           const AstArenaLimits *limits, PegStats *stats,
                           PPTree **tree, PPError *error) {
  if (tree) *tree = NULL;
  AstArena *work = limits ? ast_arena_new_limited(limits) : ast_arena_new();
  if (!work) return fail(error, PP_ERROR_MEMORY, "out of memory");
  PPStatus status = parse_with(work, bytes, length, filename, options, limits,
                               NULL, stats, tree, error);
  ast_arena_free(work);
  return status;
}

PPStatus py_parse(const char *bytes, size_t length, const char *filename,
                  const PPParseOptions *options, const AstArenaLimits *limits,
                  PPTree **tree, PPError *error) {
  return parse_once(bytes, length, filename, options, limits, NULL, tree,
                    error);
}

PPStatus py_parse_stats(const char *bytes, size_t length,
                        const PPParseOptions *options, PegStats *stats,
                        PPTree **tree, PPError *error) {
  *stats = (PegStats){0};
  PPTree *kept = NULL;
  PPStatus status = parse_once(bytes, length, "<stats>", options, NULL, stats,
                               &kept, error);
  if (tree)
    *tree = kept;
  else
    pp_tree_free(kept);
  return status;
}

/* A parser kept for many parses: its workspace arena is reset, not freed,
   between them. */
struct PPParser {
  AstArena *work;
};

PPParser *pp_parser_new(void) {
  PPParser *parser = malloc(sizeof *parser);
  if (!parser) return NULL;
  if (!(parser->work = ast_arena_new())) {
    free(parser);
    return NULL;
  }
  return parser;
}

PPStatus pp_parser_parse(PPParser *parser, const char *source, size_t length,
                         const char *filename, const PPParseOptions *options,
                         PPTree **tree, PPError *error) {
  if (tree) *tree = NULL;
  PPStatus status = parse_with(parser->work, source, length, filename,
                               options, NULL, NULL, NULL, tree, error);
  ast_arena_reset(parser->work);
  return status;
}

void pp_parser_free(PPParser *parser) {
  if (!parser) return;
  ast_arena_free(parser->work);
  free(parser);
}

PPStatus py_parse_field(PyParser *outer, PyField *field, const char *text,
                        size_t length, PPError *error) {
  AstArena *work = ast_arena_new();
  if (!work) return fail(error, PP_ERROR_MEMORY, "out of memory");
  PPParseOptions options = {.mode = PP_MODE_EXEC, .version = outer->version};
  PPStatus status = parse_with(work, text, length, "<fstring>", &options,
                               NULL, field, NULL, NULL, error);
  ast_arena_free(work);
  return status;
}
