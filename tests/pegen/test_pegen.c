/*
 * test_pegen.c - the generated toy parsers (tests/grammars/, one .gram each) on
 * the PEG runtime: left recursion (direct, indirect), right associativity,
 * lookaheads, cut, gathers, forced tokens, soft keywords, memo hits, the
 * second pass with invalid_ rules, the generic error at the furthest
 * token, the trace, the depth limit and failing allocations.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "arith_parser.h"
#include "cut_parser.h"
#include "forced_parser.h"
#include "gather_parser.h"
#include "indirect_parser.h"
#include "invalid_parser.h"
#include "lookahead_parser.h"
#include "memo_parser.h"
#include "soft_parser.h"
#include "toy_support.h"

/* One parse; the result is copied out so the arena can go at once. */
typedef struct Outcome {
  char text[512]; /* the result string, or "" */
  PegError err;   /* valid when !ok */
  bool ok;
  PegStats stats;
} Outcome;

static Outcome run(const PegGrammar *grammar, ToyParseFn parse,
                   const char *text) {
  Outcome o;
  memset(&o, 0, sizeof o);
  PegParser p;
  AstArena *arena;
  ToyLexer lex;
  char *result = toy_parse(&p, &arena, grammar, parse, text, &lex);
  o.ok = result != NULL;
  if (result) snprintf(o.text, sizeof o.text, "%s", result);
  o.err = p.err;
  o.stats = p.stats;
  ast_arena_free(arena);
  return o;
}

#define EXPECT_RESULT(g, input, want)                          \
  do {                                                         \
    Outcome o_ = run(&g##_grammar, g##_parse, input);          \
    cr_expect(o_.ok, "%s: failed: %s", input, o_.err.message); \
    cr_expect_str_eq(o_.text, want, "%s", input);              \
  } while (0)

#define EXPECT_ERROR(g, input, msg_, line_, col_)                            \
  do {                                                                       \
    Outcome o_ = run(&g##_grammar, g##_parse, input);                        \
    cr_expect(!o_.ok, "%s: accepted as %s", input, o_.text);                 \
    cr_expect_eq(o_.err.status, PEG_STATUS_SYNTAX, "%s", input);             \
    cr_expect_str_eq(o_.err.message, msg_, "%s", input);                     \
    cr_expect_eq(o_.err.lineno, line_, "%s: line %d", input, o_.err.lineno); \
    cr_expect_eq(o_.err.col, col_, "%s: col %d", input, o_.err.col);         \
  } while (0)

Test(arith, left_recursion_groups_to_the_left) {
  EXPECT_RESULT(arith, "1-2-3", "((1-2)-3) @1:0-1:5");
  EXPECT_RESULT(arith, "1+2*3-4/5", "((1+(2*3))-(4/5)) @1:0-1:9");
  EXPECT_RESULT(arith, "8/4/2", "((8/4)/2) @1:0-1:5");
}

Test(arith, power_is_right_associative) {
  EXPECT_RESULT(arith, "2**3**2", "(2**(3**2)) @1:0-1:7");
  EXPECT_RESULT(arith, "-2**2", "(-(2**2)) @1:0-1:5");
  EXPECT_RESULT(arith, "2*3**2", "(2*(3**2)) @1:0-1:6");
}

Test(arith, parentheses_and_extra_span) {
  EXPECT_RESULT(arith, "(1-2)-(3-4)", "((1-2)-(3-4)) @1:0-1:11");
  /* the span ends at the last token consumed: ENDMARKER is empty */
  EXPECT_RESULT(arith, "  x * y", "(x*y) @1:2-1:7");
  /* the position variables without EXTRA */
  EXPECT_RESULT(arith, "1 + ( )", "(1+unit@1:7) @1:0-1:7");
}

Test(arith, generic_error_at_the_furthest_token) {
  EXPECT_ERROR(arith, "1 + * 2", "invalid syntax", 1, 4);
  EXPECT_ERROR(arith, "(1 + 2", "invalid syntax", 1, 6);
  EXPECT_ERROR(arith, "1 2", "invalid syntax", 1, 2);
}

Test(indirect, left_recursion_through_two_rules) {
  EXPECT_RESULT(indirect, "1", "1");
  EXPECT_RESULT(indirect, "1+2", "(1+2)");
  EXPECT_RESULT(indirect, "1+2*3+4", "(((1+2)*3)+4)");
  EXPECT_RESULT(indirect, "1*2+3", "((1*2)+3)");
}

Test(lookahead, positive_and_negative) {
  EXPECT_RESULT(lookahead, "a b=1 (2) c", "use:a set:b=1 paren:2 use:c");
  EXPECT_RESULT(lookahead, "3*4 x", "mul:3*4 use:x");
  /* NUMBER alone: the group lookahead (NUMBER '*') fails, nothing else fits */
  EXPECT_ERROR(lookahead, "a 3", "invalid syntax", 1, 3);
  /* item's last alternative starts with a nullable rule: tried at ':' */
  EXPECT_ERROR(lookahead, "a :", "note reached", 1, 2);
}

Test(cut, no_backtracking_past_the_cut) {
  EXPECT_RESULT(cut, "(1)", "number:1");
  EXPECT_RESULT(cut, "x", "bare:x");
  /* after '(' ~ the rule is committed: the NAME alternative is not tried */
  EXPECT_ERROR(cut, "(x)", "invalid syntax", 1, 1);
  /* the same alternatives without the cut backtrack */
  EXPECT_RESULT(cut, "nocut (x)", "name:x");
  EXPECT_RESULT(cut, "nocut (1)", "number:1");
  /* `early: ~ NUMBER | NAME`: the cut comes first, so NAME is never tried */
  EXPECT_RESULT(cut, "early 1", "number:1");
  EXPECT_ERROR(cut, "early x", "invalid syntax", 1, 6);
}

Test(gather, separated_elements) {
  EXPECT_RESULT(gather, "7", "nums[1]");
  EXPECT_RESULT(gather, "1,2,3", "nums[3]");
  EXPECT_RESULT(gather, ": a=1; b=2", "pairs[2]:a=1,b=2");
  EXPECT_ERROR(gather, "1,2,", "invalid syntax", 1, 4);
  EXPECT_ERROR(gather, ",1", "invalid syntax", 1, 0);
}

Test(forced, expected_token_message) {
  EXPECT_RESULT(forced, "if x: 1", "if x: 1");
  EXPECT_ERROR(forced, "if x 1", "expected ':'", 1, 5);
  EXPECT_RESULT(forced, "do (4)", "do");
  EXPECT_ERROR(forced, "do 4", "expected block", 1, 3);
}

Test(soft, keyword_and_name) {
  EXPECT_RESULT(soft, "match x:", "match(x)");
  EXPECT_RESULT(soft, "match = 1", "assign(match)");
  EXPECT_RESULT(soft, "match", "name(match)");
  EXPECT_RESULT(soft, "match match:; match; y = 2",
                "match(match) name(match) assign(y)");
}

Test(hard_keyword, is_not_a_name) {
  /* 'if' is a keyword of forced.gram: a NAME token spelled "if" gets the
     keyword's type, so it cannot be the NAME after 'if' */
  EXPECT_ERROR(forced, "if if: 1", "invalid syntax", 1, 3);
  cr_expect_eq(forced_grammar.keyword_type("if", 2), FORCED_KW_IF);
  cr_expect_eq(forced_grammar.keyword_type("do", 2), FORCED_KW_DO);
}

Test(memo, hits_are_counted) {
  Outcome memo = run(&memo_grammar, memo_parse, "x 1 *");
  cr_expect_str_eq(memo.text, "x1 times");
  /* choice's 2nd and 3rd alternatives find pair's result at position 0 */
  cr_expect_eq(memo.stats.memo_hits, 2, "hits %lu", memo.stats.memo_hits);
  Outcome plain = run(&memo_grammar, memo_parse, "plain x 1 *");
  cr_expect_str_eq(plain.text, "x1 times");
  cr_expect_eq(plain.stats.memo_hits, 0);
  /* one result stored, found twice; the plain rule stores nothing */
  cr_expect_eq(memo.stats.memo_stores, 1, "stores %lu", memo.stats.memo_stores);
  cr_expect_eq(plain.stats.memo_stores, 0);
}

Test(invalid, second_pass_raises_the_specific_error) {
  EXPECT_RESULT(invalid, "x = 1", "x=1");
  EXPECT_ERROR(invalid, "1 = 2", "cannot assign to literal 1", 1, 0);
  /* pass 2 raises nothing: the generic error at the furthest token */
  EXPECT_ERROR(invalid, "x = y", "invalid syntax", 1, 4);
  /* pass 1 stopped at "1"; pass 2 peeked further: pass 1 counts */
  EXPECT_ERROR(invalid, "1 = x", "invalid syntax", 1, 0);
  EXPECT_ERROR(invalid, "x = y z w", "invalid syntax", 1, 4);
  /* inside quiet_without_invalid, invalid_assign stays off in pass 2 */
  EXPECT_RESULT(invalid, "q x = 1", "x=1");
  EXPECT_ERROR(invalid, "q 1 = 2", "invalid syntax", 1, 2);
}

/* Parses [text] with the trace on; returns the trace (heap, to free). */
static char *traced(const PegGrammar *grammar, ToyParseFn parse,
                    const char *text, bool *ok) {
  char *trace = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&trace, &size);
  AstArena *arena = ast_arena_new();
  ToyLexer lex;
  toy_lex_init(&lex, text);
  PegParser p;
  peg_init(&p, grammar, arena, toy_lex_next, &lex);
  PegTrace *trace_state = calloc(1, sizeof *trace_state);
  trace_state->out = out;
  peg_set_trace(&p, trace_state);
  *ok = parse(&p) != NULL;
  fclose(out);
  free(trace_state);
  ast_arena_free(arena);
  return trace;
}

Test(invalid, pass_one_never_calls_invalid_rules) {
  bool ok;
  char *trace = traced(&invalid_grammar, invalid_parse, "x = 1", &ok);
  cr_expect(ok);
  cr_expect_null(strstr(trace, "invalid_assign"), "%s", trace);
  free(trace);
  trace = traced(&invalid_grammar, invalid_parse, "1 = 2", &ok);
  cr_expect(!ok);
  cr_expect_not_null(strstr(trace, "> invalid_assign @ 1:0 '1'"), "%s", trace);
  /* the passes are marked, and a failure says how far it had read */
  cr_expect_not_null(strstr(trace, "# pass 2: again with the invalid_ rules"),
                     "%s", trace);
  free(trace);
  /* stmt matched "x = 1", then start found no ENDMARKER: it backtracks */
  trace = traced(&invalid_grammar, invalid_parse, "x = 1 2", &ok);
  cr_expect_not_null(strstr(trace, "\n- start @ 1:0, back from 1:5\n"), "%s",
                     trace);
  free(trace);
}

Test(trace, entries_exits_and_depth) {
  bool ok;
  char *trace = traced(&arith_grammar, arith_parse, "7", &ok);
  cr_expect(ok);
  /* entry at a token, success with its span, failure, memo hits, the
     rounds of a left-recursive leader, indented by depth */
  const char *head = "# pass 1\n> start @ token 0 (not read yet)\n"
                     "  > expr @ 1:0 '7'\n";
  cr_expect(strncmp(trace, head, strlen(head)) == 0, "%s", trace);
  cr_expect_not_null(strstr(trace, "\n          + atom 1:0-1:1\n"), "%s",
                     trace);
  cr_expect_not_null(strstr(trace, "\n    - expr @ 1:0 (memo)\n"), "%s",
                     trace); /* the seed */
  cr_expect_not_null(strstr(trace, "\n  ~ expr grows to 1:1\n"), "%s",
                     trace);
  cr_expect_not_null(strstr(trace, "\n+ start 1:0-1:1\n"), "%s", trace);
  free(trace);
}

/* Custom generic error, as the Python parser words its own. */
static void my_generic(PegParser *p, const PegToken *t) {
  peg_raise_token(p, t, "custom at %d", t->col);
}

Test(invalid, generic_error_hook) {
  AstArena *arena = ast_arena_new();
  ToyLexer lex;
  toy_lex_init(&lex, "x = y");
  PegParser p;
  peg_init(&p, &invalid_grammar, arena, toy_lex_next, &lex);
  p.generic_error = my_generic;
  cr_expect_null(invalid_parse(&p));
  cr_expect_str_eq(p.err.message, "custom at 4");
  ast_arena_free(arena);
}

Test(limits, deep_nesting_is_a_clean_error) {
  /* Each '(' costs several rule calls: 3000 of them pass PEG_MAX_DEPTH. */
  enum { DEPTH = 3000 };
  char *text = malloc(2 * DEPTH + 2);
  memset(text, '(', DEPTH);
  text[DEPTH] = '1';
  memset(text + DEPTH + 1, ')', DEPTH);
  text[2 * DEPTH + 1] = '\0';
  Outcome o = run(&arith_grammar, arith_parse, text);
  cr_expect(!o.ok);
  cr_expect_eq(o.err.status, PEG_STATUS_STACK_OVERFLOW);
  cr_expect_str_eq(o.err.message, "parser stack overflow");
  /* shallow enough nesting parses */
  text[0] = '\0';
  strcpy(text, "((((((((((1))))))))))");
  o = run(&arith_grammar, arith_parse, text);
  cr_expect(o.ok, "%s", o.err.message);
  free(text);
}

/* A callback whose second token has a type the grammar does not know. */
static bool foreign_type_lex(void *ctx, PegToken *out) {
  int *count = ctx;
  static const char one[] = "1";
  *out = (PegToken){.type = (*count)++ ? 9999 : TOY_NUMBER, .start = one,
                    .end = one + 1, .lineno = 1};
  return true;
}

Test(limits, a_token_type_out_of_range_ends_the_parse) {
  AstArena *arena = ast_arena_new();
  PegParser p;
  int count = 0;
  peg_init(&p, &arith_grammar, arena, foreign_type_lex, &count);
  cr_expect_null(arith_parse(&p));
  cr_expect_eq(p.err.status, PEG_STATUS_TOKENIZER);
  cr_expect_str_eq(p.err.message, "token type out of range");
  ast_arena_free(arena);
}

Test(limits, tokenizer_errors_end_the_parse) {
  Outcome o = run(&arith_grammar, arith_parse, "1 + $");
  cr_expect(!o.ok);
  cr_expect_eq(o.err.status, PEG_STATUS_TOKENIZER);
}

Test(memory, every_failing_allocation_is_a_clean_error) {
  const char *text = "1-2*(3+4)**2/x - -5";
  int successes = 0;
  for (long n = 0; n < 10000 && successes == 0; n++) {
    AstArenaLimits limits = {.fail_after = n};
    AstArena *arena = ast_arena_new_limited(&limits);
    ToyLexer lex;
    toy_lex_init(&lex, text);
    PegParser p;
    peg_init(&p, &arith_grammar, arena, toy_lex_next, &lex);
    char *result = arith_parse(&p);
    if (result) {
      cr_expect_str_eq(result, "((1-((2*((3+4)**2))/x))-(-5)) @1:0-1:19");
      successes++;
    } else {
      cr_expect_eq(p.err.status, PEG_STATUS_MEMORY,
                   "fail_after %ld: status %d %s", n, p.err.status,
                   p.err.message);
    }
    ast_arena_free(arena);
  }
  cr_expect_eq(successes, 1);
}

/* soft.gram's @trailer defines this; its @header declares it. */
int soft_trailer_answer(void);

Test(metas, header_and_trailer_are_copied) {
  cr_expect_eq(soft_trailer_answer(), 42);
}

Test(metas, entries_are_start_rules) {
  Outcome o = run(&arith_grammar, arith_parse_expr, "1-2-3 )");
  cr_expect(o.ok, "%s", o.err.message); /* expr needs no ENDMARKER */
  cr_expect_str_eq(o.text, "((1-2)-3)");
  o = run(&arith_grammar, arith_parse_start, "1-2-3 )");
  cr_expect(!o.ok);
}

static void long_generic(PegParser *p, const PegToken *t) {
  peg_raise_token(p, t, "%0600d", 7);
}

Test(limits, messages_are_cut_at_peg_message_max) {
  AstArena *arena = ast_arena_new();
  ToyLexer lex;
  toy_lex_init(&lex, "x = y");
  PegParser p;
  peg_init(&p, &invalid_grammar, arena, toy_lex_next, &lex);
  p.generic_error = long_generic;
  cr_expect_null(invalid_parse(&p));
  cr_expect_eq(strlen(p.err.message), PEG_MESSAGE_MAX - 1);
  cr_expect_eq(p.err.message[PEG_MESSAGE_MAX - 2], '0');
  ast_arena_free(arena);
}

Test(sequences, new_and_prepend) {
  AstArena *arena = ast_arena_new();
  ToyLexer lex;
  toy_lex_init(&lex, "");
  PegParser p;
  peg_init(&p, &arith_grammar, arena, toy_lex_next, &lex);
  PegSeq *seq = peg_seq_new(&p, 2);
  cr_assert_not_null(seq);
  cr_expect_eq(seq->count, 2);
  cr_expect_null(seq->items[0]);
  int a, b;
  seq->items[0] = &a;
  seq->items[1] = &b;
  PegSeq *longer = peg_seq_prepend(&p, &b, seq);
  cr_assert_not_null(longer);
  cr_expect_eq(longer->count, 3);
  cr_expect(longer->items[0] == &b && longer->items[1] == &a &&
            longer->items[2] == &b);
  cr_expect_eq(peg_seq_prepend(&p, &a, NULL)->count, 1);
  cr_expect_eq(peg_seq_new(&p, 0)->count, 0);
  ast_arena_free(arena);
}

Test(soft, keyword_tables) {
  cr_expect_eq(soft_grammar.soft_keyword_count, 1);
  cr_expect_str_eq(soft_grammar.soft_keywords[0], "match");
  cr_expect_null(soft_grammar.keyword_type); /* no hard keywords */
  cr_expect_eq(forced_grammar.soft_keyword_count, 0);
  PegKeywordFn type = forced_grammar.keyword_type;
  cr_assert_not_null(type);
  /* near misses: same length or same first byte */
  cr_expect_eq(type("id", 2), -1);
  cr_expect_eq(type("i", 1), -1);
  cr_expect_eq(type("iff", 3), -1);
  cr_expect_eq(type("od", 2), -1);
}
