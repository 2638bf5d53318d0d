/* dump_tree.c - test tool: `dump_tree FILE.tree [--indent N]
 * [--include-attributes]` loads a tree through the constructors and prints
 * its dump, for the differential run over the standard library. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "read_file.h"
#include "tree_loader.h"

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  PPDumpOptions options = pp_dump_options_default();
  for (int i = 2; i < argc; i++) {
    if (strcmp(argv[i], "--indent") == 0 && i + 1 < argc) options.indent = atoi(argv[++i]);
    if (strcmp(argv[i], "--include-attributes") == 0) options.include_attributes = true;
  }
  char *text = test_read_file(argv[1], NULL);
  if (!text) return 2;
  AstArena *arena = ast_arena_new();
  char error[256];
  AstMod *root = tree_load(arena, PP_PYTHON_3_13, text, error);
  int status = 1;
  AstBuf buf;
  ast_buf_init(&buf);
  if (!root) {
    fprintf(stderr, "%s: %s\n", argv[1], error);
  } else if (ast_dump(AST_TYPE_MOD, root, PP_PYTHON_3_13, &options, &buf)) {
    fwrite(buf.data, 1, buf.length, stdout);
    putchar('\n');
    status = 0;
  }
  ast_buf_free(&buf);
  ast_arena_free(arena);
  free(text);
  return status;
}
