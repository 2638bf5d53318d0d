/*
 * actions_exprs.c - comparisons, dict displays and calls: the expressions
 * whose pieces come up from several rules before the node is made.
 */
#include <string.h>

#include "python_actions.h"

void *act_step(PegParser *p, AstExpr *step) {
  return step ? (void *)step : peg_dummy(p);
}

AstExpr *act_step_value(PegParser *p, void *step) {
  return step == peg_dummy(p) ? NULL : step;
}

/* 3.8's subscript types: a Slice as it is, a tuple holding a Slice as
   an ExtSlice (its other items each in an Index), anything else in an
   Index. Positions are the expression's (3.8 shows none for these). */
static AstExpr *index_of(PegParser *p, AstExpr *e) {
  return ast_Index(p->arena, e, e->lineno, e->col_offset, e->end_lineno,
                   e->end_col_offset);
}

AstExpr *act_subscript_slice(PegParser *p, AstExpr *slice) {
  if (!slice || ((PyParser *)p->user)->version >= PP_PYTHON_3_9 ||
      slice->kind == AST_EXPR_SLICE)
    return slice;
  if (slice->kind != AST_EXPR_TUPLE) return index_of(p, slice);
  AstExprSeq elts = slice->v.Tuple.elts;
  bool extended = false;
  for (size_t i = 0; i < elts.count; i++)
    extended |= elts.items[i]->kind == AST_EXPR_SLICE;
  if (!extended) return index_of(p, slice);
  AstExprSeq dims = {elts.count,
                     ast_arena_alloc(p->arena, elts.count * sizeof *dims.items)};
  if (!dims.items) return NULL;
  for (size_t i = 0; i < elts.count; i++) {
    AstExpr *e = elts.items[i];
    dims.items[i] = e->kind == AST_EXPR_SLICE ? e : index_of(p, e);
    if (!dims.items[i]) return NULL;
  }
  return ast_ExtSlice(p->arena, dims, slice->lineno, slice->col_offset,
                      slice->end_lineno, slice->end_col_offset);
}

AstExpr *act_unstarred_target(PegParser *p, AstExpr *e) {
  if (!e || ((PyParser *)p->user)->version >= PP_PYTHON_3_9 ||
      e->kind != AST_EXPR_STARRED)
    return e;
  return peg_raise_at(p, e->lineno, e->col_offset, e->lineno,
                      e->col_offset + 1, "invalid syntax");
}

AstExpr *act_starred_argument(PegParser *p, AstExpr *a, ACT_POS) {
  if (((PyParser *)p->user)->version < PP_PYTHON_3_9) {
    end_lineno = a->end_lineno;
    end_col_offset = a->end_col_offset;
  }
  return ast_Starred(p->arena, a, AST_EXPR_CONTEXT_LOAD, lineno, col_offset,
                     end_lineno, end_col_offset);
}

ActKeyValue *act_if_else(PegParser *p, AstExpr *test, AstExpr *orelse) {
  return act_key_value(p, test, orelse);
}

AstExpr *act_conditional(PegParser *p, AstExpr *body, const ActKeyValue *test_else, ACT_POS) {
  return ast_IfExp(p->arena, test_else->key, body, test_else->value, lineno,
                   col_offset, end_lineno, end_col_offset);
}

ActCompare *act_compare_pair(PegParser *p, AstCmpop op, AstExpr *right) {
  ActCompare *pair = ast_arena_alloc(p->arena, sizeof *pair);
  if (!pair) return NULL;
  pair->op = op;
  pair->right = right;
  return pair;
}

PegToken *act_not_equal(PegParser *p, PegToken *token) {
  /* The tokenizer gives '<>' the type of '!='; only "from __future__
     import barry_as_FLUFL" makes it mean that, and ast.parse before 3.14
     never sees that import. */
  bool diamond = token->start[0] == '<';
  if (((const PyParser *)p->user)->barry_as_flufl) {
    if (!diamond)
      return peg_raise_token(p, token,
                             "with Barry as BDFL, use '<>' instead of '!='");
  } else if (diamond) {
    return NULL;
  }
  return token;
}

AstExpr *act_compare(PegParser *p, AstExpr *left, const PegSeq *pairs, ACT_POS) {
  AstCmpopSeq ops = {pairs->count, NULL};
  AstExprSeq comparators = {pairs->count, NULL};
  ops.items = ast_arena_alloc(p->arena, pairs->count * sizeof *ops.items);
  comparators.items =
      ast_arena_alloc(p->arena, pairs->count * sizeof *comparators.items);
  if (!ops.items || !comparators.items) return NULL;
  for (size_t i = 0; i < pairs->count; i++) {
    const ActCompare *pair = pairs->items[i];
    ops.items[i] = pair->op;
    comparators.items[i] = pair->right;
  }
  return ast_Compare(p->arena, left, ops, comparators, lineno, col_offset,
                     end_lineno, end_col_offset);
}

ActKeyValue *act_key_value(PegParser *p, AstExpr *key, AstExpr *value) {
  ActKeyValue *kv = ast_arena_alloc(p->arena, sizeof *kv);
  if (!kv) return NULL;
  kv->key = key;
  kv->value = value;
  return kv;
}

AstExpr *act_kv_key(const ActKeyValue *kv) {
  return kv->key;
}

AstExpr *act_kv_value(const ActKeyValue *kv) {
  return kv->value;
}

AstExpr *act_dict(PegParser *p, const PegSeq *pairs, ACT_POS) {
  size_t n = pairs ? pairs->count : 0;
  AstExprSeq keys = {n, NULL}, values = {n, NULL};
  if (n) {
    keys.items = ast_arena_alloc(p->arena, n * sizeof *keys.items);
    values.items = ast_arena_alloc(p->arena, n * sizeof *values.items);
    if (!keys.items || !values.items) return NULL;
  }
  for (size_t i = 0; i < n; i++) {
    const ActKeyValue *kv = pairs->items[i];
    keys.items[i] = kv->key; /* NULL for **x: None in the keys list */
    values.items[i] = kv->value;
  }
  return ast_Dict(p->arena, keys, values, lineno, col_offset, end_lineno,
                  end_col_offset);
}

ActArgument *act_positional_arg(PegParser *p, AstExpr *value) {
  ActArgument *arg = ast_arena_alloc(p->arena, sizeof *arg);
  if (arg) arg->positional = value;
  return arg;
}

ActArgument *act_keyword_arg(PegParser *p, AstKeyword *keyword) {
  ActArgument *arg = ast_arena_alloc(p->arena, sizeof *arg);
  if (arg) arg->keyword = keyword;
  return arg;
}

PegSeq *act_args(PegParser *p, const PegSeq *positional, const PegSeq *keywords) {
  size_t n = positional->count;
  PegSeq *wrapped = ast_arena_alloc(p->arena, sizeof *wrapped);
  void **items = wrapped ? ast_arena_alloc(p->arena, n * sizeof *items) : NULL;
  if (!items) return NULL;
  for (size_t i = 0; i < n; i++)
    if (!(items[i] = act_positional_arg(p, positional->items[i]))) return NULL;
  wrapped->count = n;
  wrapped->items = items;
  return keywords ? act_join(p, wrapped, keywords) : wrapped;
}

/* Splits ActArgument items into Call's two lists (a class's bases and
   keywords too): in source order, *x after keywords included (CPython keeps
   those in args). */
bool act_split_arguments(PegParser *p, const PegSeq *args,
                         AstExprSeq *positional, AstKeywordSeq *keywords) {
  size_t np = 0, nk = 0, n = args ? args->count : 0;
  for (size_t i = 0; i < n; i++) {
    const ActArgument *arg = args->items[i];
    if (arg->positional) np++;
    else nk++;
  }
  *positional = (AstExprSeq){np, NULL};
  *keywords = (AstKeywordSeq){nk, NULL};
  if (np && !(positional->items =
                  ast_arena_alloc(p->arena, np * sizeof *positional->items)))
    return false;
  if (nk && !(keywords->items =
                  ast_arena_alloc(p->arena, nk * sizeof *keywords->items)))
    return false;
  np = nk = 0;
  for (size_t i = 0; i < n; i++) {
    const ActArgument *arg = args->items[i];
    if (arg->positional) positional->items[np++] = arg->positional;
    else keywords->items[nk++] = arg->keyword;
  }
  return true;
}

AstExpr *act_call(PegParser *p, AstExpr *func, const PegSeq *args, ACT_POS) {
  AstExprSeq positional;
  AstKeywordSeq keywords;
  if (!act_split_arguments(p, args, &positional, &keywords)) return NULL;
  return ast_Call(p->arena, func, positional, keywords, lineno, col_offset,
                  end_lineno, end_col_offset);
}

AstExpr *act_call_genexp(PegParser *p, AstExpr *func, AstExpr *genexp, ACT_POS) {
  AstExprSeq positional = {1, NULL};
  positional.items = ast_arena_alloc(p->arena, sizeof *positional.items);
  if (!positional.items) return NULL;
  positional.items[0] = genexp;
  return ast_Call(p->arena, func, positional, (AstKeywordSeq){0, NULL},
                  lineno, col_offset, end_lineno, end_col_offset);
}

ActTrailer *act_trailer(PegParser *p, ActTrailerKind kind, const PegToken *name,
                        AstExpr *expr, PegSeq *args, ACT_POS) {
  (void)lineno;
  (void)col_offset;
  ActTrailer *t = ast_arena_alloc(p->arena, sizeof *t);
  if (!t) return NULL;
  *t = (ActTrailer){kind, name, expr, args, end_lineno, end_col_offset};
  return t;
}

AstExpr *act_trailers(PegParser *p, AstExpr *atom, const PegSeq *trailers,
                      int lineno, int col_offset) {
  AstExpr *e = atom;
  for (size_t i = 0; e && i < trailers->count; i++) {
    const ActTrailer *t = trailers->items[i];
    int el = t->end_lineno, ec = t->end_col_offset;
    switch (t->kind) {
    case ACT_TRAILER_ATTRIBUTE:
      e = ast_Attribute(p->arena, e, act_identifier(p, t->name),
                        AST_EXPR_CONTEXT_LOAD, lineno, col_offset, el, ec);
      break;
    case ACT_TRAILER_GENEXP:
      e = act_call_genexp(p, e, t->expr, lineno, col_offset, el, ec);
      break;
    case ACT_TRAILER_CALL:
      e = act_call(p, e, t->args, lineno, col_offset, el, ec);
      break;
    case ACT_TRAILER_SUBSCRIPT:
      e = ast_Subscript(p->arena, e, t->expr, AST_EXPR_CONTEXT_LOAD, lineno,
                        col_offset, el, ec);
      break;
    }
  }
  return e;
}
