/*
 * asdl.h - the ASDL schema as the generator sees it, and the generator's
 * parts.
 *
 * ast/asdl_gen is a build-time program: it reads ast/Python.asdl
 * (asdl_read.c), then writes the node types (asdl_emit_types.c) and the
 * constructors, tables and dispatch (asdl_emit_code.c) into the build
 * tree. Nothing here is linked into libpyparse.
 *
 * The model mirrors the notation: a module holds types; a type is a sum
 * (constructors with fields), a simple sum (constructors without fields,
 * emitted as a C enum) or a product (one field list, no constructor name).
 * Names are heap strings owned by the module; asdl_module_free releases
 * everything.
 */
#ifndef PYPARSE_ASDL_H
#define PYPARSE_ASDL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum AsdlMarker {
  ASDL_MARKER_REQUIRED,  /* `type name` */
  ASDL_MARKER_OPTIONAL,  /* `type? name` */
  ASDL_MARKER_SEQUENCE,  /* `type* name`, and `type?* name` (items_optional) */
} AsdlMarker;

/*
 * The Python versions something exists in, written `@3.14` (since),
 * `@-3.13` (until) or `@3.14-3.15` after its name. Versions are numbered
 * as PPPythonVersion is (3.14 -> 314); 0 leaves that end open.
 */
typedef struct AsdlVersions {
  int since;  /* first version it exists in; 0: every earlier one too */
  int until;  /* last version it exists in; 0: every later one too */
} AsdlVersions;

typedef enum AsdlForm {
  ASDL_FORM_BUILTIN,  /* identifier, string, constant, int */
  ASDL_FORM_SUM,      /* constructors, at least one with fields */
  ASDL_FORM_SIMPLE,   /* constructors without fields: a C enum */
  ASDL_FORM_PRODUCT,  /* `name = (fields)` */
} AsdlForm;

/*
 * One field declaration. A field whose marker changed between versions is
 * declared once per version range, the declarations adjacent (`expr
 * value@-3.14, expr? value@3.15`); the C struct still has one member for
 * it, so the C emitters skip the [repeat] declarations and use [c_marker].
 */
typedef struct AsdlField {
  char *type_name;   /* as written, e.g. "expr" */
  char *name;        /* e.g. "left" */
  AsdlMarker marker;     /* in the versions of this declaration */
  bool items_optional;   /* `type?* name`: items may be None (NULL) */
  AsdlVersions versions;
  bool repeat;           /* redeclares the previous field for later versions */
  AsdlMarker c_marker;   /* of the C member: the widest over all versions,
                            optional when absent in some version */
  size_t type;       /* index into AsdlModule.types, set by asdl_resolve */
  int line;          /* 1-based line in the .asdl, for error messages */
} AsdlField;

typedef struct AsdlConstructor {
  char *name;          /* e.g. "BinOp"; a product's is the type's name */
  AsdlVersions versions;
  /* `Index(expr value) as slice@-3.8`: in [grouped_versions] Python puts
     the class in a type of its own, [grouped_as], which has no attributes
     (3.8's subscripts); NULL when it never does. */
  char *grouped_as;
  AsdlVersions grouped_versions;
  AsdlField *fields;   /* heap array of [field_count] declarations */
  size_t field_count;
  size_t node;         /* global constructor number (AstNodeKind) */
} AsdlConstructor;

typedef struct AsdlType {
  char *name;                     /* e.g. "expr_context" */
  AsdlForm form;
  AsdlConstructor *constructors;  /* heap array; a product has one */
  size_t constructor_count;
  AsdlField *attributes;          /* heap array of [attribute_count] */
  size_t attribute_count;
} AsdlType;

/* Types in order: the four builtins first, then the file's definitions. */
typedef struct AsdlModule {
  char *name;         /* the `module NAME` */
  AsdlType *types;    /* heap array of [type_count] */
  size_t type_count;
  size_t node_count;  /* constructors over all non-builtin types */
} AsdlModule;

/* The builtin types sit at the front of AsdlModule.types, in this order. */
enum {
  ASDL_TYPE_IDENTIFIER,
  ASDL_TYPE_STRING,
  ASDL_TYPE_CONSTANT,
  ASDL_TYPE_INT,
  ASDL_BUILTIN_COUNT
};

/*
 * Parses [length] bytes of [text] into [module] (zeroed on entry) and
 * resolves every field's type. On failure returns false and writes a
 * message "FILE:LINE: ..." into [error] of [error_size] bytes; the module
 * must still be freed.
 */
bool asdl_read(const char *text, size_t length, const char *filename,
               AsdlModule *module, char *error, size_t error_size);
void asdl_module_free(AsdlModule *module);

/* "expr_context" -> "AstExprContext": the C type name's CamelCase part. */
void asdl_camel(const char *name, char *out, size_t size);
/* "expr_context" -> "EXPR_CONTEXT", "BinOp" -> "BINOP". */
void asdl_upper(const char *name, char *out, size_t size);

/* Longest name the emitters format, with room for prefixes. */
#define ASDL_NAME_MAX 128
/* A C type made of a name: "Ast" + name + "Seq" or " *". */
#define ASDL_CTYPE_MAX (ASDL_NAME_MAX + 8)
/* A declaration: a C type, a space, a field name. */
#define ASDL_DECL_MAX (ASDL_CTYPE_MAX + 1 + ASDL_NAME_MAX)

/* Names of C things, shared by the emitters (asdl_emit_types.c). */
bool asdl_is_c_keyword(const char *name);
/* One element of [type]: "AstExpr *", "AstOperator", "const char *". */
void asdl_element_type(const AsdlModule *module, size_t type, char *out,
                       size_t size);
/* A field's C type: the element type, or "AstExprSeq" for `expr*`. */
void asdl_field_type(const AsdlModule *module, const AsdlField *field,
                     char *out, size_t size);
/* A declaration such as "AstExpr *left" or "AstExprSeq values". */
void asdl_declaration(const AsdlModule *module, const AsdlField *field,
                      char *out, size_t size);

/* Writes the public node-types header (pyparse_ast.h). */
bool asdl_emit_types(const AsdlModule *module, FILE *out);
/* Writes the internal header (ast_nodes.h): prototypes and table decls. */
bool asdl_emit_internal_header(const AsdlModule *module, FILE *out);
/* Writes ast_nodes.c: constructors, name and field tables, dispatch. */
bool asdl_emit_code(const AsdlModule *module, FILE *out);

/* Writes ast_construct() and its converters (part of ast_nodes.c). */
void asdl_emit_dispatch(const AsdlModule *module, FILE *out);

/* The banner every generated file starts with. */
void asdl_emit_banner(FILE *out);

#endif
