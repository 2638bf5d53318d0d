/*
 * calc.c - the calculator: reads expressions, one per line, from stdin and
 * prints each value, or `error: LINE:COL: MESSAGE` (1-based column).
 * Its tiny lexer feeds the generated parser through the PegNextToken
 * callback; every line is one parse with its own arena.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "calc_eval.h"
#include "calc_parser.h"

/* Longest input line (bytes). */
#define CALC_LINE_MAX 4096

typedef struct CalcLexer {
  const char *text; /* the line; borrowed */
  const char *cur;  /* next byte */
} CalcLexer;

static bool next_token(void *ctx, PegToken *out) {
  CalcLexer *lex = ctx;
  while (*lex->cur == ' ' || *lex->cur == '\t' || *lex->cur == '\n') lex->cur++;
  const char *start = lex->cur;
  static const char singles[] = "()+-*/%";
  static const int types[] = {CALC_LPAR, CALC_RPAR,  CALC_PLUS,   CALC_MINUS,
                              CALC_STAR, CALC_SLASH, CALC_PERCENT};
  if (!*start) {
    out->type = CALC_ENDMARKER;
  } else if (isdigit((unsigned char)*start)) {
    while (isdigit((unsigned char)*lex->cur)) lex->cur++;
    out->type = CALC_NUMBER;
  } else if (start[0] == '*' && start[1] == '*') {
    out->type = CALC_DOUBLESTAR;
    lex->cur += 2;
  } else if (strchr(singles, *start)) {
    out->type = types[strchr(singles, *start) - singles];
    lex->cur++;
  } else {
    return false;
  }
  out->start = start;
  out->end = lex->cur;
  out->lineno = out->end_lineno = 1;
  out->col = (int)(start - lex->text);
  out->end_col = (int)(lex->cur - lex->text);
  return true;
}

static void evaluate(const char *line) {
  AstArena *arena = ast_arena_new();
  if (!arena) {
    puts("error: out of memory");
    return;
  }
  CalcLexer lex = {line, line};
  PegParser p;
  peg_init(&p, &calc_grammar, arena, next_token, &lex);
  long long *value = calc_parse(&p);
  if (value)
    printf("%lld\n", *value);
  else if (p.err.status == PEG_STATUS_TOKENIZER)
    printf("error: 1:%d: unexpected character\n", (int)(lex.cur - line) + 1);
  else
    printf("error: %d:%d: %s\n", p.err.lineno, p.err.col + 1, p.err.message);
  ast_arena_free(arena);
}

int main(void) {
  char line[CALC_LINE_MAX];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = '\0';
    evaluate(line);
  }
  return 0;
}
