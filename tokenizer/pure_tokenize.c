/*
 * pure_tokenize.c - the tokens of `python3.N -m tokenize` for N < 12,
 * whose tokenize module is pure Python (see pure_tokenize.h).
 *
 * tokenize.py reads one line at a time and, at each position, tries the
 * alternatives of one regular expression in order, taking the first that
 * matches:
 *   [ \f\t]* ( \\\r?\n | end of line | comment | opening of a triple-quoted
 *            string | number | \r?\n | operator | one-line string | \w+ )
 * Each alternative is a matcher below returning the bytes it matches (0:
 * none), named after the pattern it stands for; for these patterns the
 * regex's backtracking always ends on the greedy match, so plain scans
 * give the same answer. When no alternative matches, the character at the
 * position (before the skipped whitespace: the whole regex failed) is an
 * ERRORTOKEN, and scanning goes on after it.
 *
 * Around that, per line: a string still open from the line before is
 * closed first; a line starting a statement is measured for INDENT and
 * DEDENT (tabs to multiples of 8, a form feed back to 0, no TabError, no
 * limit), or is a blank or comment-only line (NL); a line inside brackets
 * or after a backslash is only scanned.
 */
#include "pure_tokenize.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer.h"
#include "unicode.h"

/* tokenize.py's tabsize: a tab moves the column to the next multiple. */
enum { PURE_TAB_SIZE = 8 };

/* 3.8's tokenize adds the implicit NEWLINE after a last line without a
   newline even when that line is a comment; 3.9 on does not. */
#define PURE_COMMENT_LAST_LINE_SINCE PP_PYTHON_3_9

/* ---- Characters --------------------------------------------------------- */

/* The byte at [p] as 0..255, or -1 at or past [end]. */
static int at(const char *p, const char *end) {
  return p < end ? (unsigned char)*p : -1;
}

static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_zero(int c) { return c == '0'; }
static bool is_octal(int c) { return c >= '0' && c <= '7'; }
static bool is_binary(int c) { return c == '0' || c == '1'; }
static bool is_hex(int c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_quote(int c) { return c == '\'' || c == '"'; }
static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* The code point at [p] and its length in bytes; a byte that starts no
   valid sequence counts as one character of its own. */
static size_t char_at(const char *p, const char *end, uint32_t *cp) {
  if ((unsigned char)*p < 0x80) {
    *cp = (unsigned char)*p;
    return 1;
  }
  size_t n = uni_decode(p, (size_t)(end - p), false, cp);
  if (n == 0) *cp = 0xFFFD; /* no word character, no identifier start */
  return n ? n : 1;
}

/* Python's \w in a str pattern: str.isalnum() or '_'. */
static bool is_word(uint32_t cp, PPPythonVersion version) {
  if (cp < 0x80)
    return cp == '_' || is_digit((int)cp) || (lower((int)cp) >= 'a' &&
                                              lower((int)cp) <= 'z');
  return uni_is_word(cp, version);
}

/* ---- Numbers (ASCII only: tokenize's number patterns use [0-9]) ------- */

/* (_? DIGIT)*, DIGIT as [is] says */
static size_t underscored(const char *p, const char *end, bool (*is)(int)) {
  size_t n = 0;
  for (;;) {
    if (is(at(p + n, end)))
      n++;
    else if (at(p + n, end) == '_' && is(at(p + n + 1, end)))
      n += 2;
    else
      return n;
  }
}

// digitpart = [0-9] (_? [0-9])*
static size_t digit_part(const char *p, const char *end) {
  return is_digit(at(p, end)) ? 1 + underscored(p + 1, end, is_digit) : 0;
}

// exponent = [eE] [-+]? digitpart
static size_t exponent(const char *p, const char *end) {
  if (lower(at(p, end)) != 'e') return 0;
  size_t sign = at(p + 1, end) == '+' || at(p + 1, end) == '-';
  size_t digits = digit_part(p + 1 + sign, end);
  return digits ? 1 + sign + digits : 0;
}

// pointfloat = (digitpart "." digitpart? | "." digitpart) exponent?
static size_t point_float(const char *p, const char *end) {
  size_t n = digit_part(p, end);
  if (n > 0) {
    if (at(p + n, end) != '.') return 0;
    n += 1 + digit_part(p + n + 1, end);
  } else {
    if (at(p, end) != '.' || !(n = digit_part(p + 1, end))) return 0;
    n += 1;
  }
  return n + exponent(p + n, end);
}

// floatnumber = pointfloat | digitpart exponent
static size_t float_number(const char *p, const char *end) {
  size_t n = point_float(p, end);
  if (n) return n;
  n = digit_part(p, end);
  size_t e = n ? exponent(p + n, end) : 0;
  return e ? n + e : 0;
}

// imagnumber = digitpart [jJ] | floatnumber [jJ]
static size_t imag_number(const char *p, const char *end) {
  size_t n = digit_part(p, end);
  if (n && lower(at(p + n, end)) == 'j') return n + 1;
  n = float_number(p, end);
  return n && lower(at(p + n, end)) == 'j' ? n + 1 : 0;
}

// intnumber = 0[xX](_?HEX)+ | 0[bB](_?[01])+ | 0[oO](_?[0-7])+
//           | 0(_?0)* | [1-9](_?[0-9])*
static size_t int_number(const char *p, const char *end) {
  int c = at(p, end);
  if (c == '0') {
    bool (*is)(int) = NULL;
    switch (lower(at(p + 1, end))) {
      case 'x': is = is_hex; break;
      case 'b': is = is_binary; break;
      case 'o': is = is_octal; break;
    }
    size_t digits = is ? underscored(p + 2, end, is) : 0;
    if (digits) return 2 + digits;
    /* "0x" alone, "0377", "0b2": the zeros, then another token */
    return 1 + underscored(p + 1, end, is_zero);
  }
  return is_digit(c) ? 1 + underscored(p + 1, end, is_digit) : 0;
}

// number = imagnumber | floatnumber | intnumber
static size_t number(const char *p, const char *end) {
  size_t n = imag_number(p, end);
  if (!n) n = float_number(p, end);
  if (!n) n = int_number(p, end);
  return n;
}

/* ---- Strings ------------------------------------------------------------ */

/* StringPrefix followed by a quote: the prefix's length ('', b r u f, or
   br / fr in either order, any case), or -1 when no quote follows one. */
static int string_prefix(const char *p, const char *end) {
  if (is_quote(at(p, end))) return 0;
  int a = lower(at(p, end)), b = lower(at(p + 1, end));
  if ((a == 'b' || a == 'r' || a == 'u' || a == 'f') &&
      is_quote(at(p + 1, end)))
    return 1;
  bool pair = (a == 'b' && b == 'r') || (a == 'r' && b == 'b') ||
              (a == 'f' && b == 'r') || (a == 'r' && b == 'f');
  return pair && is_quote(at(p + 2, end)) ? 2 : -1;
}

/* Single3 / Double3: from [p] to just past the first unescaped three
   [quote]s on this line, or 0. A backslash escapes any character but
   '\n' (the regex's '.'): before a newline it ends the match attempt. */
static size_t triple_tail(const char *p, const char *end, char quote) {
  for (const char *c = p; c < end;) {
    if (*c == '\\') {
      if (c + 1 >= end || c[1] == '\n') return 0;
      c += 2;
    } else if (*c == quote && c + 2 < end && c[1] == quote &&
               c[2] == quote) {
      return (size_t)(c + 3 - p);
    } else {
      c++;
    }
  }
  return 0;
}

/* Single / Double: from [p] to just past the first unescaped [quote] on
   this line, or 0 (the later lines of a string continued by '\'). */
static size_t single_tail(const char *p, const char *end, char quote) {
  for (const char *c = p; c < end;) {
    if (*c == '\\') {
      if (c + 1 >= end || c[1] == '\n') return 0;
      c += 2;
    } else if (*c == quote) {
      return (size_t)(c + 1 - p);
    } else {
      c++;
    }
  }
  return 0;
}

/* ContStr after its opening quote: the body up to the closing [quote], or
   up to a backslash-newline (*[continues] then), or 0 when the line ends
   first: an unterminated string, whose quote is then an ERRORTOKEN. */
static size_t first_line_string(const char *p, const char *end, char quote,
                                bool *continues) {
  for (const char *c = p; c < end && *c != '\n';) {
    if (*c == quote) {
      *continues = false;
      return (size_t)(c + 1 - p);
    }
    if (*c != '\\') {
      c++;
      continue;
    }
    size_t newline = at(c + 1, end) == '\n'                              ? 2
                     : at(c + 1, end) == '\r' && at(c + 2, end) == '\n' ? 3
                                                                         : 0;
    if (newline) {
      *continues = true;
      return (size_t)(c + newline - p);
    }
    if (c + 1 >= end) return 0;
    c += 2;
  }
  return 0;
}

/* ---- Tokens ------------------------------------------------------------- */

/* Fills [t] with [type] over [start, end) of the current line. */
static bool emit(PureScanner *s, PPToken *t, int type, const char *start,
                 const char *end) {
  t->type = t->exact_type = type;
  if (type == TOK_OP)
    t->exact_type = (int)lex_exact_type(start, (size_t)(end - start));
  t->start = start;
  t->length = (size_t)(end - start);
  t->line = t->end_line = s->line;
  t->lineno = t->end_lineno = s->lineno;
  t->col_offset = (int)(start - s->line);
  t->end_col_offset = (int)(end - s->line);
  return true;
}

/* An empty token at column 0 past the last line (DEDENT, ENDMARKER). */
static bool emit_at_end(PureScanner *s, PPToken *t, int type) {
  memset(t, 0, sizeof *t);
  t->type = t->exact_type = type;
  t->start = t->line = t->end_line = s->text_end;
  t->lineno = t->end_lineno = s->lineno;
  return true;
}

/* The three errors tokenize raises; [line] is the first byte of line
   [lineno] (NULL: [col] is also the character column). */
static bool fail(PureScanner *s, PPErrorType type, const char *message,
                 int lineno, const char *line, int col) {
  PPError *e = &s->error;
  memset(e, 0, sizeof *e);
  e->status = PP_ERROR_SYNTAX;
  e->type = type;
  snprintf(e->message, sizeof e->message, "%s", message);
  e->lineno = e->end_lineno = lineno;
  e->col_offset = e->end_col_offset = col;
  /* the column tokenize reports: a 0-based index in the str line */
  e->offset = e->end_offset = line ? lex_char_count(line, line + col) : col;
  s->state = PURE_FAILED;
  return false;
}

/* A string literal's first line ended open: it goes on at the next. */
static void open_string(PureScanner *s, const char *start, char quote,
                        bool triple) {
  s->in_string = true;
  s->string_triple = triple;
  s->string_quote = quote;
  s->string_start = start;
  s->string_line = s->line;
  s->string_lineno = s->lineno;
  s->state = PURE_LINE;
}

/* A \w+ match: NAME when its first character may start an identifier,
   else OP (tokenize's last resort, e.g. for "²" or "٣"). */
static bool word(PureScanner *s, PPToken *t, const char *p) {
  const char *c = p, *end = s->line_end;
  bool identifier = false;
  while (c < end) {
    uint32_t cp;
    size_t n = char_at(c, end, &cp);
    if (!is_word(cp, s->version)) break;
    if (c == p) identifier = uni_is_xid_start(cp, s->version);
    c += n;
  }
  if (c == p) return false;
  s->pos = c;
  return emit(s, t, identifier ? TOK_NAME : TOK_OP, p, c);
}

/* The longest operator of the version's EXACT_TOKEN_TYPES at [p] (its
   regex alternation, sorted in reverse, tries longer spellings first);
   '!' alone is one only since 3.12. */
static size_t operator_length(const PureScanner *s, const char *p) {
  for (size_t n = 3; n > 0; n--) {
    if (n > (size_t)(s->line_end - p)) continue;
    LexTokenType type = lex_exact_type(p, n);
    if (type != TOK_OP &&
        (type != TOK_EXCLAMATION || s->version >= PP_PYTHON_3_12))
      return n;
  }
  return 0;
}

/* A string opening at [p] (after any prefix): triple-quoted, whole or
   continued; one-line, whole or continued by a backslash. False when no
   string pattern matches here. */
static bool string(PureScanner *s, PPToken *t, const char *p, bool triple) {
  const char *end = s->line_end;
  int prefix = string_prefix(p, end);
  if (prefix < 0) return false;
  const char *quote = p + prefix;
  bool three = at(quote + 1, end) == *quote && at(quote + 2, end) == *quote;
  if (triple) {
    if (!three) return false;
    size_t tail = triple_tail(quote + 3, end, *quote);
    if (!tail) {
      open_string(s, p, *quote, true);
      return false;
    }
    s->pos = quote + 3 + tail;
    return emit(s, t, TOK_STRING, p, s->pos);
  }
  bool continues = false;
  size_t body = first_line_string(quote + 1, end, *quote, &continues);
  if (!body) return false;
  if (continues) {
    open_string(s, p, *quote, false);
    s->need_cont = true;
    return false;
  }
  s->pos = quote + 1 + body;
  return emit(s, t, TOK_STRING, p, s->pos);
}

/* One PseudoToken match at pos, in the order of its alternatives. True
   when it gave a token; false when the state changed (the line is done, a
   string goes on) and the caller should go on. */
static bool pseudo_token(PureScanner *s, PPToken *t) {
  const char *end = s->line_end, *p = s->pos;
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\f')) p++;
  if (p == end) { /* \Z: a last line without a newline ends here */
    s->state = PURE_LINE;
    return false;
  }
  int c = (unsigned char)*p, next = at(p + 1, end);
  if (c == '\\' && (next == '\n' || (next == '\r' && at(p + 2, end) == '\n'))) {
    s->continued = true; /* the newline is the line's last byte */
    s->state = PURE_LINE;
    return false;
  }
  if (c == '#') {
    const char *stop = p;
    while (stop < end && *stop != '\r' && *stop != '\n') stop++;
    s->pos = stop;
    return emit(s, t, TOK_COMMENT, p, stop);
  }
  PureState before = s->state;
  if (string(s, t, p, true)) return true;
  if (s->state != before) return false;
  size_t n = is_digit(c) || (c == '.' && is_digit(next)) ? number(p, end) : 0;
  if (n) {
    s->pos = p + n;
    return emit(s, t, TOK_NUMBER, p, s->pos);
  }
  n = c == '\n' ? 1 : c == '\r' && next == '\n' ? 2 : 0;
  if (n) {
    s->pos = p + n;
    return emit(s, t, s->paren_level > 0 ? TOK_NL : TOK_NEWLINE, p, s->pos);
  }
  if ((n = operator_length(s, p))) {
    if (strchr("([{", c)) s->paren_level++;
    if (strchr(")]}", c)) s->paren_level--;
    s->pos = p + n;
    return emit(s, t, TOK_OP, p, s->pos);
  }
  if (string(s, t, p, false)) return true;
  if (s->state != before) return false;
  if (word(s, t, p)) return true;
  /* nothing matched: one character where the scan stood, maybe a blank */
  uint32_t cp;
  const char *bad = s->pos;
  s->pos += char_at(bad, end, &cp);
  return emit(s, t, TOK_ERRORTOKEN, bad, s->pos);
}

/* ---- Lines -------------------------------------------------------------- */

/* Reads the next line (empty at the end); false when that line raised
   the pending error instead. */
static bool read_line(PureScanner *s) {
  if (s->line_end == s->text_end && s->has_pending) {
    s->error = s->pending;
    s->state = PURE_FAILED;
    return false;
  }
  s->last_line = s->line;
  s->last_line_end = s->line_end;
  s->line = s->line_end;
  const char *newline =
      memchr(s->line, '\n', (size_t)(s->text_end - s->line));
  s->line_end = newline ? newline + 1 : s->text_end;
  s->pos = s->line;
  s->lineno++;
  return true;
}

/* The line ends with a backslash and its newline. */
static bool ends_with_backslash(const PureScanner *s) {
  size_t n = (size_t)(s->line_end - s->line);
  const char *e = s->line_end;
  return (n >= 2 && e[-1] == '\n' && e[-2] == '\\') ||
         (n >= 3 && e[-1] == '\n' && e[-2] == '\r' && e[-3] == '\\');
}

/* A line read while a string is open: it closes it, or adds to it, or
   (a one-line string whose line does not end with '\') ends it as an
   ERRORTOKEN of everything so far, the rest of the line unscanned. */
static bool continue_string(PureScanner *s, PPToken *t) {
  if (s->line == s->line_end)
    return fail(s, PP_SYNTAX_ERROR, "EOF in multi-line string",
                s->string_lineno, s->string_line,
                (int)(s->string_start - s->string_line));
  size_t n = s->string_triple
                 ? triple_tail(s->line, s->line_end, s->string_quote)
                 : single_tail(s->line, s->line_end, s->string_quote);
  const char *end = n ? s->line + n : s->line_end;
  /* tokenize's needcont: set by a one-line string going on, cleared only
     when a string closes, so it may outlive the string that set it and
     apply to a later triple-quoted one */
  if (!n && (!s->need_cont || ends_with_backslash(s))) {
    s->state = PURE_LINE;
    return false;
  }
  emit(s, t, n ? TOK_STRING : TOK_ERRORTOKEN, s->string_start, end);
  t->line = s->string_line;
  t->lineno = s->string_lineno;
  t->col_offset = (int)(s->string_start - s->string_line);
  s->in_string = false;
  if (n) s->need_cont = false;
  s->pos = end;
  s->state = n ? PURE_TOKENS : PURE_LINE;
  return true;
}

/* A blank or comment-only line starting a statement: COMMENT (without
   the trailing '\r's and '\n's), then NL with the rest of the line. */
static bool blank_line(PureScanner *s, PPToken *t) {
  const char *p = s->pos;
  if (*p != '#') {
    s->state = PURE_LINE;
    return emit(s, t, TOK_NL, p, s->line_end);
  }
  const char *stop = s->line_end;
  while (stop > p && (stop[-1] == '\r' || stop[-1] == '\n')) stop--;
  s->pos = stop;
  s->state = PURE_BLANK_NL;
  return emit(s, t, TOK_COMMENT, p, stop);
}

/* A line starting a statement: its indentation. */
static bool new_statement(PureScanner *s, PPToken *t) {
  int column = 0;
  const char *p = s->line;
  for (; p < s->line_end; p++) {
    if (*p == ' ')
      column++;
    else if (*p == '\t')
      column = (column / PURE_TAB_SIZE + 1) * PURE_TAB_SIZE;
    else if (*p == '\f')
      column = 0;
    else
      break;
  }
  s->pos = p;
  /* the end, or a last line of blanks without a newline: tokenize stops
     reading there, so lineno stays this line's */
  if (p == s->line_end) {
    s->state = PURE_END;
    return false;
  }
  if (*p == '#' || *p == '\r' || *p == '\n') return blank_line(s, t);
  s->state = PURE_TOKENS;
  int *indents = s->indents, top = indents[s->indent_count - 1];
  if (column > top) {
    indents[s->indent_count++] = column;
    return emit(s, t, TOK_INDENT, s->line, p);
  }
  if (column == top) return false;
  int level = s->indent_count - 1;
  while (level > 0 && indents[level] > column) level--;
  if (indents[level] != column)
    return fail(s, PP_INDENTATION_ERROR,
                "unindent does not match any outer indentation level",
                s->lineno, NULL, (int)(p - s->line));
  s->dedents = s->indent_count - 1 - level;
  s->indent_count = level + 1;
  s->state = PURE_DEDENTS;
  return false;
}

/* The state after the current line was read. */
static bool start_line(PureScanner *s, PPToken *t) {
  if (s->in_string) return continue_string(s, t);
  if (s->paren_level == 0 && !s->continued) {
    if (s->line == s->line_end) {
      s->state = PURE_END;
      return false;
    }
    return new_statement(s, t);
  }
  if (s->line == s->line_end)
    return fail(s, PP_SYNTAX_ERROR, "EOF in multi-line statement",
                s->lineno, NULL, 0);
  s->continued = false;
  s->state = PURE_TOKENS;
  return false;
}

/* The last line is a comment: str.strip() then '#'. The blanks skipped
   are str.isspace()'s, which is this fixed list in every version. */
static bool comment_line(const char *p, const char *end) {
  while (p < end) {
    uint32_t cp;
    size_t n = char_at(p, end, &cp);
    bool blank = cp == ' ' || (cp >= '\t' && cp <= '\r') ||
                 (cp >= 0x1c && cp <= 0x1f) || cp == 0x85 || cp == 0xa0 ||
                 cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) ||
                 cp == 0x2028 || cp == 0x2029 || cp == 0x202f ||
                 cp == 0x205f || cp == 0x3000;
    if (!blank) return cp == '#';
    p += n;
  }
  return false;
}

/* After the last line: a NEWLINE when that line had no newline, a DEDENT
   per open level, ENDMARKER. */
static bool end_of_input(PureScanner *s, PPToken *t) {
  if (!s->newline_done) {
    s->newline_done = true;
    s->dedents = s->indent_count - 1;
    const char *line = s->last_line, *end = s->last_line_end;
    bool comment = s->version >= PURE_COMMENT_LAST_LINE_SINCE &&
                   comment_line(line, end);
    if (end > line && end[-1] != '\n' && end[-1] != '\r' && !comment) {
      memset(t, 0, sizeof *t);
      t->type = t->exact_type = TOK_NEWLINE;
      t->start = end;
      t->line = t->end_line = line;
      t->lineno = t->end_lineno = s->lineno - 1;
      t->col_offset = (int)(end - line);
      t->end_col_offset = t->col_offset + 1;
      return true;
    }
  }
  if (s->dedents > 0) {
    s->dedents--;
    return emit_at_end(s, t, TOK_DEDENT);
  }
  s->state = PURE_DONE;
  return emit_at_end(s, t, TOK_ENDMARKER);
}

/* ---- Entry points ------------------------------------------------------- */

bool pure_init(PureScanner *s, const char *text, size_t length,
               PPPythonVersion version) {
  memset(s, 0, sizeof *s);
  s->text = text;
  s->text_end = text + length;
  s->version = version;
  s->line = s->line_end = text;
  /* each INDENT needs a line of its own: lines + 1 levels at most */
  size_t lines = 1;
  for (const char *p = text; (p = memchr(p, '\n', (size_t)(s->text_end - p)));
       p++)
    lines++;
  s->indents = malloc((lines + 1) * sizeof *s->indents);
  if (!s->indents) return false;
  s->indents[0] = 0;
  s->indent_count = 1;
  s->state = PURE_LINE;
  return true;
}

PPStatus pure_next(PureScanner *s, PPToken *t, PPError *error) {
  for (;;) {
    bool done = false;
    switch (s->state) {
      case PURE_LINE:
        done = read_line(s) && start_line(s, t);
        break;
      case PURE_TOKENS:
        if (s->pos < s->line_end)
          done = pseudo_token(s, t);
        else
          s->state = PURE_LINE;
        break;
      case PURE_DEDENTS:
        if (--s->dedents == 0) s->state = PURE_TOKENS;
        done = emit(s, t, TOK_DEDENT, s->pos, s->pos);
        break;
      case PURE_BLANK_NL:
        s->state = PURE_LINE;
        done = emit(s, t, TOK_NL, s->pos, s->line_end);
        break;
      case PURE_END:
        done = end_of_input(s, t);
        break;
      case PURE_DONE:
        done = emit_at_end(s, t, TOK_ENDMARKER);
        break;
      case PURE_FAILED:
        memset(t, 0, sizeof *t);
        t->type = t->exact_type = TOK_ERRORTOKEN;
        if (error) *error = s->error;
        return PP_ERROR_SYNTAX;
    }
    if (done) return PP_OK;
  }
}

void pure_set_pending_error(PureScanner *s, const PPError *error) {
  s->has_pending = true;
  s->pending = *error;
}

void pure_free(PureScanner *s) {
  free(s->indents);
  s->indents = NULL;
}
