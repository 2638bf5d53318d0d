/*
 * actions_errors.c - what the invalid_ rules of Python.gram call: each
 * raises CPython 3.13's message over the span CPython reports, or returns
 * NULL (the rule fails, the parse goes on) when the input is not the case
 * the rule is about.
 *
 * Spans are given as the nodes and tokens the rule matched; positions are
 * 1-based lines and 0-based UTF-8 byte columns, which python_parse.c turns
 * into CPython's character offsets.
 */
#include <stdio.h>
#include <string.h>

#include "python_actions.h"

/* Whether [name] is spelled [word]. */
static bool spelled(const PegToken *name, const char *word) {
  size_t n = strlen(word);
  return (size_t)(name->end - name->start) == n &&
         memcmp(name->start, word, n) == 0;
}

void *act_raise_nodes(PegParser *p, const AstExpr *a, const AstExpr *b,
                      const char *message) {
  return peg_raise_at(p, a->lineno, a->col_offset, b->end_lineno,
                      b->end_col_offset, "%s", message);
}

void *act_raise_named(PegParser *p, const AstExpr *a, const char *format) {
  char message[PP_ERROR_MESSAGE_MAX];
  snprintf(message, sizeof message, format, act_expr_name(p, a));
  return act_raise_nodes(p, a, a, message);
}

const char *act_worded(PegParser *p, PPPythonVersion version,
                       const char *older, const char *newer) {
  return ((PyParser *)p->user)->version >= version ? newer : older;
}

void *act_raise_from(PegParser *p, const AstExpr *a, const PegToken *last,
                     const char *message) {
  /* CPython ends such an error where its tokenizer stands: after [last],
     the last token read, counted without the usual +1 */
  return peg_raise_at(p, a->lineno, a->col_offset, last->end_lineno,
                      last->end_col - 1, "%s", message);
}

void *act_raise_last(PegParser *p, const char *message) {
  const PegToken *t = peg_furthest_token(p);
  if (!t) return NULL;
  /* An INDENT, a DEDENT or the ENDMARKER has no place of its own in
     CPython: it reports where its tokenizer stands (the end of the
     indentation, or of the last line, uncounted) with no end, which
     columns -1 and -2 become in python_parse.c. So has the NEWLINE that
     single mode makes of the ENDMARKER (python_parse.c's next_token: its
     span is the ENDMARKER's, empty; a real NEWLINE spans a character, even
     a missing one). */
  bool end_newline = t->type == TOK_NEWLINE && t->lineno == t->end_lineno &&
                     t->col == t->end_col;
  /* the NEWLINE added outside exec mode starts where CPython stands */
  if (py_added_newline(p->user, t))
    return peg_raise_at(p, t->lineno, t->col - 1, t->lineno, -2, "%s",
                        message);
  if (t->type == TOK_INDENT || t->type == TOK_DEDENT ||
      t->type == TOK_ENDMARKER || end_newline)
    return peg_raise_at(p, t->lineno, t->end_col - 1, t->lineno, -2, "%s",
                        message);
  return peg_raise_token(p, t, "%s", message);
}

void *act_legacy_call(PegParser *p, const PegToken *name, const AstExpr *rest) {
  static const char *const legacy[] = {"print", "exec"};
  for (size_t i = 0; i < sizeof legacy / sizeof legacy[0]; i++)
    if (spelled(name, legacy[i]))
      return peg_raise_at(p, name->lineno, name->col, rest->end_lineno,
                          rest->end_col_offset,
                          "Missing parentheses in call to '%s'. "
                          "Did you mean %s(...)?",
                          legacy[i], legacy[i]);
  return NULL;
}

const char *act_expr_name(PegParser *p, const AstExpr *e) {
  switch (e->kind) {
  case AST_EXPR_ATTRIBUTE: return "attribute";
  case AST_EXPR_SUBSCRIPT: return "subscript";
  case AST_EXPR_STARRED: return "starred";
  case AST_EXPR_NAME: return "name";
  case AST_EXPR_LIST: return "list";
  case AST_EXPR_TUPLE: return "tuple";
  case AST_EXPR_LAMBDA: return "lambda";
  case AST_EXPR_CALL: return "function call";
  case AST_EXPR_BOOLOP:
  case AST_EXPR_BINOP:
  case AST_EXPR_UNARYOP:
    return act_worded(p, PP_PYTHON_3_10, "operator", "expression");
  case AST_EXPR_GENERATOREXP: return "generator expression";
  case AST_EXPR_YIELD:
  case AST_EXPR_YIELDFROM: return "yield expression";
  case AST_EXPR_AWAIT: return "await expression";
  case AST_EXPR_LISTCOMP: return "list comprehension";
  case AST_EXPR_SETCOMP: return "set comprehension";
  case AST_EXPR_DICTCOMP: return "dict comprehension";
  case AST_EXPR_DICT:
    return act_worded(p, PP_PYTHON_3_10, "dict display", "dict literal");
  case AST_EXPR_SET: return "set display";
  case AST_EXPR_JOINEDSTR:
  case AST_EXPR_FORMATTEDVALUE: return "f-string expression";
  case AST_EXPR_TEMPLATESTR:
  case AST_EXPR_INTERPOLATION: return "t-string expression";
  case AST_EXPR_COMPARE: return "comparison";
  case AST_EXPR_IFEXP: return "conditional expression";
  case AST_EXPR_NAMEDEXPR: return "named expression";
  case AST_EXPR_SLICE:
  case AST_EXPR_INDEX:  /* 3.8's, inside subscripts only */
  case AST_EXPR_EXTSLICE:
    return "slice";
  case AST_EXPR_CONSTANT:
    switch (e->v.Constant.value->kind) {
    case AST_CONST_NONE: return "None";
    case AST_CONST_TRUE: return "True";
    case AST_CONST_FALSE: return "False";
    case AST_CONST_ELLIPSIS:
      return act_worded(p, PP_PYTHON_3_10, "Ellipsis", "ellipsis");
    default: return "literal";
    }
  }
  return "expression";
}

const AstExpr *act_invalid_target(const AstExpr *e, ActTargetKind kind) {
  /* the depth of a target is the nesting of its brackets, which the
     parser has bounded already (PEG_MAX_DEPTH) */
  switch (e->kind) {
  case AST_EXPR_LIST:
  case AST_EXPR_TUPLE: {
    const AstExprSeq *elts = e->kind == AST_EXPR_LIST ? &e->v.List.elts
                                                      : &e->v.Tuple.elts;
    for (size_t i = 0; i < elts->count; i++) {
      const AstExpr *bad = act_invalid_target(elts->items[i], kind);
      if (bad) return bad;
    }
    return NULL;
  }
  case AST_EXPR_STARRED:
    return kind == ACT_TARGET_DEL ? e
                                  : act_invalid_target(e->v.Starred.value, kind);
  case AST_EXPR_COMPARE:
    /* for x in y: the 'in' belongs to the for, its left side is the
       target; another comparison there is left to the generic error */
    if (kind == ACT_TARGET_FOR)
      return e->v.Compare.ops.items[0] == AST_CMPOP_IN
                 ? act_invalid_target(e->v.Compare.left, kind)
                 : NULL;
    return e;
  case AST_EXPR_NAME:
  case AST_EXPR_SUBSCRIPT:
  case AST_EXPR_ATTRIBUTE:
    return NULL;
  default:
    return e;
  }
}

/* The first token of the match of [e] that ends just before [after]
   (NULL: the current token), the parentheses around e included. */
static const PegToken *match_first(PegParser *p, const AstExpr *e,
                                   const PegToken *after) {
  int last = (after ? peg_token_index(p, after) : p->pos) - 1;
  if (last < 0) return NULL;
  /* the match is e's own tokens inside parentheses that group it (which
     leave no trace in e's position): as many '(' before as ')' after */
  int e_last = last;
  while (e_last > 0 && peg_token_at(p, e_last)->type == TOK_RPAR &&
         !(peg_token_at(p, e_last)->end_lineno == e->end_lineno &&
           peg_token_at(p, e_last)->end_col == e->end_col_offset))
    e_last--;
  if (peg_token_at(p, e_last)->end_lineno != e->end_lineno ||
      peg_token_at(p, e_last)->end_col != e->end_col_offset)
    e_last = last; /* e ends past its last token: no parentheses counted */
  int first = e_last;
  while (first > 0 && (peg_token_at(p, first)->lineno > e->lineno ||
                       (peg_token_at(p, first)->lineno == e->lineno &&
                        peg_token_at(p, first)->col > e->col_offset)))
    first--;
  first -= last - e_last;
  return peg_token_at(p, first < 0 ? 0 : first);
}

/* +1 for an opening bracket, -1 for a closing one, 0 for any other token
   (by type: an f-string's text "(" is no bracket). */
static int bracket_step(const PegToken *t) {
  switch (t->type) {
  case TOK_LPAR: case TOK_LSQB: case TOK_LBRACE: return 1;
  case TOK_RPAR: case TOK_RSQB: case TOK_RBRACE: return -1;
  default: return 0;
  }
}

/* 3.8's del and for check each element of their target list on its own:
   the first token of the top-level element (from [first], the list's
   first token) that holds [bad]. */
static const PegToken *element_first(PegParser *p, const PegToken *first,
                                     const AstExpr *bad) {
  int i = peg_token_index(p, first);
  const PegToken *element = first;
  int depth = 0;
  for (; i >= 0 && i < p->fill; i++) {
    const PegToken *t = peg_token_at(p, i);
    if (t->lineno > bad->lineno ||
        (t->lineno == bad->lineno && t->col >= bad->col_offset))
      break;
    depth += bracket_step(t);
    if (t->type == TOK_COMMA && depth == 0 && i + 1 < p->fill)
      element = peg_token_at(p, i + 1);
  }
  return element;
}

/* [message] at [lineno]/[col] with no end, as 3.8 reports its ast.c's
   errors. */
static void *raise_without_end(PegParser *p, int lineno, int col,
                               const char *format, const char *argument) {
  return peg_raise_at(p, lineno, col, lineno, col, format, argument);
}

void *act_raise_invalid_target(PegParser *p, ActTargetKind kind,
                               const AstExpr *e, const AstExpr *node_3_8,
                               const PegToken *after_3_8) {
  const AstExpr *bad = act_invalid_target(e, kind);
  PPPythonVersion version = ((PyParser *)p->user)->version;
  if (!bad) {
    /* the generic error, at pass 1's furthest token; 3.9 raises it here,
       at the furthest token read so far */
    if (version < PP_PYTHON_3_10)
      return act_raise_last(p, "invalid syntax");
    return NULL;
  }
  const char *format = kind == ACT_TARGET_DEL ? "cannot delete %s"
                                              : "cannot assign to %s";
  const PegToken *place_3_8 =
      version < PP_PYTHON_3_9 ? match_first(p, node_3_8, after_3_8) : NULL;
  if (place_3_8) {
    /* 3.8's ast.c reports at the node of its parse tree it checks (which
       spans the parentheses too) */
    const PegToken *at =
        kind == ACT_TARGET_STAR ? place_3_8 : element_first(p, place_3_8, bad);
    return raise_without_end(p, at->lineno, at->col, format,
                             act_expr_name(p, bad));
  }
  return peg_raise_at(p, bad->lineno, bad->col_offset, bad->end_lineno,
                      bad->end_col_offset, format, act_expr_name(p, bad));
}

void *act_raise_node(PegParser *p, const AstExpr *a, const char *format) {
  return peg_raise_at(p, a->lineno, a->col_offset, a->end_lineno,
                      a->end_col_offset, format, act_expr_name(p, a));
}

/* The expression a comprehension list [comps] (AstComprehension *) ends
   with: its last clause's last condition, or that clause's iterable. */
static const AstExpr *comprehensions_end(const PegSeq *comps) {
  const AstComprehension *last = comps->items[comps->count - 1];
  return last->ifs.count ? last->ifs.items[last->ifs.count - 1] : last->iter;
}

void *act_raise_genexp(PegParser *p, const AstExpr *element,
                       const PegSeq *comps) {
  return act_raise_nodes(p, element, comprehensions_end(comps),
                         "Generator expression must be parenthesized");
}

void *act_genexp_after_args(PegParser *p, const PegSeq *args,
                            const PegSeq *comps) {
  /* one argument and a for clause is a call with a generator expression,
     which pass 1 accepted; with several, the last one starts the genexp */
  size_t positional = 0;
  const AstExpr *last = NULL;
  for (size_t i = 0; i < args->count; i++) {
    const ActArgument *arg = args->items[i];
    if (arg->positional) {
      positional++;
      last = arg->positional;
    }
  }
  if (positional <= 1) return NULL;
  return act_raise_genexp(p, last, comps);
}

void *act_argument_order(PegParser *p, const PegSeq *args,
                         const PegSeq *after) {
  const char *message = "positional argument follows keyword argument";
  for (size_t i = 0; i < args->count; i++) {
    const ActArgument *arg = args->items[i];
    if (arg->keyword && !arg->keyword->arg)
      message = "positional argument follows keyword argument unpacking";
  }
  /* 3.8's ast.c names the first positional argument (a *x may follow
     keywords) */
  if (((PyParser *)p->user)->version < PP_PYTHON_3_9)
    for (size_t i = 0; i < after->count; i++) {
      const AstExpr *e = ((const ActArgument *)after->items[i])->positional;
      if (e && e->kind != AST_EXPR_STARRED)
        return peg_raise_at(p, e->lineno, e->col_offset, e->end_lineno,
                            e->end_col_offset, "%s", message);
    }
  return act_raise_last(p, message);
}

/* 3.9 raised these with no place of their own: at the last token its
   parser had read */
static bool at_last_token(const PegParser *p) {
  return ((const PyParser *)p->user)->version < PP_PYTHON_3_10;
}

void *act_raise_nodes_arg(PegParser *p, const AstArg *a, const char *message) {
  return peg_raise_at(p, a->lineno, a->col_offset, a->end_lineno,
                      a->end_col_offset, "%s", message);
}

void *act_default_order(PegParser *p, const AstArg *a, ACT_POS) {
  const char *message =
      act_worded(p, PP_PYTHON_3_12, "non-default argument follows default argument",
                 "parameter without a default follows parameter with a default");
  (void)end_lineno, (void)end_col_offset;
  if (((PyParser *)p->user)->version < PP_PYTHON_3_9)
    return raise_without_end(p, lineno, col_offset, "%s", message);
  if (at_last_token(p)) return act_raise_last(p, message);
  return act_raise_nodes_arg(p, a, message);
}

void *act_raise_bare_star(PegParser *p, const PegToken *star,
                          const PegToken *place_3_8) {
  const char *message =
      act_worded(p, PP_PYTHON_3_15, "named arguments must follow bare *",
                 "named parameters must follow bare *");
  if (((PyParser *)p->user)->version < PP_PYTHON_3_9)
    return raise_without_end(p, place_3_8->lineno, place_3_8->col, "%s",
                             message);
  if (!star || at_last_token(p)) return act_raise_last(p, message);
  return peg_raise_token(p, star, "%s", message);
}

void *act_raise_augmented_target(PegParser *p, const AstExpr *a, ACT_POS) {
  (void)end_lineno, (void)end_col_offset;
  if (((PyParser *)p->user)->version >= PP_PYTHON_3_9)
    return act_raise_node(
        p, a, "'%s' is an illegal expression for augmented assignment");
  /* 3.8's ast.c checks the target as any other first, then that it is a
     single one; at the target's start, parentheses included */
  const AstExpr *bad = act_invalid_target(a, ACT_TARGET_STAR);
  if (bad)
    return raise_without_end(p, lineno, col_offset, "cannot assign to %s",
                             act_expr_name(p, bad));
  return raise_without_end(p, lineno, col_offset, "%s",
                           "illegal expression for augmented assignment");
}

void *act_raise_keyword_expression(PegParser *p, const AstExpr *a,
                                   const PegToken *equal, ACT_POS) {
  const char *message =
      "expression cannot contain assignment, perhaps you meant \"==\"?";
  (void)end_lineno, (void)end_col_offset;
  /* 3.8 at the argument's start, its parentheses included */
  if (((PyParser *)p->user)->version < PP_PYTHON_3_9)
    return raise_without_end(p, lineno, col_offset, "%s", message);
  return peg_raise_at(p, a->lineno, a->col_offset, equal->end_lineno,
                      equal->end_col, "%s", message);
}

/* IndentationError [message] at the last token read (act_raise_last). */
static void *raise_indentation(PegParser *p, const char *message) {
  if (!peg_furthest_token(p)) return NULL;
  ((PyParser *)p->user)->error_type = PP_INDENTATION_ERROR;
  return act_raise_last(p, message);
}

void *act_raise_indented_block(PegParser *p, const PegToken *keyword,
                               const char *what) {
  char message[PEG_MESSAGE_MAX];
  PyParser *py = p->user;
  const PegToken *t = peg_furthest_token(p);
  /* (3.8's parser, wanting the INDENT, meets the input's end) */
  if (py->version < PP_PYTHON_3_9 && t && py_at_input_end(py, t))
    return act_raise_last(p, "unexpected EOF while parsing");
  if (py->version < PP_PYTHON_3_10) /* 3.10 names it */
    return raise_indentation(p, "expected an indented block");
  snprintf(message, sizeof message,
           "expected an indented block after %s on line %d", what,
           keyword->lineno);
  return raise_indentation(p, message);
}

void *act_raise_starting_at(PegParser *p, const PegToken *first,
                            const char *message) {
  /* CPython ends such an error where its tokenizer stands: after the last
     token read, counted without the usual +1 */
  const PegToken *last = peg_furthest_token(p);
  if (!last) return NULL;
  return peg_raise_at(p, first->lineno, first->col, last->end_lineno,
                      last->end_col - 1, "%s", message);
}

PegToken *act_not_after_operator(PegParser *p, PegToken *not_token) {
  /* 'not' where a factor is due follows an operator; CPython words it for
     the arithmetic ones (and unary + - ~, matched by the rule itself).
     Checked before the operand is parsed: parsing it for every 'not'
     made "not not not ..." exponential. */
  static const char *const arithmetic[] = {"+", "-", "*", "/", "%", "//", "@"};
  if (p->pos < 2) return NULL;
  const PegToken *before = peg_token_at(p, p->pos - 2);
  size_t n = (size_t)(before->end - before->start);
  for (size_t i = 0; i < sizeof arithmetic / sizeof arithmetic[0]; i++)
    if (strlen(arithmetic[i]) == n && memcmp(before->start, arithmetic[i], n) == 0)
      return not_token;
  return NULL;
}

void *act_raise_indent(PegParser *p, const char *message) {
  return raise_indentation(p, message);
}

void *act_raise_next(PegParser *p, const char *message) {
  const PegToken *t = peg_peek(p);
  return t ? peg_raise_token(p, t, "%s", message) : NULL;
}

/* Whether brackets are open after token [t]: CPython keeps that nesting
   level on each token; we count the brackets up to [t] (only in pass 2,
   when two expressions follow each other). */
static bool in_brackets(PegParser *p, const PegToken *t) {
  int level = 0;
  for (int i = 0; i < p->fill; i++) {
    const PegToken *u = peg_token_at(p, i);
    int step = bracket_step(u);
    if (step > 0 || level > 0) level += step;
    if (u == t) break;
  }
  return level > 0;
}

void *act_forgot_comma(PegParser *p, const AstExpr *a, const AstExpr *b) {
  if (a->kind == AST_EXPR_NAME && (strcmp(a->v.Name.id, "print") == 0 ||
                                   strcmp(a->v.Name.id, "exec") == 0))
    return NULL; /* the legacy statement rule words it */
  if (p->pos < 1 || !in_brackets(p, peg_token_at(p, p->pos - 1))) return NULL;
  static const char message[] = "invalid syntax. Perhaps you forgot a comma?";
  /* 3.15 points at the last line of a first expression spanning several
     (strings concatenated over lines), from that expression's column */
  if (((const PyParser *)p->user)->version >= PP_PYTHON_3_15 &&
      a->end_lineno > a->lineno)
    return peg_raise_at(p, a->end_lineno, a->col_offset, a->end_lineno,
                        a->end_col_offset, message);
  return act_raise_nodes(p, a, b, message);
}

void *act_raise_patterns(PegParser *p, const PegSeq *patterns,
                         const char *message) {
  const AstPattern *first = patterns->items[0];
  const AstPattern *last = patterns->items[patterns->count - 1];
  return peg_raise_at(p, first->lineno, first->col_offset, last->end_lineno,
                      last->end_col_offset, "%s", message);
}

void *act_raise_type_param_bound(PegParser *p, const PegToken *colon,
                                 const AstExpr *bound, const char *kind) {
  char message[PEG_MESSAGE_MAX];
  snprintf(message, sizeof message, "cannot use %s with %s",
           bound->kind == AST_EXPR_TUPLE ? "constraints" : "bound", kind);
  return act_raise_starting_at(p, colon, message);
}

bool act_check_int_digits(PegParser *p, const PegToken *number,
                          const AstConstant *value) {
  if (value->kind != AST_CONST_INT || value->as.integer.base != 10 ||
      value->as.integer.literal_digits <= AST_CONST_MAX_STR_DIGITS)
    return true;
  /* CPython's columns are -1 (None, shown as 0): the error names no place
     in the line */
  peg_raise_at(p, number->lineno, -1, number->end_lineno, -1,
               "Exceeds the limit (%d digits) for integer string conversion: "
               "value has %zu digits; use sys.set_int_max_str_digits() to "
               "increase the limit - Consider hexadecimal for huge integer "
               "literals to avoid decimal conversion limits.",
               AST_CONST_MAX_STR_DIGITS, value->as.integer.literal_digits);
  return false;
}

void *act_soft_keyword_prefix(PegParser *p, PegToken *name) {
  /* ("type" is soft since 3.12, "lazy" since 3.15) */
  static const char *const soft[] = {"_", "case", "match", "type", "lazy"};
  PPPythonVersion version = ((PyParser *)p->user)->version;
  size_t count = version >= PP_PYTHON_3_15   ? 5
                 : version >= PP_PYTHON_3_12 ? 4
                                             : 3;
  /* 3.14 fixed the comparison: the whole name, not its length of it */
  bool whole = version >= PP_PYTHON_3_14;
  size_t n = (size_t)(name->end - name->start);
  for (size_t i = 0; i < count; i++)
    if ((whole ? n == strlen(soft[i]) : n <= strlen(soft[i])) &&
        memcmp(soft[i], name->start, n) == 0)
      return name;
  return NULL;
}

void *act_unpacking_after_kwargs(PegParser *p, const PegToken *star, ACT_POS) {
  static const char message[] =
      "iterable argument unpacking follows keyword argument unpacking";
  (void)end_lineno, (void)end_col_offset;
  PPPythonVersion version = ((PyParser *)p->user)->version;
  if (version >= PP_PYTHON_3_11 || version < PP_PYTHON_3_10)
    return peg_raise_token(p, star, message);
  /* 3.10 spans the arguments before the ", *": to the token before ',' */
  const PegToken *last = peg_token_at(p, p->pos - 3);
  return peg_raise_at(p, lineno, col_offset, last->end_lineno, last->end_col,
                      message);
}
