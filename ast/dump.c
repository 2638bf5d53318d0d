/*
 * dump.c - ast.dump, byte for byte, driven by the schema tables.
 *
 * ast.dump prints a node as Name(arg, arg, ...). Which arguments appear,
 * and how, follows these rules (found by experiment and from the source of
 * each version's ast.py):
 *
 *  0. A tree belongs to one Python version, and only the fields that
 *     version's `ast` has exist (Import.is_lazy is 3.15's).
 *  1. Fields go in schema order, then (with include_attributes) the
 *     attributes, always as name=value.
 *  2. An optional field holding None is never printed (not even with
 *     show_empty), and from then on every field is printed as name=value:
 *     positional printing would misplace the ones after it. 3.8 prints it
 *     like any other value (`kind=None`), and its Slice, Index and
 *     ExtSlice have no attributes (AstNodeInfo.placed).
 *  3. Unless show_empty, an empty sequence is left out, and so, from 3.15
 *     on, is a ctx=Load() (an expr_context field holding Load). With
 *     annotate_fields=False, though, a later positional argument needs the
 *     gap filled, so the left-out values are printed (positionally) before
 *     it. (Python also leaves out a None held by a required field, except
 *     for Constant and MatchSingleton, whose None is a real value; those
 *     two are the only nodes with `constant` fields and our required
 *     pointer fields are never NULL, so here that rule never fires.)
 *  4. With indent, a node's arguments go one per line, indented one level
 *     deeper, unless there are at most three and every one is "simple": a
 *     scalar, an empty list, or a node printed with no arguments at all
 *     (such as Load()). Non-empty lists always break.
 *
 * Deciding rule 4 needs only the node and its direct children, so the
 * dumper plans each node's argument list when it reaches it and writes the
 * text in one forward pass. Nesting lives on a heap stack of frames, not
 * the C stack: a 100,000-deep tree dumps like a shallow one.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"

/*
 * The most arguments one node can print: fields plus attributes. The
 * largest are FunctionDef's 7 fields + 4 attributes; checked at run time
 * against the tables (and by a test), never silently truncated.
 */
#define DUMP_MAX_ARGS 16

/* The frame stack starts this deep and doubles as needed. */
#define DUMP_FIRST_FRAMES 64

typedef struct DumpArg {
  const AstFieldInfo *field;
  bool keyword;               /* print as name=value */
} DumpArg;

typedef struct DumpPlan {
  DumpArg args[DUMP_MAX_ARGS];
  int count;
  bool one_line;  /* rule 4: arguments joined by ", " with no newlines */
} DumpPlan;

typedef enum FrameKind { FRAME_NODE, FRAME_LIST } FrameKind;

typedef struct Frame {
  FrameKind kind;
  int type;               /* AstTypeId of the node, or of the list items */
  const char *base;       /* FRAME_NODE: the node struct */
  AstSeqHeader seq;       /* FRAME_LIST: the sequence */
  int level;              /* nesting level this frame's contents indent to */
  size_t next;            /* next argument or item to write */
  DumpPlan plan;          /* FRAME_NODE only */
} Frame;

typedef struct Dumper {
  const PPDumpOptions *options;
  PPPythonVersion version;  /* whose ast.dump to follow; resolved */
  AstBuf *out;
  Frame *frames;  /* heap */
  size_t depth;
  size_t capacity;
  bool failed;    /* out of memory, or a node too wide for DUMP_MAX_ARGS */
} Dumper;

/* ---- Reading fields through their descriptors --------------------------- */

static const void *read_pointer(const char *base, size_t offset) {
  const void *pointer;
  memcpy(&pointer, base + offset, sizeof pointer);
  return pointer;
}

static int read_int(const char *base, size_t offset) {
  int value;
  memcpy(&value, base + offset, sizeof value);
  return value;
}

static AstSeqHeader read_seq(const char *base, size_t offset) {
  AstSeqHeader seq;
  memcpy(&seq, base + offset, sizeof seq);
  return seq;
}

/* Pointers, except ints and simple-sum enums, which are stored by value. */
static bool stored_as_int(int type) {
  return type == AST_TYPE_INT || ast_types[type].form == AST_FORM_SIMPLE;
}

static size_t element_size(int type) {
  return stored_as_int(type) ? sizeof(int) : sizeof(void *);
}

static bool is_none(const char *base, const AstFieldInfo *field) {
  if (field->marker != AST_FIELD_OPTIONAL) return false;
  if (stored_as_int(field->type))
    return field->type == AST_TYPE_INT &&
           read_int(base, field->offset) == AST_INT_NONE;
  return read_pointer(base, field->offset) == NULL;
}

static bool is_empty_seq(const char *base, const AstFieldInfo *field) {
  return field->marker == AST_FIELD_SEQUENCE &&
         read_seq(base, field->offset).count == 0;
}

static const AstNodeInfo *node_info(int type, const char *base) {
  return &ast_nodes[ast_node_kind((AstTypeId)type, base)];
}

/* Rule 3's ctx=Load(), left out like [] since 3.15. */
static bool is_default_load(const Dumper *d, const char *base,
                            const AstFieldInfo *field) {
  return d->version >= PP_PYTHON_3_15 &&
         field->type == AST_TYPE_EXPR_CONTEXT &&
         field->marker == AST_FIELD_REQUIRED &&
         read_int(base, field->offset) == AST_EXPR_CONTEXT_LOAD;
}

/* ---- Planning a node's arguments (rules 0-3) ---------------------------- */

static bool add_arg(DumpPlan *plan, const AstFieldInfo *field, bool keyword) {
  if (plan->count == DUMP_MAX_ARGS) return false;
  plan->args[plan->count++] = (DumpArg){.field = field, .keyword = keyword};
  return true;
}

static bool plan_fields(const Dumper *d, const char *base,
                        const AstNodeInfo *info, DumpPlan *plan) {
  bool keywords = d->options->annotate_fields;
  /* Rule 3: values left out since the last argument, in case a later
     positional argument needs them printed. */
  const AstFieldInfo *left_out[DUMP_MAX_ARGS];
  int left_out_count = 0;
  for (int i = 0; i < info->field_count; i++) {
    const AstFieldInfo *field = &info->fields[i];
    if (!ast_versions_include(field->versions, d->version)) continue;
    if (is_none(base, field) && d->version >= PP_PYTHON_3_9) {
      keywords = true;
      continue;
    }
    /* before 3.13, ast.dump printed every empty list (no show_empty) */
    bool shows_empty = d->options->show_empty || d->version < PP_PYTHON_3_13;
    if (!shows_empty &&
        (is_empty_seq(base, field) || is_default_load(d, base, field))) {
      if (!keywords) left_out[left_out_count++] = field;
      continue;
    }
    for (int k = 0; !keywords && k < left_out_count; k++)
      if (!add_arg(plan, left_out[k], false)) return false;
    left_out_count = 0;
    if (!add_arg(plan, field, keywords)) return false;
  }
  return true;
}

static bool plan_attributes(const Dumper *d, const char *base,
                            const AstTypeInfo *type, DumpPlan *plan) {
  for (int i = 0; i < type->attribute_count; i++) {
    const AstFieldInfo *attribute = &type->attributes[i];
    if (!ast_versions_include(attribute->versions, d->version)) continue;
    if (!is_none(base, attribute) && !add_arg(plan, attribute, true))
      return false;
  }
  return true;
}

/* Plans rules 0-3 only; false when the node has too many arguments. */
static bool plan_args(const Dumper *d, int type, const char *base,
                      DumpPlan *plan) {
  plan->count = 0;
  if (!plan_fields(d, base, node_info(type, base), plan)) return false;
  if (d->options->include_attributes &&
      ast_versions_include(node_info(type, base)->placed, d->version) &&
      !plan_attributes(d, base, &ast_types[type], plan))
    return false;
  return true;
}

/* Rule 4's "simple": a scalar, an empty list, a node with no arguments. */
static bool arg_is_simple(const Dumper *d, const char *base,
                          const DumpArg *arg) {
  const AstFieldInfo *field = arg->field;
  if (field->marker == AST_FIELD_SEQUENCE) return is_empty_seq(base, field);
  if (is_none(base, field)) return true;
  if (stored_as_int(field->type) || ast_types[field->type].form ==
                                        AST_FORM_BUILTIN)
    return true;
  DumpPlan child;
  const char *node = read_pointer(base, field->offset);
  return plan_args(d, field->type, node, &child) && child.count == 0;
}

static bool plan_node(const Dumper *d, int type, const char *base,
                      DumpPlan *plan) {
  if (!plan_args(d, type, base, plan)) return false;
  plan->one_line = plan->count <= 3;
  for (int i = 0; i < plan->count && plan->one_line; i++)
    plan->one_line = arg_is_simple(d, base, &plan->args[i]);
  return true;
}

/* ---- Writing ------------------------------------------------------------ */

static void write_spaces(Dumper *d, int level) {
  for (int l = 0; l < level; l++)
    for (int i = 0; i < d->options->indent; i++) ast_buf_putc(d->out, ' ');
}

/* What goes before argument or item [index] of a frame at [level]. */
static void write_separator(Dumper *d, size_t index, int level,
                            bool one_line) {
  if (one_line || d->options->indent < 0) {
    if (index > 0) ast_buf_puts(d->out, ", ");
    return;
  }
  ast_buf_puts(d->out, index > 0 ? ",\n" : "\n");
  write_spaces(d, level);
}

static Frame *push(Dumper *d) {
  if (d->depth == d->capacity) {
    size_t capacity = d->capacity ? d->capacity * 2 : DUMP_FIRST_FRAMES;
    Frame *frames = realloc(d->frames, capacity * sizeof *frames);
    if (!frames) {
      d->failed = true;
      return NULL;
    }
    d->frames = frames;
    d->capacity = capacity;
  }
  return &d->frames[d->depth++];
}

/* Writes "Name(" and pushes the frame that writes the rest. */
static void open_node(Dumper *d, int type, const char *base, int level) {
  Frame *frame = push(d);
  if (!frame) return;
  frame->kind = FRAME_NODE;
  frame->type = type;
  frame->base = base;
  frame->level = level + 1;
  frame->next = 0;
  if (!plan_node(d, type, base, &frame->plan)) d->failed = true;
  ast_buf_puts(d->out, node_info(type, base)->name);
  ast_buf_putc(d->out, '(');
}

static void open_list(Dumper *d, int type, AstSeqHeader seq, int level) {
  Frame *frame = push(d);
  if (!frame) return;
  *frame = (Frame){.kind = FRAME_LIST, .type = type, .seq = seq,
                   .level = level + 1};
  ast_buf_putc(d->out, '[');
}

/* A scalar, or a node (pushed) of [type] stored at [at]. */
static void write_value(Dumper *d, int type, const char *at, int level) {
  if (type == AST_TYPE_INT) {
    ast_buf_put_int(d->out, read_int(at, 0));
  } else if (ast_types[type].form == AST_FORM_SIMPLE) {
    int first = ast_types[type].first_node;
    ast_buf_puts(d->out, ast_nodes[first + read_int(at, 0)].name);
    ast_buf_puts(d->out, "()");
  } else if (type == AST_TYPE_CONSTANT) {
    ast_const_repr(read_pointer(at, 0), d->version, d->out);
  } else if (type == AST_TYPE_IDENTIFIER || type == AST_TYPE_STRING) {
    const char *text = read_pointer(at, 0);
    ast_repr_str(text, strlen(text), d->version, d->out);
  } else if (!read_pointer(at, 0)) {
    /* A list item may be None: Dict.keys for **x, kw_defaults. */
    ast_buf_puts(d->out, "None");
  } else {
    open_node(d, type, read_pointer(at, 0), level);
  }
}

static void step_node(Dumper *d, Frame *frame) {
  if (frame->next == (size_t)frame->plan.count) {
    ast_buf_putc(d->out, ')');
    d->depth--;
    return;
  }
  DumpArg arg = frame->plan.args[frame->next];
  const char *base = frame->base;
  int level = frame->level;
  write_separator(d, frame->next++, level, frame->plan.one_line);
  if (arg.keyword) {
    ast_buf_puts(d->out, arg.field->name);
    ast_buf_putc(d->out, '=');
  }
  /* [frame] may move when a child is pushed: use only the copies now. */
  if (is_none(base, arg.field)) {
    ast_buf_puts(d->out, "None");  /* 3.8 prints None fields */
    return;
  }
  if (arg.field->marker != AST_FIELD_SEQUENCE) {
    write_value(d, arg.field->type, base + arg.field->offset, level);
    return;
  }
  AstSeqHeader seq = read_seq(base, arg.field->offset);
  if (seq.count == 0)
    ast_buf_puts(d->out, "[]");
  else
    open_list(d, arg.field->type, seq, level);
}

static void step_list(Dumper *d, Frame *frame) {
  if (frame->next == frame->seq.count) {
    ast_buf_putc(d->out, ']');
    d->depth--;
    return;
  }
  size_t index = frame->next++;
  const char *item = (const char *)frame->seq.items + index *
                                                      element_size(frame->type);
  write_separator(d, index, frame->level, false);
  write_value(d, frame->type, item, frame->level);
}

bool ast_dump(AstTypeId type, const void *root, PPPythonVersion version,
              const PPDumpOptions *options, AstBuf *out) {
  Dumper d = {.options = options, .out = out,
              .version = version ? version : PP_PYTHON_NEWEST};
  if (!root) return false;
  open_node(&d, type, root, 0);
  while (d.depth > 0 && !d.failed && !out->failed) {
    Frame *frame = &d.frames[d.depth - 1];
    if (frame->kind == FRAME_NODE)
      step_node(&d, frame);
    else
      step_list(&d, frame);
  }
  free(d.frames);
  if (d.failed) out->failed = true;
  return !out->failed;
}
