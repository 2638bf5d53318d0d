/*
 * reflect.c - the public, reflective view of nodes (pyparse.h: PPNode,
 * PPField, PPValue, PPConstant): kinds, names, spans, fields and values,
 * read through the generated schema tables, so that a tool can be written
 * once over every node type, as the dumper is.
 */
#include <string.h>

#include "ast.h"

PPNode pp_node_of(AstTypeId type, const void *node) {
  if (!node) return (PPNode){0};
  return (PPNode){node, ast_node_kind(type, node)};
}

const char *pp_node_kind_name(AstNodeKind kind) {
  if ((int)kind < 0 || kind >= AST_NODE_COUNT) return NULL;
  return ast_nodes[kind].name;
}

int pp_node_kind_from_name(const char *name) {
  for (int kind = 0; kind < AST_NODE_COUNT; kind++)
    if (strcmp(ast_nodes[kind].name, name) == 0) return kind;
  return -1;
}

AstTypeId pp_node_type(AstNodeKind kind) {
  return (AstTypeId)ast_nodes[kind].type;
}

static int read_int(const void *node, const AstFieldInfo *f) {
  int value;
  memcpy(&value, (const char *)node + f->offset, sizeof value);
  return value;
}

/* Every type with attributes has CPython's four, in this order (checked by
   tests/ast/test_reflect.c). */
bool pp_node_span(PPNode node, PPSpan *span) {
  if (!node.node) return false;
  const AstTypeInfo *type = &ast_types[ast_nodes[node.kind].type];
  if (type->attribute_count != 4) return false;
  const AstFieldInfo *a = type->attributes;
  *span = (PPSpan){read_int(node.node, &a[0]), read_int(node.node, &a[1]),
                   read_int(node.node, &a[2]), read_int(node.node, &a[3])};
  return true;
}

/* The declaration of field [index] of [kind] in [version], or NULL. */
static const AstFieldInfo *field_info(AstNodeKind kind,
                                      PPPythonVersion version, size_t index) {
  if ((int)kind < 0 || kind >= AST_NODE_COUNT) return NULL;
  version = pp_python_version_resolve(version);
  const AstNodeInfo *info = &ast_nodes[kind];
  for (int i = 0; i < info->field_count; i++) {
    if (!ast_versions_include(info->fields[i].versions, version)) continue;
    if (index-- == 0) return &info->fields[i];
  }
  return NULL;
}

size_t pp_node_field_count(AstNodeKind kind, PPPythonVersion version) {
  size_t count = 0;
  while (field_info(kind, version, count)) count++;
  return count;
}

const char *pp_node_field_name(AstNodeKind kind, PPPythonVersion version,
                               size_t index) {
  const AstFieldInfo *f = field_info(kind, version, index);
  return f ? f->name : NULL;
}

bool pp_node_field(PPNode node, PPPythonVersion version, size_t index,
                   PPField *field) {
  const AstFieldInfo *f = node.node ? field_info(node.kind, version, index)
                                    : NULL;
  if (!f) return false;
  const char *member = (const char *)node.node + f->offset;
  *field = (PPField){
      .name = f->name,
      .type = (AstTypeId)f->type,
      .is_list = f->marker == AST_FIELD_SEQUENCE,
      .optional = f->marker == AST_FIELD_OPTIONAL || f->items_optional,
      .count = 1,
      .at = member,
  };
  if (field->is_list) {
    AstSeqHeader seq;
    memcpy(&seq, member, sizeof seq);
    field->count = seq.count;
    field->at = seq.items;
  }
  return true;
}

PPValue pp_field_value(const PPField *field, size_t index) {
  PPValue value = {.kind = PP_VALUE_NONE};
  const AstTypeInfo *type = &ast_types[field->type];
  const char *base = field->at;
  if (type->form == AST_FORM_SIMPLE || field->type == AST_TYPE_INT) {
    /* stored by value: a C enum or an int */
    int number;
    memcpy(&number, base + index * sizeof number, sizeof number);
    if (type->form == AST_FORM_SIMPLE) {
      value.kind = PP_VALUE_ENUM;
      value.node.kind = (AstNodeKind)(type->first_node + number);
    } else if (number != AST_INT_NONE) {
      value.kind = PP_VALUE_INT;
      value.integer = number;
    }
    return value;
  }
  const void *item;
  memcpy(&item, base + index * sizeof item, sizeof item);
  if (!item) return value;
  switch (field->type) {
  case AST_TYPE_IDENTIFIER:
    value.kind = PP_VALUE_IDENTIFIER;
    value.text = item;
    break;
  case AST_TYPE_STRING:
    value.kind = PP_VALUE_STRING;
    value.text = item;
    break;
  case AST_TYPE_CONSTANT:
    value.kind = PP_VALUE_CONSTANT;
    value.constant = item;
    break;
  default:
    value.kind = PP_VALUE_NODE;
    value.node = pp_node_of(field->type, item);
    break;
  }
  return value;
}

PPConstant pp_constant(const AstConstant *constant) {
  PPConstant out = {.kind = PP_CONSTANT_NONE};
  if (!constant) return out;
  switch (constant->kind) {
  case AST_CONST_NONE: break;
  case AST_CONST_TRUE: out.kind = PP_CONSTANT_TRUE; break;
  case AST_CONST_FALSE: out.kind = PP_CONSTANT_FALSE; break;
  case AST_CONST_ELLIPSIS: out.kind = PP_CONSTANT_ELLIPSIS; break;
  case AST_CONST_INT:
    out.kind = PP_CONSTANT_INT;
    out.int_text = constant->as.integer.digits;
    out.int_text_length = constant->as.integer.digit_count;
    out.fits_int64 = constant->as.integer.fits_int64;
    out.int64 = constant->as.integer.small;
    break;
  case AST_CONST_FLOAT:
  case AST_CONST_COMPLEX:
    out.kind = constant->kind == AST_CONST_FLOAT ? PP_CONSTANT_FLOAT
                                                 : PP_CONSTANT_COMPLEX;
    out.number = constant->as.number;
    break;
  case AST_CONST_STR:
  case AST_CONST_BYTES:
    out.kind = constant->kind == AST_CONST_STR ? PP_CONSTANT_STR
                                               : PP_CONSTANT_BYTES;
    out.data = constant->as.text.data;
    out.length = constant->as.text.length;
    break;
  }
  return out;
}
