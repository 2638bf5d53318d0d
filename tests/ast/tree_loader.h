/* tree_loader.h - builds a tree from a corpus .tree file THROUGH the
 * generated constructors (ast_construct), for the dump tests. */
#ifndef PYPARSE_TEST_TREE_LOADER_H
#define PYPARSE_TEST_TREE_LOADER_H

#include "ast.h"

/* The root (an AstMod *) built in [arena] from the text of a .tree file
 * written by [version]'s CPython, or NULL with a message in [error] (of
 * 256 bytes). */
void *tree_load(AstArena *arena, PPPythonVersion version, const char *text,
                char *error);

#endif
