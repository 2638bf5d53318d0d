/*
 * stack_3_8.c - how deep 3.8's parser goes, and where its stack ends.
 *
 * CPython 3.8 parses with an LL(1) automaton whose stack holds one entry
 * for each nonterminal open between the root and the token being read,
 * 1700 at most (its MAXSTACK): a source that needs one more is a
 * MemoryError. Its concrete tree keeps every nonterminal, even one with a
 * single child, so the depth asked is that tree's: a name alone on the
 * first line of a file is 21 deep (file_input, stmt, simple_stmt,
 * small_stmt, expr_stmt, testlist_star_expr and the 15 levels of
 * precedence from test to atom), each pair of parentheses around it adds
 * 17, each unary minus 1.
 *
 * pyparse's tree keeps no such levels, so they are counted here from the
 * tree: the functions below are 3.8's grammar written as depths, each
 * production in the comment above the code that walks it. The tree has
 * lost only the parentheses that group; the tokens around a node show
 * them. An f-string's field is a parse of its own in 3.8 (of "(expr)",
 * as an eval input), counted when pyparse parses the field.
 */
#include <string.h>

#include "python_actions.h"
#include "python_parse.h"
#include "python_parser.h"

/* 3.8's MAXSTACK: nonterminals open at once. */
enum { STACK_3_8_MAX = 1700 };

/* The precedence levels of 3.8's expressions, test to atom. An
   expression entered at level [from] has one nonterminal with a single
   child for each level between [from] and its own. */
typedef enum Level {
  TEST, /* test: or_test ['if' or_test 'else' test] | lambdef */
  OR_TEST,
  AND_TEST,
  NOT_TEST,
  COMPARISON,
  EXPR, /* the '|' level */
  XOR_EXPR,
  AND_EXPR,
  SHIFT_EXPR,
  ARITH_EXPR,
  TERM,
  FACTOR, /* factor: ('+'|'-'|'~') factor | power */
  POWER,  /* power: atom_expr ['**' factor] */
  ATOM_EXPR,
  ATOM
} Level;

/* From an atom '(' to the atom inside: testlist_comp, namedexpr_test and
   the levels from test to atom. */
enum { GROUP_DEPTH = 2 + ATOM - TEST + 1 };

typedef struct Depth {
  PegParser *p;
  int tokens;     /* the token array's length */
  int *partner;   /* for each bracket token its partner's index, else -1 */
  bool overflows; /* some nonterminal is deeper than STACK_3_8_MAX */
} Depth;

/* --- tokens ------------------------------------------------------------ */

static const PegToken *token(const Depth *w, int index) {
  return peg_token_at(w->p, index);
}

static bool before(int lineno, int col, int other_lineno, int other_col) {
  return lineno < other_lineno || (lineno == other_lineno && col < other_col);
}

/* The index of the first token whose start (or with [by_end], end) is
   not before [lineno]:[col]; the array's length if none. */
static int first_not_before(const Depth *w, int lineno, int col,
                            bool by_end) {
  int low = 0, high = w->tokens;
  while (low < high) {
    int mid = low + (high - low) / 2;
    const PegToken *t = token(w, mid);
    if (by_end ? before(t->end_lineno, t->end_col, lineno, col)
               : before(t->lineno, t->col, lineno, col))
      low = mid + 1;
    else
      high = mid;
  }
  return low;
}

/* The index of the token that starts at [lineno]:[col], or -1 (the
   layout tokens that may start there too are not it). */
static int token_starting(const Depth *w, int lineno, int col) {
  for (int i = first_not_before(w, lineno, col, false); i < w->tokens; i++) {
    const PegToken *t = token(w, i);
    if (t->lineno != lineno || t->col != col) return -1;
    if (t->type != TOK_INDENT && t->type != TOK_DEDENT) return i;
  }
  return -1;
}

/* The index of the first token that ends at [lineno]:[col], or -1. */
static int token_ending(const Depth *w, int lineno, int col) {
  int i = first_not_before(w, lineno, col, true);
  if (i == w->tokens) return -1;
  const PegToken *t = token(w, i);
  return t->end_lineno == lineno && t->end_col == col ? i : -1;
}

static int first_token(const Depth *w, const AstExpr *e) {
  return token_starting(w, e->lineno, e->col_offset);
}

static int last_token(const Depth *w, const AstExpr *e) {
  return token_ending(w, e->end_lineno, e->end_col_offset);
}

/* The pairs of parentheses around [e] that group it, from the innermost;
   [own] is the '(' of the construct [e] is in (a call's only argument),
   not a group, or -1. */
static int groups(const Depth *w, const AstExpr *e, int own) {
  int first = first_token(w, e), last = last_token(w, e), count = 0;
  if (first < 0 || last < 0) return 0;
  while (first > 0 && first - 1 != own && last + 1 < w->tokens &&
         token(w, first - 1)->type == TOK_LPAR &&
         w->partner[first - 1] == last + 1) {
    first--;
    last++;
    count++;
  }
  return count;
}

/* Whether [e] (a tuple) is written in parentheses of its own: 3.8 places
   a parenthesized tuple at its '('. */
static bool parenthesized(const Depth *w, const AstExpr *e) {
  int first = first_token(w, e), last = last_token(w, e);
  return first >= 0 && last >= 0 && token(w, first)->type == TOK_LPAR &&
         w->partner[first] == last;
}

/* The '(' that opens [call]'s arguments: the partner of its last token. */
static int call_paren(const Depth *w, const AstExpr *call) {
  int last = last_token(w, call);
  return last >= 0 ? w->partner[last] : -1;
}

/* Pairs every bracket token with its partner; false out of memory. */
static bool pair_brackets(Depth *w) {
  size_t size = (size_t)w->tokens * sizeof(int);
  int *partner = ast_arena_alloc(w->p->work, size);
  int *open = ast_arena_alloc(w->p->work, size);
  if (!partner || !open) return false;
  int opened = 0;
  for (int i = 0; i < w->tokens; i++) {
    partner[i] = -1;
    switch (token(w, i)->type) {
    case TOK_LPAR:
    case TOK_LSQB:
    case TOK_LBRACE:
      open[opened++] = i;
      break;
    case TOK_RPAR:
    case TOK_RSQB:
    case TOK_RBRACE:
      /* (the parse succeeded: every closer has its opener) */
      if (opened > 0) {
        partner[i] = open[--opened];
        partner[partner[i]] = i;
      }
      break;
    default:
      break;
    }
  }
  w->partner = partner;
  return true;
}

/* --- expressions -------------------------------------------------------- */

/* Whether a nonterminal at [depth] is past the stack (then the walk
   stops: 3.8 stops at the first). */
static bool reached(Depth *w, int depth) {
  if (depth > STACK_3_8_MAX) w->overflows = true;
  return w->overflows;
}

static Level binary_level(AstOperator op) {
  switch (op) {
  case AST_OPERATOR_BITOR: return EXPR;
  case AST_OPERATOR_BITXOR: return XOR_EXPR;
  case AST_OPERATOR_BITAND: return AND_EXPR;
  case AST_OPERATOR_LSHIFT:
  case AST_OPERATOR_RSHIFT: return SHIFT_EXPR;
  case AST_OPERATOR_ADD:
  case AST_OPERATOR_SUB: return ARITH_EXPR;
  case AST_OPERATOR_POW: return POWER;
  default: return TERM;
  }
}

/* The level whose nonterminal is [e]'s own. */
static Level level_of(const AstExpr *e) {
  switch (e->kind) {
  case AST_EXPR_BOOLOP:
    return e->v.BoolOp.op == AST_BOOLOP_OR ? OR_TEST : AND_TEST;
  case AST_EXPR_BINOP: return binary_level(e->v.BinOp.op);
  case AST_EXPR_UNARYOP:
    return e->v.UnaryOp.op == AST_UNARYOP_NOT ? NOT_TEST : FACTOR;
  case AST_EXPR_COMPARE: return COMPARISON;
  case AST_EXPR_AWAIT:
  case AST_EXPR_CALL:
  case AST_EXPR_ATTRIBUTE:
  case AST_EXPR_SUBSCRIPT: return ATOM_EXPR;
  case AST_EXPR_NAMEDEXPR:
  case AST_EXPR_LAMBDA:
  case AST_EXPR_IFEXP:
  case AST_EXPR_STARRED:
  case AST_EXPR_YIELD:
  case AST_EXPR_YIELDFROM: return TEST;
  default: return ATOM;
  }
}

static void expr_at(Depth *w, const AstExpr *e, Level from, int depth,
                    int own);
static void bare(Depth *w, const AstExpr *e, Level from, int depth);
static void named_at(Depth *w, const AstExpr *e, int depth);
static void list_at(Depth *w, const AstExpr *e, Level from, int depth);
static void arglist_at(Depth *w, const AstExprSeq *args,
                       const AstKeywordSeq *keywords, int own, int depth);

/* [e] with [count] pairs of parentheses around it, entered at level
   [from], whose nonterminal is at [depth]. */
static void grouped(Depth *w, const AstExpr *e, Level from, int depth,
                    int count) {
  if (count == 0) {
    bare(w, e, from, depth);
    return;
  }
  /* atom: '(' [yield_expr|testlist_comp] ')' */
  int atom = depth + (ATOM - from) + GROUP_DEPTH * (count - 1);
  if (reached(w, atom)) return;
  if (e->kind == AST_EXPR_YIELD || e->kind == AST_EXPR_YIELDFROM) {
    bare(w, e, TEST, atom + 1);
    return;
  }
  /* testlist_comp: (namedexpr_test|star_expr) ... */
  if (e->kind == AST_EXPR_NAMEDEXPR)
    bare(w, e, TEST, atom + 2);
  else
    bare(w, e, TEST, atom + 3);
}

/* [e] entered at level [from], whose nonterminal is at [depth]; [own]:
   see groups(). */
static void expr_at(Depth *w, const AstExpr *e, Level from, int depth,
                    int own) {
  if (!reached(w, depth)) grouped(w, e, from, depth, groups(w, e, own));
}

/* namedexpr_test: test [':=' test] (at [depth]) */
static void named_at(Depth *w, const AstExpr *e, int depth) {
  int count = groups(w, e, -1);
  if (e->kind == AST_EXPR_NAMEDEXPR && count == 0)
    bare(w, e, TEST, depth);
  else
    grouped(w, e, TEST, depth + 1, count);
}

/* star_expr: '*' expr, where the item may be one (at [depth]); else
   [e] entered at [from] (namedexpr_test: TEST - 1, see named_at). */
static void item_at(Depth *w, const AstExpr *e, Level from, int depth,
                    bool named) {
  if (e->kind == AST_EXPR_STARRED)
    expr_at(w, e->v.Starred.value, EXPR, depth + 1, -1);
  else if (named)
    named_at(w, e, depth);
  else
    expr_at(w, e, from, depth, -1);
}

/* testlist_star_expr, testlist, exprlist (at [depth]): the items of a
   tuple without parentheses are the list's own. */
static void list_at(Depth *w, const AstExpr *e, Level from, int depth) {
  if (reached(w, depth)) return;
  if (e->kind == AST_EXPR_TUPLE && !parenthesized(w, e)) {
    const AstExprSeq *items = &e->v.Tuple.elts;
    for (size_t i = 0; i < items->count && !w->overflows; i++)
      item_at(w, items->items[i], from, depth + 1, false);
  } else {
    item_at(w, e, from, depth + 1, false);
  }
}

/* comp_for: [ASYNC] sync_comp_for
   sync_comp_for: 'for' exprlist 'in' or_test [comp_iter]
   comp_iter: comp_for | comp_if
   comp_if: 'if' test_nocond [comp_iter]
   Each clause hangs below the one before: [depth] is the first
   comp_for's. */
static void comprehension_at(Depth *w, const AstComprehensionSeq *clauses,
                             int depth) {
  int at = depth + 1; /* the sync_comp_for, or the last comp_if */
  for (size_t i = 0; i < clauses->count && !w->overflows; i++) {
    const AstComprehension *c = clauses->items[i];
    if (i > 0) at += 3; /* comp_iter, comp_for, sync_comp_for */
    list_at(w, c->target, EXPR, at + 1);
    expr_at(w, c->iter, OR_TEST, at + 1, -1);
    for (size_t j = 0; j < c->ifs.count && !w->overflows; j++) {
      at += 2; /* comp_iter, comp_if */
      /* (test_nocond: or_test | lambdef_nocond, as deep as test) */
      expr_at(w, c->ifs.items[j], TEST, at + 1, -1);
    }
  }
}

/* typedargslist and varargslist (at [depth]): a parameter's tfpdef (or
   vfpdef) and its default at depth + 1, its annotation below the
   tfpdef. */
static void parameters_at(Depth *w, const AstArguments *a, int depth) {
  const AstArgSeq *lists[] = {&a->posonlyargs, &a->args, &a->kwonlyargs};
  for (size_t l = 0; l < 3; l++)
    for (size_t i = 0; i < lists[l]->count; i++) {
      const AstArg *arg = lists[l]->items[i];
      if (arg->annotation) expr_at(w, arg->annotation, TEST, depth + 2, -1);
    }
  const AstArg *rest[] = {a->vararg, a->kwarg};
  for (size_t i = 0; i < 2; i++)
    if (rest[i] && rest[i]->annotation)
      expr_at(w, rest[i]->annotation, TEST, depth + 2, -1);
  const AstExprSeq *defaults[] = {&a->defaults, &a->kw_defaults};
  for (size_t l = 0; l < 2; l++)
    for (size_t i = 0; i < defaults[l]->count; i++)
      if (defaults[l]->items[i])
        expr_at(w, defaults[l]->items[i], TEST, depth + 1, -1);
}

/* subscript: test | [test] ':' [test] [sliceop]
   sliceop: ':' [test] */
static void slice_at(Depth *w, const AstExpr *s, int subscript) {
  if (s->kind == AST_EXPR_INDEX) {
    expr_at(w, s->v.Index.value, TEST, subscript + 1, -1);
    return;
  }
  if (s->kind != AST_EXPR_SLICE) return;
  if (s->v.Slice.lower) expr_at(w, s->v.Slice.lower, TEST, subscript + 1, -1);
  if (s->v.Slice.upper) expr_at(w, s->v.Slice.upper, TEST, subscript + 1, -1);
  if (s->v.Slice.step) expr_at(w, s->v.Slice.step, TEST, subscript + 2, -1);
}

/* subscriptlist: subscript (',' subscript)* [','] (at [depth]) */
static void subscripts_at(Depth *w, const AstExpr *s, int depth) {
  if (s->kind == AST_EXPR_EXTSLICE) {
    for (size_t i = 0; i < s->v.ExtSlice.dims.count; i++)
      slice_at(w, s->v.ExtSlice.dims.items[i], depth + 1);
    return;
  }
  const AstExpr *index = s->kind == AST_EXPR_INDEX ? s->v.Index.value : NULL;
  if (index && index->kind == AST_EXPR_TUPLE && !parenthesized(w, index)) {
    for (size_t i = 0; i < index->v.Tuple.elts.count; i++)
      expr_at(w, index->v.Tuple.elts.items[i], TEST, depth + 2, -1);
    return;
  }
  slice_at(w, s, depth + 1);
}

static bool is_trailer(const AstExpr *e) {
  return e->kind == AST_EXPR_CALL || e->kind == AST_EXPR_ATTRIBUTE ||
         e->kind == AST_EXPR_SUBSCRIPT;
}

/* atom_expr: [AWAIT] atom trailer*
   trailer: '(' [arglist] ')' | '[' subscriptlist ']' | '.' NAME
   One atom_expr (at [depth]) holds the whole chain of trailers: walked
   in a loop, as a chain may be long. */
static void atom_expr_at(Depth *w, const AstExpr *e, int depth) {
  const AstExpr *x = e;
  if (x->kind == AST_EXPR_AWAIT) {
    x = x->v.Await.value;
    int count = groups(w, x, -1);
    if (!is_trailer(x) || count > 0) {
      grouped(w, x, ATOM, depth + 1, count);
      return;
    }
  }
  for (;;) {
    int trailer = depth + 1;
    switch (x->kind) {
    case AST_EXPR_CALL:
      arglist_at(w, &x->v.Call.args, &x->v.Call.keywords, call_paren(w, x),
                 trailer + 1);
      x = x->v.Call.func;
      break;
    case AST_EXPR_SUBSCRIPT:
      subscripts_at(w, x->v.Subscript.slice, trailer + 1);
      x = x->v.Subscript.value;
      break;
    default: /* Attribute */
      x = x->v.Attribute.value;
      break;
    }
    if (w->overflows) return;
    int count = groups(w, x, -1);
    if (!is_trailer(x) || count > 0) {
      grouped(w, x, ATOM, depth + 1, count);
      return;
    }
  }
}

/* Left-associative operators make one nonterminal of a chain (a + b - c
   is one arith_expr): its left spine is walked in a loop. */
static void binary_at(Depth *w, const AstExpr *e, int depth) {
  Level level = binary_level(e->v.BinOp.op);
  if (level == POWER) {
    expr_at(w, e->v.BinOp.left, ATOM_EXPR, depth + 1, -1);
    expr_at(w, e->v.BinOp.right, FACTOR, depth + 1, -1);
    return;
  }
  const AstExpr *x = e;
  for (;;) {
    expr_at(w, x->v.BinOp.right, level + 1, depth + 1, -1);
    const AstExpr *left = x->v.BinOp.left;
    if (w->overflows) return;
    int count = groups(w, left, -1);
    if (left->kind != AST_EXPR_BINOP ||
        binary_level(left->v.BinOp.op) != level || count > 0) {
      grouped(w, left, level + 1, depth + 1, count);
      return;
    }
    x = left;
  }
}

static void items_at(Depth *w, const AstExprSeq *items, int depth,
                     bool named) {
  for (size_t i = 0; i < items->count && !w->overflows; i++)
    item_at(w, items->items[i], TEST, depth, named);
}

/* [e] without parentheses of its own, entered at level [from] whose
   nonterminal is at [depth]. */
static void bare(Depth *w, const AstExpr *e, Level from, int depth) {
  Level level = level_of(e);
  int at = level > from ? depth + (int)(level - from) : depth;
  if (reached(w, at)) return;
  switch (e->kind) {
  case AST_EXPR_BOOLOP: {
    Level operand = e->v.BoolOp.op == AST_BOOLOP_OR ? AND_TEST : NOT_TEST;
    for (size_t i = 0; i < e->v.BoolOp.values.count && !w->overflows; i++)
      expr_at(w, e->v.BoolOp.values.items[i], operand, at + 1, -1);
    break;
  }
  case AST_EXPR_NAMEDEXPR: /* namedexpr_test: test ':=' test */
    expr_at(w, e->v.NamedExpr.target, TEST, at + 1, -1);
    expr_at(w, e->v.NamedExpr.value, TEST, at + 1, -1);
    break;
  case AST_EXPR_BINOP:
    binary_at(w, e, at);
    break;
  case AST_EXPR_UNARYOP: /* not_test: 'not' not_test; factor */
    expr_at(w, e->v.UnaryOp.operand, level, at + 1, -1);
    break;
  case AST_EXPR_LAMBDA: /* lambdef: 'lambda' [varargslist] ':' test */
    parameters_at(w, e->v.Lambda.args, at + 2);
    expr_at(w, e->v.Lambda.body, TEST, at + 2, -1);
    break;
  case AST_EXPR_IFEXP:
    expr_at(w, e->v.IfExp.body, OR_TEST, at + 1, -1);
    expr_at(w, e->v.IfExp.test, OR_TEST, at + 1, -1);
    expr_at(w, e->v.IfExp.orelse, TEST, at + 1, -1);
    break;
  case AST_EXPR_COMPARE: /* comparison: expr (comp_op expr)* */
    expr_at(w, e->v.Compare.left, EXPR, at + 1, -1);
    for (size_t i = 0; i < e->v.Compare.comparators.count; i++)
      expr_at(w, e->v.Compare.comparators.items[i], EXPR, at + 1, -1);
    break;
  case AST_EXPR_AWAIT:
  case AST_EXPR_CALL:
  case AST_EXPR_ATTRIBUTE:
  case AST_EXPR_SUBSCRIPT:
    atom_expr_at(w, e, at);
    break;
  case AST_EXPR_STARRED:
    expr_at(w, e->v.Starred.value, EXPR, at + 1, -1);
    break;
  case AST_EXPR_YIELD: /* yield_expr: 'yield' [yield_arg] */
    /* yield_arg: 'from' test | testlist_star_expr */
    if (e->v.Yield.value) list_at(w, e->v.Yield.value, TEST, at + 2);
    break;
  case AST_EXPR_YIELDFROM:
    expr_at(w, e->v.YieldFrom.value, TEST, at + 2, -1);
    break;
  /* atoms: the brackets' contents one level below the atom */
  case AST_EXPR_LIST: /* '[' [testlist_comp] ']' */
    items_at(w, &e->v.List.elts, at + 2, true);
    break;
  case AST_EXPR_TUPLE: /* '(' [testlist_comp] ')' */
    items_at(w, &e->v.Tuple.elts, at + 2, true);
    break;
  case AST_EXPR_LISTCOMP:
    named_at(w, e->v.ListComp.elt, at + 2);
    comprehension_at(w, &e->v.ListComp.generators, at + 2);
    break;
  case AST_EXPR_GENERATOREXP:
    named_at(w, e->v.GeneratorExp.elt, at + 2);
    comprehension_at(w, &e->v.GeneratorExp.generators, at + 2);
    break;
  case AST_EXPR_SET: /* '{' dictorsetmaker '}' */
    items_at(w, &e->v.Set.elts, at + 2, false);
    break;
  case AST_EXPR_SETCOMP:
    expr_at(w, e->v.SetComp.elt, TEST, at + 2, -1);
    comprehension_at(w, &e->v.SetComp.generators, at + 2);
    break;
  case AST_EXPR_DICT: /* test ':' test | '**' expr */
    for (size_t i = 0; i < e->v.Dict.values.count && !w->overflows; i++) {
      const AstExpr *key = e->v.Dict.keys.items[i];
      if (key) expr_at(w, key, TEST, at + 2, -1);
      expr_at(w, e->v.Dict.values.items[i], key ? TEST : EXPR, at + 2, -1);
    }
    break;
  case AST_EXPR_DICTCOMP:
    expr_at(w, e->v.DictComp.key, TEST, at + 2, -1);
    expr_at(w, e->v.DictComp.value, TEST, at + 2, -1);
    comprehension_at(w, &e->v.DictComp.generators, at + 2);
    break;
  default: /* names, numbers, strings: a field of an f-string is a parse of
              its own */
    break;
  }
}

/* arglist: argument (',' argument)* [',']   (at [depth])
   argument: test [comp_for] | test ':=' test | test '=' test |
             '**' test | '*' test
   [own]: the '(' around the arguments. */
static void arglist_at(Depth *w, const AstExprSeq *args,
                       const AstKeywordSeq *keywords, int own, int depth) {
  int test = depth + 2;
  for (size_t i = 0; i < args->count && !w->overflows; i++) {
    const AstExpr *a = args->items[i];
    if (a->kind == AST_EXPR_STARRED) {
      expr_at(w, a->v.Starred.value, TEST, test, -1);
    } else if (a->kind == AST_EXPR_GENERATOREXP && own >= 0 &&
               first_token(w, a) == own) {
      /* f(x for x in y): the call's parentheses are the generator's */
      expr_at(w, a->v.GeneratorExp.elt, TEST, test, -1);
      comprehension_at(w, &a->v.GeneratorExp.generators, test);
    } else if (a->kind == AST_EXPR_NAMEDEXPR && groups(w, a, own) == 0) {
      expr_at(w, a->v.NamedExpr.target, TEST, test, -1);
      expr_at(w, a->v.NamedExpr.value, TEST, test, -1);
    } else {
      expr_at(w, a, TEST, test, own);
    }
  }
  for (size_t i = 0; i < keywords->count && !w->overflows; i++) {
    const AstKeyword *k = keywords->items[i];
    /* (the keyword's name is a test too, down to its atom) */
    if (k->arg && reached(w, test + (ATOM - TEST))) return;
    expr_at(w, k->value, TEST, test, -1);
  }
}

/* --- statements --------------------------------------------------------- */

static void statement_at(Depth *w, const AstStmt *s, int depth);
static void simple_at(Depth *w, const AstStmt *s, int depth);

/* suite: simple_stmt | NEWLINE INDENT stmt+ DEDENT   (at [depth]) */
static void suite_at(Depth *w, const AstStmtSeq *body, int depth) {
  if (body->count == 0 || reached(w, depth)) return;
  const AstStmt *first = body->items[0];
  int at = token_starting(w, first->lineno, first->col_offset);
  bool indented = at > 0 && token(w, at - 1)->type == TOK_INDENT;
  for (size_t i = 0; i < body->count && !w->overflows; i++) {
    if (indented)
      statement_at(w, body->items[i], depth + 1);
    else
      simple_at(w, body->items[i], depth + 2);
  }
}

/* The right of an assignment: yield_expr | testlist_star_expr (at
   [depth]). */
static void assigned_at(Depth *w, const AstExpr *e, int depth) {
  bool yield = e->kind == AST_EXPR_YIELD || e->kind == AST_EXPR_YIELDFROM;
  if (yield && groups(w, e, -1) == 0)
    bare(w, e, TEST, depth);
  else
    list_at(w, e, TEST, depth);
}

/* small_stmt (at [depth]) and what it holds, one level below */
static void simple_at(Depth *w, const AstStmt *s, int depth) {
  int at = depth + 1; /* expr_stmt, del_stmt, flow_stmt, ... */
  if (reached(w, at)) return;
  switch (s->kind) {
  case AST_STMT_EXPR: {
    const AstExpr *v = s->v.Expr.value;
    /* flow_stmt: yield_stmt: yield_expr */
    if ((v->kind == AST_EXPR_YIELD || v->kind == AST_EXPR_YIELDFROM) &&
        groups(w, v, -1) == 0)
      bare(w, v, TEST, at + 2);
    else
      list_at(w, v, TEST, at + 1);
    break;
  }
  case AST_STMT_ASSIGN:
    for (size_t i = 0; i < s->v.Assign.targets.count && !w->overflows; i++)
      list_at(w, s->v.Assign.targets.items[i], TEST, at + 1);
    assigned_at(w, s->v.Assign.value, at + 1);
    break;
  case AST_STMT_AUGASSIGN:
    list_at(w, s->v.AugAssign.target, TEST, at + 1);
    assigned_at(w, s->v.AugAssign.value, at + 1);
    break;
  case AST_STMT_ANNASSIGN: /* annassign: ':' test ['=' (...)] */
    list_at(w, s->v.AnnAssign.target, TEST, at + 1);
    expr_at(w, s->v.AnnAssign.annotation, TEST, at + 2, -1);
    if (s->v.AnnAssign.value) assigned_at(w, s->v.AnnAssign.value, at + 2);
    break;
  case AST_STMT_DELETE: /* del_stmt: 'del' exprlist */
    for (size_t i = 0; i < s->v.Delete.targets.count && !w->overflows; i++)
      item_at(w, s->v.Delete.targets.items[i], EXPR, at + 2, false);
    break;
  case AST_STMT_RETURN: /* flow_stmt: return_stmt: 'return' [...] */
    if (s->v.Return.value) list_at(w, s->v.Return.value, TEST, at + 2);
    break;
  case AST_STMT_RAISE:
    if (s->v.Raise.exc) expr_at(w, s->v.Raise.exc, TEST, at + 2, -1);
    if (s->v.Raise.cause) expr_at(w, s->v.Raise.cause, TEST, at + 2, -1);
    break;
  case AST_STMT_ASSERT:
    expr_at(w, s->v.Assert.test, TEST, at + 1, -1);
    if (s->v.Assert.msg) expr_at(w, s->v.Assert.msg, TEST, at + 1, -1);
    break;
  case AST_STMT_IMPORT: /* import_name: dotted_as_names: ...: dotted_name */
    reached(w, at + 4);
    break;
  case AST_STMT_IMPORTFROM: /* import_from: import_as_names: import_as_name */
    reached(w, at + 3);
    break;
  default: /* pass, break, continue, global, nonlocal */
    break;
  }
}

/* decorated: decorators (classdef | funcdef | async_funcdef)
   decorator: '@' dotted_name [ '(' [arglist] ')' ] NEWLINE
   funcdef: 'def' NAME parameters ['->' test] ':' func_body_suite
   classdef: 'class' NAME ['(' [arglist] ')'] ':' suite
   async_stmt: ASYNC funcdef   (at [depth], the compound_stmt's) */
static void definition_at(Depth *w, const AstStmt *s, int depth) {
  bool async = s->kind == AST_STMT_ASYNCFUNCTIONDEF;
  bool class = s->kind == AST_STMT_CLASSDEF;
  const AstExprSeq *decorators =
      class   ? &s->v.ClassDef.decorator_list
      : async ? &s->v.AsyncFunctionDef.decorator_list
              : &s->v.FunctionDef.decorator_list;
  int at = depth + 1 + (decorators->count > 0) + async;
  for (size_t i = 0; i < decorators->count && !w->overflows; i++) {
    const AstExpr *d = decorators->items[i];
    int decorator = depth + 3; /* decorated, decorators, decorator */
    if (d->kind == AST_EXPR_CALL)
      arglist_at(w, &d->v.Call.args, &d->v.Call.keywords, call_paren(w, d),
                 decorator + 1);
  }
  if (class) {
    int keyword = token_starting(w, s->lineno, s->col_offset);
    int own = keyword >= 0 && keyword + 2 < w->tokens &&
                      token(w, keyword + 2)->type == TOK_LPAR
                  ? keyword + 2
                  : -1;
    arglist_at(w, &s->v.ClassDef.bases, &s->v.ClassDef.keywords, own, at + 1);
    suite_at(w, &s->v.ClassDef.body, at + 1);
    return;
  }
  /* parameters: '(' [typedargslist] ')' */
  const AstArguments *args =
      async ? s->v.AsyncFunctionDef.args : s->v.FunctionDef.args;
  const AstExpr *returns =
      async ? s->v.AsyncFunctionDef.returns : s->v.FunctionDef.returns;
  parameters_at(w, args, at + 2);
  if (returns) expr_at(w, returns, TEST, at + 1, -1);
  suite_at(w, async ? &s->v.AsyncFunctionDef.body : &s->v.FunctionDef.body,
           at + 1);
}

/* if_stmt: 'if' namedexpr_test ':' suite ('elif' namedexpr_test ':'
   suite)* ['else' ':' suite]   (at [depth]): an elif is the same if_stmt */
static void if_at(Depth *w, const AstStmt *s, int depth) {
  for (;;) {
    named_at(w, s->v.If.test, depth + 1);
    suite_at(w, &s->v.If.body, depth + 1);
    const AstStmtSeq *orelse = &s->v.If.orelse;
    if (orelse->count == 1 && orelse->items[0]->kind == AST_STMT_IF) {
      const AstStmt *next = orelse->items[0];
      int at = token_starting(w, next->lineno, next->col_offset);
      if (at >= 0 && token(w, at)->type == PYTHON_KW_ELIF) {
        s = next;
        continue;
      }
    }
    suite_at(w, orelse, depth + 1);
    return;
  }
}

/* for_stmt: 'for' exprlist 'in' testlist ':' suite ['else' ':' suite] */
static void for_at(Depth *w, const AstExpr *target, const AstExpr *iter,
                   const AstStmtSeq *body, const AstStmtSeq *orelse,
                   int depth) {
  list_at(w, target, EXPR, depth + 1);
  list_at(w, iter, TEST, depth + 1);
  suite_at(w, body, depth + 1);
  suite_at(w, orelse, depth + 1);
}

/* with_stmt: 'with' with_item (',' with_item)* ':' suite
   with_item: test ['as' expr] */
static void with_at(Depth *w, const AstWithitemSeq *items,
                    const AstStmtSeq *body, int depth) {
  for (size_t i = 0; i < items->count && !w->overflows; i++) {
    const AstWithitem *item = items->items[i];
    expr_at(w, item->context_expr, TEST, depth + 2, -1);
    if (item->optional_vars)
      expr_at(w, item->optional_vars, EXPR, depth + 2, -1);
  }
  suite_at(w, body, depth + 1);
}

/* compound_stmt (at [depth]): the statement's own nonterminal below */
static void compound_at(Depth *w, const AstStmt *s, int depth) {
  int at = depth + 1;
  if (reached(w, at)) return;
  switch (s->kind) {
  case AST_STMT_IF:
    if_at(w, s, at);
    break;
  case AST_STMT_WHILE:
    named_at(w, s->v.While.test, at + 1);
    suite_at(w, &s->v.While.body, at + 1);
    suite_at(w, &s->v.While.orelse, at + 1);
    break;
  case AST_STMT_FOR:
    for_at(w, s->v.For.target, s->v.For.iter, &s->v.For.body,
           &s->v.For.orelse, at);
    break;
  case AST_STMT_ASYNCFOR: /* async_stmt: ASYNC for_stmt */
    for_at(w, s->v.AsyncFor.target, s->v.AsyncFor.iter, &s->v.AsyncFor.body,
           &s->v.AsyncFor.orelse, at + 1);
    break;
  case AST_STMT_WITH:
    with_at(w, &s->v.With.items, &s->v.With.body, at);
    break;
  case AST_STMT_ASYNCWITH:
    with_at(w, &s->v.AsyncWith.items, &s->v.AsyncWith.body, at + 1);
    break;
  case AST_STMT_TRY: /* except_clause: 'except' [test ['as' NAME]] */
    suite_at(w, &s->v.Try.body, at + 1);
    for (size_t i = 0; i < s->v.Try.handlers.count && !w->overflows; i++) {
      const AstExcepthandler *h = s->v.Try.handlers.items[i];
      if (h->v.ExceptHandler.type)
        expr_at(w, h->v.ExceptHandler.type, TEST, at + 2, -1);
      suite_at(w, &h->v.ExceptHandler.body, at + 1);
    }
    suite_at(w, &s->v.Try.orelse, at + 1);
    suite_at(w, &s->v.Try.finalbody, at + 1);
    break;
  default:
    definition_at(w, s, depth);
    break;
  }
}

static bool is_compound(const AstStmt *s) {
  switch (s->kind) {
  case AST_STMT_FUNCTIONDEF:
  case AST_STMT_ASYNCFUNCTIONDEF:
  case AST_STMT_CLASSDEF:
  case AST_STMT_FOR:
  case AST_STMT_ASYNCFOR:
  case AST_STMT_WHILE:
  case AST_STMT_IF:
  case AST_STMT_WITH:
  case AST_STMT_ASYNCWITH:
  case AST_STMT_TRY: return true;
  default: return false;
  }
}

/* stmt: simple_stmt | compound_stmt   (at [depth])
   simple_stmt: small_stmt (';' small_stmt)* [';'] NEWLINE */
static void statement_at(Depth *w, const AstStmt *s, int depth) {
  if (is_compound(s))
    compound_at(w, s, depth + 1);
  else
    simple_at(w, s, depth + 2);
}

/* file_input: (NEWLINE | stmt)* ENDMARKER
   single_input: NEWLINE | simple_stmt | compound_stmt NEWLINE
   eval_input: testlist NEWLINE* ENDMARKER
   func_type_input: func_type NEWLINE* ENDMARKER
   func_type: '(' [typelist] ')' '->' test */
static void root_at(Depth *w, const AstMod *root) {
  switch (root->kind) {
  case AST_MOD_MODULE:
    for (size_t i = 0; i < root->v.Module.body.count && !w->overflows; i++)
      statement_at(w, root->v.Module.body.items[i], 2);
    break;
  case AST_MOD_INTERACTIVE:
    for (size_t i = 0; i < root->v.Interactive.body.count && !w->overflows;
         i++) {
      const AstStmt *s = root->v.Interactive.body.items[i];
      if (is_compound(s))
        compound_at(w, s, 2);
      else
        simple_at(w, s, 3);
    }
    break;
  case AST_MOD_EXPRESSION:
    list_at(w, root->v.Expression.body, TEST, 2);
    break;
  case AST_MOD_FUNCTIONTYPE:
    for (size_t i = 0; i < root->v.FunctionType.argtypes.count; i++)
      expr_at(w, root->v.FunctionType.argtypes.items[i], TEST, 4, -1);
    expr_at(w, root->v.FunctionType.returns, TEST, 3, -1);
    break;
  }
}

bool py_overflows_3_8(PyParser *py, const void *root, bool field) {
  Depth w = {.p = &py->peg, .tokens = py->peg.fill};
  if (!pair_brackets(&w)) {
    peg_out_of_memory(&py->peg);
    return true;
  }
  if (field) /* the field's "(expr)", an eval input */
    list_at(&w, root, TEST, 2);
  else
    root_at(&w, root);
  if (w.overflows)
    peg_fail(&py->peg, PEG_STATUS_STACK_OVERFLOW, "parser stack overflow");
  return w.overflows;
}
