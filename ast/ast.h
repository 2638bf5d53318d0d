/*
 * ast.h - the ast/ folder's header: what other stages (parser/, cli/) and
 * the tests use of the tree.
 *
 * It gathers the arena (arena.h), constant values (constant.h), the
 * generated node types and constructors (pyparse_ast.h, ast_nodes.h, from
 * Python.asdl) and declares the table-driven dumper (dump.c); the walker
 * (walk.c) is public (pp_walk in pyparse.h). Neither recurses in C, so a
 * tree as deep as the parser allows cannot overflow the C stack.
 */
#ifndef PYPARSE_AST_H
#define PYPARSE_AST_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "ast_nodes.h"
#include "constant.h"
#include "pyparse.h"

/* ---- Reading nodes through the tables ---------------------------------- */

/* The constructor of [node], a node of [type] (a sum or product type). */
AstNodeKind ast_node_kind(AstTypeId type, const void *node);

/* ---- Dumping ------------------------------------------------------------ */

/*
 * Appends what [version]'s ast.dump([root], ...) prints to [out], with the
 * keyword arguments in [options] (see PPDumpOptions in pyparse.h); [root]
 * must be a tree of that version (PP_PYTHON_DEFAULT: the newest). Returns
 * false when memory runs out (out->failed then tells the same).
 */
bool ast_dump(AstTypeId type, const void *root, PPPythonVersion version,
              const PPDumpOptions *options, AstBuf *out);

/*
 * Appends [root] as JSON (docs/json.md) to [out]: one line when [indent]
 * is negative, else [indent] spaces per level; fields as [version] has
 * them. False when memory runs out.
 */
bool ast_dump_json(PPNode root, PPPythonVersion version, int indent,
                   AstBuf *out);

/* Appends [root] as a Graphviz graph (pp_dump_dot; [options] may be
   NULL) to [out]. False when memory runs out. */
bool ast_dump_dot(PPNode root, PPPythonVersion version,
                  const PPDotOptions *options, AstBuf *out);

/* ---- Trees -------------------------------------------------------------- */

/*
 * A PPTree owning [arena] with [root] (a node of [type] in that arena),
 * a tree of Python [version] (resolved: not PP_PYTHON_DEFAULT), which
 * decides how it dumps, parsed from the decoded UTF-8 [text] of [length]
 * bytes (copied into the arena: pp_tree_text). On failure returns NULL and
 * frees [arena], so the caller never leaks it.
 */
PPTree *ast_tree_new(AstArena *arena, PPPythonVersion version,
                     AstTypeId type, void *root, const char *text,
                     size_t length);

#endif
