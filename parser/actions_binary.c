/*
 * actions_binary.c - binary operators by precedence climbing.
 *
 * Python.gram reads "a + b * c | d" as a flat list of operands and
 * operators; this groups it as the classic one-rule-per-level grammar
 * would, and gives each BinOp the span of its operands' tokens (so "(a) +
 * b" starts at the parenthesis, as in CPython).
 */
#include "python_actions.h"

ActOperand *act_operand(PegParser *p, AstExpr *value, ACT_POS) {
  ActOperand *o = ast_arena_alloc(p->arena, sizeof *o);
  if (!o) return NULL;
  *o = (ActOperand){value, lineno, col_offset, end_lineno, end_col_offset};
  return o;
}

ActBinaryTail *act_binary_tail(PegParser *p, const PegToken *op,
                               ActOperand *right) {
  ActBinaryTail *t = ast_arena_alloc(p->arena, sizeof *t);
  if (!t) return NULL;
  t->op = op;
  t->right = right;
  return t;
}

/* The operator of token [op] and its precedence (1: loosest). */
static int precedence(const PegToken *op, AstOperator *which) {
  const char *s = op->start;
  bool two = op->end - op->start == 2;
  switch (s[0]) {
  case '|': *which = AST_OPERATOR_BITOR; return 1;
  case '^': *which = AST_OPERATOR_BITXOR; return 2;
  case '&': *which = AST_OPERATOR_BITAND; return 3;
  case '<': *which = AST_OPERATOR_LSHIFT; return 4;
  case '>': *which = AST_OPERATOR_RSHIFT; return 4;
  case '+': *which = AST_OPERATOR_ADD; return 5;
  case '-': *which = AST_OPERATOR_SUB; return 5;
  case '*': *which = AST_OPERATOR_MULT; return 6;
  case '/': *which = two ? AST_OPERATOR_FLOORDIV : AST_OPERATOR_DIV; return 6;
  case '%': *which = AST_OPERATOR_MOD; return 6;
  default: *which = AST_OPERATOR_MATMULT; return 6;
  }
}


/* Groups operands [*at]... whose operators bind at least [min]; advances
   *[at] past them. [left] is the operand already read. Each recursion binds
   tighter than its caller, so the depth is at most the six levels. */
static ActOperand grow(PegParser *p, ActOperand left, const PegSeq *tails,
                       size_t *at, int min) {
  while (*at < tails->count && left.value) {
    const ActBinaryTail *tail = tails->items[*at];
    AstOperator op;
    int level = precedence(tail->op, &op);
    if (level < min) break;
    (*at)++;
    ActOperand right = *tail->right;
    while (*at < tails->count && right.value) {
      AstOperator next;
      const ActBinaryTail *following = tails->items[*at];
      if (precedence(following->op, &next) <= level) break;
      right = grow(p, right, tails, at, level + 1);
    }
    if (!right.value) return right;
    left.value = ast_BinOp(p->arena, left.value, op, right.value, left.lineno,
                           left.col_offset, right.end_lineno,
                           right.end_col_offset);
    left.end_lineno = right.end_lineno;
    left.end_col_offset = right.end_col_offset;
  }
  return left;
}

AstExpr *act_binary(PegParser *p, AstExpr *first, int lineno, int col_offset,
                    const PegSeq *tails) {
  /* the first operand is never a right operand: its end is not needed, so
     it needs no ActOperand of its own (most operands are first and last) */
  ActOperand left = {first, lineno, col_offset, lineno, col_offset};
  size_t at = 0;
  return grow(p, left, tails, &at, 1).value;
}
