/* test_dot.c - pp_dump_dot, the tree as a Graphviz graph: a snippet of
 * every kind of box line against graphs we read and committed
 * (tests/ast/dot/), values cut or whole, a 100,000-deep tree drawn in
 * constant C stack. dot_render.sh has Graphviz read the graphs of the
 * standard library. After a deliberate change of the output, regenerate
 * the expected graphs and read the difference before committing them:
 *
 *   build/cli/pyparse --python 3.15 --dot tests/ast/dot/snippet.py \
 *     > tests/ast/dot/snippet.dot
 *   build/cli/pyparse --python 3.15 --dot -a tests/ast/dot/snippet.py \
 *     > tests/ast/dot/snippet.attributes.dot
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pyparse.h"
#include "read_file.h"

static char *read_test_file(const char *name, size_t *length) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  char path[4096];
  snprintf(path, sizeof path, "%s/tests/ast/dot/%s", root ? root : ".", name);
  char *text = test_read_file(path, length);
  cr_assert_not_null(text, "cannot read %s", path);
  return text;
}

static PPTree *parse(const char *source, size_t length,
                     PPPythonVersion version) {
  PPParseOptions options = {.version = version};
  PPTree *tree = NULL;
  PPError error;
  cr_assert_eq(pp_parse_bytes(source, length, "t.py", &options, &tree, &error),
               PP_OK, "%s", error.message);
  return tree;
}

static char *dot_of(const char *source, const PPDotOptions *options) {
  PPTree *tree = parse(source, strlen(source), PP_PYTHON_3_15);
  size_t length = 0;
  char *graph = pp_dump_dot(tree, options, &length);
  cr_assert_not_null(graph);
  cr_assert_eq(strlen(graph), length);
  pp_tree_free(tree);
  return graph;
}

/* pp_dump_dot of snippet.py against [expected], line by line. */
static void check_snippet(const PPDotOptions *options, const char *expected) {
  size_t length;
  char *source = read_test_file("snippet.py", &length);
  char *want = read_test_file(expected, NULL);
  PPTree *tree = parse(source, length, PP_PYTHON_3_15);
  char *got = pp_dump_dot(tree, options, NULL);
  cr_assert_not_null(got);
  const char *g = got, *w = want;
  for (int line = 1; *g || *w; line++) {
    size_t gn = strcspn(g, "\n"), wn = strcspn(w, "\n");
    cr_assert(gn == wn && memcmp(g, w, gn) == 0,
              "%s line %d:\n  expected: %.*s\n  got:      %.*s", expected,
              line, (int)wn, w, (int)gn, g);
    g += gn + (g[gn] == '\n');
    w += wn + (w[wn] == '\n');
  }
  cr_assert_str_eq(got, want);
  pp_string_free(got);
  pp_tree_free(tree);
  free(want);
  free(source);
}

Test(dot, snippet) { check_snippet(NULL, "snippet.dot"); }

Test(dot, snippet_with_positions) {
  check_snippet(&(PPDotOptions){.include_attributes = true},
                "snippet.attributes.dot");
}

/* Zeroed options are NULL's. */
Test(dot, zeroed_options_are_the_defaults) {
  char *a = dot_of("x = 1\n", NULL);
  char *b = dot_of("x = 1\n", &(PPDotOptions){0});
  cr_assert_str_eq(a, b);
  pp_string_free(a);
  pp_string_free(b);
}

/* A value of 40 characters is whole; of 41, cut to 39 and an ellipsis
   (characters, not bytes: é is two); full_values keeps it whole. */
Test(dot, long_values_are_cut_unless_full_values) {
  char *graph = dot_of("'ééééééééé01234567890123456789012345678'\n", NULL);
  cr_expect(strstr(graph,
                   "value='ééééééééé01234567890123456789012345678'>"), "%s", graph);
  pp_string_free(graph);
  const char *longer = "'ééééééééé012345678901234567890123456789'\n";
  graph = dot_of(longer, NULL);
  cr_expect(strstr(graph,
                   "value='ééééééééé01234567890123456789012345678…>"), "%s", graph);
  pp_string_free(graph);
  graph = dot_of(longer, &(PPDotOptions){.full_values = true});
  cr_expect(strstr(graph,
                   "value='ééééééééé012345678901234567890123456789'>"), "%s", graph);
  pp_string_free(graph);
}

/* Scalar lists in one line; None items of node lists each on its own. */
Test(dot, lists) {
  char *graph =
      dot_of("global a, b\ndef f(*, k=1, m): pass\nx = {**y}\n", NULL);
  cr_expect(strstr(graph, "<B>Global</B><BR/>names=['a', 'b']>"), "%s", graph);
  cr_expect(strstr(graph, "<B>arguments</B><BR/>kw_defaults[1]=None>"), "%s",
            graph);
  cr_expect(strstr(graph, "<B>Dict</B><BR/>keys[0]=None>"), "%s", graph);
  pp_string_free(graph);
}

/* Tree depth is the input's: a + chain 100,000 deep is drawn with the
   iterator's heap stack, its last box numbered 200,002. */
Test(dot, a_tree_100000_deep_is_drawn_without_recursion) {
  enum { DEPTH = 100000 };
  size_t length = 1 + 2 * DEPTH + 1;
  char *source = malloc(length + 1);
  cr_assert_not_null(source);
  source[0] = 'x';
  for (size_t i = 0; i < DEPTH; i++) memcpy(source + 1 + 2 * i, "+x", 2);
  source[length - 1] = '\n';
  source[length] = '\0';
  PPTree *tree = parse(source, length, PP_PYTHON_3_15);
  char *graph = pp_dump_dot(tree, NULL, NULL);
  cr_assert_not_null(graph);
  cr_expect(strstr(graph, "n200002 [label=<<B>Name</B>"));
  cr_expect_null(strstr(graph, "n200003 "));
  pp_string_free(graph);
  pp_tree_free(tree);
  free(source);
}
