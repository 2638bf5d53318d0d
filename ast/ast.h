/*
 * ast.h - the ast/ folder's header: what other stages (parser/, cli/) and
 * the tests use of the tree.
 *
 * It gathers the arena (arena.h), constant values (constant.h), the
 * generated node types and constructors (pyparse_ast.h, ast_nodes.h, from
 * Python.asdl) and declares the two table-driven algorithms: the walker
 * (walk.c) and the dumper (dump.c). Neither recurses in C, so a tree as
 * deep as the parser allows cannot overflow the C stack.
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

/* ---- Walking ------------------------------------------------------------ */

typedef enum AstVisit {
  AST_VISIT_CONTINUE,  /* go on into this node's children */
  AST_VISIT_SKIP,      /* do not visit this node's children */
  AST_VISIT_STOP,      /* end the walk now */
} AstVisit;

/*
 * Called once per node (sum and product values; simple-sum enums such as
 * Load() are values, not visited). [node] is the struct, [type] its type,
 * [kind] its constructor.
 */
typedef AstVisit (*AstVisitor)(void *data, AstTypeId type, AstNodeKind kind,
                               const void *node);

/*
 * Visits [root] (of [type]) and its descendants in pre-order, fields in
 * schema order. Uses a heap stack, not C recursion. Returns false only
 * when that stack cannot grow (nothing is leaked).
 */
bool ast_walk(AstTypeId type, const void *root, AstVisitor visit, void *data);

/* ---- Dumping ------------------------------------------------------------ */

/*
 * Appends what [version]'s ast.dump([root], ...) prints to [out], with the
 * keyword arguments in [options] (see PPDumpOptions in pyparse.h); [root]
 * must be a tree of that version (PP_PYTHON_DEFAULT: the newest). Returns
 * false when memory runs out (out->failed then tells the same).
 */
bool ast_dump(AstTypeId type, const void *root, PPPythonVersion version,
              const PPDumpOptions *options, AstBuf *out);

/* ---- Trees -------------------------------------------------------------- */

/*
 * A PPTree owning [arena] with [root] (a node of [type] in that arena),
 * a tree of Python [version] (resolved: not PP_PYTHON_DEFAULT), which
 * decides how it dumps. On failure returns NULL and frees [arena], so the
 * caller never leaks it.
 */
PPTree *ast_tree_new(AstArena *arena, PPPythonVersion version,
                     AstTypeId type, void *root);

#endif
