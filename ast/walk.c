/*
 * walk.c - visiting every node of a tree (pyparse.h: PPIter, pp_walk,
 * PPParents), driven by the schema tables.
 *
 * One algorithm serves the loop (PPIter) and the callbacks (pp_walk is a
 * loop over an iterator). It keeps its path on heap stacks instead of
 * recursing, because tree depth is controlled by the input: a 100,000-deep
 * expression must not overflow the C stack.
 *
 * Each node on the path has a frame; when a node is entered and not
 * skipped, its children are pushed on the children stack (sorted into
 * source order unless the caller asked for field order) and the frame
 * keeps their range and a cursor. A frame's children are always on top of
 * its parent's, so leaving a node pops exactly its range.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"

AstNodeKind ast_node_kind(AstTypeId type, const void *node) {
  const AstTypeInfo *info = &ast_types[type];
  if (info->form != AST_FORM_SUM) return (AstNodeKind)info->first_node;
  int kind;
  memcpy(&kind, node, sizeof kind); /* kind is the first member */
  return (AstNodeKind)(info->first_node + kind);
}

/* A child waiting on the children stack, with the place it sorts at. */
typedef struct Child {
  PPNode node;
  const char *field;
  ptrdiff_t index;
  int line, col;  /* its start, or the one it borrows (see sort_keys) */
} Child;

typedef struct Frame {
  PPWalkStep step;    /* the node of this frame, as it was entered */
  size_t first;       /* its children: children[first .. first + count) */
  size_t count;
  size_t next;        /* the next child to enter */
} Frame;

struct PPIter {
  bool field_order;
  PPStatus status;
  Frame *frames;      /* the path from the root; heap */
  size_t depth, frames_capacity;
  Child *children;    /* heap; also the merge sort's scratch above top */
  size_t children_top, children_capacity;
  PPNode root;
  bool started;
  bool entered;       /* the last step entered the top frame's node, whose
                         children are not pushed yet */
  bool skip;          /* pp_iter_skip was called for it */
};

static bool holds_nodes(int type) {
  AstTypeForm form = ast_types[type].form;
  return form == AST_FORM_SUM || form == AST_FORM_PRODUCT;
}

/* Makes room for [more] children above the top. */
static bool reserve_children(PPIter *it, size_t more) {
  size_t need = it->children_top + more;
  if (need <= it->children_capacity) return true;
  size_t capacity = it->children_capacity ? it->children_capacity : 64;
  while (capacity < need) capacity *= 2;
  Child *children = realloc(it->children, capacity * sizeof *children);
  if (!children) return false;
  it->children = children;
  it->children_capacity = capacity;
  return true;
}

static bool push_child(PPIter *it, PPNode node, const char *field,
                       ptrdiff_t index) {
  if (!node.node) return true; /* an absent optional child */
  if (!reserve_children(it, 1)) return false;
  it->children[it->children_top++] = (Child){node, field, index, 0, 0};
  return true;
}

/* Pushes [node]'s children in field order. A field declared once per
   version range is one C member, read through its first declaration; a
   field the tree's version lacks holds None, so nothing is pushed for it. */
static bool push_children_of(PPIter *it, PPNode node) {
  const AstNodeInfo *info = &ast_nodes[node.kind];
  for (int i = 0; i < info->field_count; i++) {
    const AstFieldInfo *f = &info->fields[i];
    if (i > 0 && info->fields[i - 1].offset == f->offset) continue;
    if (!holds_nodes(f->type)) continue;
    const char *member = (const char *)node.node + f->offset;
    const void *child;
    if (f->marker != AST_FIELD_SEQUENCE) {
      memcpy(&child, member, sizeof child);
      if (!push_child(it, pp_node_of(f->type, child), f->name, -1))
        return false;
      continue;
    }
    AstSeqHeader seq;
    memcpy(&seq, member, sizeof seq);
    for (size_t k = 0; k < seq.count; k++) {
      memcpy(&child, (const char *)seq.items + k * sizeof child,
             sizeof child);
      if (!push_child(it, pp_node_of(f->type, child), f->name,
                      (ptrdiff_t)k))
        return false;
    }
  }
  return true;
}

static bool starts_before(int line_a, int col_a, int line_b, int col_b) {
  return line_a < line_b || (line_a == line_b && col_a < col_b);
}

/* The earliest start among [node]'s own children, for a node without a
   span (arguments, comprehension, withitem, match_case); false when none
   has one. Those nodes' children all have spans, so one level is enough. */
static bool first_child_start(PPNode node, int *line, int *col) {
  bool found = false;
  const AstNodeInfo *info = &ast_nodes[node.kind];
  for (int i = 0; i < info->field_count; i++) {
    const AstFieldInfo *f = &info->fields[i];
    if (!holds_nodes(f->type)) continue;
    const char *member = (const char *)node.node + f->offset;
    AstSeqHeader seq = {1, (void *)member};
    if (f->marker == AST_FIELD_SEQUENCE) memcpy(&seq, member, sizeof seq);
    for (size_t k = 0; k < seq.count; k++) {
      const void *child;
      memcpy(&child, (const char *)seq.items + k * sizeof child,
             sizeof child);
      PPSpan span;
      if (!pp_node_span(pp_node_of(f->type, child), &span)) continue;
      if (!found || starts_before(span.lineno, span.col_offset, *line, *col)) {
        *line = span.lineno;
        *col = span.col_offset;
        found = true;
      }
    }
  }
  return found;
}

/* Gives each child of [parent] a place: its start; a child without one
   borrows its first child's, else its previous sibling's (so it stays
   where the schema put it), else the parent's start. */
static void sort_keys(Child *children, size_t count, PPNode parent) {
  PPSpan span;
  int line = 0, col = 0;
  if (pp_node_span(parent, &span)) {
    line = span.lineno;
    col = span.col_offset;
  }
  for (size_t i = 0; i < count; i++) {
    Child *c = &children[i];
    if (pp_node_span(c->node, &span)) {
      line = span.lineno;
      col = span.col_offset;
    } else {
      first_child_start(c->node, &line, &col);
    }
    c->line = line;
    c->col = col;
  }
}

/* A stable bottom-up merge sort by start, with [scratch] of [count]. */
static void sort_children(Child *children, size_t count, Child *scratch) {
  Child *from = children, *to = scratch;
  for (size_t width = 1; width < count; width *= 2) {
    for (size_t lo = 0; lo < count; lo += 2 * width) {
      size_t mid = lo + width < count ? lo + width : count;
      size_t hi = lo + 2 * width < count ? lo + 2 * width : count;
      size_t a = lo, b = mid, out = lo;
      while (a < mid && b < hi)
        to[out++] = starts_before(from[b].line, from[b].col, from[a].line,
                                  from[a].col)
                        ? from[b++]
                        : from[a++];
      while (a < mid) to[out++] = from[a++];
      while (b < hi) to[out++] = from[b++];
    }
    Child *swap = from;
    from = to;
    to = swap;
  }
  if (from != children) memcpy(children, from, count * sizeof *children);
}

static bool in_order(const Child *children, size_t count) {
  for (size_t i = 1; i < count; i++)
    if (starts_before(children[i].line, children[i].col,
                      children[i - 1].line, children[i - 1].col))
      return false;
  return true;
}

static bool push_frame(PPIter *it, PPWalkStep step) {
  if (it->depth == it->frames_capacity) {
    size_t capacity = it->frames_capacity ? it->frames_capacity * 2 : 64;
    Frame *frames = realloc(it->frames, capacity * sizeof *frames);
    if (!frames) return false;
    it->frames = frames;
    it->frames_capacity = capacity;
  }
  it->frames[it->depth++] = (Frame){.step = step};
  return true;
}

/* Pushes the children of the top frame's node, in the order asked for. */
static bool expand(PPIter *it) {
  Frame *top = &it->frames[it->depth - 1];
  top->first = it->children_top;
  if (!push_children_of(it, top->step.node)) return false;
  top->count = it->children_top - top->first;
  if (it->field_order || top->count < 2) return true;
  sort_keys(&it->children[top->first], top->count, top->step.node);
  if (in_order(&it->children[top->first], top->count)) return true;
  /* the sort's scratch goes above the top */
  if (!reserve_children(it, top->count)) return false;
  sort_children(&it->children[top->first], top->count,
                &it->children[it->children_top]);
  return true;
}

static PPIter *iter_new(PPNode root, const PPVisitor *options) {
  PPIter *it = calloc(1, sizeof *it);
  if (!it) return NULL;
  it->root = root;
  it->field_order = options && options->field_order;
  it->status = PP_OK;
  return it;
}

PPIter *pp_iter_new(const PPTree *tree, const PPVisitor *options) {
  return iter_new(pp_tree_root_node(tree), options);
}

PPIter *pp_iter_new_at(PPNode root, const PPVisitor *options) {
  return iter_new(root, options);
}

static bool fail(PPIter *it) {
  it->status = PP_ERROR_MEMORY;
  it->depth = 0;
  return false;
}

bool pp_iter_next(PPIter *it, PPWalkStep *step) {
  if (!it->started) {
    it->started = true;
    if (!it->root.node) return false;
    if (!push_frame(it, (PPWalkStep){.node = it->root, .index = -1}))
      return fail(it);
    it->entered = true;
    *step = it->frames[0].step;
    return true;
  }
  if (it->depth == 0) return false;
  if (it->entered) {
    it->entered = false;
    if (it->skip) {
      it->frames[it->depth - 1].first = it->children_top;
      it->skip = false;
    } else if (!expand(it)) {
      return fail(it);
    }
  }
  Frame *top = &it->frames[it->depth - 1];
  if (top->next < top->count) {
    Child c = it->children[top->first + top->next++];
    PPWalkStep child = {.node = c.node, .parent = top->step.node,
                        .field = c.field, .index = c.index,
                        .depth = top->step.depth + 1};
    if (!push_frame(it, child)) return fail(it);
    it->entered = true;
    *step = child;
    return true;
  }
  *step = top->step;
  step->leaving = true;
  it->children_top = top->first;
  it->depth--;
  return true;
}

void pp_iter_skip(PPIter *it) {
  if (it->entered) it->skip = true;
}

PPStatus pp_iter_status(const PPIter *it) { return it->status; }

void pp_iter_free(PPIter *it) {
  if (!it) return;
  free(it->frames);
  free(it->children);
  free(it);
}

static PPStatus walk(PPIter *it, const PPVisitor *visitor) {
  if (!it) return PP_ERROR_MEMORY;
  PPWalkStep step;
  while (pp_iter_next(it, &step)) {
    PPVisit next = PP_VISIT_CONTINUE;
    if (!step.leaving && visitor->enter)
      next = visitor->enter(visitor->data, &step);
    else if (step.leaving && visitor->leave)
      next = visitor->leave(visitor->data, &step);
    if (next == PP_VISIT_STOP) break;
    if (next == PP_VISIT_SKIP && !step.leaving) pp_iter_skip(it);
  }
  PPStatus status = pp_iter_status(it);
  pp_iter_free(it);
  return status;
}

PPStatus pp_walk(const PPTree *tree, const PPVisitor *visitor) {
  return walk(pp_iter_new(tree, visitor), visitor);
}

PPStatus pp_walk_node(PPNode root, const PPVisitor *visitor) {
  return walk(pp_iter_new_at(root, visitor), visitor);
}

/* ---- Parent links: an open-addressing table keyed by node address ----- */

struct PPParents {
  PPWalkStep *slots;  /* node.node NULL: empty */
  size_t mask;        /* capacity - 1, a power of two */
  size_t used;
};

static size_t slot_of(const PPParents *p, const void *node) {
  uintptr_t h = (uintptr_t)node;
  h ^= h >> 17;
  h *= UINT64_C(0x9E3779B97F4A7C15) & UINTPTR_MAX;
  return (size_t)(h ^ (h >> 29)) & p->mask;
}

static bool parents_grow(PPParents *p) {
  size_t capacity = p->slots ? 2 * (p->mask + 1) : 256;
  PPWalkStep *old = p->slots;
  size_t old_capacity = old ? p->mask + 1 : 0;
  p->slots = calloc(capacity, sizeof *p->slots);
  if (!p->slots) {
    p->slots = old;
    return false;
  }
  p->mask = capacity - 1;
  for (size_t i = 0; i < old_capacity; i++) {
    if (!old[i].node.node) continue;
    size_t s = slot_of(p, old[i].node.node);
    while (p->slots[s].node.node) s = (s + 1) & p->mask;
    p->slots[s] = old[i];
  }
  free(old);
  return true;
}

static bool parents_add(PPParents *p, const PPWalkStep *step) {
  if (!p->slots || 2 * (p->used + 1) > p->mask + 1) {
    if (!parents_grow(p)) return false;
  }
  size_t s = slot_of(p, step->node.node);
  while (p->slots[s].node.node) {
    if (p->slots[s].node.node == step->node.node) return true; /* seen */
    s = (s + 1) & p->mask;
  }
  p->slots[s] = *step;
  p->used++;
  return true;
}

PPParents *pp_parents_new(const PPTree *tree) {
  PPParents *p = calloc(1, sizeof *p);
  PPVisitor order = {.field_order = true}; /* cheaper; order is moot */
  PPIter *it = p ? pp_iter_new(tree, &order) : NULL;
  if (!it) {
    free(p);
    return NULL;
  }
  PPWalkStep step;
  bool ok = true;
  while (ok && pp_iter_next(it, &step))
    if (!step.leaving) ok = parents_add(p, &step);
  ok = ok && pp_iter_status(it) == PP_OK;
  pp_iter_free(it);
  if (!ok) {
    pp_parents_free(p);
    return NULL;
  }
  return p;
}

bool pp_parent(const PPParents *p, const void *node, PPWalkStep *step) {
  if (!node || !p->slots) return false;
  for (size_t s = slot_of(p, node); p->slots[s].node.node;
       s = (s + 1) & p->mask) {
    if (p->slots[s].node.node == node) {
      *step = p->slots[s];
      return true;
    }
  }
  return false;
}

void pp_parents_free(PPParents *p) {
  if (!p) return;
  free(p->slots);
  free(p);
}
