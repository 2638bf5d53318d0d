/*
 * lexer.c - the lexer's state, its reading helpers, and the normal mode:
 * the dispatch on the first character of a token.
 *
 * CPython reads a file one line at a time and keeps the line in a buffer;
 * we hold the whole text and walk a pointer, which is faster and lets
 * every token point into the text. Where CPython's answers depend on its
 * line buffer (line numbers at the end of the input, some error columns),
 * the state keeps what is needed to give the same answers (see
 * lex_error_lineno and Lexer.buf_start).
 */
#include <stdlib.h>
#include <string.h>

#include <stdio.h>

#include "scan.h"
#include "tokenizer.h"

#define S LEX_C_SPACE
#define N (LEX_C_NAME_START | LEX_C_NAME)
#define D (LEX_C_NAME | LEX_C_DIGIT | LEX_C_HEX)
#define X (LEX_C_NAME_START | LEX_C_NAME | LEX_C_HEX)
#define N16 N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N
/* Indexed by byte. Every byte >= 0x80 may be part of an identifier: the
   UTF-8 sequence is checked as a whole afterwards (names.c), as CPython
   does, so the hot loop stays a table lookup. */
const unsigned char lex_char_class[256] = {
    ['\t'] = S, ['\f'] = S, [' '] = S,
    ['\''] = LEX_C_STOP_SQ, ['"'] = LEX_C_STOP_DQ,
    ['\\'] = LEX_C_STOP_SQ | LEX_C_STOP_DQ,
    ['\n'] = LEX_C_STOP_SQ | LEX_C_STOP_DQ | LEX_C_EOL, ['\r'] = LEX_C_EOL,
    ['0'] = D, ['1'] = D, ['2'] = D, ['3'] = D, ['4'] = D,
    ['5'] = D, ['6'] = D, ['7'] = D, ['8'] = D, ['9'] = D,
    ['A'] = X, ['B'] = X, ['C'] = X, ['D'] = X, ['E'] = X, ['F'] = X,
    ['G'] = N, ['H'] = N, ['I'] = N, ['J'] = N, ['K'] = N, ['L'] = N,
    ['M'] = N, ['N'] = N, ['O'] = N, ['P'] = N, ['Q'] = N, ['R'] = N,
    ['S'] = N, ['T'] = N, ['U'] = N, ['V'] = N, ['W'] = N, ['X'] = N,
    ['Y'] = N, ['Z'] = N, ['_'] = N,
    ['a'] = X, ['b'] = X, ['c'] = X, ['d'] = X, ['e'] = X, ['f'] = X,
    ['g'] = N, ['h'] = N, ['i'] = N, ['j'] = N, ['k'] = N, ['l'] = N,
    ['m'] = N, ['n'] = N, ['o'] = N, ['p'] = N, ['q'] = N, ['r'] = N,
    ['s'] = N, ['t'] = N, ['u'] = N, ['v'] = N, ['w'] = N, ['x'] = N,
    ['y'] = N, ['z'] = N,
    [0x80] = N16, N16, N16, N16, N16, N16, N16, N16,
};
#undef S
#undef N
#undef D
#undef X
#undef N16

bool lex_init(Lexer *lx, const char *text, size_t length,
              const LexOptions *options) {
  memset(lx, 0, offsetof(Lexer, indents));
  lx->indents[0] = lx->alt_indents[0] = 0;
  lx->mode_top = 0;
  lx->modes[0].kind = LEX_MODE_REGULAR;
  lx->modes[0].expr_start_depth = -1;
  lx->options = *options;
  lx->options.version = pp_python_version_resolve(options->version);
  lx->failed = lx->done = lx->has_pending = false;
  lx->pending_indents = lx->indent = lx->level = 0;
  lx->comment_newline = false;
  if (length > 0 && text[length - 1] != '\n') {
    /* CPython gives the last line a newline ("implicit newline"). */
    lx->owned = malloc(length + 2);
    if (!lx->owned) return false;
    memcpy(lx->owned, text, length);
    lx->owned[length] = '\n';
    lx->owned[length + 1] = '\0';
    lx->text = lx->owned;
    lx->limit = lx->owned + length + 1;
  } else {
    lx->owned = NULL;
    lx->text = text;
    lx->limit = text + length;
  }
  lx->text_end = lx->text + length;
  lx->cur = lx->line_start = lx->prev_line_start = lx->buf_start = lx->text;
  lx->lineno = 1;
  lx->atbol = true;
  return true;
}

void lex_free(Lexer *lx) {
  free(lx->owned);
  lx->owned = NULL;
}

void lex_set_pending_error(Lexer *lx, const PPError *error, int column) {
  lx->has_pending = true;
  lx->pending = *error;
  lx->pending_column = column;
}

void lex_ungetc(Lexer *lx) {
  lx->cur--;
  if (*lx->cur == '\n') {
    lx->line_start = lx->prev_line_start;
    lx->lineno--;
  }
}

int lex_error_lineno(const Lexer *lx) {
  return lx->cur > lx->text && lx->cur[-1] == '\n' ? lx->lineno - 1
                                                   : lx->lineno;
}

/* The bytes of the UTF-8 sequence at [p] (before [end]) that CPython's
   decoder takes as one character: the whole sequence when it is valid,
   else its maximal valid prefix ("maximal subpart", at least one byte),
   which errors="replace" turns into one U+FFFD. */
static size_t utf8_unit(const unsigned char *p, const unsigned char *end) {
  unsigned c = p[0];
  if (c < 0x80) return 1;
  size_t need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2
              : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
  /* the second byte's range is narrower after E0, ED, F0 and F4 */
  unsigned low = c == 0xe0 ? 0xa0 : c == 0xf0 ? 0x90 : 0x80;
  unsigned high = c == 0xed ? 0x9f : c == 0xf4 ? 0x8f : 0xbf;
  size_t used = 1;
  for (; used <= need && p + used < end; used++) {
    unsigned next = p[used];
    if (next < (used == 1 ? low : 0x80) || next > (used == 1 ? high : 0xbf))
      break;
  }
  return used;
}

/* As len(line[from:to].decode("utf-8", "replace")), which is how CPython
   turns byte columns into characters (text CPython 3.13 lets through may
   hold bytes that are not UTF-8). */
int lex_char_count(const char *from, const char *to) {
  int count = 0;
  const unsigned char *p = (const unsigned char *)from;
  const unsigned char *end = (const unsigned char *)to;
  while (p < end) {
    if (*p < 0x80) {
      p++;
    } else {
      p += utf8_unit(p, end);
    }
    count++;
  }
  return count;
}

/* A token without text at cur (DEDENT, ENDMARKER). At the end of the
   text the parser's mode puts it on the last line, as CPython's parser
   sees it (its tokenizer reads no line past the last one); the tokenize
   module puts it on the line after. */
static LexTokenType lex_make_empty(Lexer *lx, LexToken *token,
                                   LexTokenType type) {
  if (!lx->options.tokenize && lx->cur == lx->limit && lx->cur > lx->text)
    return lex_make_to(lx, token, type, lx->cur, lx->cur, lx->lineno - 1,
                       lx->prev_line_start);
  return lex_make(lx, token, type, lx->cur, lx->lineno, lx->line_start);
}

static bool matches(int open, int close) {
  return (open == '(' && close == ')') || (open == '[' && close == ']') ||
         (open == '{' && close == '}');
}

/* Every token but the common ones of lex_next's fast path. Kept out of
   line so that lex_next itself needs few registers: inlined, the big
   function's register saves ran on every token (a sixth of the time). */
static __attribute__((noinline)) LexTokenType next_slow(Lexer *lx,
                                                        LexToken *token) {
  if (lx->failed) return TOK_ERRORTOKEN;
  if (lx->done) {
    return lex_make_empty(lx, token, TOK_ENDMARKER);
  }
  LexTokenType type = lx->modes[lx->mode_top].kind == LEX_MODE_FSTRING
                          ? lex_fstring_mode(lx, token)
                          : lex_normal_mode(lx, token);
  if (type == TOK_ENDMARKER) lx->done = true;
  return type;
}

/* True when the byte [c] at [p] (not yet read, normal mode) is a whole
   operator token needing no check: a bracket that opens within the limit
   or closes the matching one (recorded here as open_bracket and
   close_bracket do), or '.' ':' '=' not starting a longer token. */
static inline bool single_operator(Lexer *lx, const char *p, int c) {
  int next = p + 1 < lx->limit ? (unsigned char)p[1] : LEX_EOF;
  switch (c) {
  case '(': case '[': case '{':
    if (lx->level >= LEX_MAX_LEVEL) return false;
    lx->brackets[lx->level] = (char)c;
    lx->bracket_lines[lx->level] = lx->lineno;
    lx->bracket_cols[lx->level] = (int)(p - lx->line_start);
    lx->level++;
    return true;
  case ')': case ']': case '}':
    if (lx->level == 0 || !matches(lx->brackets[lx->level - 1], c))
      return false;
    lx->level--;
    return true;
  case '.': return next != '.' && !(next >= '0' && next <= '9');
  case ':': case '=': return next != '=';
  default: return false;
  }
}

/* The fast path: in the middle of a line of normal mode (no INDENT or
   DEDENT due), an ASCII name not starting a string, or a ',' - most
   tokens of real code. Everything else, the spaces before it skipped
   already (harmless: the normal mode skips them too), goes to next_slow. */
LexTokenType lex_next(Lexer *lx, LexToken *token) {
  if (lx->atbol | lx->failed | lx->done || lx->mode_top != 0 ||
      lx->pending_indents != 0)
    return next_slow(lx, token);
  const char *p = lx->cur;
  while (lex_char_class[(unsigned char)*p] & LEX_C_SPACE) p++;
  lx->cur = p;
  if (p >= lx->limit) return next_slow(lx, token);
  const char *start = p;
  unsigned char c = (unsigned char)*p;
  if (lex_char_class[c] & LEX_C_NAME_START) {
    unsigned high = c;
    p = lex_scan_name(p + 1, lx->limit, &high);
    if (high >= 0x80 || ((*p == '"' || *p == '\'') && p - start <= 3))
      return next_slow(lx, token);
    lx->cur = p;
    return lex_make(lx, token, TOK_NAME, start, lx->lineno, lx->line_start);
  }
  if (c == ',' || single_operator(lx, p, c)) {
    lx->cur = p + 1;
    return lex_make(lx, token, lex_one_char(c), start, lx->lineno,
                    lx->line_start);
  }
  if (c == '\n' && lx->level == 0 && !lx->options.tokenize) {
    /* The end of a logical line (a token came before it on this line). */
    const char *line = lx->line_start;
    int lineno = lx->lineno;
    lex_getc(lx);
    lx->atbol = true;
    return lex_make(lx, token, TOK_NEWLINE, start, lineno, line);
  }
  return next_slow(lx, token);
}

/* ---- The normal mode -------------------------------------------------- */

/* A comment: '#' up to the end of the line ('\r' included as an end, as
   CPython stops there too). The text's final '\n' bounds the scan. */
static const char *skip_comment(const char *p, const char *limit) {
  return lex_scan_to(p, limit, LEX_C_EOL, '\n', '\r', '\n');
}

/*
 * type_comment = "#" " "* "type:" " "* text
 * (spaces are spaces or tabs; CPython's prefix "# type: " with each space
 * standing for any run). "type: ignore" followed by nothing or a
 * non-alphanumeric ASCII byte is a TYPE_IGNORE whose text is what follows
 * "ignore". Returns TOK_OP when the comment is not a type comment.
 */
static LexTokenType type_comment(Lexer *lx, LexToken *token,
                                 const char *hash, bool blank) {
  static const char prefix[] = "# type: ";
  const char *p = hash, *end = lx->cur;
  for (const char *q = prefix; *q; q++) {
    if (*q == ' ') {
      while (p < end && (*p == ' ' || *p == '\t')) p++;
    } else if (p < end && *p == *q) {
      p++;
    } else {
      return TOK_OP;
    }
  }
  const char *after = p + 6;
  bool ignore = end >= after && memcmp(p, "ignore", 6) == 0 &&
                !(end > after && ((unsigned char)*after >= 0x80 ||
                                  (lex_char_class[(unsigned char)*after] &
                                   LEX_C_NAME)));
  int lineno = lx->lineno;
  const char *line = lx->line_start;
  if (!ignore)
    return lex_make(lx, token, TOK_TYPE_COMMENT, p, lineno, line);
  lex_make(lx, token, TOK_TYPE_IGNORE, after, lineno, line);
  /* Alone on its line: the newline goes with it. A lone '\r' ends no
     line in the token stream (tokenize's text is not translated). */
  const char *eol = lx->cur;
  if (eol + 1 < lx->limit && eol[0] == '\r' && eol[1] == '\n') eol++;
  if (blank && eol < lx->limit && *eol == '\n') {
    lx->cur = eol;
    lex_getc(lx);
    lx->atbol = true;
  }
  return TOK_TYPE_IGNORE;
}

/* An opening bracket: pushed with its place, for the messages about it. */
static LexTokenType open_bracket(Lexer *lx, int c) {
  if (lx->level >= LEX_MAX_LEVEL)
    return lex_syntax_error(lx, "too many nested parentheses");
  lx->brackets[lx->level] = (char)c;
  lx->bracket_lines[lx->level] = lx->lineno;
  lx->bracket_cols[lx->level] = (int)(lx->cur - 1 - lx->line_start);
  lx->level++;
  if (lx->mode_top > 0) lx->modes[lx->mode_top].bracket_depth++;
  return TOK_OP;
}


/* A closing bracket: checked against the opening one (the parser's mode
   only) and, in an f-string, against its replacement fields. */
static LexTokenType close_bracket(Lexer *lx, int c) {
  LexMode *mode = &lx->modes[lx->mode_top];
  bool in_fstring = lx->mode_top > 0;
  if (in_fstring && mode->bracket_depth == 0 && c == '}')
    return lex_syntax_error(lx, "%s: single '}' is not allowed",
                            lex_fstring_kind(lx));
  if (!lx->options.tokenize && lx->level == 0)
    return lex_syntax_error(lx, "unmatched '%c'", c);
  if (lx->level > 0) {
    lx->level--;
    int open = lx->brackets[lx->level];
    if (!lx->options.tokenize && !matches(open, c)) {
      if (in_fstring && open == '{' &&
          mode->bracket_depth - 1 == mode->expr_start_depth)
        return lex_syntax_error(lx, "%s: unmatched '%c'",
                                lex_fstring_kind(lx), c);
      if (lx->bracket_lines[lx->level] != lx->lineno)
        return lex_syntax_error(lx,
                                "closing parenthesis '%c' does not match "
                                "opening parenthesis '%c' on line %d",
                                c, open, lx->bracket_lines[lx->level]);
      return lex_syntax_error(lx,
                              "closing parenthesis '%c' does not match "
                              "opening parenthesis '%c'",
                              c, open);
    }
  }
  if (in_fstring) {
    mode->bracket_depth--;
    if (mode->bracket_depth < 0)
      return lex_syntax_error(lx, "%s: unmatched '%c'", lex_fstring_kind(lx),
                              c);
    if (c == '}' && mode->bracket_depth == mode->expr_start_depth) {
      /* The replacement field ends: back to the literal text. */
      mode->expr_start_depth--;
      mode->kind = LEX_MODE_FSTRING;
      mode->in_format_spec = false;
      mode->debug = false;
    }
  }
  return TOK_OP;
}

static LexTokenType dispatch(Lexer *lx, LexToken *token, const char *start,
                             int c);

/* A lone '\r' inside a line (tokenize mode), [c2] after it: the tokenize
   module glues it to the token that follows (measured: "x\r12" gives
   NUMBER '\r12', "x\r==y" OP '\r=='), except that a name or a blank
   after it leaves one OP of the two characters ("x\ryz": OP '\ry',
   NAME 'z'). */
static LexTokenType lone_cr(Lexer *lx, LexToken *token, const char *start,
                            int c2) {
  bool name_start = (c2 >= 'a' && c2 <= 'z') || (c2 >= 'A' && c2 <= 'Z') ||
                    c2 == '_';
  if (name_start || c2 == ' ' || c2 == '\t' || c2 == '\f' || c2 < 0x20) {
    lx->cur++;
    return lex_make(lx, token, TOK_OP, start, lx->lineno, lx->line_start);
  }
  const char *next = lx->cur++;
  LexTokenType type = dispatch(lx, token, next, c2);
  if (type != TOK_ERRORTOKEN) {
    token->start = start;
    token->col = (int)(start - token->line_start);
  }
  return type;
}

/* An operator or any other single character at [start] (already read). */
static LexTokenType punctuation(Lexer *lx, LexToken *token, const char *start,
                                int c) {
  LexMode *mode = &lx->modes[lx->mode_top];
  bool in_expr = lx->mode_top > 0 && mode->expr_start_depth >= 0;
  if (in_expr && c == ':' &&
      mode->bracket_depth - 1 == mode->expr_start_depth) {
    /* The format spec of a replacement field starts. */
    mode->kind = LEX_MODE_FSTRING;
    mode->in_format_spec = true;
    return lex_make(lx, token, TOK_COLON, start, lx->lineno, lx->line_start);
  }
  int c2 = lex_peek(lx);
  LexTokenType type = c2 == LEX_EOF ? TOK_OP : lex_two_chars(c, c2);
  if (type != TOK_OP) {
    lx->cur++;
    int c3 = lex_peek(lx);
    LexTokenType type3 = c3 == LEX_EOF ? TOK_OP : lex_three_chars(c, c2, c3);
    if (type3 != TOK_OP) {
      lx->cur++;
      type = type3;
    }
    return lex_make(lx, token, type, start, lx->lineno, lx->line_start);
  }
  LexTokenType status = TOK_OP;
  if (c == '(' || c == '[' || c == '{') status = open_bracket(lx, c);
  else if (c == ')' || c == ']' || c == '}') status = close_bracket(lx, c);
  if (status == TOK_ERRORTOKEN) return status;
  if (c == '\r' && lx->options.tokenize && c2 != LEX_EOF && c2 != '\n' &&
      c2 < 0x80)
    return lone_cr(lx, token, start, c2);
  if (c < 0x20 || c == 0x7f)
    return lex_syntax_error(lx, "invalid non-printable character U+%04X", c);
  if (c == '=' && in_expr) mode->debug = true;
  return lex_make(lx, token, lex_one_char(c), start, lx->lineno,
                  lx->line_start);
}

LexTokenType lex_eof_in_brackets(Lexer *lx) {
  int top = lx->level - 1;
  if (lx->options.tokenize || top < 0) return lex_state_error(lx, LEX_E_EOF);
  if (lx->options.version < PP_PYTHON_3_10) {
    /* no bracket named: at the end of the last line */
    const char *end = lx->limit, *line = lx->text;
    if (end > line && end[-1] == '\n') end--;
    int lineno = 1;
    for (const char *c = lx->text; c < end; c++)
      if (*c == '\n') {
        lineno++;
        line = c + 1;
      }
    /* (counted from CPython's buffer: the first of the lines joined to the
       last by backslashes) */
    int offset = lex_char_count(lx->buf_start, end) + 1;
    return lex_error_at(lx, PP_SYNTAX_ERROR, lineno, line, offset, offset,
                        "unexpected EOF while parsing");
  }
  char message[64];
  snprintf(message, sizeof message, "'%c' was never closed",
           lx->brackets[top]);
  const char *line = lx->text;
  for (int n = 1; n < lx->bracket_lines[top]; n++)
    line = (const char *)memchr(line, '\n', (size_t)(lx->limit - line)) + 1;
  int col = lx->bracket_cols[top];
  return lex_error_at(lx, PP_SYNTAX_ERROR, lx->bracket_lines[top], line,
                      lex_char_count(line, line + col) + 1, col + 1, message);
}

/* EOF between tokens: the end, or an error when brackets are open. */
static LexTokenType end_of_input(Lexer *lx, LexToken *token) {
  if (lex_pending_at_eof(lx)) return TOK_ERRORTOKEN;
  /* (the tokenize module minds open brackets only: f'{)#}' ends quietly) */
  if (lx->level > 0 || (lx->mode_top > 0 && !lx->options.tokenize))
    return lex_eof_in_brackets(lx);
  return lex_make_empty(lx, token, TOK_ENDMARKER);
}

/* The newline at [start] ('\n' already read, '\r' before it maybe). */
static LexTokenType newline(Lexer *lx, LexToken *token, const char *start,
                            bool blank, bool *skip) {
  int lineno = lx->lineno - 1;
  const char *line = lx->prev_line_start;
  lx->atbol = true;
  *skip = false;
  if (blank || lx->level > 0) {
    if (!lx->options.tokenize) {
      *skip = true;
      return TOK_NL;
    }
    lx->comment_newline = false;
    return lex_make(lx, token, TOK_NL, start, lineno, line);
  }
  if (lx->comment_newline && lx->options.tokenize) {
    lx->comment_newline = false;
    return lex_make(lx, token, TOK_NL, start, lineno, line);
  }
  return lex_make(lx, token, TOK_NEWLINE, start, lineno, line);
}

/* What a token starting with [c] at [start] is (c already read). */
static LexTokenType dispatch(Lexer *lx, LexToken *token, const char *start,
                             int c) {
  if (c == '.') {
    int c2 = lex_peek(lx);
    if (c2 >= '0' && c2 <= '9') return lex_fraction(lx, token, start);
    if (c2 == '.' && lx->cur + 1 < lx->limit && lx->cur[1] == '.') {
      lx->cur += 2;
      return lex_make(lx, token, TOK_ELLIPSIS, start, lx->lineno,
                      lx->line_start);
    }
    return lex_make(lx, token, TOK_DOT, start, lx->lineno, lx->line_start);
  }
  if (c >= '0' && c <= '9') return lex_number(lx, token, start);
  if (c == '"' || c == '\'') return lex_string(lx, token, start);
  return punctuation(lx, token, start, c);
}

LexTokenType lex_normal_mode(Lexer *lx, LexToken *token) {
  for (;;) {
    bool blank = false;
    if (lx->atbol) {
      /* (a new buffer once a line is read: not at the end) */
      if (lx->mode_top == 0 && lx->line_start < lx->limit)
        lx->buf_start = lx->line_start;
      if (!lex_indentation(lx, &blank)) return TOK_ERRORTOKEN;
    }
    if (lx->pending_indents < 0) {
      lx->pending_indents++;
      return lex_make_empty(lx, token, TOK_DEDENT);
    }
    if (lx->pending_indents > 0) {
      lx->pending_indents--;
      return lex_make(lx, token, TOK_INDENT, lx->line_start, lx->lineno,
                      lx->line_start);
    }
    for (;;) {
      const char *p = lx->cur;
      while (lex_char_class[(unsigned char)*p] & LEX_C_SPACE) p++;
      lx->cur = p;
      const char *start = p;
      int c = lex_getc(lx);
      if (c == '#') {
        lx->cur = skip_comment(lx->cur, lx->limit);
        if (lx->options.type_comments) {
          LexTokenType type = type_comment(lx, token, start, blank);
          if (type != TOK_OP) return type;
        }
        if (lx->options.tokenize) {
          lx->comment_newline = blank;
          return lex_make(lx, token, TOK_COMMENT, start, lx->lineno,
                          lx->line_start);
        }
        c = lex_getc(lx);
      }
      if (c == LEX_EOF) return end_of_input(lx, token);
      if (lex_char_class[c] & LEX_C_NAME_START) return lex_name(lx, token, start);
      if (c == '\r' && lex_peek(lx) == '\n') c = lex_getc(lx);
      if (c == '\n') {
        bool skip;
        LexTokenType type = newline(lx, token, start, blank, &skip);
        if (skip) break;
        return type;
      }
      if (c == '\\') {
        if (!lex_continuation(lx)) return TOK_ERRORTOKEN;
        continue;
      }
      return dispatch(lx, token, start, c);
    }
  }
}
