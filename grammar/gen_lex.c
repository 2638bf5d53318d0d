/*
 * gen_lex.c - tokens of a grammar file.
 *
 * The layout rule is simpler than Python's: a rule (or a meta) goes on
 * until the next line that starts in the first column, and the lexer marks
 * that boundary with a NEWLINE token; indented lines continue the rule.
 * An action `{ ... }` is one ACTION token (braces balanced, C string and
 * character literals skipped), so the meta-parser never sees C.
 */
#include "gen_lex.h"

#include <ctype.h>
#include <string.h>

#include "meta_parser.h"

void gen_lex_init(GenLexer *lex, GenGrammar *g, const char *text,
                  size_t length) {
  memset(lex, 0, sizeof *lex);
  lex->g = g;
  lex->cur = text;
  lex->end = text + length;
  lex->line = 1;
  lex->line_start = text;
}

static void newline(GenLexer *lex) {
  lex->line++;
  lex->line_start = lex->cur + 1;
}

/* Skips blanks, comments and newlines; true when a new line starting in
   the first column with something other than a comment was reached. */
static bool skip_space(GenLexer *lex) {
  bool crossed = false;
  while (lex->cur < lex->end) {
    char c = *lex->cur;
    if (c == '\n') {
      newline(lex);
      lex->cur++;
      crossed = true;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
      lex->cur++;
    } else if (c == '#') {
      while (lex->cur < lex->end && *lex->cur != '\n') lex->cur++;
    } else {
      return crossed && lex->cur == lex->line_start;
    }
  }
  return true; /* the end of the file ends the rule too */
}

/* Reports [message] at the start of the bad token [out]. */
static bool lex_error(GenLexer *lex, const PegToken *out, const char *message) {
  gen_error(lex->g, out->lineno, out->col + 1, "%s", message);
  return false;
}

/* Skips a quoted literal starting at [cur]; false when unterminated. */
static bool skip_quoted(GenLexer *lex) {
  char q = *lex->cur;
  bool triple =
      lex->end - lex->cur >= 6 && lex->cur[1] == q && lex->cur[2] == q;
  lex->cur += triple ? 3 : 1;
  while (lex->cur < lex->end) {
    char c = *lex->cur;
    if (c == '\\' && lex->cur + 1 < lex->end) {
      if (lex->cur[1] == '\n') {
        lex->cur++;
        newline(lex);
      }
      lex->cur += 2;
      continue;
    }
    if (c == '\n') {
      if (!triple) return false;
      newline(lex);
    }
    if (c == q && (!triple || (lex->end - lex->cur >= 3 && lex->cur[1] == q &&
                               lex->cur[2] == q))) {
      lex->cur += triple ? 3 : 1;
      return true;
    }
    lex->cur++;
  }
  return false;
}

/* Skips a C string or character literal, or a C comment, at [cur]; false
   when it does not end. */
static bool skip_c_token(GenLexer *lex) {
  char c = *lex->cur;
  if (c == '/' && lex->cur[1] == '/') {
    while (lex->cur < lex->end && *lex->cur != '\n') lex->cur++;
    return true;
  }
  if (c == '/') { /* a block comment */
    for (lex->cur += 2; lex->cur + 1 < lex->end; lex->cur++) {
      if (*lex->cur == '\n') newline(lex);
      if (lex->cur[0] == '*' && lex->cur[1] == '/') {
        lex->cur += 2;
        return true;
      }
    }
    return false;
  }
  for (lex->cur++; lex->cur < lex->end && *lex->cur != '\n'; lex->cur++) {
    if (*lex->cur == '\\') {
      lex->cur++;
      if (lex->cur < lex->end && *lex->cur == '\n') newline(lex);
    } else if (*lex->cur == c) {
      lex->cur++;
      return true;
    }
  }
  return false;
}

/* Skips an action from its '{' to the matching '}', C literals and
   comments included (their braces and quotes do not count). */
static bool skip_action(GenLexer *lex) {
  int depth = 0;
  while (lex->cur < lex->end) {
    char c = *lex->cur;
    if (c == '"' || c == '\'' ||
        (c == '/' && lex->cur + 1 < lex->end &&
         (lex->cur[1] == '/' || lex->cur[1] == '*'))) {
      if (!skip_c_token(lex)) return false;
      continue;
    }
    if (c == '\n') newline(lex);
    lex->cur++;
    if (c == '{') depth++;
    if (c == '}' && --depth == 0) return true;
  }
  return false;
}

static int operator_type(GenLexer *lex) {
  switch (*lex->cur) {
    case ':':
      return META_TOK_COLON;
    case '|':
      return META_TOK_VBAR;
    case '(':
      return META_TOK_LPAR;
    case ')':
      return META_TOK_RPAR;
    case '[':
      return META_TOK_LSQB;
    case ']':
      return META_TOK_RSQB;
    case '?':
      return META_TOK_QUESTION;
    case '*':
      return META_TOK_STAR;
    case '+':
      return META_TOK_PLUS;
    case '.':
      return META_TOK_DOT;
    case '!':
      return META_TOK_EXCLAMATION;
    case '~':
      return META_TOK_TILDE;
    case '=':
      return META_TOK_EQUAL;
    case '@':
      return META_TOK_AT;
    case '&':
      return lex->cur + 1 < lex->end && lex->cur[1] == '&' ? META_TOK_AMPERAMPER
                                                           : META_TOK_AMPER;
    default:
      return -1;
  }
}

/* Reads one token starting at [cur] into [out]; false on a bad token. */
static bool read_token(GenLexer *lex, PegToken *out) {
  const char *start = lex->cur;
  out->lineno = lex->line;
  out->col = (int)(start - lex->line_start);
  char c = *start;
  if (isalpha((unsigned char)c) || c == '_') {
    while (lex->cur < lex->end &&
           (isalnum((unsigned char)*lex->cur) || *lex->cur == '_'))
      lex->cur++;
    out->type = META_TOK_NAME;
  } else if (c == '\'' || c == '"') {
    if (!skip_quoted(lex)) return lex_error(lex, out, "unterminated string");
    out->type = META_TOK_STRING;
  } else if (c == '{') {
    if (!skip_action(lex)) return lex_error(lex, out, "unterminated action");
    out->type = META_TOK_ACTION;
  } else {
    out->type = operator_type(lex);
    if (out->type < 0) return lex_error(lex, out, "unexpected character");
    lex->cur += out->type == META_TOK_AMPERAMPER ? 2 : 1;
  }
  out->start = start;
  out->end = lex->cur;
  out->end_lineno = lex->line;
  out->end_col = (int)(lex->cur - lex->line_start);
  return true;
}

bool gen_lex_next(void *ctx, PegToken *out) {
  GenLexer *lex = ctx;
  bool boundary = skip_space(lex);
  if (boundary && lex->in_rule) { /* NEWLINE: empty, after the rule */
    *out = lex->last;
    out->type = META_TOK_NEWLINE;
    out->start = out->end;
    out->lineno = out->end_lineno;
    out->col = out->end_col;
    lex->in_rule = false;
    return true;
  }
  if (lex->cur >= lex->end) {
    memset(out, 0, sizeof *out);
    out->type = META_TOK_ENDMARKER;
    out->start = out->end = lex->end;
    out->lineno = out->end_lineno = lex->line;
    out->col = out->end_col = (int)(lex->cur - lex->line_start);
    return true;
  }
  if (!read_token(lex, out)) return false;
  lex->in_rule = true;
  lex->last = *out;
  return true;
}
