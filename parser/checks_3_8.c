/*
 * checks_3_8.c - what 3.8 rejects in a tree its grammar accepts.
 *
 * CPython 3.8 builds its AST from a concrete tree (Python/ast.c) and
 * refuses two things on the way, which 3.9 moved to the compiler (where
 * ast.parse never sees them): a name bound to __debug__, and a keyword
 * argument given twice. Both are read off the finished tree here, in
 * source order, the first one found raised at its node, as 3.8 reports
 * the first node it builds that breaks a rule.
 */
#include <stdint.h>
#include <string.h>

#include "python_actions.h"
#include "python_parse.h"

typedef struct Check {
  PegParser *p;
  const char *debug; /* "__debug__" as interned in the tree's arena */
  bool rejected;
} Check;

/* Calls with at most this many keywords compare them pairwise; more go
   through a hash set, so that no call costs more than linear time. */
enum { PAIRWISE_KEYWORDS_MAX = 16 };

static PPVisit reject(Check *check, int lineno, int col_offset,
                      const char *message) {
  peg_raise_at(check->p, lineno, col_offset, lineno, col_offset, "%s",
               message);
  check->rejected = true;
  return PP_VISIT_STOP;
}

static PPVisit debug_bound(Check *check, int lineno, int col_offset) {
  return reject(check, lineno, col_offset, "cannot assign to __debug__");
}

/* The first keyword of [call] whose name an earlier one has, or NULL.
   Names are interned: equal names are the same pointer. */
static const AstKeyword *repeated_keyword(Check *check, const AstExpr *call) {
  const AstKeywordSeq *keywords = &call->v.Call.keywords;
  size_t count = keywords->count;
  if (count <= PAIRWISE_KEYWORDS_MAX) {
    for (size_t i = 1; i < count; i++)
      for (size_t j = 0; keywords->items[i]->arg && j < i; j++)
        if (keywords->items[j]->arg == keywords->items[i]->arg)
          return keywords->items[i];
    return NULL;
  }
  size_t size = 64;
  while (size < 2 * count) size *= 2;
  const char **set = ast_arena_alloc(check->p->work, size * sizeof *set);
  if (!set) {
    peg_out_of_memory(check->p);
    check->rejected = true;
    return NULL;
  }
  for (size_t i = 0; i < count; i++) {
    const char *name = keywords->items[i]->arg;
    if (!name) continue; /* **kwargs */
    size_t slot = ((uintptr_t)name >> 4) & (size - 1);
    while (set[slot] && set[slot] != name) slot = (slot + 1) & (size - 1);
    if (set[slot]) return keywords->items[i];
    set[slot] = name;
  }
  return NULL;
}

/* The first NAME token after [e] (which the parse's tokens hold): an
   except clause's "as" name, which 3.8 reports at itself. */
static const PegToken *name_after(PegParser *p, const AstExpr *e) {
  int low = 0, high = p->fill - 1; /* the first token starting at e's end */
  while (low < high) {
    int mid = low + (high - low) / 2;
    const PegToken *t = peg_token_at(p, mid);
    if (t->lineno < e->end_lineno ||
        (t->lineno == e->end_lineno && t->col < e->end_col_offset))
      low = mid + 1;
    else
      high = mid;
  }
  while (low < p->fill - 1 && peg_token_at(p, low)->type != TOK_NAME) low++;
  return peg_token_at(p, low);
}

/* Whether target [e] binds __debug__: a name, or an attribute, in it. */
static bool binds_debug(const Check *check, const AstExpr *e) {
  switch (e->kind) {
  case AST_EXPR_NAME: return e->v.Name.id == check->debug;
  case AST_EXPR_ATTRIBUTE: return e->v.Attribute.attr == check->debug;
  case AST_EXPR_STARRED: return binds_debug(check, e->v.Starred.value);
  case AST_EXPR_TUPLE:
  case AST_EXPR_LIST: {
    const AstExprSeq *elts =
        e->kind == AST_EXPR_TUPLE ? &e->v.Tuple.elts : &e->v.List.elts;
    for (size_t i = 0; i < elts->count; i++)
      if (binds_debug(check, elts->items[i])) return true;
    return false;
  }
  default: return false;
  }
}

/* A for target binding __debug__: 3.8 checks each element of its target
   list on its own, at the element (a parenthesized tuple is one). */
static PPVisit debug_in_for(Check *check, const AstExpr *target) {
  if (target->kind == AST_EXPR_TUPLE && target->v.Tuple.elts.count &&
      target->v.Tuple.elts.items[0]->col_offset == target->col_offset &&
      target->v.Tuple.elts.items[0]->lineno == target->lineno)
    for (size_t i = 0; i < target->v.Tuple.elts.count; i++) {
      const AstExpr *e = target->v.Tuple.elts.items[i];
      if (binds_debug(check, e)) return debug_bound(check, e->lineno, e->col_offset);
    }
  return debug_bound(check, target->lineno, target->col_offset);
}

/* A statement's target binding __debug__, where 3.8 reports it: at the
   whole target (the first from the statement's start, its parentheses
   included), a for loop's at the element. */
static PPVisit debug_in_targets(Check *check, const AstStmt *s) {
  switch (s->kind) {
  case AST_STMT_ASSIGN:
    for (size_t i = 0; i < s->v.Assign.targets.count; i++) {
      const AstExpr *t = s->v.Assign.targets.items[i];
      if (!binds_debug(check, t)) continue;
      return i ? debug_bound(check, t->lineno, t->col_offset)
               : debug_bound(check, s->lineno, s->col_offset);
    }
    break;
  case AST_STMT_FOR:
    if (binds_debug(check, s->v.For.target))
      return debug_in_for(check, s->v.For.target);
    break;
  case AST_STMT_ASYNCFOR:
    if (binds_debug(check, s->v.AsyncFor.target))
      return debug_in_for(check, s->v.AsyncFor.target);
    break;
  default:
    break;
  }
  return PP_VISIT_CONTINUE;
}

/* A target naming __debug__: 3.8 reports a 'with' item's at the item. */
static PPVisit debug_target(Check *check, const PPWalkStep *step,
                            const AstExpr *e) {
  if (step->parent.node && step->parent.kind == AST_NODE_WITHITEM) {
    const AstExpr *item = ((const AstWithitem *)step->parent.node)->context_expr;
    return debug_bound(check, item->lineno, item->col_offset);
  }
  return debug_bound(check, e->lineno, e->col_offset);
}

static PPVisit check_expr(Check *check, const PPWalkStep *step,
                          const AstExpr *e) {
  switch (e->kind) {
  case AST_EXPR_NAME:
    if (e->v.Name.ctx == AST_EXPR_CONTEXT_STORE && e->v.Name.id == check->debug)
      return debug_target(check, step, e);
    break;
  case AST_EXPR_ATTRIBUTE:
    if (e->v.Attribute.ctx == AST_EXPR_CONTEXT_STORE &&
        e->v.Attribute.attr == check->debug)
      return debug_target(check, step, e);
    break;
  case AST_EXPR_CALL: {
    const AstKeyword *again = repeated_keyword(check, e);
    if (check->rejected) return PP_VISIT_STOP;
    if (again)
      return reject(check, again->lineno, again->col_offset,
                    "keyword argument repeated");
    break;
  }
  default:
    break;
  }
  return PP_VISIT_CONTINUE;
}

static PPVisit enter(void *data, const PPWalkStep *step) {
  Check *check = data;
  const void *node = step->node.node;
  switch (pp_node_type(step->node.kind)) {
  case AST_TYPE_EXPR:
    return check_expr(check, step, node);
  case AST_TYPE_ARG: {
    const AstArg *a = node;
    if (a->arg == check->debug) return debug_bound(check, a->lineno, a->col_offset);
    break;
  }
  case AST_TYPE_KEYWORD: {
    const AstKeyword *k = node;
    if (k->arg == check->debug) return debug_bound(check, k->lineno, k->col_offset);
    break;
  }
  case AST_TYPE_ALIAS: {
    const AstAlias *a = node;
    /* (an "as" name at itself: the alias ends with it) */
    if (a->asname == check->debug)
      return debug_bound(check, a->end_lineno, a->end_col_offset - 9);
    if (!a->asname && a->name == check->debug)
      return debug_bound(check, a->lineno, a->col_offset);
    break;
  }
  case AST_TYPE_EXCEPTHANDLER: {
    const AstExcepthandler *h = node;
    if (h->v.ExceptHandler.name == check->debug) {
      const PegToken *name = name_after(check->p, h->v.ExceptHandler.type);
      return debug_bound(check, name->lineno, name->col);
    }
    break;
  }
  case AST_TYPE_COMPREHENSION: {
    const AstComprehension *g = node;
    if (binds_debug(check, g->target)) return debug_in_for(check, g->target);
    break;
  }
  case AST_TYPE_STMT: {
    /* 3.8 reports a def at its name (written "def NAME" here), a class
       at its body */
    const AstStmt *s = node;
    if (debug_in_targets(check, s) == PP_VISIT_STOP) return PP_VISIT_STOP;
    if (s->kind == AST_STMT_FUNCTIONDEF && s->v.FunctionDef.name == check->debug)
      return debug_bound(check, s->lineno, s->col_offset + 4);
    if (s->kind == AST_STMT_ASYNCFUNCTIONDEF &&
        s->v.AsyncFunctionDef.name == check->debug)
      return debug_bound(check, s->lineno, s->col_offset + 10);
    if (s->kind == AST_STMT_CLASSDEF && s->v.ClassDef.name == check->debug) {
      const AstStmt *first = s->v.ClassDef.body.items[0];
      return debug_bound(check, first->lineno, first->col_offset);
    }
    break;
  }
  default:
    break;
  }
  return PP_VISIT_CONTINUE;
}

bool py_rejected_by_3_8(PyParser *py, const AstMod *root) {
  Check check = {.p = &py->peg,
                 .debug = ast_intern(py->peg.arena, "__debug__", 9)};
  if (!check.debug) {
    peg_out_of_memory(&py->peg);
    return true;
  }
  PPVisitor visitor = {.enter = enter, .data = &check};
  PPNode node = {.node = root, .kind = ast_node_kind(AST_TYPE_MOD, root)};
  if (pp_walk_node(node, &visitor) != PP_OK && !check.rejected) {
    peg_out_of_memory(&py->peg);
    return true;
  }
  return check.rejected;
}
