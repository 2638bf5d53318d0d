/*
 * json.c - a tree as JSON (pp_dump_json; the format is docs/json.md).
 *
 * Written only against the public reflective view (pp_node_field,
 * pp_field_value, pp_constant, pp_node_span), as a tool would write it,
 * plus the float repr the dumper shares. Like the dumper it keeps its path
 * on a heap stack: a tree of any depth dumps in constant C stack.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "unicode.h"

/* Integers up to 2^53 are exact in every JSON reader (JavaScript's
   numbers are doubles); larger ones are written as decimal text. */
#define JSON_SAFE_INT (INT64_C(1) << 53)

typedef struct Frame {
  PPNode node;
  size_t level;        /* of its braces; its keys are one deeper */
  size_t field;        /* the field being written */
  size_t value;        /* the next value of that field */
  size_t field_count;
  PPField current;     /* field [field], once started */
  bool started;        /* its key (and '[') are written */
} Frame;

typedef struct Json {
  AstBuf *out;
  int indent;          /* -1: one line */
  PPPythonVersion version;
  Frame *stack;
  size_t depth, capacity;
} Json;

static void newline(Json *j, size_t level) {
  if (j->indent < 0) return;
  ast_buf_putc(j->out, '\n');
  for (size_t i = 0; i < level * (size_t)j->indent; i++)
    ast_buf_putc(j->out, ' ');
}

/* A JSON string: UTF-8 kept, controls, '"' and '\\' escaped; a lone
   surrogate (3-byte generalized UTF-8) as its \udxxx escape, which JSON
   allows and Python's json reads back as the same str; a byte that is not
   UTF-8 at all as U+FFFD (only a type comment could hold one). */
static void put_string(AstBuf *out, const char *data, size_t length) {
  ast_buf_putc(out, '"');
  size_t i = 0;
  while (i < length) {
    uint32_t cp = 0;
    size_t used = uni_decode(data + i, length - i, true, &cp);
    if (used == 0) {
      ast_buf_puts(out, "\\ufffd");
      i++;
      continue;
    }
    if (cp == '"' || cp == '\\') {
      ast_buf_putc(out, '\\');
      ast_buf_putc(out, (char)cp);
    } else if (cp == '\n') {
      ast_buf_puts(out, "\\n");
    } else if (cp == '\t') {
      ast_buf_puts(out, "\\t");
    } else if (cp < 0x20 || (cp >= 0xd800 && cp <= 0xdfff)) {
      ast_buf_printf(out, "\\u%04x", (unsigned)cp);
    } else {
      ast_buf_put(out, data + i, used);
    }
    i += used;
  }
  ast_buf_putc(out, '"');
}

/* A key of the node being written (its "_type" is always first). */
static void put_key(Json *j, const char *key, size_t level) {
  ast_buf_putc(j->out, ',');
  newline(j, level);
  ast_buf_putc(j->out, '"');
  ast_buf_puts(j->out, key);
  ast_buf_puts(j->out, j->indent < 0 ? "\":" : "\": ");
}

/* The type name a scalar value or a node starts with. */
static void put_type(Json *j, AstNodeKind kind) {
  ast_buf_puts(j->out, j->indent < 0 ? "\"_type\":\"" : "\"_type\": \"");
  ast_buf_puts(j->out, pp_node_kind_name(kind));
  ast_buf_putc(j->out, '"');
}

static void put_tagged(AstBuf *out, const char *type, const char *key) {
  ast_buf_printf(out, "{\"_constant\":\"%s\",\"%s\":", type, key);
}

static const char base64_digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static void put_base64(AstBuf *out, const unsigned char *data,
                       size_t length) {
  ast_buf_putc(out, '"');
  for (size_t i = 0; i < length; i += 3) {
    uint32_t group = (uint32_t)data[i] << 16;
    if (i + 1 < length) group |= (uint32_t)data[i + 1] << 8;
    if (i + 2 < length) group |= data[i + 2];
    char quad[4] = {base64_digits[group >> 18], base64_digits[(group >> 12) & 63],
                    i + 1 < length ? base64_digits[(group >> 6) & 63] : '=',
                    i + 2 < length ? base64_digits[group & 63] : '='};
    ast_buf_put(out, quad, 4);
  }
  ast_buf_putc(out, '"');
}

/* A finite float as its repr, which is a JSON number that reads back as a
   float ("1.0", "1e+16"); inf and nan, which JSON lacks, as text. */
static void put_float(AstBuf *out, double value) {
  if (isfinite(value)) {
    ast_repr_float(value, out);
    return;
  }
  ast_buf_putc(out, '"');
  ast_repr_float(value, out);
  ast_buf_putc(out, '"');
}

/* Does the str hold a lone high surrogate right before a lone low one?
   JSON has no way to write that pair apart: "\ud800\udc02" reads back as
   the one character U+10002. */
static bool has_surrogate_pair(const char *data, size_t length) {
  for (size_t i = 0; i + 6 <= length; i++)
    if ((unsigned char)data[i] == 0xed && ((unsigned char)data[i + 1] & 0xf0) == 0xa0 &&
        (unsigned char)data[i + 3] == 0xed && ((unsigned char)data[i + 4] & 0xf0) == 0xb0)
      return true;
  return false;
}

/* Such a str as its code points: [55296, 56322]. */
static void put_code_points(AstBuf *out, const char *data, size_t length) {
  ast_buf_putc(out, '[');
  for (size_t i = 0; i < length;) {
    uint32_t cp = 0;
    size_t used = uni_decode(data + i, length - i, true, &cp);
    if (used == 0) { /* not reached: a str constant is generalized UTF-8 */
      cp = 0xfffd;
      used = 1;
    }
    if (i) ast_buf_putc(out, ',');
    ast_buf_put_int(out, cp);
    i += used;
  }
  ast_buf_putc(out, ']');
}

static void put_constant(AstBuf *out, const AstConstant *constant) {
  PPConstant c = pp_constant(constant);
  switch (c.kind) {
  case PP_CONSTANT_NONE: ast_buf_puts(out, "null"); return;
  case PP_CONSTANT_TRUE: ast_buf_puts(out, "true"); return;
  case PP_CONSTANT_FALSE: ast_buf_puts(out, "false"); return;
  case PP_CONSTANT_ELLIPSIS: ast_buf_puts(out, "{\"_constant\":\"Ellipsis\"}"); return;
  case PP_CONSTANT_INT:
    if (c.fits_int64 && c.int64 <= JSON_SAFE_INT) {
      ast_buf_put(out, c.int_text, c.int_text_length);
      return;
    }
    put_tagged(out, "int", "value");
    put_string(out, c.int_text, c.int_text_length);
    break;
  case PP_CONSTANT_FLOAT:
    if (isfinite(c.number)) {
      put_float(out, c.number);
      return;
    }
    put_tagged(out, "float", "value");
    put_float(out, c.number);
    break;
  case PP_CONSTANT_COMPLEX:
    put_tagged(out, "complex", "imag");
    put_float(out, c.number);
    break;
  case PP_CONSTANT_STR:
    if (!has_surrogate_pair(c.data, c.length)) {
      put_string(out, c.data, c.length);
      return;
    }
    put_tagged(out, "str", "code_points");
    put_code_points(out, c.data, c.length);
    break;
  case PP_CONSTANT_BYTES:
    put_tagged(out, "bytes", "base64");
    put_base64(out, (const unsigned char *)c.data, c.length);
    break;
  }
  ast_buf_putc(out, '}');
}

/* A value that is not a node with fields of its own. */
static void put_scalar(Json *j, const PPValue *v) {
  AstBuf *out = j->out;
  switch (v->kind) {
  case PP_VALUE_NONE: ast_buf_puts(out, "null"); break;
  case PP_VALUE_ENUM: /* an operator or context: a node without fields */
    ast_buf_putc(out, '{');
    put_type(j, v->node.kind);
    ast_buf_putc(out, '}');
    break;
  case PP_VALUE_IDENTIFIER:
  case PP_VALUE_STRING: put_string(out, v->text, strlen(v->text)); break;
  case PP_VALUE_CONSTANT: put_constant(out, v->constant); break;
  case PP_VALUE_INT: ast_buf_put_int(out, v->integer); break;
  case PP_VALUE_NODE: break; /* pushed, not put */
  }
}

static bool push(Json *j, PPNode node, size_t level) {
  if (j->depth == j->capacity) {
    size_t capacity = j->capacity ? 2 * j->capacity : 64;
    Frame *stack = realloc(j->stack, capacity * sizeof *stack);
    if (!stack) return false;
    j->stack = stack;
    j->capacity = capacity;
  }
  j->stack[j->depth++] = (Frame){
      .node = node, .level = level,
      .field_count = pp_node_field_count(node.kind, j->version)};
  ast_buf_putc(j->out, '{');
  newline(j, level + 1);
  put_type(j, node.kind);
  return true;
}

static void put_span(Json *j, PPNode node, size_t level) {
  PPSpan span;
  if (!pp_node_span(node, &span)) return;
  const char *keys[] = {"lineno", "col_offset", "end_lineno", "end_col_offset"};
  int values[] = {span.lineno, span.col_offset, span.end_lineno,
                  span.end_col_offset};
  for (int i = 0; i < 4; i++) {
    put_key(j, keys[i], level);
    ast_buf_put_int(j->out, values[i]);
  }
}

/* Writes the next piece of the top frame: a field's key, one value, a
   list's end, or the node's end. */
static bool step(Json *j) {
  Frame *f = &j->stack[j->depth - 1];
  size_t level = f->level + 1; /* of its keys */
  if (f->field == f->field_count) {
    put_span(j, f->node, level);
    newline(j, f->level);
    ast_buf_putc(j->out, '}');
    j->depth--;
    return true;
  }
  if (!f->started) {
    pp_node_field(f->node, j->version, f->field, &f->current);
    put_key(j, f->current.name, level);
    if (f->current.is_list) ast_buf_putc(j->out, '[');
    f->started = true;
  }
  PPField *field = &f->current;
  if (f->value == field->count) {
    if (field->is_list) {
      if (field->count) newline(j, level);
      ast_buf_putc(j->out, ']');
    }
    f->field++;
    f->value = 0;
    f->started = false;
    return true;
  }
  if (field->is_list) {
    if (f->value) ast_buf_putc(j->out, ',');
    newline(j, level + 1);
  }
  PPValue v = pp_field_value(field, f->value++);
  if (v.kind == PP_VALUE_NODE)
    return push(j, v.node, field->is_list ? level + 1 : level);
  put_scalar(j, &v);
  return true;
}

bool ast_dump_json(PPNode root, PPPythonVersion version, int indent,
                   AstBuf *out) {
  Json j = {.out = out, .indent = indent, .version = version};
  bool ok = push(&j, root, 0);
  while (ok && j.depth > 0 && !out->failed) ok = step(&j);
  free(j.stack);
  return ok && !out->failed;
}
