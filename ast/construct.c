/*
 * construct.c - the value checks behind the generated ast_construct().
 *
 * ast_construct() (generated into ast_nodes.c) turns arrays of AstValues
 * into constructor calls; these helpers check one value's kind and type
 * and unwrap it, so the generated code is only a list of calls.
 */
#include <stdint.h>
#include <string.h>

#include "ast_nodes.h"

bool ast_value_node(const AstValue *v, int type, void **out) {
  *out = NULL;
  if (v->kind == AST_VALUE_NONE) return true;
  if (v->kind != AST_VALUE_NODE || v->type != type) return false;
  *out = v->as.node;
  return true;
}

bool ast_value_enum(const AstValue *v, int type, int *out) {
  if (v->kind != AST_VALUE_ENUM || v->type != type) return false;
  *out = v->as.enum_value;
  return true;
}

bool ast_value_identifier(AstArena *arena, const AstValue *v,
                          const char **out) {
  *out = NULL;
  if (v->kind == AST_VALUE_NONE) return true;
  if (v->kind != AST_VALUE_TEXT) return false;
  *out = ast_intern(arena, v->as.text, strlen(v->as.text));
  return *out != NULL;
}

bool ast_value_string(AstArena *arena, const AstValue *v, const char **out) {
  *out = NULL;
  if (v->kind == AST_VALUE_NONE) return true;
  if (v->kind != AST_VALUE_TEXT) return false;
  *out = ast_arena_strndup(arena, v->as.text, strlen(v->as.text));
  return *out != NULL;
}

bool ast_value_constant(const AstValue *v, AstConstant **out) {
  *out = NULL;
  if (v->kind != AST_VALUE_CONSTANT) return false;
  *out = v->as.constant;
  return true;
}

bool ast_value_int(const AstValue *v, int *out) {
  *out = AST_INT_NONE;
  if (v->kind == AST_VALUE_NONE) return true;
  if (v->kind != AST_VALUE_INT) return false;
  *out = v->as.integer;
  return true;
}

void *ast_value_array(AstArena *arena, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return NULL;
  return ast_arena_alloc(arena, count * size);
}

bool ast_value_put_node(AstValue *out, int type, void *node) {
  *out = (AstValue){.kind = AST_VALUE_NODE, .type = type, .as.node = node};
  return node != NULL;
}
