/*
 * lint.c - a small linter on libpyparse: unused imports and mutable default
 * arguments. `lint FILE...` prints FILE:LINE:COLUMN: MESSAGE per finding,
 * in source order (columns in characters, as Python counts them).
 * Build: cc lint.c $(pkg-config --cflags --libs pyparse)
 */
#include <pyparse.h>
#include <stdio.h>
#include <string.h>

typedef struct Lint {
  const char *path;
  const PPTree *tree;
} Lint;

static void report(const Lint *lint, int lineno, int col, const char *message,
                   const char *name) {
  const char *line = pp_tree_line(lint->tree, lineno, NULL);
  printf("%s:%d:%d: %s%s\n", lint->path, lineno, pp_char_column(line, col),
         message, name);
}

/* The name an import binds: its `as` name, or the first part of a dotted one. */
static bool binds(const AstAlias *alias, const char *id) {
  const char *bound = alias->asname ? alias->asname : alias->name;
  size_t length = strcspn(bound, alias->asname ? "" : ".");
  return strncmp(id, bound, length) == 0 && id[length] == '\0';
}

typedef struct Use {
  const AstAlias *alias;
  bool found;
} Use;

/* A second walk per import, stopping at the first Name that uses it (a
   linter of whole projects would gather the names in a set instead). */
static PPVisit find_use(void *data, const PPWalkStep *step) {
  Use *use = data;
  if (step->node.kind != AST_NODE_NAME ||
      !binds(use->alias, ((const AstExpr *)step->node.node)->v.Name.id))
    return PP_VISIT_CONTINUE;
  use->found = true;
  return PP_VISIT_STOP;
}

static PPVisit visit(void *data, const PPWalkStep *step) {
  const Lint *lint = data;
  if (step->node.kind == AST_NODE_ALIAS) {
    const AstAlias *alias = step->node.node;
    const char *module = step->parent.kind == AST_NODE_IMPORTFROM
        ? ((const AstStmt *)step->parent.node)->v.ImportFrom.module : NULL;
    Use use = {alias, strcmp(alias->name, "*") == 0 ||
                      (module && strcmp(module, "__future__") == 0)};
    PPVisitor search = {.enter = find_use, .data = &use, .field_order = true};
    if (!use.found) pp_walk(lint->tree, &search);
    if (!use.found)
      report(lint, alias->lineno, alias->col_offset, "unused import ",
             alias->asname ? alias->asname : alias->name);
  } else if (step->node.kind == AST_NODE_ARGUMENTS) {
    const AstArguments *args = step->node.node;
    const AstExprSeq *lists[] = {&args->defaults, &args->kw_defaults};
    for (int l = 0; l < 2; l++)
      for (size_t i = 0; i < lists[l]->count; i++) {
        const AstExpr *value = lists[l]->items[i];
        if (value && (value->kind == AST_EXPR_LIST || value->kind == AST_EXPR_DICT ||
                      value->kind == AST_EXPR_SET))
          report(lint, value->lineno, value->col_offset, "mutable default argument", "");
      }
  }
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
    Lint lint = {argv[i], tree};
    PPVisitor visitor = {.enter = visit, .data = &lint};
    pp_walk(tree, &visitor);
    pp_tree_free(tree);
  }
  return status;
}
