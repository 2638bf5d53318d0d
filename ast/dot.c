/*
 * dot.c - a tree as a Graphviz graph (pp_dump_dot), to see the shape of a
 * program: `pyparse --dot x.py | dot -Tsvg > x.svg`.
 *
 * Each node is a box: its class in bold, then its scalar fields one per
 * line as ast.dump shows them (name='f', value=1, names=['a', 'b']), the
 * operators and contexts among them (op=Add, ctx=Load: singletons, not
 * children), and with include_attributes its span. Each child node hangs
 * from an edge named by its field, with its index in a list ("body[0]").
 * The walk hands children out in source order and the graph says
 * ordering=out, so dot keeps them left to right in that order.
 *
 * The labels are Graphviz's HTML-like labels, whose only special
 * characters are & < > and ". Values go through Python's repr first, as
 * in ast.dump, so what reaches a label is printable UTF-8: no line breaks,
 * no controls, no lone surrogates (a str's "\ud800" shows as that escape),
 * nothing Graphviz's XML reader refuses.
 *
 * Written only against the public walk and reflective view (PPIter,
 * pp_node_field, pp_field_value, pp_node_span), as json.c is, plus the
 * reprs the dumper shares. The iterator keeps its path on the heap, and so
 * does the stack of box numbers here: a tree of any depth is drawn in
 * constant C stack.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"

/* A value's text (its repr, or a list of them) longer than this many
   characters is cut to its first DOT_VALUE_MAX - 1 and "…", unless
   full_values: a docstring would otherwise make one box as wide as the
   rest of the graph. 40 shows whole the names and short constants of
   most code and keeps a box narrower than half a line of it. */
#define DOT_VALUE_MAX 40

typedef struct Dot {
  AstBuf *out;
  PPPythonVersion version;
  PPDotOptions options;
  AstBuf value;        /* scratch: the value being written */
  size_t *ids;         /* ids[d]: the box number of the open node at depth d */
  size_t capacity;     /* of ids */
  size_t next_id;      /* boxes are numbered as entered: n0 is the root */
} Dot;

/* [text] of [length] bytes inside an HTML-like label. */
static void put_html(AstBuf *out, const char *text, size_t length) {
  for (size_t i = 0; i < length; i++) {
    switch (text[i]) {
    case '&': ast_buf_puts(out, "&amp;"); break;
    case '<': ast_buf_puts(out, "&lt;"); break;
    case '>': ast_buf_puts(out, "&gt;"); break;
    case '"': ast_buf_puts(out, "&quot;"); break;
    default: ast_buf_putc(out, text[i]);
    }
  }
}

/* The scratch value into the label; one of more than DOT_VALUE_MAX
   characters cut to its first DOT_VALUE_MAX - 1 and "…". */
static void put_value(Dot *d) {
  const char *text = d->value.data ? d->value.data : "";
  size_t length = d->value.length, cut = 0, characters = 0;
  for (size_t i = 0; i < length && !d->options.full_values; i++) {
    if (((unsigned char)text[i] & 0xc0) == 0x80) continue; /* continuation */
    if (++characters == DOT_VALUE_MAX) cut = i;
    if (characters > DOT_VALUE_MAX) {
      put_html(d->out, text, cut);
      ast_buf_puts(d->out, "\xe2\x80\xa6"); /* … */
      return;
    }
  }
  put_html(d->out, text, length);
}

/* A scalar value as ast.dump writes it, appended to the scratch value. */
static void repr_scalar(Dot *d, const PPValue *v) {
  AstBuf *out = &d->value;
  switch (v->kind) {
  case PP_VALUE_NONE: ast_buf_puts(out, "None"); break;
  case PP_VALUE_ENUM: ast_buf_puts(out, pp_node_kind_name(v->node.kind)); break;
  case PP_VALUE_IDENTIFIER:
  case PP_VALUE_STRING:
    ast_repr_str(v->text, strlen(v->text), d->version, out);
    break;
  case PP_VALUE_CONSTANT: ast_const_repr(v->constant, d->version, out); break;
  case PP_VALUE_INT: ast_buf_put_int(out, v->integer); break;
  case PP_VALUE_NODE: break; /* an edge, not a line */
  }
}

/* One line of the box: "name=value" or "name[index]=None". */
static void put_line(Dot *d, const char *name, ptrdiff_t index) {
  ast_buf_puts(d->out, "<BR/>");
  ast_buf_puts(d->out, name);
  if (index >= 0) ast_buf_printf(d->out, "[%td]", index);
  ast_buf_putc(d->out, '=');
  put_value(d);
  d->value.length = 0;
}

/* The lines of [field]: its scalar value or values; for a list of nodes,
   only the items that are None (Dict.keys of **x, kw_defaults), the
   others being edges. None and empty lists are left out, as ast.dump
   leaves them out. */
static void put_field(Dot *d, const PPField *field) {
  if (field->count == 0) return;
  PPValue first = pp_field_value(field, 0);
  if (!field->is_list) {
    if (first.kind == PP_VALUE_NONE || first.kind == PP_VALUE_NODE) return;
    repr_scalar(d, &first);
    put_line(d, field->name, -1);
    return;
  }
  if (first.kind == PP_VALUE_NODE || first.kind == PP_VALUE_NONE) {
    for (size_t i = 0; i < field->count; i++) {
      PPValue v = pp_field_value(field, i);
      if (v.kind != PP_VALUE_NONE) continue;
      repr_scalar(d, &v);
      put_line(d, field->name, (ptrdiff_t)i);
    }
    return;
  }
  ast_buf_putc(&d->value, '[');
  for (size_t i = 0; i < field->count; i++) {
    PPValue v = pp_field_value(field, i);
    if (i) ast_buf_puts(&d->value, ", ");
    repr_scalar(d, &v);
  }
  ast_buf_putc(&d->value, ']');
  put_line(d, field->name, -1);
}

/* The fill of a box: statements (and the module) blue, the expressions
   that make up most of a tree white, the rest (arguments, keyword,
   comprehension, pattern, ...) grey, so that a program's statements stand
   out from the expressions hanging under them. */
static const char *fill_of(AstNodeKind kind) {
  switch (pp_node_type(kind)) {
  case AST_TYPE_MOD:
  case AST_TYPE_STMT: return "#dbe7f6";
  case AST_TYPE_EXPR: return "white";
  default: return "#eeeeee";
  }
}

/* Box [id] of [node]: its class, scalar fields and span. */
static void put_box(Dot *d, size_t id, PPNode node) {
  AstBuf *out = d->out;
  ast_buf_printf(out, "  n%zu [label=<<B>%s</B>", id,
                 pp_node_kind_name(node.kind));
  size_t count = pp_node_field_count(node.kind, d->version);
  for (size_t i = 0; i < count; i++) {
    PPField field;
    if (pp_node_field(node, d->version, i, &field)) put_field(d, &field);
  }
  PPSpan span;
  if (d->options.include_attributes && pp_node_span(node, &span))
    ast_buf_printf(out, "<BR/><FONT POINT-SIZE=\"8\" COLOR=\"#666666\">"
                        "%d:%d-%d:%d</FONT>",
                   span.lineno, span.col_offset, span.end_lineno,
                   span.end_col_offset);
  ast_buf_printf(out, ">, fillcolor=\"%s\"];\n", fill_of(node.kind));
}

/* The node entered at [step]: its box, and the edge from its parent. */
static bool enter(Dot *d, const PPWalkStep *step) {
  if (step->depth == d->capacity) {
    size_t capacity = d->capacity ? 2 * d->capacity : 64;
    size_t *ids = realloc(d->ids, capacity * sizeof *ids);
    if (!ids) return false;
    d->ids = ids;
    d->capacity = capacity;
  }
  size_t id = d->next_id++;
  d->ids[step->depth] = id;
  put_box(d, id, step->node);
  if (step->depth == 0) return true;
  ast_buf_printf(d->out, "  n%zu -> n%zu [label=\"%s", d->ids[step->depth - 1],
                 id, step->field);
  if (step->index >= 0) ast_buf_printf(d->out, "[%td]", step->index);
  ast_buf_puts(d->out, "\"];\n");
  return true;
}

bool ast_dump_dot(PPNode root, PPPythonVersion version,
                  const PPDotOptions *options, AstBuf *out) {
  Dot d = {.out = out, .version = version};
  if (options) d.options = *options;
  ast_buf_init(&d.value);
  PPIter *it = pp_iter_new_at(root, NULL);
  if (!it) return false;
  ast_buf_puts(out,
      "digraph AST {\n"
      "  graph [ordering=out, nodesep=0.15, ranksep=0.3];\n"
      "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", "
      "fontsize=10, margin=\"0.06,0.03\", height=0.3];\n"
      "  edge [fontname=\"Helvetica\", fontsize=8, arrowsize=0.5, "
      "color=\"#555555\"];\n");
  PPWalkStep step;
  bool ok = true;
  while (ok && !out->failed && pp_iter_next(it, &step))
    if (!step.leaving) ok = enter(&d, &step);
  ok = ok && pp_iter_status(it) == PP_OK && !d.value.failed;
  ast_buf_puts(out, "}\n");
  pp_iter_free(it);
  ast_buf_free(&d.value);
  free(d.ids);
  return ok && !out->failed;
}
