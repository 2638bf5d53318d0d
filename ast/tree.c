/*
 * tree.c - the public tree API: PPTree and pp_dump* (parser/ makes trees
 * with ast_tree_new: pp_parse_bytes is in parser/python_parse.c).
 *
 * A PPTree is the arena plus its root; freeing the tree frees the arena
 * and so every node at once.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"

struct PPTree {
  AstArena *arena;  /* owns every node, identifier and constant */
  PPPythonVersion version;  /* the language parsed; never the default 0 */
  AstTypeId type;   /* the root's type: AST_TYPE_MOD for parses */
  void *root;       /* in [arena] */
};

PPTree *ast_tree_new(AstArena *arena, PPPythonVersion version,
                     AstTypeId type, void *root) {
  PPTree *tree = root ? malloc(sizeof *tree) : NULL;
  if (!tree) {
    ast_arena_free(arena);
    return NULL;
  }
  *tree = (PPTree){.arena = arena, .version = version, .type = type,
                   .root = root};
  return tree;
}

void pp_tree_free(PPTree *tree) {
  if (!tree) return;
  ast_arena_free(tree->arena);
  free(tree);
}

const void *pp_tree_root(const PPTree *tree) { return tree->root; }

PPPythonVersion pp_tree_version(const PPTree *tree) { return tree->version; }

PPDumpOptions pp_dump_options_default(void) {
  return (PPDumpOptions){.indent = -1, .annotate_fields = true};
}

char *pp_dump(const PPTree *tree, const PPDumpOptions *options,
              size_t *length) {
  PPDumpOptions defaults = pp_dump_options_default();
  AstBuf buf;
  ast_buf_init(&buf);
  if (!ast_dump(tree->type, tree->root, tree->version,
                options ? options : &defaults, &buf)) {
    ast_buf_free(&buf);
    return NULL;
  }
  ast_buf_cstr(&buf);
  if (buf.failed || !buf.data) {
    ast_buf_free(&buf);
    return NULL;
  }
  if (length) *length = buf.length;
  return buf.data; /* ownership passes to the caller */
}

PPStatus pp_dump_file(const PPTree *tree, const PPDumpOptions *options,
                      FILE *file) {
  size_t length = 0;
  char *text = pp_dump(tree, options, &length);
  if (!text) return PP_ERROR_MEMORY;
  bool written = fwrite(text, 1, length, file) == length;
  pp_string_free(text);
  return written ? PP_OK : PP_ERROR_IO;
}

void pp_string_free(char *text) { free(text); }
