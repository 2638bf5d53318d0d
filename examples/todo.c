/*
 * todo.c - finds the TODO comments and the function each is in.
 * `todo FILE...` prints FILE:LINE: COMMENT (in NAME) for every comment
 * holding "TODO", NAME being the innermost function whose lines hold it
 * ("<module>" outside any). The comments come from the tree
 * (pp_comments_new), the functions from a walk that asks, for each, which
 * comments are on its lines: inner functions come later and win.
 * Build: cc todo.c $(pkg-config --cflags --libs pyparse)
 */
#include <pyparse.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Todo {
  const PPComments *comments;
  const char **owners;  /* per comment: the innermost function's name */
} Todo;

static PPVisit visit(void *data, const PPWalkStep *step) {
  Todo *todo = data;
  const AstStmt *s = step->node.node;
  const char *name = step->node.kind == AST_NODE_FUNCTIONDEF ? s->v.FunctionDef.name
      : step->node.kind == AST_NODE_ASYNCFUNCTIONDEF ? s->v.AsyncFunctionDef.name
      : NULL;
  size_t first = 0, count = name ? pp_comments_of_node(todo->comments, step->node, &first) : 0;
  for (size_t i = first; i < first + count; i++) todo->owners[i] = name;
  return PP_VISIT_CONTINUE;
}

static void list_todos(const char *path, const PPTree *tree) {
  PPComments *comments = pp_comments_new(tree);
  size_t count = comments ? pp_comments_count(comments) : 0;
  Todo todo = {comments, calloc(count + 1, sizeof *todo.owners)};
  PPVisitor visitor = {.enter = visit, .data = &todo};
  if (!comments || !todo.owners || pp_walk(tree, &visitor) != PP_OK) {
    fprintf(stderr, "%s: out of memory\n", path);
    count = 0;
  }
  for (size_t i = 0; i < count; i++) {
    const PPComment *c = pp_comments_get(comments, i);
    /* (the comment is not NUL-terminated: search its bytes) */
    for (size_t at = 0; at + 4 <= c->length; at++) {
      if (memcmp(c->text + at, "TODO", 4) != 0) continue;
      printf("%s:%d: %.*s (in %s)\n", path, c->lineno, (int)c->length, c->text,
             todo.owners[i] ? todo.owners[i] : "<module>");
      break;
    }
  }
  free(todo.owners);
  pp_comments_free(comments);
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
    list_todos(argv[i], tree);
    pp_tree_free(tree);
  }
  return status;
}
