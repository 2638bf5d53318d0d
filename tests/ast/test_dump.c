/* test_dump.c - the dumper against CPython 3.13's ast.dump text for the
 * corpus/dump trees (built through the constructors), a 100,000-deep tree,
 * allocation failure while building, and the walker. Later versions'
 * dump rules: test_dump_versions.c. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "read_file.h"
#include "tree_loader.h"

static const char *source_root(void) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  return root ? root : ".";
}

typedef struct OptionSet {
  char name[64];
  PPDumpOptions options;
} OptionSet;

/* Reads [folder]/options.txt (a "# made by" line, then one set a line);
 * returns how many sets. */
static int read_option_sets(const char *folder, OptionSet *sets, int max) {
  char path[2048];
  snprintf(path, sizeof path, "%s/options.txt", folder);
  FILE *file = fopen(path, "r");
  cr_assert_not_null(file, "cannot open %s", path);
  char line[256];
  int count = 0, indent, annotate, attrs, empty;
  while (count < max && fgets(line, sizeof line, file)) {
    if (line[0] == '#') continue;
    if (sscanf(line, "%63s %d %d %d %d", sets[count].name, &indent,
               &annotate, &attrs, &empty) != 5)
      continue;
    sets[count].options = (PPDumpOptions){indent, annotate, attrs, empty};
    count++;
  }
  fclose(file);
  return count;
}

static void check_one(const char *stem, PPPythonVersion version,
                      const OptionSet *set, AstMod *root) {
  char path[4096];
  snprintf(path, sizeof path, "%s.%s.dump", stem, set->name);
  char *expected = test_read_file(path, NULL);
  cr_assert_not_null(expected, "missing %s", path);
  AstBuf buf;
  ast_buf_init(&buf);
  cr_assert(ast_dump(AST_TYPE_MOD, root, version, &set->options, &buf));
  ast_buf_putc(&buf, '\n');
  const char *got = ast_buf_cstr(&buf);
  size_t at = 0;
  while (got[at] && got[at] == expected[at]) at++;
  cr_expect(got[at] == expected[at],
            "%s: first difference at byte %zu\n  expected: %.80s\n  got:      %.80s",
            path, at, expected + at, got + at);
  ast_buf_free(&buf);
  free(expected);
}

/* Every .tree of corpus/[subfolder], written by CPython [version], loaded
 * and dumped with every option set; returns how many trees. */
static int check_corpus(const char *subfolder, PPPythonVersion version) {
  char folder[1024];
  snprintf(folder, sizeof folder, "%s/corpus/%s", source_root(), subfolder);
  OptionSet sets[16];
  int set_count = read_option_sets(folder, sets, 16);
  cr_assert_geq(set_count, 5);
  DIR *dir = opendir(folder);
  cr_assert_not_null(dir);
  int trees = 0;
  for (struct dirent *e; (e = readdir(dir));) {
    size_t n = strlen(e->d_name);
    if (n < 6 || strcmp(e->d_name + n - 5, ".tree") != 0) continue;
    char stem[2048], error[256];
    snprintf(stem, sizeof stem, "%s/%.*s", folder, (int)(n - 5), e->d_name);
    char tree_path[4096];
    snprintf(tree_path, sizeof tree_path, "%s.tree", stem);
    char *text = test_read_file(tree_path, NULL);
    AstArena *arena = ast_arena_new();
    AstMod *root = tree_load(arena, version, text, error);
    cr_assert_not_null(root, "%s: %s", tree_path, error);
    for (int s = 0; s < set_count; s++) check_one(stem, version, &sets[s], root);
    ast_arena_free(arena);
    free(text);
    trees++;
  }
  closedir(dir);
  return trees;
}

Test(dump, corpus_matches_cpython_for_every_option_set) {
  int trees = check_corpus("dump", PP_PYTHON_3_13);
  cr_assert_geq(trees, 10, "only %d corpus trees found", trees);
}

/* 3.14: TemplateStr, Interpolation; ctx=Load() still printed. */
Test(dump, corpus_3_14_matches_cpython_3_14) {
  cr_assert_geq(check_corpus("dump/3.14", PP_PYTHON_3_14), 4);
}

/* 3.15: ctx=Load() left out (and kept with show_empty), is_lazy,
 * DictComp without a value. */
Test(dump, corpus_3_15_matches_cpython_3_15) {
  cr_assert_geq(check_corpus("dump/3.15", PP_PYTHON_3_15), 5);
}

/* {**d for d in ds}, built by hand: a DictComp without a value, which
 * only 3.15 has, against what CPython 3.15 printed for that line
 * (corpus/dump/3.15/dictcomp_unpack.*.dump) with every option set. */
Test(dump, hand_built_dictcomp_without_value_dumps_as_3_15) {
  AstArena *arena = ast_arena_new();
  const char *d = ast_intern(arena, "d", 1), *ds = ast_intern(arena, "ds", 2);
  AstComprehension **generators = ast_arena_alloc(arena, sizeof *generators);
  AstStmt **body = ast_arena_alloc(arena, sizeof *body);
  cr_assert(generators && body);
  generators[0] = ast_comprehension(
      arena, ast_Name(arena, d, AST_EXPR_CONTEXT_STORE, 1, 9, 1, 10),
      ast_Name(arena, ds, AST_EXPR_CONTEXT_LOAD, 1, 14, 1, 16),
      (AstExprSeq){0}, 0);
  AstExpr *comp = ast_DictComp(
      arena, ast_Name(arena, d, AST_EXPR_CONTEXT_LOAD, 1, 3, 1, 4), NULL,
      (AstComprehensionSeq){1, generators}, 1, 0, 1, 17);
  body[0] = ast_Expr(arena, comp, 1, 0, 1, 17);
  AstMod *root = ast_Module(arena, (AstStmtSeq){1, body},
                            (AstTypeIgnoreSeq){0});
  cr_assert_not_null(root);
  char folder[1024], stem[2048];
  snprintf(folder, sizeof folder, "%s/corpus/dump/3.15", source_root());
  snprintf(stem, sizeof stem, "%s/dictcomp_unpack", folder);
  OptionSet sets[16];
  int set_count = read_option_sets(folder, sets, 16);
  cr_assert_geq(set_count, 5);
  for (int s = 0; s < set_count; s++)
    check_one(stem, PP_PYTHON_3_15, &sets[s], root);
  ast_arena_free(arena);
}

/* (((x + x) + x) ... + x): [depth] BinOps nested down the left side. */
static AstMod *deep_binop(AstArena *arena, int depth) {
  const char *x = ast_intern(arena, "x", 1);
  AstExpr *e = ast_Name(arena, x, AST_EXPR_CONTEXT_LOAD, 1, 0, 1, 1);
  for (int i = 0; i < depth && e; i++)
    e = ast_BinOp(arena, e, AST_OPERATOR_ADD,
                  ast_Name(arena, x, AST_EXPR_CONTEXT_LOAD, 1, 0, 1, 1), 1, 0,
                  1, 1);
  AstStmt *stmt = ast_Expr(arena, e, 1, 0, 1, 1);
  if (!stmt) return NULL;
  AstStmt **items = ast_arena_alloc(arena, sizeof *items);
  if (!items) return NULL;
  items[0] = stmt;
  return ast_Module(arena, (AstStmtSeq){1, items}, (AstTypeIgnoreSeq){0});
}

Test(dump, a_tree_100000_deep_dumps_without_recursion) {
  enum { DEPTH = 100000 };
  AstArena *arena = ast_arena_new();
  AstMod *root = deep_binop(arena, DEPTH);
  cr_assert_not_null(root);
  AstBuf buf;
  ast_buf_init(&buf);
  PPDumpOptions options = pp_dump_options_default();
  cr_assert(ast_dump(AST_TYPE_MOD, root, PP_PYTHON_3_13, &options, &buf));
  static const char prefix[] = "Module(body=[Expr(value=";
  static const char name[] = "Name(id='x', ctx=Load())";
  static const char binop_open[] = "BinOp(left=";
  static const char binop_close[] = ", op=Add(), right=Name(id='x', ctx=Load()))";
  size_t expect = strlen(prefix) + DEPTH * (strlen(binop_open) + strlen(binop_close)) +
                  strlen(name) + strlen(")])");
  cr_assert_eq(buf.length, expect);
  const char *text = ast_buf_cstr(&buf);
  cr_assert_eq(strncmp(text, prefix, strlen(prefix)), 0);
  cr_assert_eq(strncmp(text + strlen(prefix), binop_open, strlen(binop_open)), 0);
  cr_assert_str_eq(text + buf.length - strlen(binop_close) - 3,
                   ", op=Add(), right=Name(id='x', ctx=Load())))])");
  ast_buf_free(&buf);
  ast_arena_free(arena);
}

/* Depth 3 against corpus/dump/deep_binop.default.dump, which CPython 3.13
 * printed for ast.dump(ast.parse("x+x+x+x")) (dump omits positions). */
Test(dump, small_depth_matches_exactly) {
  AstArena *arena = ast_arena_new();
  AstMod *root = deep_binop(arena, 3);
  AstBuf buf;
  ast_buf_init(&buf);
  PPDumpOptions options = pp_dump_options_default();
  cr_assert(ast_dump(AST_TYPE_MOD, root, PP_PYTHON_3_13, &options, &buf));
  char path[1024];
  snprintf(path, sizeof path, "%s/corpus/dump/deep_binop.default.dump",
           source_root());
  char *expected = test_read_file(path, NULL);
  cr_assert_not_null(expected, "missing %s", path);
  ast_buf_putc(&buf, '\n');
  cr_assert_str_eq(ast_buf_cstr(&buf), expected);
  free(expected);
  ast_buf_free(&buf);
  ast_arena_free(arena);
}

Test(construct, failing_the_nth_allocation_returns_null_cleanly) {
  /* Fail allocation 0, 1, 2, ... until the build needs no more. */
  long n = 0;
  for (;; n++) {
    AstArena *arena = ast_arena_new_limited(&(AstArenaLimits){.fail_after = n});
    AstMod *root = deep_binop(arena, 50);
    bool failed = ast_arena_failed(arena);
    ast_arena_free(arena);
    if (root) {
      cr_assert_not(failed);
      break;
    }
    cr_assert(failed, "allocation %ld: no tree, yet the arena never failed", n);
  }
  cr_assert_geq(n, 100, "only %ld allocations for 100+ nodes", n);
}

Test(construct, a_missing_required_field_gives_null) {
  AstArena *arena = ast_arena_new();
  cr_assert_null(ast_BinOp(arena, NULL, AST_OPERATOR_ADD, NULL, 1, 0, 1, 1));
  const char *x = ast_intern(arena, "x", 1);
  AstExpr *name = ast_Name(arena, x, AST_EXPR_CONTEXT_LOAD, 1, 0, 1, 1);
  cr_assert_null(ast_BinOp(arena, name, (AstOperator)99, name, 1, 0, 1, 1));
  cr_assert_null(ast_Name(arena, NULL, AST_EXPR_CONTEXT_LOAD, 1, 0, 1, 1));
  cr_assert_null(ast_List(arena, (AstExprSeq){2, NULL}, AST_EXPR_CONTEXT_LOAD, 1, 0, 1, 1));
  cr_assert_not_null(ast_Return(arena, NULL, 1, 0, 1, 6));
  ast_arena_free(arena);
}

Test(schema, every_node_fits_the_dumper) {
  for (int i = 0; i < AST_NODE_COUNT; i++) {
    int total = ast_nodes[i].field_count +
                ast_types[ast_nodes[i].type].attribute_count;
    cr_assert_leq(total, 16, "%s has %d arguments", ast_nodes[i].name, total);
  }
  cr_assert_str_eq(ast_nodes[AST_NODE_BINOP].name, "BinOp");
  cr_assert_str_eq(ast_types[AST_TYPE_EXPR_CONTEXT].name, "expr_context");
}

typedef struct Count {
  int nodes;
  int names;
} Count;

static PPVisit count_node(void *data, const PPWalkStep *step) {
  Count *count = data;
  count->nodes++;
  if (step->node.kind == AST_NODE_NAME) count->names++;
  return PP_VISIT_CONTINUE;
}

/* No C recursion: 100,000 levels walk, in both orders. */
Test(walk, visits_every_node_once) {
  AstArena *arena = ast_arena_new();
  AstMod *root = deep_binop(arena, 100000);
  for (int field_order = 0; field_order < 2; field_order++) {
    Count count = {0};
    PPVisitor visitor = {.enter = count_node, .data = &count,
                         .field_order = field_order};
    cr_assert_eq(pp_walk_node(pp_node_of(AST_TYPE_MOD, root), &visitor),
                 PP_OK);
    /* Module + Expr + 100000 BinOp + 100001 Name */
    cr_assert_eq(count.nodes, 2 + 100000 + 100001);
    cr_assert_eq(count.names, 100001);
  }
  ast_arena_free(arena);
}

/* The JSON dumper keeps its path on the heap too. */
Test(json, a_tree_100000_deep_dumps_without_recursion) {
  AstArena *arena = ast_arena_new();
  PPTree *tree = ast_tree_new(arena, PP_PYTHON_3_13, AST_TYPE_MOD,
                              deep_binop(arena, 100000), "x\n", 2);
  cr_assert_not_null(tree);
  size_t length;
  char *json = pp_dump_json(tree, -1, &length);
  cr_assert_not_null(json);
  static const char start[] = "{\"_type\":\"Module\",\"body\":[{\"_type\":\"Expr\"";
  cr_expect(strncmp(json, start, strlen(start)) == 0);
  /* (counted by hand: a sanitizer's strstr measures the whole rest of
     the text on every call, which is quadratic here) */
  static const char binop[] = "\"BinOp\"";
  size_t binops = 0;
  for (size_t i = 0; i + sizeof binop - 1 <= length; i++)
    binops += json[i] == '"' && memcmp(json + i, binop, sizeof binop - 1) == 0;
  cr_expect_eq(binops, 100000);
  cr_expect_eq(json[length - 1], '}');
  pp_string_free(json);
  pp_tree_free(tree);
}

Test(api, pp_dump_returns_owned_text) {
  AstArena *arena = ast_arena_new();
  PPTree *tree = ast_tree_new(arena, PP_PYTHON_3_13, AST_TYPE_MOD,
                              deep_binop(arena, 1), "x + x\n", 6);
  cr_assert_not_null(tree);
  size_t length;
  char *text = pp_dump(tree, NULL, &length);
  cr_assert_str_eq(text, "Module(body=[Expr(value=BinOp(left=Name(id='x', ctx=Load()), "
                         "op=Add(), right=Name(id='x', ctx=Load())))])");
  cr_assert_eq(length, strlen(text));
  pp_string_free(text);
  pp_tree_free(tree);
}
