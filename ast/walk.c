/*
 * walk.c - visiting every node of a tree, driven by the schema tables.
 *
 * The walker is the generic traversal other stages build on (checks,
 * linters, tests). It keeps pending nodes on a heap stack instead of
 * recursing, because tree depth is controlled by the input: a 100,000-deep
 * expression must not overflow the C stack.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"

/* The pending-node stack starts this deep and doubles as needed. */
#define WALK_FIRST_SLOTS 64

AstNodeKind ast_node_kind(AstTypeId type, const void *node) {
  const AstTypeInfo *info = &ast_types[type];
  if (info->form != AST_FORM_SUM) return (AstNodeKind)info->first_node;
  int kind;
  memcpy(&kind, node, sizeof kind); /* kind is the first member */
  return (AstNodeKind)(info->first_node + kind);
}

typedef struct Pending {
  AstTypeId type;
  const void *node;
} Pending;

typedef struct Walk {
  Pending *stack;  /* heap */
  size_t depth;
  size_t capacity;
} Walk;

static bool push(Walk *w, AstTypeId type, const void *node) {
  if (!node) return true; /* an absent optional child */
  if (w->depth == w->capacity) {
    size_t capacity = w->capacity ? w->capacity * 2 : WALK_FIRST_SLOTS;
    Pending *stack = realloc(w->stack, capacity * sizeof *stack);
    if (!stack) return false;
    w->stack = stack;
    w->capacity = capacity;
  }
  w->stack[w->depth++] = (Pending){type, node};
  return true;
}

static bool holds_nodes(int type) {
  AstTypeForm form = ast_types[type].form;
  return form == AST_FORM_SUM || form == AST_FORM_PRODUCT;
}

/* Pushes one field's children, last first, so they pop in order. */
static bool push_field(Walk *w, const char *base, const AstFieldInfo *f) {
  if (!holds_nodes(f->type)) return true;
  if (f->marker != AST_FIELD_SEQUENCE) {
    const void *child;
    memcpy(&child, base + f->offset, sizeof child);
    return push(w, (AstTypeId)f->type, child);
  }
  AstSeqHeader seq;
  memcpy(&seq, base + f->offset, sizeof seq);
  for (size_t i = seq.count; i-- > 0;) {
    const void *child;
    memcpy(&child, (const char *)seq.items + i * sizeof child, sizeof child);
    if (!push(w, (AstTypeId)f->type, child)) return false;
  }
  return true;
}

static bool push_children(Walk *w, AstTypeId type, const void *node) {
  const AstNodeInfo *info = &ast_nodes[ast_node_kind(type, node)];
  for (int i = info->field_count; i-- > 0;) {
    /* A field declared once per version range is one C member: visit it
       through its first declaration only. */
    if (i > 0 && info->fields[i - 1].offset == info->fields[i].offset)
      continue;
    if (!push_field(w, node, &info->fields[i])) return false;
  }
  return true;
}

bool ast_walk(AstTypeId type, const void *root, AstVisitor visit,
              void *data) {
  Walk w = {0};
  bool ok = push(&w, type, root);
  while (ok && w.depth > 0) {
    Pending top = w.stack[--w.depth];
    AstVisit next =
        visit(data, top.type, ast_node_kind(top.type, top.node), top.node);
    if (next == AST_VISIT_STOP) break;
    if (next == AST_VISIT_CONTINUE) ok = push_children(&w, top.type, top.node);
  }
  free(w.stack);
  return ok;
}
