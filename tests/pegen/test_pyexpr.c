/*
 * test_pyexpr.c - a generated parser on the real tokenizer: lex_next is
 * wrapped into the PegNextToken callback exactly as the Python parser will
 * do it (tests/grammars/pyexpr.gram).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "pyexpr_parser.h"
#include "tokenizer.h"

static bool next_token(void *ctx, PegToken *out) {
  Lexer *lx = ctx;
  LexToken t;
  LexTokenType type = lex_next(lx, &t);
  if (type == TOK_ERRORTOKEN) return false;
  out->type = (int)type;
  out->start = t.start;
  out->end = t.end;
  out->lineno = t.lineno;
  out->col = t.col;
  out->end_lineno = t.end_lineno;
  out->end_col = t.end_col;
  out->extra = t.line_start;
  return true;
}

typedef struct Result {
  char text[256];
  PegError err;
  bool ok;
  bool lexer_failed;
  char lexer_message[PP_ERROR_MESSAGE_MAX];
} Result;

static Result parse(const char *source) {
  Result r;
  memset(&r, 0, sizeof r);
  Lexer lx;
  LexOptions options = {0};
  cr_assert(lex_init(&lx, source, strlen(source), &options));
  AstArena *arena = ast_arena_new();
  PegParser p;
  peg_init(&p, &pyexpr_grammar, arena, next_token, &lx);
  p.layout_types = (1u << TOK_NEWLINE) | (1u << TOK_INDENT) |
                   (1u << TOK_DEDENT) | (1u << TOK_ENDMARKER);
  char *text = pyexpr_parse(&p);
  r.ok = text != NULL;
  if (text) snprintf(r.text, sizeof r.text, "%s", text);
  r.err = p.err;
  r.lexer_failed = lx.failed;
  if (lx.failed)
    snprintf(r.lexer_message, sizeof r.lexer_message, "%s", lx.error.message);
  ast_arena_free(arena);
  lex_free(&lx);
  return r;
}

Test(pyexpr, keywords_blocks_and_spans) {
  Result r = parse("if not x and y == 1:\n    z + 'a'\n    True\n");
  cr_expect(r.ok, "%s", r.err.message);
  cr_expect_str_eq(r.text,
                   "if(and(not(x),eq(y,1))){add(z,'a')@2:4-2:11 True@3:4-3:8}");
}

Test(pyexpr, soft_keyword_and_name) {
  Result r = parse("match x\nmatch\nmatch + 1\n");
  cr_expect(r.ok, "%s", r.err.message);
  cr_expect_str_eq(r.text, "match(x) match@2:0-2:5 add(match,1)@3:0-3:9");
}

Test(pyexpr, keyword_is_not_a_name) {
  Result r = parse("if + 1\n");
  cr_expect(!r.ok);
  cr_expect_eq(r.err.status, PEG_STATUS_SYNTAX);
  cr_expect_str_eq(r.err.message, "invalid syntax");
  cr_expect_eq(r.err.col, 3);
}

Test(pyexpr, forced_colon) {
  Result r = parse("if x\n    y\n");
  cr_expect(!r.ok);
  cr_expect_str_eq(r.err.message, "expected ':'");
  cr_expect_eq(r.err.lineno, 1);
  cr_expect_eq(r.err.col, 4); /* at the NEWLINE token */
}

Test(pyexpr, tokenizer_error_reaches_the_caller) {
  Result r = parse("x + 'abc\n");
  cr_expect(!r.ok);
  cr_expect_eq(r.err.status, PEG_STATUS_TOKENIZER);
  cr_expect(r.lexer_failed);
  cr_expect_not_null(strstr(r.lexer_message, "unterminated string literal"),
                     "%s", r.lexer_message);
}
