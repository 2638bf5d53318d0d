/*
 * docstrings.c - lists every class and function with the first line of its
 * docstring. `docstrings FILE...` prints FILE:LINE: QUALNAME: FIRST LINE
 * (or "-" when there is none); QUALNAME joins the enclosing classes' and
 * functions' names with dots, found through the parent links.
 * Build: cc docstrings.c $(pkg-config --cflags --libs pyparse)
 */
#include <pyparse.h>
#include <stdio.h>
#include <string.h>

typedef struct Lister {
  const char *path;
  const PPParents *parents;
} Lister;

static const char *name_of(PPNode node) {
  const AstStmt *s = node.node;
  switch (node.kind) {
  case AST_NODE_FUNCTIONDEF: return s->v.FunctionDef.name;
  case AST_NODE_ASYNCFUNCTIONDEF: return s->v.AsyncFunctionDef.name;
  case AST_NODE_CLASSDEF: return s->v.ClassDef.name;
  default: return NULL;
  }
}

/* The names of the classes and functions around [node], outermost first,
   each with a dot (recursing as deep as statements nest: < 100). */
static void print_enclosing(const Lister *lister, PPNode node) {
  PPWalkStep up;
  if (!pp_parent(lister->parents, node.node, &up) || !up.parent.node) return;
  print_enclosing(lister, up.parent);
  if (name_of(up.parent)) printf("%s.", name_of(up.parent));
}

/* The docstring: a str constant as the body's first statement. */
static const AstExpr *docstring(const AstStmtSeq *body) {
  if (body->count == 0 || body->items[0]->kind != AST_STMT_EXPR) return NULL;
  const AstExpr *value = body->items[0]->v.Expr.value;
  if (value->kind != AST_EXPR_CONSTANT) return NULL;
  PPConstant c = pp_constant(value->v.Constant.value);
  return c.kind == PP_CONSTANT_STR ? value : NULL;
}

static PPVisit visit(void *data, const PPWalkStep *step) {
  const Lister *lister = data;
  if (!name_of(step->node)) return PP_VISIT_CONTINUE;
  const AstStmt *s = step->node.node;
  const AstStmtSeq *body = step->node.kind == AST_NODE_CLASSDEF
      ? &s->v.ClassDef.body : &s->v.FunctionDef.body; /* same layout as async */
  printf("%s:%d: ", lister->path, s->lineno);
  print_enclosing(lister, step->node);
  printf("%s", name_of(step->node));
  const AstExpr *doc = docstring(body);
  PPConstant text = doc ? pp_constant(doc->v.Constant.value)
                        : (PPConstant){.data = "", .length = 0};
  /* the first line that is not blank, without its indentation */
  const char *line = text.data, *end = text.data + text.length;
  while (line && line < end) {
    const char *stop = memchr(line, '\n', (size_t)(end - line));
    if (!stop) stop = end;
    while (line < stop && (*line == ' ' || *line == '\t')) line++;
    while (stop > line && (stop[-1] == ' ' || stop[-1] == '\t')) stop--;
    if (stop > line) {
      printf(": %.*s\n", (int)(stop - line), line);
      return PP_VISIT_CONTINUE;
    }
    line = memchr(line, '\n', (size_t)(end - line));
    if (line) line++;
  }
  printf(": -\n");
  return PP_VISIT_CONTINUE;
}

int main(int argc, char **argv) {
  int status = 0;
  for (int i = 1; i < argc; i++) {
    PPTree *tree;
    PPError error;
    if (pp_parse_file(argv[i], NULL, &tree, &error) != PP_OK) {
      fprintf(stderr, "%s: %s\n", argv[i], error.message);
      status = 2;
      continue;
    }
    PPParents *parents = pp_parents_new(tree);
    Lister lister = {argv[i], parents};
    PPVisitor visitor = {.enter = visit, .data = &lister};
    if (parents) pp_walk(tree, &visitor);
    pp_parents_free(parents);
    pp_tree_free(tree);
  }
  return status;
}
