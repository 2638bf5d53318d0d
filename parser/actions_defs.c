/*
 * actions_defs.c - parameter lists, function and class definitions,
 * decorators, relative imports and the module itself.
 */
#include <string.h>

#include "python_actions.h"
#include "python_parse.h"

ActDefault *act_default(PegParser *p, AstArg *arg, AstExpr *value) {
  ActDefault *d = ast_arena_alloc(p->arena, sizeof *d);
  if (!d) return NULL;
  d->arg = arg;
  d->value = value;
  return d;
}

ActSlash *act_slash(PegParser *p, PegSeq *plain, PegSeq *with_default) {
  ActSlash *s = ast_arena_alloc(p->arena, sizeof *s);
  if (!s) return NULL;
  s->plain = plain;
  s->with_default = with_default;
  return s;
}

ActStar *act_star(PegParser *p, AstArg *vararg, PegSeq *kwonly, AstArg *kwarg) {
  ActStar *s = ast_arena_alloc(p->arena, sizeof *s);
  if (!s) return NULL;
  s->vararg = vararg;
  s->kwonly = kwonly;
  s->kwarg = kwarg;
  return s;
}

AstArg *act_kwonly_param(PegParser *p, AstArg *arg) {
  if (!arg || !arg->annotation || ((PyParser *)p->user)->version >= PP_PYTHON_3_9)
    return arg;
  /* the name is the token the parameter starts at, a few tokens back */
  for (int i = p->pos - 1; i >= 0; i--) {
    const PegToken *t = peg_token_at(p, i);
    if (t->lineno == arg->lineno && t->col == arg->col_offset) {
      arg->end_lineno = t->end_lineno;
      arg->end_col_offset = t->end_col;
      break;
    }
  }
  return arg;
}

AstArg *act_arg_comment(PegParser *p, AstArg *arg, const PegToken *comment) {
  if (comment) arg->type_comment = act_type_comment(p, comment);
  return arg;
}

/* Appends the AstArg items of [plain] and the arguments of the ActDefault
   items of [defaulted] to [out] (sized by the caller). */
static size_t put_args(AstArg **out, size_t at, const PegSeq *plain,
                       const PegSeq *defaulted) {
  for (size_t i = 0; plain && i < plain->count; i++) out[at++] = plain->items[i];
  for (size_t i = 0; defaulted && i < defaulted->count; i++)
    out[at++] = ((const ActDefault *)defaulted->items[i])->arg;
  return at;
}

static size_t count(const PegSeq *seq) {
  return seq ? seq->count : 0;
}

static AstArgSeq arg_seq(PegParser *p, const PegSeq *plain,
                         const PegSeq *defaulted) {
  AstArgSeq seq = {count(plain) + count(defaulted), NULL};
  if (seq.count &&
      (seq.items = ast_arena_alloc(p->arena, seq.count * sizeof *seq.items)))
    put_args(seq.items, 0, plain, defaulted);
  return seq;
}

/* The defaults of [a] then [b] (ActDefault items), NULL kept as None. */
static AstExprSeq default_seq(PegParser *p, const PegSeq *a, const PegSeq *b) {
  AstExprSeq seq = {count(a) + count(b), NULL};
  if (!seq.count ||
      !(seq.items = ast_arena_alloc(p->arena, seq.count * sizeof *seq.items)))
    return seq;
  size_t at = 0;
  for (size_t i = 0; i < count(a); i++)
    seq.items[at++] = ((const ActDefault *)a->items[i])->value;
  for (size_t i = 0; i < count(b); i++)
    seq.items[at++] = ((const ActDefault *)b->items[i])->value;
  return seq;
}

AstArguments *act_arguments(PegParser *p, const PegSeq *slash_plain,
                            const ActSlash *slash_with_default,
                            const PegSeq *plain, const PegSeq *with_default,
                            const ActStar *star) {
  AstArgSeq posonly =
      slash_with_default
          ? arg_seq(p, slash_with_default->plain, slash_with_default->with_default)
          : arg_seq(p, slash_plain, NULL);
  AstArgSeq args = arg_seq(p, plain, with_default);
  AstExprSeq defaults = default_seq(
      p, slash_with_default ? slash_with_default->with_default : NULL,
      with_default);
  AstArgSeq kwonly = arg_seq(p, NULL, star ? star->kwonly : NULL);
  AstExprSeq kw_defaults = default_seq(p, star ? star->kwonly : NULL, NULL);
  return ast_arguments(p->arena, posonly, args, star ? star->vararg : NULL,
                       kwonly, kw_defaults, star ? star->kwarg : NULL,
                       defaults);
}

AstArguments *act_no_arguments(PegParser *p) {
  return act_arguments(p, NULL, NULL, NULL, NULL, NULL);
}

AstStmt *act_function_def(PegParser *p, bool is_async, const PegToken *name,
                          const PegSeq *type_params, AstArguments *params,
                          AstExpr *returns, const PegToken *type_comment,
                          const PegSeq *body, ACT_POS) {
  const char *id = act_identifier(p, name);
  if (!params && !(params = act_no_arguments(p))) return NULL;
  AstExprSeq no_decorators = {0, NULL};
  return (is_async ? ast_AsyncFunctionDef : ast_FunctionDef)(
      p->arena, id, params, act_stmts(p, body), no_decorators, returns,
      act_type_comment(p, type_comment), act_type_params(p, type_params),
      lineno, col_offset, end_lineno, end_col_offset);
}

AstStmt *act_class_def(PegParser *p, const PegToken *name,
                       const PegSeq *type_params, const PegSeq *arguments,
                       const PegSeq *body, ACT_POS) {
  AstExprSeq bases;
  AstKeywordSeq keywords;
  if (!act_split_arguments(p, arguments, &bases, &keywords)) return NULL;
  return ast_ClassDef(p->arena, act_identifier(p, name), bases, keywords,
                      act_stmts(p, body), (AstExprSeq){0, NULL},
                      act_type_params(p, type_params), lineno, col_offset,
                      end_lineno, end_col_offset);
}

AstStmt *act_decorate(PegParser *p, const PegSeq *decorators, AstStmt *def) {
  AstExprSeq list = act_exprs(p, decorators);
  switch (def->kind) {
  case AST_STMT_FUNCTIONDEF: def->v.FunctionDef.decorator_list = list; break;
  case AST_STMT_ASYNCFUNCTIONDEF:
    def->v.AsyncFunctionDef.decorator_list = list;
    break;
  default: def->v.ClassDef.decorator_list = list; break;
  }
  return def;
}

int act_dots(PegParser *p, const PegSeq *dots) {
  (void)p;
  int level = 0;
  for (size_t i = 0; i < dots->count; i++) {
    const PegToken *t = dots->items[i];
    level += (int)(t->end - t->start);
  }
  return level;
}

int act_is_lazy(PegParser *p, const PegToken *lazy_keyword) {
  if (lazy_keyword) return 1;
  return ((PyParser *)p->user)->version >= PP_PYTHON_3_15 ? 0 : AST_INT_NONE;
}

AstStmt *act_import_from(PegParser *p, const PegToken *lazy_keyword,
                         const char *module, AstAliasSeq names, int level,
                         ACT_POS) {
  PyParser *py = p->user;
  if (level == 0 && strcmp(module, "__future__") == 0 &&
      py->version >= PP_PYTHON_3_14) {
    if (lazy_keyword)
      return peg_raise_token(p, lazy_keyword,
                             "lazy from __future__ import is not allowed");
    for (size_t i = 0; i < names.count; i++)
      if (strcmp(names.items[i]->name, "barry_as_FLUFL") == 0)
        py->barry_as_flufl = true;
  }
  return ast_ImportFrom(p->arena, module, names, level,
                        act_is_lazy(p, lazy_keyword), lineno, col_offset,
                        end_lineno, end_col_offset);
}

void *act_since(PegParser *p, PPPythonVersion version) {
  return ((PyParser *)p->user)->version >= version ? peg_dummy(p) : NULL;
}

void *act_before(PegParser *p, PPPythonVersion version) {
  return ((PyParser *)p->user)->version < version ? peg_dummy(p) : NULL;
}

void *act_lenient_3_8(PegParser *p) {
  return ((PyParser *)p->user)->lenient_3_8 ? peg_dummy(p) : NULL;
}

AstMod *act_module(PegParser *p, const PegSeq *statements) {
  return ast_Module(p->arena, act_stmts(p, statements),
                    py_type_ignores(p));
}
