/*
 * schema.h - the shapes of the generated schema tables, and AstValue.
 *
 * The generator (ast/asdl_gen) turns Python.asdl into data of these types
 * (ast_types[], ast_nodes[]), so the dumper and the walker are written once,
 * against the tables, instead of once per node type. AstValue is the
 * loosely typed value ast_construct() accepts: a loader (the corpus tests,
 * later anything reading serialized trees) builds nodes from arrays of them
 * through the real constructors.
 */
#ifndef PYPARSE_AST_SCHEMA_H
#define PYPARSE_AST_SCHEMA_H

#include <stdbool.h>
#include <stddef.h>

#include "constant.h"
#include "pyparse.h"

typedef enum AstFieldMarker {
  AST_FIELD_REQUIRED,  /* `type name` */
  AST_FIELD_OPTIONAL,  /* `type? name`: NULL (or AST_INT_NONE) when absent */
  AST_FIELD_SEQUENCE,  /* `type* name`: a {count, items} struct */
} AstFieldMarker;

typedef enum AstTypeForm {
  AST_FORM_BUILTIN,  /* identifier, string (const char *), constant, int */
  AST_FORM_SUM,      /* tagged struct: `kind` first, then the union `v` */
  AST_FORM_SIMPLE,   /* a C enum, stored by value */
  AST_FORM_PRODUCT,  /* a plain struct */
} AstTypeForm;

/*
 * The Python versions a constructor or field exists in (the `@3.14`,
 * `@-3.13` marks of Python.asdl), as PPPythonVersion numbers; 0 leaves
 * that end open.
 */
typedef struct AstVersions {
  int since;  /* first version; 0: from the oldest */
  int until;  /* last version; 0: to the newest */
} AstVersions;

/* Does a constructor or field of [versions] exist in [version]? */
static inline bool ast_versions_include(AstVersions versions,
                                        PPPythonVersion version) {
  return (versions.since == 0 || (int)version >= versions.since) &&
         (versions.until == 0 || (int)version <= versions.until);
}

/*
 * One declaration of a field or attribute of a node struct. A field whose
 * marker changed between versions (DictComp.value: required until 3.14,
 * optional since) has one declaration per version range, adjacent, with
 * the same offset: they describe one C member.
 */
typedef struct AstFieldInfo {
  const char *name;       /* the Python field name, e.g. "left" */
  int type;               /* AstTypeId of the field's type */
  AstFieldMarker marker;  /* in [versions] */
  bool items_optional;    /* `type?* name`: a sequence whose items may be
                             NULL (None) */
  size_t offset;          /* bytes from the start of the node struct */
  AstVersions versions;   /* where this declaration holds */
} AstFieldInfo;

typedef struct AstTypeInfo {
  const char *name;       /* the ASDL type name, e.g. "expr" */
  AstTypeForm form;
  int first_node;         /* AstNodeKind of its first constructor */
  int node_count;         /* constructors; 1 for a product, 0 builtin */
  const AstFieldInfo *attributes;  /* static, [attribute_count] */
  int attribute_count;
} AstTypeInfo;

typedef struct AstNodeInfo {
  const char *name;       /* the Python class name, e.g. "BinOp" */
  int type;               /* AstTypeId it belongs to */
  const AstFieldInfo *fields;      /* static, [field_count] declarations
                                      over all versions, in order */
  int field_count;
  int value_count;        /* C members: the field values ast_construct
                             takes (declarations counted once) */
  AstVersions versions;   /* the versions whose ast has this class */
  AstVersions placed;     /* the versions in which it has its type's
                             attributes (positions): 3.8 groups Slice,
                             Index and ExtSlice as `slice`, without them */
} AstNodeInfo;

/* Every sequence struct is {size_t count; T *items;}, in that order. */
typedef struct AstSeqHeader {
  size_t count;
  void *items;
} AstSeqHeader;

typedef enum AstValueKind {
  AST_VALUE_NONE,      /* Python's None: an absent optional field */
  AST_VALUE_NODE,      /* [as.node] points to a node of type [type] */
  AST_VALUE_ENUM,      /* [as.enum_value] of simple sum [type] */
  AST_VALUE_LIST,      /* [as.list] of values */
  AST_VALUE_TEXT,      /* identifier or string; copied by ast_construct */
  AST_VALUE_CONSTANT,  /* [as.constant], arena-owned */
  AST_VALUE_INT,
} AstValueKind;

typedef struct AstValue {
  AstValueKind kind;
  int type;  /* AstTypeId for NODE and ENUM values */
  union {
    void *node;
    int enum_value;
    struct {
      size_t count;
      const struct AstValue *items;  /* borrowed from the caller */
    } list;
    const char *text;  /* NUL-terminated, borrowed from the caller */
    AstConstant *constant;
    int integer;
  } as;
} AstValue;

/*
 * Value checks used by the generated ast_construct (construct.c). Each
 * returns false when [v] has the wrong kind; None is accepted wherever a
 * field may be absent (it yields NULL or AST_INT_NONE, and the constructor
 * decides whether that is allowed).
 */
bool ast_value_node(const AstValue *v, int type, void **out);
bool ast_value_enum(const AstValue *v, int type, int *out);
/* Interns the text in [arena]. */
bool ast_value_identifier(AstArena *arena, const AstValue *v,
                          const char **out);
/* Copies the text into [arena]. */
bool ast_value_string(AstArena *arena, const AstValue *v, const char **out);
bool ast_value_constant(const AstValue *v, AstConstant **out);
bool ast_value_int(const AstValue *v, int *out);
/* Zeroed arena array of [count] elements of [size]; NULL on overflow. */
void *ast_value_array(AstArena *arena, size_t count, size_t size);
/* Stores [node] as a NODE value of [type]; false when [node] is NULL. */
bool ast_value_put_node(AstValue *out, int type, void *node);

#endif
