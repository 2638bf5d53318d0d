/*
 * toy_support.c - the toy lexer and result builders of the pegen tests.
 */
#include "toy_support.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

void toy_lex_init(ToyLexer *lex, const char *text) {
  memset(lex, 0, sizeof *lex);
  lex->cur = text;
  lex->line_start = text;
  lex->line = 1;
}

static int operator_type(const char *s, int *length) {
  static const struct {
    const char *text;
    int type;
  } ops[] = {
      {"**", TOY_DOUBLESTAR}, {"(", TOY_LPAR},  {")", TOY_RPAR},
      {"+", TOY_PLUS},        {"-", TOY_MINUS}, {"*", TOY_STAR},
      {"/", TOY_SLASH},       {",", TOY_COMMA}, {":", TOY_COLON},
      {"=", TOY_EQUAL},       {";", TOY_SEMI},
  };
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    size_t n = strlen(ops[i].text);
    if (strncmp(s, ops[i].text, n) == 0) {
      *length = (int)n;
      return ops[i].type;
    }
  }
  return -1;
}

bool toy_lex_next(void *ctx, PegToken *out) {
  ToyLexer *lex = ctx;
  while (*lex->cur == ' ' || *lex->cur == '\t') lex->cur++;
  const char *start = lex->cur;
  out->lineno = out->end_lineno = lex->line;
  out->col = (int)(start - lex->line_start);
  int length = 0;
  if (!*start) {
    out->type = TOY_ENDMARKER;
  } else if (*start == '\n') {
    out->type = TOY_NEWLINE;
    length = 1;
  } else if (isdigit((unsigned char)*start)) {
    while (isdigit((unsigned char)start[length])) length++;
    out->type = TOY_NUMBER;
  } else if (isalpha((unsigned char)*start) || *start == '_') {
    while (isalnum((unsigned char)start[length]) || start[length] == '_')
      length++;
    out->type = TOY_NAME;
  } else if ((out->type = operator_type(start, &length)) < 0) {
    lex->bad = true;
    return false;
  }
  lex->cur += length;
  out->start = start;
  out->end = lex->cur;
  out->end_col = out->col + length;
  if (out->type == TOY_NEWLINE) {
    lex->line++;
    lex->line_start = lex->cur;
  }
  return true;
}

char *toy_fmt(PegParser *p, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int length = vsnprintf(NULL, 0, format, args);
  va_end(args);
  char *text =
      length < 0 ? NULL : ast_arena_alloc(p->arena, (size_t)length + 1);
  if (!text) return NULL;
  va_start(args, format);
  vsnprintf(text, (size_t)length + 1, format, args);
  va_end(args);
  return text;
}

char *toy_text(PegParser *p, const PegToken *t) {
  return ast_arena_strndup(p->arena, t->start, (size_t)(t->end - t->start));
}

char *toy_join(PegParser *p, const PegSeq *seq, const char *sep) {
  size_t length = 1;
  for (size_t i = 0; i < seq->count; i++)
    length += strlen(seq->items[i]) + strlen(sep);
  char *text = ast_arena_alloc(p->arena, length);
  if (!text) return NULL;
  for (size_t i = 0; i < seq->count; i++) {
    if (i) strcat(text, sep);
    strcat(text, seq->items[i]);
  }
  return text;
}

char *toy_parse(PegParser *p, AstArena **arena, const PegGrammar *grammar,
                ToyParseFn parse, const char *text, ToyLexer *lex) {
  *arena = ast_arena_new();
  toy_lex_init(lex, text);
  peg_init(p, grammar, *arena, toy_lex_next, lex);
  return parse(p);
}
