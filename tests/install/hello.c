/*
 * hello.c - the smallest program using an installed libpyparse, built by
 * install.sh with pkg-config only: parses "x = 1" as Python 3.13, prints
 * the library's version and the tree as ast.dump prints it.
 */
#include <stdio.h>

#include <pyparse.h>

int main(void) {
  static const char source[] = "x = 1\n";
  PPParseOptions options = {.mode = PP_MODE_EXEC, .version = PP_PYTHON_3_13};
  PPTree *tree = NULL;
  PPError error;
  if (pp_parse_bytes(source, sizeof source - 1, "<string>", &options, &tree,
                     &error) != PP_OK) {
    fprintf(stderr, "hello: %s\n", error.message);
    return 1;
  }
  char *text = pp_dump(tree, NULL, NULL);
  pp_tree_free(tree);
  if (!text) {
    fputs("hello: out of memory\n", stderr);
    return 1;
  }
  printf("libpyparse %s\n%s\n", pp_version(), text);
  pp_string_free(text);
  return 0;
}
