/*
 * asdl_emit_dispatch.c - writes ast_construct() into ast_nodes.c.
 *
 * For each constructor a small build_<Name> function converts an array of
 * AstValues into typed arguments (get_<type> and get_<type>_seq
 * converters, emitted only for the types some field uses) and calls
 * ast_<Name>. The value checks themselves live in construct.c, so the
 * generated code stays a list of calls.
 */
#include <stdio.h>
#include <string.h>

#include "asdl.h"

enum { USE_SINGLE = 1, USE_SEQUENCE = 2 };

static void mark_uses(const AsdlField *fields, size_t count,
                      unsigned char *uses) {
  for (size_t i = 0; i < count; i++) {
    uses[fields[i].type] |= USE_SINGLE;
    if (fields[i].marker == ASDL_MARKER_SEQUENCE)
      uses[fields[i].type] |= USE_SEQUENCE;
  }
}

/* How the single converter of builtin [t] reads a value. */
static const char *const builtin_readers[ASDL_BUILTIN_COUNT] = {
    "ast_value_identifier(arena, v, out)",
    "ast_value_string(arena, v, out)",
    "ast_value_constant(v, out)",
    "ast_value_int(v, out)"};

static void emit_single(const AsdlModule *module, size_t t, FILE *out) {
  const AsdlType *type = &module->types[t];
  char element[ASDL_CTYPE_MAX], upper[ASDL_NAME_MAX];
  asdl_element_type(module, t, element, sizeof element);
  asdl_upper(type->name, upper, sizeof upper);
  size_t n = strlen(element);
  fprintf(out, "static bool get_%s(AstArena *arena, const AstValue *v, %s%s*out) {\n",
          type->name, element, element[n - 1] == '*' ? "" : " ");
  if (t < ASDL_BUILTIN_COUNT) {
    if (t >= ASDL_TYPE_CONSTANT) fputs("  (void)arena;\n", out);
    fprintf(out, "  return %s;\n}\n\n", builtin_readers[t]);
  } else if (type->form == ASDL_FORM_SIMPLE) {
    fprintf(out, "  (void)arena;\n  int value;\n"
                 "  if (!ast_value_enum(v, AST_TYPE_%s, &value)) return false;\n"
                 "  *out = (%s)value;\n  return true;\n}\n\n", upper, element);
  } else {
    fprintf(out, "  (void)arena;\n  void *node;\n"
                 "  if (!ast_value_node(v, AST_TYPE_%s, &node)) return false;\n"
                 "  *out = node;\n  return true;\n}\n\n", upper);
  }
}

static void emit_sequence(const AsdlModule *module, size_t t, FILE *out) {
  char camel[ASDL_NAME_MAX];
  asdl_camel(module->types[t].name, camel, sizeof camel);
  const char *name = module->types[t].name;
  fprintf(out,
          "static bool get_%s_seq(AstArena *arena, const AstValue *v, Ast%sSeq *out) {\n"
          "  *out = (Ast%sSeq){0};\n"
          "  if (v->kind != AST_VALUE_LIST) return false;\n"
          "  if (!v->as.list.count) return true;\n"
          "  out->items = ast_value_array(arena, v->as.list.count, sizeof *out->items);\n"
          "  if (!out->items) return false;\n"
          "  out->count = v->as.list.count;\n"
          "  for (size_t i = 0; i < out->count; i++)\n"
          "    if (!get_%s(arena, &v->as.list.items[i], &out->items[i])) return false;\n"
          "  return true;\n}\n\n",
          name, camel, camel, name);
}

static void emit_converters(const AsdlModule *module, FILE *out) {
  unsigned char uses[256] = {0};
  if (module->type_count > sizeof uses) return;
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    mark_uses(type->attributes, type->attribute_count, uses);
    for (size_t c = 0; c < type->constructor_count; c++)
      mark_uses(type->constructors[c].fields,
                type->constructors[c].field_count, uses);
  }
  for (size_t t = 0; t < module->type_count; t++)
    if (uses[t] & USE_SINGLE) emit_single(module, t, out);
  for (size_t t = 0; t < module->type_count; t++)
    if (uses[t] & USE_SEQUENCE) emit_sequence(module, t, out);
}

/* "get_expr(arena, &f[0], &left)" for one argument. */
static void emit_get(const AsdlField *field, const AsdlModule *module,
                     const char *array, size_t index, const char *joiner,
                     FILE *out) {
  fprintf(out, "%s!get_%s%s(arena, &%s[%zu], &%s)", joiner,
          module->types[field->type].name,
          field->marker == ASDL_MARKER_SEQUENCE ? "_seq" : "", array, index,
          field->name);
}

static void emit_locals(const AsdlModule *module, const AsdlField *fields,
                        size_t count, FILE *out) {
  for (size_t i = 0; i < count; i++) {
    if (fields[i].repeat) continue; /* one C member for all versions */
    char declaration[ASDL_DECL_MAX];
    asdl_declaration(module, &fields[i], declaration, sizeof declaration);
    fprintf(out, "  %s;\n", declaration);
  }
}

static void emit_build(const AsdlModule *module, const AsdlType *type,
                       const AsdlConstructor *ctor, FILE *out) {
  char upper[ASDL_NAME_MAX];
  asdl_upper(type->name, upper, sizeof upper);
  fprintf(out, "static bool build_%s(AstArena *arena, const AstValue *f, "
               "const AstValue *a, AstValue *out) {\n  (void)f;\n  (void)a;\n",
          ctor->name);
  emit_locals(module, ctor->fields, ctor->field_count, out);
  emit_locals(module, type->attributes, type->attribute_count, out);
  /* [f] holds one value per C member: redeclarations take no slot. */
  const char *joiner = "  if (";
  size_t slot = 0;
  for (size_t i = 0; i < ctor->field_count; i++) {
    if (ctor->fields[i].repeat) continue;
    emit_get(&ctor->fields[i], module, "f", slot++, joiner, out);
    joiner = " ||\n      ";
  }
  for (size_t i = 0; i < type->attribute_count; i++, joiner = " ||\n      ")
    emit_get(&type->attributes[i], module, "a", i, joiner, out);
  if (slot + type->attribute_count)
    fputs(")\n    return false;\n", out);
  fprintf(out, "  return ast_value_put_node(out, AST_TYPE_%s, ast_%s(arena",
          upper, ctor->name);
  for (size_t i = 0; i < ctor->field_count; i++)
    if (!ctor->fields[i].repeat) fprintf(out, ", %s", ctor->fields[i].name);
  for (size_t i = 0; i < type->attribute_count; i++)
    fprintf(out, ", %s", type->attributes[i].name);
  fputs("));\n}\n\n", out);
}

static void emit_switch(const AsdlModule *module, FILE *out) {
  fputs("bool ast_construct(AstArena *arena, AstNodeKind node,\n"
        "                   const AstValue *fields, size_t field_count,\n"
        "                   const AstValue *attributes, size_t attribute_count,\n"
        "                   AstValue *out) {\n"
        "  if ((unsigned)node >= AST_NODE_COUNT) return false;\n"
        "  const AstNodeInfo *info = &ast_nodes[node];\n"
        "  const AstTypeInfo *type = &ast_types[info->type];\n"
        "  if (field_count != (size_t)info->value_count ||\n"
        "      attribute_count != (size_t)type->attribute_count)\n"
        "    return false;\n"
        "  if (type->form == AST_FORM_SIMPLE) {\n"
        "    *out = (AstValue){.kind = AST_VALUE_ENUM, .type = info->type,\n"
        "                      .as.enum_value = (int)node - type->first_node};\n"
        "    return true;\n  }\n  switch (node) {\n", out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    if (type->form == ASDL_FORM_SIMPLE) continue;
    for (size_t c = 0; c < type->constructor_count; c++) {
      char upper[ASDL_NAME_MAX];
      asdl_upper(type->constructors[c].name, upper, sizeof upper);
      fprintf(out, "    case AST_NODE_%s:\n      return build_%s(arena, "
                   "fields, attributes, out);\n",
              upper, type->constructors[c].name);
    }
  }
  fputs("    default:\n      return false;\n  }\n}\n", out);
}

void asdl_emit_dispatch(const AsdlModule *module, FILE *out) {
  fputs("\n/* ---- ast_construct: AstValue arrays -> constructor calls ---- */\n\n",
        out);
  emit_converters(module, out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    if (type->form == ASDL_FORM_SIMPLE) continue;
    for (size_t c = 0; c < type->constructor_count; c++)
      emit_build(module, type, &type->constructors[c], out);
  }
  emit_switch(module, out);
}
