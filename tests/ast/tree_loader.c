/*
 * tree_loader.c - reads the postfix .tree format scripts/gen_dump_corpus.py
 * writes (see its docstring) and rebuilds the tree with ast_construct, so
 * every node passes through its real constructor. A value stack replaces
 * recursion: children come before their node. A .tree file lists the
 * fields one Python version's `ast` has; the loader places them in the C
 * members of the schema, which covers every version.
 */
#include "tree_loader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* More attributes than any node type has (4); guards the fixed array. */
#define LOADER_MAX_ATTRIBUTES 8
/* As many field declarations as the dumper allows a node (test_dump.c
   checks every node fits). */
#define LOADER_MAX_FIELDS 16

typedef struct Loader {
  AstArena *arena;
  PPPythonVersion version;  /* whose fields the file lists */
  AstValue *stack; /* heap */
  size_t depth, capacity;
  char *error;
} Loader;

static bool push(Loader *l, AstValue v) {
  if (l->depth == l->capacity) {
    size_t capacity = l->capacity ? l->capacity * 2 : 256;
    AstValue *stack = realloc(l->stack, capacity * sizeof *stack);
    if (!stack) return false;
    l->stack = stack;
    l->capacity = capacity;
  }
  l->stack[l->depth++] = v;
  return true;
}

static int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* Decodes hex text into arena bytes (NUL-terminated); sets *length. */
static char *unhex(AstArena *arena, const char *hex, size_t *length) {
  size_t n = strcspn(hex, "\n") / 2;
  char *out = ast_arena_alloc(arena, n + 1);
  if (!out) return NULL;
  for (size_t i = 0; i < n; i++) {
    int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return NULL;
    out[i] = (char)(hi * 16 + lo);
  }
  *length = n;
  return out;
}

static AstConstant *read_constant(Loader *l, const char *rest) {
  AstConstant *c = ast_arena_alloc(l->arena, sizeof *c);
  if (!c) return NULL;
  size_t length;
  if (strncmp(rest, "None", 4) == 0) c->kind = AST_CONST_NONE;
  else if (strncmp(rest, "True", 4) == 0) c->kind = AST_CONST_TRUE;
  else if (strncmp(rest, "False", 5) == 0) c->kind = AST_CONST_FALSE;
  else if (strncmp(rest, "Ellipsis", 8) == 0) c->kind = AST_CONST_ELLIPSIS;
  else if (strncmp(rest, "int ", 4) == 0) {
    if (!ast_const_int(l->arena, rest + 4, strcspn(rest + 4, "\n"), c))
      return NULL;
  } else if (strncmp(rest, "float ", 6) == 0) {
    c->kind = AST_CONST_FLOAT;
    c->as.number = strtod(rest + 6, NULL);
  } else if (strncmp(rest, "complex ", 8) == 0) {
    c->kind = AST_CONST_COMPLEX;
    c->as.number = strtod(rest + 8, NULL);
  } else if (strncmp(rest, "str ", 4) == 0 || strncmp(rest, "bytes ", 6) == 0) {
    bool str = rest[0] == 's';
    c->kind = str ? AST_CONST_STR : AST_CONST_BYTES;
    c->as.text.data = unhex(l->arena, rest + (str ? 4 : 6), &length);
    c->as.text.length = length;
    if (!c->as.text.data) return NULL;
  } else {
    return NULL;
  }
  return c;
}

static bool find_node(PPPythonVersion version, const char *name,
                      size_t length, AstNodeKind *out) {
  for (int i = 0; i < AST_NODE_COUNT; i++) {
    if (ast_versions_include(ast_nodes[i].versions, version) &&
        strlen(ast_nodes[i].name) == length &&
        memcmp(ast_nodes[i].name, name, length) == 0) {
      *out = (AstNodeKind)i;
      return true;
    }
  }
  return false;
}

static bool read_node(Loader *l, const char *rest) {
  size_t length = strcspn(rest, " \n");
  AstNodeKind kind;
  if (!find_node(l->version, rest, length, &kind)) return false;
  AstValue attributes[LOADER_MAX_ATTRIBUTES];
  size_t attribute_count = 0;
  const char *p = rest + length;
  while (*p == ' ' && attribute_count < LOADER_MAX_ATTRIBUTES) {
    p++;
    AstValue *a = &attributes[attribute_count++];
    if (*p == 'n') {
      *a = (AstValue){.kind = AST_VALUE_NONE};
      p++;
    } else {
      char *end;
      *a = (AstValue){.kind = AST_VALUE_INT, .as.integer = (int)strtol(p, &end, 10)};
      p = end;
    }
  }
  const AstNodeInfo *info = &ast_nodes[kind];
  if (info->field_count > LOADER_MAX_FIELDS) return false;
  size_t given = 0;
  for (int i = 0; i < info->field_count; i++)
    given += ast_versions_include(info->fields[i].versions, l->version);
  if (given > l->depth) return false;
  l->depth -= given;
  /* One value per C member; a member the version lacks stays empty. */
  AstValue values[LOADER_MAX_FIELDS];
  /* (no stack yet when nothing was read: NULL + 0 is undefined in C) */
  const AstValue *next = l->stack ? l->stack + l->depth : NULL;
  int member = -1;
  for (int i = 0; i < info->field_count; i++) {
    const AstFieldInfo *field = &info->fields[i];
    if (i == 0 || field->offset != info->fields[i - 1].offset)
      values[++member] = (AstValue){.kind = field->marker == AST_FIELD_SEQUENCE
                                                ? AST_VALUE_LIST
                                                : AST_VALUE_NONE};
    if (ast_versions_include(field->versions, l->version))
      values[member] = *next++;
  }
  AstValue out;
  if (!ast_construct(l->arena, kind, values, (size_t)info->value_count,
                     attributes, attribute_count, &out))
    return false;
  return push(l, out);
}

/* l COUNT: the list's items are copied to the arena, which outlives them. */
static bool read_list(Loader *l, const char *rest) {
  size_t count = strtoul(rest, NULL, 10);
  if (count > l->depth) return false;
  AstValue *items = ast_arena_alloc(l->arena, (count + 1) * sizeof *items);
  if (!items) return false;
  l->depth -= count;
  if (count) memcpy(items, l->stack + l->depth, count * sizeof *items);
  AstValue v = {.kind = AST_VALUE_LIST};
  v.as.list.count = count;
  v.as.list.items = items;
  return push(l, v);
}

static bool read_line(Loader *l, const char *line) {
  const char *rest = line + 2;
  size_t length;
  switch (line[0]) {
    case 'n': return push(l, (AstValue){.kind = AST_VALUE_NONE});
    case 'i':
      return push(l, (AstValue){.kind = AST_VALUE_INT,
                                .as.integer = (int)strtol(rest, NULL, 10)});
    case 's': {
      char *text = unhex(l->arena, rest, &length);
      return text && push(l, (AstValue){.kind = AST_VALUE_TEXT, .as.text = text});
    }
    case 'c': {
      AstConstant *c = read_constant(l, rest);
      return c && push(l, (AstValue){.kind = AST_VALUE_CONSTANT, .as.constant = c});
    }
    case 'l': return read_list(l, rest);
    case 'k': return read_node(l, rest);
    default: return false;
  }
}

void *tree_load(AstArena *arena, PPPythonVersion version, const char *text,
                char *error) {
  Loader l = {.arena = arena, .version = version, .error = error};
  int line_number = 1;
  void *root = NULL;
  for (const char *line = text; *line; line_number++) {
    if (!read_line(&l, line)) {
      snprintf(error, 256, "line %d: cannot load: %.60s", line_number, line);
      free(l.stack);
      return NULL;
    }
    const char *newline = strchr(line, '\n');
    line = newline ? newline + 1 : line + strlen(line);
  }
  if (l.depth == 1 && l.stack[0].kind == AST_VALUE_NODE &&
      l.stack[0].type == AST_TYPE_MOD)
    root = l.stack[0].as.node;
  else
    snprintf(error, 256, "the file does not end with one mod node");
  free(l.stack);
  return root;
}

