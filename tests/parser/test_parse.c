/*
 * test_parse.c - the library's parse entry point: trees, modes, errors,
 * allocation failure at every step, and parses on two threads at once.
 * Expected dumps are CPython 3.13's (python3.13 -c 'import ast;
 * print(ast.dump(ast.parse(SRC, mode=MODE)))').
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "python_parse.h"
#include "pyparse.h"

static char *dump_of(const char *source, PPParseMode mode) {
  PPTree *tree = NULL;
  PPError error;
  PPParseOptions options = {.mode = mode, .version = PP_PYTHON_3_13};
  PPStatus status =
      pp_parse_bytes(source, strlen(source), "t.py", &options, &tree, &error);
  cr_assert_eq(status, PP_OK, "%s: %s", source, error.message);
  size_t length;
  char *text = pp_dump(tree, NULL, &length);
  pp_tree_free(tree);
  cr_assert_not_null(text);
  return text;
}

static void expect_dump(const char *source, PPParseMode mode, const char *want) {
  char *got = dump_of(source, mode);
  cr_expect_str_eq(got, want, "%s", source);
  pp_string_free(got);
}

Test(parse, modes) {
  expect_dump("x = 1\n", PP_MODE_EXEC,
              "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], "
              "value=Constant(value=1))])");
  expect_dump("a + b", PP_MODE_EVAL,
              "Expression(body=BinOp(left=Name(id='a', ctx=Load()), "
              "op=Add(), right=Name(id='b', ctx=Load())))");
  expect_dump("if x:\n  pass", PP_MODE_SINGLE,
              "Interactive(body=[If(test=Name(id='x', ctx=Load()), "
              "body=[Pass()])])");
  expect_dump("(int, *str) -> None", PP_MODE_FUNC_TYPE,
              "FunctionType(argtypes=[Name(id='int', ctx=Load()), "
              "Name(id='str', ctx=Load())], returns=Constant(value=None))");
}

Test(parse, type_comments_only_when_asked) {
  const char *source = "x = 1  # type: int\n";
  PPParseOptions options = {.mode = PP_MODE_EXEC, .type_comments = true};
  PPTree *tree;
  PPError error;
  cr_assert_eq(pp_parse_bytes(source, strlen(source), "t.py", &options, &tree,
                              &error), PP_OK);
  char *text = pp_dump(tree, NULL, NULL);
  cr_expect_str_eq(text, "Module(body=[Assign(targets=[Name(id='x', "
                         "ctx=Store())], value=Constant(value=1), "
                         "type_comment='int')])");
  pp_string_free(text);
  pp_tree_free(tree);
  expect_dump(source, PP_MODE_EXEC,
              "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], "
              "value=Constant(value=1))])");
}

/* compile("x = (1,\n", ...): SyntaxError "'(' was never closed", line 1,
   offset 5. */
Test(parse, syntax_error_record) {
  PPTree *tree = (PPTree *)1;
  PPError error;
  cr_assert_eq(pp_parse_bytes("x = (1,\n", 8, "t.py", NULL, &tree, &error),
               PP_ERROR_SYNTAX);
  cr_expect_null(tree);
  cr_expect_eq(error.type, PP_SYNTAX_ERROR);
  cr_expect_str_eq(error.message, "'(' was never closed");
  cr_expect_eq(error.lineno, 1);
  cr_expect_eq(error.offset, 5);
  cr_expect_eq(error.col_offset, 4);
}

/* A parser error (not the tokenizer's): "invalid syntax" at the token. */
Test(parse, invalid_syntax_is_reported) {
  PPTree *tree;
  PPError error;
  cr_assert_eq(pp_parse_bytes("x = = 1\n", 8, "t.py", NULL, &tree, &error),
               PP_ERROR_SYNTAX);
  cr_expect_str_eq(error.message, "invalid syntax");
  cr_expect_eq(error.lineno, 1);
}

/* CPython 3.12.1: compile('f"{2:{y=}}"\nx = (', 't.py', 'exec',
   ast.PyCF_ONLY_AST) raises ValueError("field 'value' is required for
   Constant") before the later syntax error; 3.13 accepts the f-string. */
Test(parse, value_error_of_3_12) {
  const char *source = "f\"{2:{y=}}\"\nx = (";
  PPParseOptions options = {.version = PP_PYTHON_3_12};
  PPTree *tree;
  PPError error;
  cr_assert_eq(pp_parse_bytes(source, strlen(source), "t.py", &options, &tree,
                              &error), PP_ERROR_SYNTAX);
  cr_expect_eq(error.type, PP_VALUE_ERROR);
  cr_expect_str_eq(error.message, "field 'value' is required for Constant");
  cr_expect_eq(error.lineno, 0);
  cr_expect_str_eq(error.text, "");
  options.version = PP_PYTHON_3_13;
  cr_assert_eq(pp_parse_bytes(source, strlen(source), "t.py", &options, &tree,
                              &error), PP_ERROR_SYNTAX);
  cr_expect_eq(error.type, PP_SYNTAX_ERROR);
  cr_expect_str_eq(error.message, "'(' was never closed");
}

/* pp_min_version's contract (which version accepts what is held to the
   interpreters by scripts/diff_min_version.sh): the oldest with no error
   below it, none with the newest's error, and the version below's own
   error otherwise, the same as that version's parse gives. */
Test(parse, min_version) {
  PPPythonVersion oldest;
  PPError below;
  const char *good = "x = 1\n";
  cr_assert_eq(pp_min_version(good, strlen(good), "t.py", NULL, &oldest,
                              &below), PP_OK);
  cr_expect_eq(oldest, PP_PYTHON_OLDEST);
  cr_expect_eq(below.status, PP_OK);
  const char *bad = "x = (\n";
  cr_assert_eq(pp_min_version(bad, strlen(bad), "t.py", NULL, &oldest,
                              &below), PP_ERROR_SYNTAX);
  cr_expect_eq(oldest, 0);
  PPParseOptions newest = {.version = PP_PYTHON_NEWEST};
  PPTree *tree;
  PPError error;
  cr_assert_eq(pp_parse_bytes(bad, strlen(bad), "t.py", &newest, &tree,
                              &error), PP_ERROR_SYNTAX);
  cr_expect_str_eq(below.message, error.message);
  /* a match statement: some version after the oldest, and the error is
     the one of the version before it */
  const char *match = "match x:\n    case 1: pass\n";
  cr_assert_eq(pp_min_version(match, strlen(match), "t.py", NULL, &oldest,
                              &below), PP_OK);
  cr_assert_neq(oldest, PP_PYTHON_OLDEST);
  PPPythonVersion before = PP_PYTHON_OLDEST;
  while (pp_python_version_next(before) != oldest)
    before = pp_python_version_next(before);
  PPParseOptions options = {.version = before};
  cr_assert_eq(pp_parse_bytes(match, strlen(match), "t.py", &options, &tree,
                              &error), PP_ERROR_SYNTAX);
  cr_expect_str_eq(below.message, error.message);
  cr_expect_eq(below.lineno, error.lineno);
  options.version = oldest;
  cr_assert_eq(pp_parse_bytes(match, strlen(match), "t.py", &options, &tree,
                              &error), PP_OK);
  pp_tree_free(tree);
}

/* Failing the Nth arena allocation, for every N until the parse succeeds:
   each failure is PP_ERROR_MEMORY with no tree (ASan checks the leaks). */
Test(parse, every_allocation_failure_is_clean) {
  const char *source =
      "def f(a, *b, c=1, **d):\n    return [x for x in f'{a!r:>{c}}']\n"
      "class C(B, metaclass=M):\n    match x:\n        case [1, *r]: pass\n";
  for (long n = 0;; n++) {
    AstArenaLimits limits = {.fail_after = n};
    PPTree *tree = (PPTree *)1;
    PPError error;
    PPStatus status = py_parse(source, strlen(source), "t.py", NULL, &limits,
                               &tree, &error);
    if (status == PP_OK) {
      pp_tree_free(tree);
      cr_expect_gt(n, 10, "the parse needed only %ld allocations", n);
      break;
    }
    cr_assert_eq(status, PP_ERROR_MEMORY, "allocation %ld: %s", n,
                 error.message);
    cr_assert_null(tree);
    cr_assert_lt(n, 100000);
  }
}

static void *parse_many(void *arg) {
  const char *source = arg;
  for (int i = 0; i < 200; i++) {
    PPTree *tree;
    if (pp_parse_bytes(source, strlen(source), "t.py", NULL, &tree, NULL) != PP_OK)
      return (void *)1;
    char *text = pp_dump(tree, NULL, NULL);
    bool ok = text && strstr(text, "FunctionDef") != NULL;
    pp_string_free(text);
    pp_tree_free(tree);
    if (!ok) return (void *)1;
  }
  return NULL;
}

Test(parse, two_threads_at_once) {
  pthread_t a, b;
  char *source = "def f(x):\n    return f'{x}' + 'y'\n";
  cr_assert_eq(pthread_create(&a, NULL, parse_many, source), 0);
  cr_assert_eq(pthread_create(&b, NULL, parse_many, source), 0);
  void *ra, *rb;
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  cr_expect_null(ra);
  cr_expect_null(rb);
}

/* Input nested past what the thread's stack holds is CPython's
   stack-overflow MemoryError, not a crash: on a thread of 512 KB, '-' *
   5000 (within the 6000-call depth limit, needing about 850 KB in an
   optimized build) overflows the stack first; shallow input still parses
   on that thread. */
static void *parse_on_small_stack(void *arg) {
  (void)arg;
  static char deep[5100];
  memset(deep, '-', 5000);
  strcpy(deep + 5000, "x\n");
  PPTree *tree = NULL;
  PPError error;
  PPStatus status = pp_parse_bytes(deep, strlen(deep), "t.py", NULL, &tree,
                                   &error);
  if (status != PP_ERROR_SYNTAX || error.type != PP_MEMORY_ERROR)
    return (void *)1;
  status = pp_parse_bytes("x = -(-1)\n", 10, "t.py", NULL, &tree, NULL);
  pp_tree_free(tree);
  return status == PP_OK ? NULL : (void *)2;
}

Test(parse, a_small_thread_stack_is_a_memory_error) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  cr_assert_eq(pthread_attr_setstacksize(&attr, 512 << 10), 0);
  pthread_t thread;
  cr_assert_eq(pthread_create(&thread, &attr, parse_on_small_stack, NULL), 0);
  void *result;
  pthread_join(thread, &result);
  pthread_attr_destroy(&attr);
  cr_expect_null(result, "step %ld failed", (long)(intptr_t)result);
}

/* One PPParser for many parses, errors among them, gives what one-shot
   parses give; trees outlive the parser. */
Test(parse, a_parser_reused) {
  static const char *const sources[] = {
      "x = 1\n", "def f(a, *b):\n    return f'{a!r}' + 'b'\n", "x = = 1\n",
      "class C(B):\n    match x:\n        case [1, *r]: pass\n", "(\n",
      "import a.b as c\n"};
  size_t n = sizeof sources / sizeof sources[0];
  PPParser *parser = pp_parser_new();
  cr_assert_not_null(parser);
  PPTree *kept[3 * 6] = {0};
  for (size_t round = 0; round < 3; round++)
    for (size_t i = 0; i < n; i++) {
      PPTree *a = NULL, *b = NULL;
      PPError ea, eb;
      size_t len = strlen(sources[i]);
      PPStatus sa = pp_parser_parse(parser, sources[i], len, "t.py", NULL, &a, &ea);
      PPStatus sb = pp_parse_bytes(sources[i], len, "t.py", NULL, &b, &eb);
      cr_assert_eq(sa, sb, "%s", sources[i]);
      if (sa == PP_OK) {
        char *da = pp_dump(a, NULL, NULL), *db = pp_dump(b, NULL, NULL);
        cr_expect_str_eq(da, db);
        pp_string_free(da);
        pp_string_free(db);
      } else {
        cr_expect_str_eq(ea.message, eb.message);
        cr_expect_eq(ea.offset, eb.offset);
      }
      kept[round * n + i] = a;
      pp_tree_free(b);
    }
  pp_parser_free(parser);
  /* the trees are still whole once the parser is gone */
  char *text = pp_dump(kept[1], NULL, NULL);
  cr_expect(strstr(text, "FunctionDef(name='f'") != NULL);
  pp_string_free(text);
  for (size_t i = 0; i < 3 * n; i++) pp_tree_free(kept[i]);
}

/* pp_parse_file: a file's bytes, or the system's reason it cannot be read. */
Test(parse_file, reads_or_says_why) {
  PPTree *tree = (PPTree *)&tree; /* stale: must become NULL */
  PPError error;
  cr_assert_eq(pp_parse_file("/", NULL, &tree, &error), PP_ERROR_IO);
  cr_expect_null(tree);
  cr_expect_str_eq(error.message, "cannot read /: Is a directory");
  cr_assert_eq(pp_parse_file("/no/such/file.py", NULL, &tree, &error), PP_ERROR_IO);
  cr_expect_str_eq(error.message, "cannot read /no/such/file.py: No such file or directory");
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert_not_null(root);
  char path[4096];
  snprintf(path, sizeof path, "%s/examples/hello.py", root);
  cr_assert_eq(pp_parse_file(path, NULL, &tree, &error), PP_OK, "%s", error.message);
  cr_expect_gt(pp_tree_line_count(tree), 0);
  pp_tree_free(tree);
}
