/*
 * walk_order.c - prints the nodes a walk enters, for scripts/walk_order.py
 * to hold against the oracle's ast module:
 *
 *   walk_order [--field-order] [--python X.Y] FILE...
 *
 * One line per node: depth, class name, the parent's field and the index
 * in it ("body[2]", "value" for a single value); a line "== FILE" before
 * each file, "!! error" for one that does not parse. The walk runs through
 * PPIter, and the leave steps are checked to pair with the enters.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pyparse.h"
#include "read_file.h" /* test_read_file */

static int walk_file(const PPTree *tree, bool field_order) {
  PPVisitor options = {.field_order = field_order};
  PPIter *it = pp_iter_new(tree, &options);
  if (!it) return 2;
  PPWalkStep step;
  size_t open = 0;
  while (pp_iter_next(it, &step)) {
    if (step.leaving) {
      if (open-- != step.depth + 1) {
        fprintf(stderr, "walk_order: a leave out of place\n");
        return 2;
      }
      continue;
    }
    if (step.depth != open++) {
      fprintf(stderr, "walk_order: an enter out of place\n");
      return 2;
    }
    printf("%zu %s", step.depth, pp_node_kind_name(step.node.kind));
    if (step.field && step.index >= 0)
      printf(" %s[%td]", step.field, step.index);
    else if (step.field)
      printf(" %s", step.field);
    putchar('\n');
  }
  PPStatus status = pp_iter_status(it);
  pp_iter_free(it);
  return status == PP_OK && open == 0 ? 0 : 2;
}

int main(int argc, char **argv) {
  bool field_order = false;
  PPParseOptions options = {0};
  int worst = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--field-order") == 0) {
      field_order = true;
      continue;
    }
    if (strcmp(argv[i], "--python") == 0 && i + 1 < argc) {
      options.version = pp_python_version_parse(argv[++i]);
      continue;
    }
    size_t length;
    char *source = test_read_file(argv[i], &length);
    if (!source) return 2;
    printf("== %s\n", argv[i]);
    PPTree *tree = NULL;
    PPError error;
    if (pp_parse_bytes(source, length, argv[i], &options, &tree, &error) ==
        PP_OK) {
      int status = walk_file(tree, field_order);
      if (status > worst) worst = status;
    } else {
      printf("!! error\n");
    }
    pp_tree_free(tree);
    free(source);
  }
  return worst;
}
