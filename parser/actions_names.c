/*
 * actions_names.c - identifiers, names, constants and expression contexts.
 */
#include <stdlib.h>
#include <string.h>

#include "python_actions.h"
#include "unicode.h"

const char *act_intern(PegParser *p, const char *text) {
  return ast_intern(p->arena, text, strlen(text));
}

/* PEP 3131: identifiers are compared in NFKC form, so the tree holds that
   form (CPython normalizes every non-ASCII NAME). ASCII needs nothing. */
/* The interned identifier of [name], NFKC-normalized when not ASCII. */
static const char *intern_identifier(PegParser *p, const PegToken *name) {
  size_t length = (size_t)(name->end - name->start);
  bool ascii = true;
  for (size_t i = 0; i < length; i++)
    if ((unsigned char)name->start[i] >= 0x80) ascii = false;
  if (ascii) return ast_intern(p->arena, name->start, length);
  size_t normal_length;
  char *normal = uni_nfkc(name->start, length, &normal_length,
                          ((PyParser *)p->user)->version);
  if (!normal) return peg_out_of_memory(p); /* the text is valid UTF-8 */
  const char *id = ast_intern(p->arena, normal, normal_length);
  free(normal);
  return id;
}

const char *act_identifier(PegParser *p, const PegToken *name) {
  if (name->value) return name->value; /* an alternative before made it */
  const char *id = intern_identifier(p, name);
  return id ? peg_token_keep(name, id) : NULL;
}

const char *act_opt_identifier(PegParser *p, const PegToken *name) {
  return name ? act_identifier(p, name) : NULL;
}

AstExpr *act_name(PegParser *p, const PegToken *name, AstExprContext ctx) {
  const char *id = act_identifier(p, name);
  if (!id) return NULL;
  return ast_Name(p->arena, id, ctx, name->lineno, name->col,
                  name->end_lineno, name->end_col);
}

const char *act_dotted(PegParser *p, const char *a, const PegToken *b) {
  const char *tail = act_identifier(p, b);
  if (!a || !tail) return NULL;
  size_t na = strlen(a), nb = strlen(tail);
  char *joined = ast_arena_alloc(p->arena, na + nb + 2);
  if (!joined) return NULL;
  memcpy(joined, a, na);
  joined[na] = '.';
  memcpy(joined + na + 1, tail, nb + 1);
  return ast_intern(p->arena, joined, na + nb + 1);
}

AstConstant *act_const(PegParser *p, AstConstantKind kind) {
  AstConstant *value = ast_arena_alloc(p->arena, sizeof *value);
  if (value) value->kind = kind;
  return value;
}

/* The value of a NUMBER token: int, float or imaginary by its spelling. */
static AstConstant *number_value(PegParser *p, const PegToken *number) {
  const char *text = number->start;
  size_t length = (size_t)(number->end - number->start);
  AstConstant *value = ast_arena_alloc(p->arena, sizeof *value);
  if (!value) return NULL;
  char last = text[length - 1];
  bool based = length > 1 && text[0] == '0' &&
               strchr("xXoObB", text[1]) != NULL;
  /* hex digits may be 'e': only a decimal literal can be a float */
  bool is_float = !based && (memchr(text, '.', length) || memchr(text, 'e', length) ||
                             memchr(text, 'E', length));
  bool ok = last == 'j' || last == 'J' ? ast_const_imaginary(text, length, value)
            : is_float                 ? ast_const_float(text, length, value)
                                       : ast_const_int(p->arena, text, length, value);
  /* the tokenizer checked the literal: only memory can be missing, and
     that must end the parse, not send it to the next alternative */
  return ok ? value : peg_out_of_memory(p);
}

AstExpr *act_number(PegParser *p, const PegToken *number) {
  AstConstant *value = number_value(p, number);
  if (!value || !act_check_int_digits(p, number, value)) return NULL;
  return ast_Constant(p->arena, value, NULL, number->lineno, number->col,
                      number->end_lineno, number->end_col);
}

AstExpr *act_real_number(PegParser *p, const PegToken *number) {
  AstExpr *e = act_number(p, number);
  if (e && e->v.Constant.value->kind == AST_CONST_COMPLEX)
    return peg_raise_token(p, number, "real number required in complex literal");
  return e;
}

AstExpr *act_imaginary_number(PegParser *p, const PegToken *number) {
  AstExpr *e = act_number(p, number);
  if (e && e->v.Constant.value->kind != AST_CONST_COMPLEX)
    return peg_raise_token(p, number,
                           "imaginary number required in complex literal");
  return e;
}

AstExpr *act_set_context(PegParser *p, AstExpr *e, AstExprContext ctx) {
  if (!e) return NULL;
  switch (e->kind) {
  case AST_EXPR_NAME: e->v.Name.ctx = ctx; break;
  case AST_EXPR_ATTRIBUTE: e->v.Attribute.ctx = ctx; break;
  case AST_EXPR_SUBSCRIPT: e->v.Subscript.ctx = ctx; break;
  case AST_EXPR_STARRED:
    e->v.Starred.ctx = ctx;
    act_set_context(p, e->v.Starred.value, ctx);
    break;
  case AST_EXPR_LIST:
    e->v.List.ctx = ctx;
    for (size_t i = 0; i < e->v.List.elts.count; i++)
      act_set_context(p, e->v.List.elts.items[i], ctx);
    break;
  case AST_EXPR_TUPLE:
    e->v.Tuple.ctx = ctx;
    for (size_t i = 0; i < e->v.Tuple.elts.count; i++)
      act_set_context(p, e->v.Tuple.elts.items[i], ctx);
    break;
  default: break;
  }
  return e;
}

const char *act_type_comment(PegParser *p, const PegToken *comment) {
  if (!comment) return NULL;
  return ast_arena_strndup(p->arena, comment->start,
                           (size_t)(comment->end - comment->start));
}

AstOperator act_operator(const PegToken *token) {
  /* The spelling without its '=': one or two characters. */
  const char *s = token->start;
  size_t n = (size_t)(token->end - token->start) - 1;
  switch (s[0]) {
  case '+': return AST_OPERATOR_ADD;
  case '-': return AST_OPERATOR_SUB;
  case '*': return n == 2 ? AST_OPERATOR_POW : AST_OPERATOR_MULT;
  case '@': return AST_OPERATOR_MATMULT;
  case '/': return n == 2 ? AST_OPERATOR_FLOORDIV : AST_OPERATOR_DIV;
  case '%': return AST_OPERATOR_MOD;
  case '&': return AST_OPERATOR_BITAND;
  case '|': return AST_OPERATOR_BITOR;
  case '^': return AST_OPERATOR_BITXOR;
  case '<': return AST_OPERATOR_LSHIFT;
  default: return AST_OPERATOR_RSHIFT;
  }
}
