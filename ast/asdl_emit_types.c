/*
 * asdl_emit_types.c - writes pyparse_ast.h, the public node types.
 *
 * For every ASDL type the header gets, in this order: a type id
 * (AST_TYPE_EXPR), constructor ids over the whole schema (AST_NODE_BINOP),
 * a C enum for each simple sum (AstOperator: AST_OPERATOR_ADD, ...), a
 * {count, items} sequence struct for each type (AstExprSeq), a kind enum for
 * each sum (AstExprKind: AST_EXPR_BINOP, ...), and the node structs: a sum
 * is a tagged struct (kind, union v of one struct per constructor, then the
 * attributes); a product is a plain struct of its fields and attributes.
 * The naming scheme is documented in ast/README.md.
 */
#include <stdio.h>
#include <string.h>

#include "asdl.h"

/* C keywords that may not be field names (they would not compile). */
static const char *const c_keywords[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short",
    "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while"};

bool asdl_is_c_keyword(const char *name) {
  for (size_t i = 0; i < sizeof c_keywords / sizeof *c_keywords; i++)
    if (strcmp(name, c_keywords[i]) == 0) return true;
  return false;
}

void asdl_emit_banner(FILE *out) {
  fputs("/* generated from ast/Python.asdl by ast/asdl_gen; do not edit. */\n",
        out);
}

/* The C type of one element of [type]: "AstExpr *", "AstOperator", ... */
void asdl_element_type(const AsdlModule *module, size_t type, char *out,
                       size_t size) {
  static const char *const builtin_c_types[ASDL_BUILTIN_COUNT] = {
      "const char *", "const char *", "AstConstant *", "int"};
  if (type < ASDL_BUILTIN_COUNT) {
    snprintf(out, size, "%s", builtin_c_types[type]);
    return;
  }
  char camel[ASDL_NAME_MAX];
  asdl_camel(module->types[type].name, camel, sizeof camel);
  bool by_value = module->types[type].form == ASDL_FORM_SIMPLE;
  snprintf(out, size, "Ast%s%s", camel, by_value ? "" : " *");
}

/* The C type of [field]: its element type, or the sequence struct. */
void asdl_field_type(const AsdlModule *module, const AsdlField *field,
                     char *out, size_t size) {
  if (field->marker == ASDL_MARKER_SEQUENCE) {
    char camel[ASDL_NAME_MAX];
    asdl_camel(module->types[field->type].name, camel, sizeof camel);
    snprintf(out, size, "Ast%sSeq", camel);
  } else {
    asdl_element_type(module, field->type, out, size);
  }
}

/* "AstExpr *" + "left" -> "AstExpr *left", "int" -> "int lineno". */
void asdl_declaration(const AsdlModule *module, const AsdlField *field,
                      char *out, size_t size) {
  char type[ASDL_CTYPE_MAX];
  asdl_field_type(module, field, type, sizeof type);
  size_t n = strlen(type);
  snprintf(out, size, "%s%s%s", type, type[n - 1] == '*' ? "" : " ",
           field->name);
}

static void emit_type_ids(const AsdlModule *module, FILE *out) {
  fputs("/* Every ASDL type, the four builtins first. */\n"
        "typedef enum AstTypeId {\n", out);
  for (size_t t = 0; t < module->type_count; t++) {
    char upper[ASDL_NAME_MAX];
    asdl_upper(module->types[t].name, upper, sizeof upper);
    fprintf(out, "  AST_TYPE_%s,\n", upper);
  }
  fprintf(out, "} AstTypeId;\n#define AST_TYPE_COUNT %zu\n\n",
          module->type_count);
}

static void emit_node_ids(const AsdlModule *module, FILE *out) {
  fputs("/* Every constructor (a product counts as one), schema order. */\n"
        "typedef enum AstNodeKind {\n", out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    for (size_t c = 0; c < type->constructor_count; c++) {
      char upper[ASDL_NAME_MAX];
      asdl_upper(type->constructors[c].name, upper, sizeof upper);
      fprintf(out, "  AST_NODE_%s,\n", upper);
    }
  }
  fprintf(out, "} AstNodeKind;\n#define AST_NODE_COUNT %zu\n\n",
          module->node_count);
}

/* AstOperator for a simple sum, AstExprKind for a sum. */
static void emit_kind_enum(const AsdlType *type, const char *suffix,
                           FILE *out) {
  char camel[ASDL_NAME_MAX], upper[ASDL_NAME_MAX];
  asdl_camel(type->name, camel, sizeof camel);
  asdl_upper(type->name, upper, sizeof upper);
  fprintf(out, "typedef enum Ast%s%s {\n", camel, suffix);
  for (size_t c = 0; c < type->constructor_count; c++) {
    char ctor[ASDL_NAME_MAX];
    asdl_upper(type->constructors[c].name, ctor, sizeof ctor);
    fprintf(out, "  AST_%s_%s,\n", upper, ctor);
  }
  fprintf(out, "} Ast%s%s;\n#define AST_%s_COUNT %zu\n\n", camel, suffix,
          upper, type->constructor_count);
}

static void emit_sequence(const AsdlModule *module, size_t t, FILE *out) {
  char camel[ASDL_NAME_MAX], element[ASDL_CTYPE_MAX];
  asdl_camel(module->types[t].name, camel, sizeof camel);
  asdl_element_type(module, t, element, sizeof element);
  size_t n = strlen(element);
  fprintf(out,
          "typedef struct Ast%sSeq {\n  size_t count;\n"
          "  %s%s*items;  /* arena-owned array of [count] */\n"
          "} Ast%sSeq;\n",
          camel, element, element[n - 1] == '*' ? "" : " ", camel);
}

static bool emit_members(const AsdlModule *module, const AsdlField *fields,
                         size_t count, const char *indent, FILE *out) {
  for (size_t i = 0; i < count; i++) {
    if (fields[i].repeat) continue; /* one C member for all versions */
    if (asdl_is_c_keyword(fields[i].name)) {
      fprintf(stderr, "asdl_gen: field name '%s' is a C keyword\n",
              fields[i].name);
      return false;
    }
    char declaration[ASDL_DECL_MAX];
    asdl_declaration(module, &fields[i], declaration, sizeof declaration);
    const char *note = fields[i].c_marker == ASDL_MARKER_OPTIONAL
                           ? (fields[i].type == ASDL_TYPE_INT ? "  /* AST_INT_NONE: None */"
                                                  : "  /* NULL: None */")
                           : "";
    fprintf(out, "%s%s;%s\n", indent, declaration, note);
  }
  return true;
}

static bool emit_sum_struct(const AsdlModule *module, const AsdlType *type,
                            FILE *out) {
  char camel[ASDL_NAME_MAX];
  asdl_camel(type->name, camel, sizeof camel);
  fprintf(out, "struct Ast%s {\n  Ast%sKind kind;  /* which member of v */\n"
               "  union {\n", camel, camel);
  for (size_t c = 0; c < type->constructor_count; c++) {
    const AsdlConstructor *ctor = &type->constructors[c];
    if (!ctor->field_count) continue;
    fputs("    struct {\n", out);
    if (!emit_members(module, ctor->fields, ctor->field_count, "      ", out))
      return false;
    fprintf(out, "    } %s;\n", ctor->name);
  }
  fputs("  } v;\n", out);
  if (!emit_members(module, type->attributes, type->attribute_count, "  ",
                    out))
    return false;
  fputs("};\n\n", out);
  return true;
}

static bool emit_product_struct(const AsdlModule *module,
                                const AsdlType *type, FILE *out) {
  char camel[ASDL_NAME_MAX];
  asdl_camel(type->name, camel, sizeof camel);
  fprintf(out, "struct Ast%s {\n", camel);
  const AsdlConstructor *ctor = &type->constructors[0];
  if (!emit_members(module, ctor->fields, ctor->field_count, "  ", out) ||
      !emit_members(module, type->attributes, type->attribute_count, "  ",
                    out))
    return false;
  fputs("};\n\n", out);
  return true;
}

static void emit_preamble(FILE *out) {
  asdl_emit_banner(out);
  fputs("/*\n"
        " * pyparse_ast.h - the node types of the Python AST, for programs\n"
        " * that read trees pyparse built (see pyparse.h). One struct per\n"
        " * node serves every version: a field the tree's version lacks\n"
        " * (pp_tree_version) holds None (NULL, AST_INT_NONE, or empty).\n"
        " *\n"
        " * Every node, sequence array, identifier and constant lives in the\n"
        " * tree's arena and is valid until pp_tree_free. Identifiers are\n"
        " * interned NUL-terminated UTF-8; strings are NUL-terminated UTF-8.\n"
        " * Positions: lineno/end_lineno are 1-based lines; col_offset and\n"
        " * end_col_offset are 0-based UTF-8 byte offsets in their line.\n"
        " */\n"
        "#ifndef PYPARSE_AST_NODES_PUBLIC_H\n"
        "#define PYPARSE_AST_NODES_PUBLIC_H\n\n"
        "#include <limits.h>\n#include <stddef.h>\n\n"
        "/* A literal's value: read it with pp_constant (pyparse.h). */\n"
        "typedef struct AstConstant AstConstant;\n\n"
        "/* An `int?` field or attribute holding Python's None. */\n"
        "#define AST_INT_NONE INT_MIN\n\n", out);
}

bool asdl_emit_types(const AsdlModule *module, FILE *out) {
  emit_preamble(out);
  emit_type_ids(module, out);
  emit_node_ids(module, out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    char camel[ASDL_NAME_MAX];
    asdl_camel(type->name, camel, sizeof camel);
    if (type->form == ASDL_FORM_SIMPLE)
      emit_kind_enum(type, "", out);
    else
      fprintf(out, "typedef struct Ast%s Ast%s;\n", camel, camel);
  }
  fputs("\n/* Sequences: `type* name` fields. */\n", out);
  for (size_t t = 0; t < module->type_count; t++) emit_sequence(module, t, out);
  fputs("\n", out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++)
    if (module->types[t].form == ASDL_FORM_SUM)
      emit_kind_enum(&module->types[t], "Kind", out);
  for (size_t t = ASDL_BUILTIN_COUNT; t < module->type_count; t++) {
    const AsdlType *type = &module->types[t];
    bool ok = true;
    if (type->form == ASDL_FORM_SUM) ok = emit_sum_struct(module, type, out);
    if (type->form == ASDL_FORM_PRODUCT)
      ok = emit_product_struct(module, type, out);
    if (!ok) return false;
  }
  fputs("#endif\n", out);
  return !ferror(out);
}
