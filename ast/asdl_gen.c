/*
 * asdl_gen.c - the build-time generator: Python.asdl -> C.
 *
 *   asdl_gen SCHEMA.asdl pyparse_ast.h ast_nodes.h ast_nodes.c
 *
 * Reads the schema (asdl_read.c) and writes the public node types, the
 * internal header and the constructors/tables (asdl_emit_*.c). Run by
 * meson as a custom_target; its outputs live only in the build tree.
 * Exits 1 with a message naming the file and line on any error.
 */
#include <stdio.h>
#include <stdlib.h>

#include "asdl.h"

/* Python.asdl is ~8 KB; anything past this is not a schema. */
#define SCHEMA_MAX_BYTES (1u << 20)

static char *read_schema(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  char *text = malloc(SCHEMA_MAX_BYTES);
  if (text) *length = fread(text, 1, SCHEMA_MAX_BYTES, file);
  bool ok = text && !ferror(file) && *length < SCHEMA_MAX_BYTES;
  fclose(file);
  if (!ok) {
    free(text);
    return NULL;
  }
  return text;
}

typedef bool (*Emitter)(const AsdlModule *, FILE *);

static bool write_output(const char *path, Emitter emit,
                         const AsdlModule *module) {
  FILE *file = fopen(path, "w");
  if (!file) {
    fprintf(stderr, "asdl_gen: cannot write %s\n", path);
    return false;
  }
  bool ok = emit(module, file);
  if (fclose(file) != 0) ok = false;
  if (!ok) fprintf(stderr, "asdl_gen: writing %s failed\n", path);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fputs("usage: asdl_gen SCHEMA.asdl pyparse_ast.h ast_nodes.h ast_nodes.c\n",
          stderr);
    return 1;
  }
  size_t length = 0;
  char *text = read_schema(argv[1], &length);
  if (!text) {
    fprintf(stderr, "asdl_gen: cannot read %s\n", argv[1]);
    return 1;
  }
  AsdlModule module = {0};
  char error[256];
  bool ok = asdl_read(text, length, argv[1], &module, error, sizeof error);
  free(text);
  if (!ok) fprintf(stderr, "asdl_gen: %s\n", error);
  ok = ok && write_output(argv[2], asdl_emit_types, &module) &&
       write_output(argv[3], asdl_emit_internal_header, &module) &&
       write_output(argv[4], asdl_emit_code, &module);
  asdl_module_free(&module);
  return ok ? 0 : 1;
}
