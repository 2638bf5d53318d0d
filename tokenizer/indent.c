/*
 * indent.c - INDENT and DEDENT: the columns at the beginning of a line.
 *
 * Each line's indentation is measured twice: with tabs to the next
 * multiple of LEX_TAB_SIZE, and with tabs counted as LEX_ALT_TAB_SIZE.
 * A line must compare with the enclosing levels the same way under both
 * measures, otherwise its meaning would depend on the tab size: that is
 * CPython's TabError. Lines holding only spaces and a comment do not
 * count, nor do lines inside brackets.
 */
#include "scan.h"
#include "tokenizer.h"

/* Compares the measured [col]/[alt] with the stack and queues INDENT or
   DEDENTs. */
static bool change_level(Lexer *lx, int col, int alt) {
  int top = lx->indent;
  if (col == lx->indents[top]) {
    if (alt != lx->alt_indents[top])
      return lex_state_error(lx, LEX_E_TABSPACE), false;
    return true;
  }
  if (col > lx->indents[top]) {
    if (top + 1 >= LEX_MAX_INDENT)
      return lex_state_error(lx, LEX_E_TOODEEP), false;
    if (alt <= lx->alt_indents[top])
      return lex_state_error(lx, LEX_E_TABSPACE), false;
    lx->pending_indents++;
    lx->indent = ++top;
    lx->indents[top] = col;
    lx->alt_indents[top] = alt;
    return true;
  }
  while (lx->indent > 0 && col < lx->indents[lx->indent]) {
    lx->pending_indents--;
    lx->indent--;
  }
  if (col != lx->indents[lx->indent])
    return lex_state_error(lx, LEX_E_DEDENT), false;
  if (alt != lx->alt_indents[lx->indent])
    return lex_state_error(lx, LEX_E_TABSPACE), false;
  return true;
}

bool lex_indentation(Lexer *lx, bool *blank) {
  /* the column of the first backslash; 0 also stands for "none", as in
     CPython, so a backslash in column 0 leaves the next line's indentation
     in force (class A:\n\\\n    pass is an indented block) */
  int col = 0, alt = 0, continued_col = 0;
  bool continued = false; /* a backslash was met */
  lx->atbol = false;
  /* Most indentation is spaces only: counted at once (scan.h), the loop
     below handling the rest. */
  if (lx->cur < lx->limit) {
    const char *p = lex_scan_spaces(lx->cur, lx->limit);
    col = alt = (int)(p - lx->cur);
    lx->cur = p;
  }
  for (;;) {
    int c = lex_peek(lx);
    if (c == ' ') {
      col++, alt++;
    } else if (c == '\t') {
      col = (col / LEX_TAB_SIZE + 1) * LEX_TAB_SIZE;
      alt = (alt / LEX_ALT_TAB_SIZE + 1) * LEX_ALT_TAB_SIZE;
    } else if (c == '\f') {
      col = alt = 0; /* a form feed resets the count, for Emacs users */
    } else if (c == '\\') {
      /* Indentation is not continued over lines: the first backslash
         decides the level of what follows. */
      if (!continued) continued_col = col;
      continued = true;
      lx->cur++;
      if (!lex_continuation(lx)) return false;
      lx->buf_start = lx->line_start;
      continue;
    } else {
      break;
    }
    lx->cur++;
  }
  int c = lex_peek(lx);
  *blank = c == '#' || c == '\n' || c == '\r';
  if (*blank || lx->level > 0) return true;
  /* (before 3.10, a backslash in column 0 is column 0 too) */
  if (continued_col > 0 ||
      (continued && lx->options.version < PP_PYTHON_3_10))
    col = alt = continued_col;
  return change_level(lx, col, alt);
}

bool lex_continuation(Lexer *lx) {
  int c = lex_getc(lx);
  if (c == '\r') c = lex_getc(lx);
  if (c != '\n') {
    if (c != LEX_EOF) lex_ungetc(lx);
    lex_state_error(lx, LEX_E_LINECONT);
    return false;
  }
  if (lex_peek(lx) == LEX_EOF) {
    /* compile() says which bracket is still open, if one is */
    if (!lex_pending_at_eof(lx)) {
      if (lx->level > 0) lex_eof_in_brackets(lx);
      else lex_state_error(lx, LEX_E_EOF);
    }
    return false;
  }
  return true;
}
