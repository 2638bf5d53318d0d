/*
 * asdl_emit_code.c - writes ast_nodes.h and ast_nodes.c: the arena
 * constructors, the schema tables the dumper and walker read, and
 * ast_construct(), which builds any node from an array of AstValues by
 * calling its constructor.
 *
 * A constructor ast_<Name>(arena, fields..., attributes...) returns NULL
 * when a required field is missing (a NULL pointer, an enum out of range,
 * a sequence with items missing) or when the arena fails, so a failure deep
 * in a tree travels up to the root without any extra checks.
 */
#include <stdio.h>
#include <string.h>

#include "asdl.h"

typedef struct Names {
  char camel[ASDL_NAME_MAX];  /* type: "ExprContext" */
  char upper[ASDL_NAME_MAX];  /* type: "EXPR_CONTEXT" */
  char ctor[ASDL_NAME_MAX];   /* constructor: "BINOP" */
} Names;

static Names names_of(const AsdlType *type, const AsdlConstructor *ctor) {
  Names n;
  asdl_camel(type->name, n.camel, sizeof n.camel);
  asdl_upper(type->name, n.upper, sizeof n.upper);
  asdl_upper(ctor ? ctor->name : type->name, n.ctor, sizeof n.ctor);
  return n;
}

static bool has_constructors(const AsdlType *type) {
  return type->form == ASDL_FORM_SUM || type->form == ASDL_FORM_PRODUCT;
}

static void emit_params(const AsdlModule *module, const AsdlType *type,
                        const AsdlConstructor *ctor, FILE *out) {
  fputs("AstArena *arena", out);
  char declaration[ASDL_DECL_MAX];
  for (size_t i = 0; i < ctor->field_count; i++) {
    if (ctor->fields[i].repeat) continue;
    asdl_declaration(module, &ctor->fields[i], declaration,
                     sizeof declaration);
    fprintf(out, ", %s", declaration);
  }
  for (size_t i = 0; i < type->attribute_count; i++) {
    asdl_declaration(module, &type->attributes[i], declaration,
                     sizeof declaration);
    fprintf(out, ", %s", declaration);
  }
}

static void emit_prototype(const AsdlModule *module, const AsdlType *type,
                           const AsdlConstructor *ctor, FILE *out,
                           const char *end) {
  Names n = names_of(type, ctor);
  fprintf(out, "Ast%s *ast_%s(", n.camel, ctor->name);
  emit_params(module, type, ctor, out);
  fprintf(out, ")%s", end);
}

bool asdl_emit_internal_header(const AsdlModule *module, FILE *out) {
  asdl_emit_banner(out);
  fputs("/*\n * ast_nodes.h - the constructors and schema tables (internal).\n"
        " * Constructors return NULL on a missing required field or when\n"
        " * the arena fails; everything they return is arena-owned.\n */\n"
        "#ifndef PYPARSE_AST_NODES_H\n#define PYPARSE_AST_NODES_H\n\n"
        "#include <stdbool.h>\n\n#include \"arena.h\"\n#include \"constant.h\"\n"
        "#include \"pyparse_ast.h\"\n#include \"schema.h\"\n\n"
        "extern const AstTypeInfo ast_types[AST_TYPE_COUNT];\n"
        "extern const AstNodeInfo ast_nodes[AST_NODE_COUNT];\n\n", out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    if (!has_constructors(type)) continue;
    for (size_t c = 0; c < type->constructor_count; c++)
      emit_prototype(module, type, &type->constructors[c], out, ";\n");
  }
  fputs("\n/*\n * Builds constructor [node] from [fields] and [attributes] (in\n"
        " * schema order) by calling its ast_<Name> function; a simple sum's\n"
        " * constructor yields an AST_VALUE_ENUM. Text is interned (identifier)\n"
        " * or copied (string) into [arena]. False on a count or kind mismatch,\n"
        " * a missing required field, or arena failure.\n */\n"
        "bool ast_construct(AstArena *arena, AstNodeKind node,\n"
        "                   const AstValue *fields, size_t field_count,\n"
        "                   const AstValue *attributes, size_t attribute_count,\n"
        "                   AstValue *out);\n\n#endif\n", out);
  return !ferror(out);
}

/* The condition under which [field] counts as missing, or "" if never. */
static void missing_test(const AsdlModule *module, const AsdlField *field,
                         char *out, size_t size) {
  const AsdlType *type = &module->types[field->type];
  char upper[ASDL_NAME_MAX];
  asdl_upper(type->name, upper, sizeof upper);
  if (field->c_marker == ASDL_MARKER_SEQUENCE)
    snprintf(out, size, "(%s.count && !%s.items)", field->name, field->name);
  else if (type->form == ASDL_FORM_SIMPLE)
    snprintf(out, size, "(unsigned)%s >= AST_%s_COUNT", field->name, upper);
  else if (field->type == ASDL_TYPE_INT ||
           field->c_marker == ASDL_MARKER_OPTIONAL)
    out[0] = '\0';
  else
    snprintf(out, size, "!%s", field->name);
}

static void emit_required_checks(const AsdlModule *module,
                                 const AsdlConstructor *ctor, FILE *out) {
  const char *joiner = "  if (";
  bool any = false;
  for (size_t i = 0; i < ctor->field_count; i++) {
    if (ctor->fields[i].repeat) continue;
    char test[3 * ASDL_NAME_MAX];
    missing_test(module, &ctor->fields[i], test, sizeof test);
    if (!test[0]) continue;
    fprintf(out, "%s%s", joiner, test);
    joiner = " ||\n      ";
    any = true;
  }
  if (any) fputs(")\n    return NULL;\n", out);
}

static void emit_constructor(const AsdlModule *module, const AsdlType *type,
                             const AsdlConstructor *ctor, FILE *out) {
  Names n = names_of(type, ctor);
  bool sum = type->form == ASDL_FORM_SUM;
  emit_prototype(module, type, ctor, out, " {\n");
  emit_required_checks(module, ctor, out);
  fprintf(out, "  Ast%s *node = ast_arena_alloc(arena, sizeof *node);\n"
               "  if (!node) return NULL;\n", n.camel);
  if (sum) fprintf(out, "  node->kind = AST_%s_%s;\n", n.upper, n.ctor);
  for (size_t i = 0; i < ctor->field_count; i++) {
    if (ctor->fields[i].repeat) continue;
    const char *name = ctor->fields[i].name;
    if (sum)
      fprintf(out, "  node->v.%s.%s = %s;\n", ctor->name, name, name);
    else
      fprintf(out, "  node->%s = %s;\n", name, name);
  }
  for (size_t i = 0; i < type->attribute_count; i++)
    fprintf(out, "  node->%s = %s;\n", type->attributes[i].name,
            type->attributes[i].name);
  fputs("  return node;\n}\n\n", out);
}

static const char *marker_name(AsdlMarker marker) {
  switch (marker) {
    case ASDL_MARKER_OPTIONAL: return "AST_FIELD_OPTIONAL";
    case ASDL_MARKER_SEQUENCE: return "AST_FIELD_SEQUENCE";
    default: return "AST_FIELD_REQUIRED";
  }
}

/* static const AstFieldInfo [table][] = {{"left", AST_TYPE_EXPR, ...}}; */
static void emit_field_table(const AsdlModule *module, const char *table,
                             const char *struct_name, const char *member,
                             const AsdlField *fields, size_t count,
                             FILE *out) {
  if (!count) return;
  fprintf(out, "static const AstFieldInfo %s[] = {\n", table);
  for (size_t i = 0; i < count; i++) {
    char upper[ASDL_NAME_MAX];
    asdl_upper(module->types[fields[i].type].name, upper, sizeof upper);
    fprintf(out, "    {\"%s\", AST_TYPE_%s, %s, %s, offsetof(Ast%s, %s%s), "
                 "{%d, %d}},\n",
            fields[i].name, upper, marker_name(fields[i].marker),
            fields[i].items_optional ? "true" : "false", struct_name, member,
            fields[i].name, fields[i].versions.since,
            fields[i].versions.until);
  }
  fputs("};\n", out);
}

static void emit_field_tables(const AsdlModule *module, FILE *out) {
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    Names n = names_of(type, NULL);
    char table[2 * ASDL_NAME_MAX], member[2 * ASDL_NAME_MAX];
    snprintf(table, sizeof table, "attributes_%s", type->name);
    emit_field_table(module, table, n.camel, "", type->attributes,
                     type->attribute_count, out);
    if (!has_constructors(type)) continue;
    for (size_t c = 0; c < type->constructor_count; c++) {
      const AsdlConstructor *ctor = &type->constructors[c];
      snprintf(table, sizeof table, "fields_%s", ctor->name);
      if (type->form == ASDL_FORM_SUM)
        snprintf(member, sizeof member, "v.%s.", ctor->name);
      else
        member[0] = '\0';
      emit_field_table(module, table, n.camel, member, ctor->fields,
                       ctor->field_count, out);
    }
  }
}

static const char *form_name(AsdlForm form) {
  switch (form) {
    case ASDL_FORM_SUM: return "AST_FORM_SUM";
    case ASDL_FORM_SIMPLE: return "AST_FORM_SIMPLE";
    case ASDL_FORM_PRODUCT: return "AST_FORM_PRODUCT";
    default: return "AST_FORM_BUILTIN";
  }
}

static void emit_type_table(const AsdlModule *module, FILE *out) {
  fputs("\nconst AstTypeInfo ast_types[AST_TYPE_COUNT] = {\n", out);
  size_t first = 0;
  for (size_t t = 0; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    fprintf(out, "    {\"%s\", %s, %zu, %zu, ", type->name,
            form_name(type->form), first, type->constructor_count);
    if (type->attribute_count)
      fprintf(out, "attributes_%s, %zu},\n", type->name,
              type->attribute_count);
    else
      fputs("NULL, 0},\n", out);
    first += type->constructor_count;
  }
  fputs("};\n", out);
}

/* C members of [ctor]: its fields, each counted once over all versions. */
static size_t member_count(const AsdlConstructor *ctor) {
  size_t count = 0;
  for (size_t i = 0; i < ctor->field_count; i++) count += !ctor->fields[i].repeat;
  return count;
}

/* Where [ctor] has its type's attributes: every version but those it is
   grouped into an attribute-less type in (read_grouping makes that range
   open at one end, so what is left is one range). */
static AsdlVersions placed_versions(const AsdlConstructor *ctor) {
  if (!ctor->grouped_as) return (AsdlVersions){0, 0};
  if (ctor->grouped_versions.until)
    return (AsdlVersions){ctor->grouped_versions.until + 1, 0};
  return (AsdlVersions){0, ctor->grouped_versions.since - 1};
}

static void emit_node_table(const AsdlModule *module, FILE *out) {
  fputs("\nconst AstNodeInfo ast_nodes[AST_NODE_COUNT] = {\n", out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    char upper[ASDL_NAME_MAX];
    asdl_upper(type->name, upper, sizeof upper);
    for (size_t c = 0; c < type->constructor_count; c++) {
      const AsdlConstructor *ctor = &type->constructors[c];
      fprintf(out, "    {\"%s\", AST_TYPE_%s, ", ctor->name, upper);
      if (ctor->field_count)
        fprintf(out, "fields_%s, %zu, ", ctor->name, ctor->field_count);
      else
        fputs("NULL, 0, ", out);
      AsdlVersions placed = placed_versions(ctor);
      fprintf(out, "%zu, {%d, %d}, {%d, %d}},\n", member_count(ctor),
              ctor->versions.since, ctor->versions.until, placed.since,
              placed.until);
    }
  }
  fputs("};\n", out);
}

/* Layout facts the table-driven code relies on, checked by the compiler. */
static void emit_layout_asserts(const AsdlModule *module, FILE *out) {
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    Names n = names_of(type, NULL);
    if (type->form == ASDL_FORM_SIMPLE)
      fprintf(out, "_Static_assert(sizeof(Ast%s) == sizeof(int), "
                   "\"enums are read as int\");\n", n.camel);
    if (type->form == ASDL_FORM_SUM)
      fprintf(out, "_Static_assert(offsetof(Ast%s, kind) == 0 && "
                   "sizeof(Ast%sKind) == sizeof(int), "
                   "\"kind is read as the first int\");\n", n.camel, n.camel);
  }
  fputs("\n", out);
}

bool asdl_emit_code(const AsdlModule *module, FILE *out) {
  asdl_emit_banner(out);
  fputs("/* ast_nodes.c - constructors, schema tables, ast_construct. */\n"
        "#include \"ast_nodes.h\"\n\n#include <stddef.h>\n#include <string.h>\n\n",
        out);
  emit_layout_asserts(module, out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    if (!has_constructors(type)) continue;
    for (size_t c = 0; c < type->constructor_count; c++)
      emit_constructor(module, type, &type->constructors[c], out);
  }
  emit_field_tables(module, out);
  emit_type_table(module, out);
  emit_node_table(module, out);
  asdl_emit_dispatch(module, out);
  return !ferror(out);
}
