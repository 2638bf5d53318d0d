/*
 * cpython_parser.c - times CPython 3.13's own C parser, linked from the
 * installed libpython3.13.a, over the same files as bench_parser.c: the
 * parse to its C-level AST in a PyArena, as compile() does before it
 * makes Python objects of the tree (only constants are objects there).
 *
 * The entry points are internal (pycore_parser.h, pycore_pyarena.h are not
 * installed), so they are declared here from their documented shapes:
 *   mod_ty _PyParser_ASTFromString(const char *str, PyObject *filename,
 *                                  int mode, PyCompilerFlags *flags,
 *                                  PyArena *arena);
 *   PyArena *_PyArena_New(void);  void _PyArena_Free(PyArena *);
 * With "--peak FILE" it parses FILE once and prints the growth of the peak
 * resident memory during the parse, as bench_parser.c does.
 * Built by scripts/bench_parser.sh with python3.13-config, not meson.
 */
#include <Python.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "cpython_inputs.h"

typedef struct _arena PyArena;
PyArena *_PyArena_New(void);
void _PyArena_Free(PyArena *);
void *_PyParser_ASTFromString(const char *str, PyObject *filename, int mode,
                              PyCompilerFlags *flags, PyArena *arena);

/* One parse; false when CPython rejects the text. */
static int parse(const char *text, PyObject *name) {
  PyCompilerFlags flags = _PyCompilerFlags_INIT;
  PyArena *arena = _PyArena_New();
  void *mod = _PyParser_ASTFromString(text, name, Py_file_input, &flags, arena);
  _PyArena_Free(arena);
  PyErr_Clear();
  return mod != NULL;
}

static long peak_kb(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  Py_Initialize();
  PyObject *name = PyUnicode_FromString("<bench>");
  if (argc == 3 && strcmp(argv[1], "--peak") == 0) {
    char *text = read_all(argv[2]);
    if (!text) return 2;
    long before = peak_kb();
    int ok = parse(text, name);
    long after = peak_kb();
    printf("cpython peak: %s, %zu bytes, %s, peak memory +%ld KB\n", argv[2],
           strlen(text), ok ? "parsed" : "rejected", after - before);
    free(text);
    Py_Finalize();
    return 0;
  }
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  size_t count, total;
  char **texts = read_inputs(argv[1], &count, &total);
  if (!texts) return 2;
  double best = 1e30;
  size_t rejected = 0;
  for (int r = 0; r < rounds; r++) {
    rejected = 0;
    double t0 = now();
    for (size_t i = 0; i < count; i++) rejected += !parse(texts[i], name);
    double t = now() - t0;
    if (t < best) best = t;
  }
  printf("cpython C parser: %zu files, %zu bytes, %zu rejected, best of %d: "
         "%.3f s, %.1f MB/s\n",
         count, total, rejected, rounds, best, total / best / 1e6);
  Py_Finalize();
  return 0;
}
