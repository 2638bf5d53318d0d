/*
 * test_reflect.c - the public API for reading trees (pyparse.h): node
 * kinds and names, fields per version, values, constants, spans, the
 * source text and its lines, columns, walking (skip, stop, leave), parent
 * links and comments. Expected values were asked of the oracles (shown
 * next to each case): ast.get_source_segment, tokenize's COMMENT tokens,
 * ast.Import._fields in 3.13 and 3.15. The walk's order over whole
 * libraries is checked by scripts/walk_order.py, the values by the JSON
 * round trip (scripts/json_roundtrip.py).
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <string.h>

#include "ast_nodes.h" /* the schema tables, for the invariant below */
#include "pyparse.h"

/* A small module; "é😀" is 2 + 4 bytes, 2 characters, 3 UTF-16 units. */
static const char source[] =
    "@dec\n"
    "def f(a, b=1):  # c1\n"
    "    x = \"\xc3\xa9\xf0\x9f\x98\x80\" + 0x10000000000000000  # noqa\n"
    "    # own\n"
    "    return ..., 2.5j, b\"\\x00\", None\n";

static PPTree *parse(const char *text, PPPythonVersion version) {
  PPParseOptions options = {.version = version};
  PPTree *tree = NULL;
  PPError error;
  cr_assert_eq(pp_parse_bytes(text, strlen(text), "t.py", &options, &tree,
                              &error),
               PP_OK, "%s", error.message);
  return tree;
}

/* pp_node_span reads the four attributes by position. */
Test(reflect, every_span_is_the_four_attributes_in_order) {
  static const char *const names[] = {"lineno", "col_offset", "end_lineno",
                                      "end_col_offset"};
  for (int t = 0; t < AST_TYPE_COUNT; t++) {
    if (ast_types[t].attribute_count == 0) continue;
    cr_assert_eq(ast_types[t].attribute_count, 4, "%s", ast_types[t].name);
    for (int i = 0; i < 4; i++)
      cr_expect_str_eq(ast_types[t].attributes[i].name, names[i]);
  }
}

Test(reflect, kind_names_round_trip) {
  for (int kind = 0; kind < AST_NODE_COUNT; kind++)
    cr_expect_eq(pp_node_kind_from_name(pp_node_kind_name(kind)), kind);
  cr_expect_str_eq(pp_node_kind_name(AST_NODE_FUNCTIONDEF), "FunctionDef");
  cr_expect_null(pp_node_kind_name(AST_NODE_COUNT));
  cr_expect_eq(pp_node_kind_from_name("NoSuchNode"), -1);
  cr_expect_eq(pp_node_type(AST_NODE_LOAD), AST_TYPE_EXPR_CONTEXT);
}

/* ast.Import._fields: ('names',) in 3.13, ('names', 'is_lazy') in 3.15 */
Test(reflect, fields_follow_the_version) {
  cr_expect_eq(pp_node_field_count(AST_NODE_IMPORT, PP_PYTHON_3_13), 1);
  cr_expect_eq(pp_node_field_count(AST_NODE_IMPORT, PP_PYTHON_3_15), 2);
  cr_expect_str_eq(pp_node_field_name(AST_NODE_IMPORT, PP_PYTHON_3_15, 1),
                   "is_lazy");
  cr_expect_null(pp_node_field_name(AST_NODE_IMPORT, PP_PYTHON_3_13, 1));
}

/* Finds the first field of [node] called [name]. */
static PPField field_named(PPNode node, const char *name) {
  PPField field;
  for (size_t i = 0; pp_node_field(node, PP_PYTHON_3_13, i, &field); i++)
    if (strcmp(field.name, name) == 0) return field;
  cr_assert_fail("no field %s", name);
  return field;
}

static PPNode child(PPNode node, const char *name, size_t index) {
  PPField field = field_named(node, name);
  cr_assert_lt(index, field.count);
  PPValue value = pp_field_value(&field, index);
  cr_assert_eq(value.kind, PP_VALUE_NODE, "%s", name);
  return value.node;
}

Test(reflect, values_and_constants) {
  PPTree *tree = parse(source, PP_PYTHON_3_13);
  PPNode def = child(pp_tree_root_node(tree), "body", 0);
  cr_assert_eq(def.kind, AST_NODE_FUNCTIONDEF);
  PPField name = field_named(def, "name");
  PPValue v = pp_field_value(&name, 0);
  cr_expect_eq(v.kind, PP_VALUE_IDENTIFIER);
  cr_expect_str_eq(v.text, "f");
  PPField returns = field_named(def, "returns");
  cr_expect_eq(pp_field_value(&returns, 0).kind, PP_VALUE_NONE);

  PPNode binop = child(child(def, "body", 0), "value", 0);
  PPField op = field_named(binop, "op");
  v = pp_field_value(&op, 0);
  cr_expect_eq(v.kind, PP_VALUE_ENUM);
  cr_expect_eq(v.node.kind, AST_NODE_ADD);
  /* "é😀": UTF-8 bytes */
  PPField left = field_named(child(binop, "left", 0), "value");
  PPConstant c = pp_constant(pp_field_value(&left, 0).constant);
  cr_expect_eq(c.kind, PP_CONSTANT_STR);
  cr_expect_eq(c.length, 6);
  cr_expect(memcmp(c.data, "\xc3\xa9\xf0\x9f\x98\x80", 6) == 0);
  /* 0x10000000000000000 == 18446744073709551616: beyond int64 */
  PPField right = field_named(child(binop, "right", 0), "value");
  c = pp_constant(pp_field_value(&right, 0).constant);
  cr_expect_eq(c.kind, PP_CONSTANT_INT);
  cr_expect_not(c.fits_int64);
  cr_expect_str_eq(c.int_text, "18446744073709551616");

  PPNode tuple = child(child(def, "body", 1), "value", 0);
  PPConstantKind kinds[] = {PP_CONSTANT_ELLIPSIS, PP_CONSTANT_COMPLEX,
                            PP_CONSTANT_BYTES, PP_CONSTANT_NONE};
  for (size_t i = 0; i < 4; i++) {
    PPField value = field_named(child(tuple, "elts", i), "value");
    c = pp_constant(pp_field_value(&value, 0).constant);
    cr_expect_eq(c.kind, kinds[i], "element %zu", i);
  }
  PPField imag = field_named(child(tuple, "elts", 1), "value");
  cr_expect_eq(pp_constant(pp_field_value(&imag, 0).constant).number, 2.5);
  PPField bytes = field_named(child(tuple, "elts", 2), "value");
  c = pp_constant(pp_field_value(&bytes, 0).constant);
  cr_expect(c.length == 1 && c.data[0] == '\0');
  pp_tree_free(tree);
}

/* ast.get_source_segment: '"é😀" + 0x10000000000000000' (col 8 to 38) */
Test(reflect, source_text_lines_and_columns) {
  PPTree *tree = parse(source, PP_PYTHON_3_13);
  size_t length;
  cr_expect_str_eq(pp_tree_text(tree, &length), source);
  cr_expect_eq(length, strlen(source));
  cr_expect_eq(pp_tree_line_count(tree), 5);
  const char *line = pp_tree_line(tree, 2, &length);
  cr_expect(length == 20 && memcmp(line, "def f(a, b=1):  # c1", 20) == 0);
  cr_expect_null(pp_tree_line(tree, 6, NULL));
  PPNode def = child(pp_tree_root_node(tree), "body", 0);
  PPNode binop = child(child(def, "body", 0), "value", 0);
  const char *text = pp_node_text(tree, binop, &length);
  static const char want[] = "\"\xc3\xa9\xf0\x9f\x98\x80\" + 0x10000000000000000";
  cr_expect(length == strlen(want) && memcmp(text, want, length) == 0);
  /* the '+' of line 3: byte 17, character 13, UTF-16 unit 14 */
  line = pp_tree_line(tree, 3, NULL);
  cr_expect_eq(pp_char_column(line, 17), 13);
  cr_expect_eq(pp_utf16_column(line, 17), 14);
  cr_expect_eq(pp_byte_column_from_chars(line, 13), 17);
  cr_expect_eq(pp_byte_column_from_utf16(line, 14), 17);
  cr_expect_eq(pp_byte_column_from_chars(line, 1000), (int)strlen(
      "    x = \"\xc3\xa9\xf0\x9f\x98\x80\" + 0x10000000000000000  # noqa"));
  pp_tree_free(tree);
}

/* "\r\n" and a lone "\r" end lines, as compile() translates them. */
Test(reflect, the_kept_text_has_newlines_translated) {
  PPTree *tree = parse("a = 1\r\nb = 2\rc = 3", PP_PYTHON_3_13);
  cr_expect_str_eq(pp_tree_text(tree, NULL), "a = 1\nb = 2\nc = 3");
  cr_expect_eq(pp_tree_line_count(tree), 3);
  size_t length;
  cr_expect_str_eq(pp_tree_line(tree, 3, &length), "c = 3");
  cr_expect_eq(length, 5);
  pp_tree_free(tree);
}

typedef struct Trace {
  char text[512];
  AstNodeKind skip, stop;
} Trace;

static PPVisit enter(void *data, const PPWalkStep *step) {
  Trace *t = data;
  size_t used = strlen(t->text);
  snprintf(t->text + used, sizeof t->text - used, "+%s",
           pp_node_kind_name(step->node.kind));
  if (step->node.kind == t->stop) return PP_VISIT_STOP;
  return step->node.kind == t->skip ? PP_VISIT_SKIP : PP_VISIT_CONTINUE;
}

static PPVisit leave(void *data, const PPWalkStep *step) {
  Trace *t = data;
  size_t used = strlen(t->text);
  snprintf(t->text + used, sizeof t->text - used, "-%s",
           pp_node_kind_name(step->node.kind));
  return PP_VISIT_CONTINUE;
}

/* Source order puts the decorator and the arguments before the body;
   SKIP still leaves the node, STOP ends everything. */
Test(walk, enter_leave_skip_and_stop) {
  PPTree *tree = parse("@d\ndef f(a): return a\n", PP_PYTHON_3_13);
  Trace t = {.skip = AST_NODE_RETURN, .stop = AST_NODE_COUNT};
  PPVisitor visitor = {.enter = enter, .leave = leave, .data = &t};
  cr_assert_eq(pp_walk(tree, &visitor), PP_OK);
  cr_expect_str_eq(t.text, "+Module+FunctionDef+Name-Name+arguments+arg-arg"
                           "-arguments+Return-Return-FunctionDef-Module");
  Trace field = {.skip = AST_NODE_COUNT, .stop = AST_NODE_ARG};
  visitor = (PPVisitor){.enter = enter, .leave = leave, .data = &field,
                        .field_order = true};
  cr_assert_eq(pp_walk(tree, &visitor), PP_OK);
  cr_expect_str_eq(field.text, "+Module+FunctionDef+arguments+arg");
  pp_tree_free(tree);
}

Test(walk, parents_and_steps) {
  PPTree *tree = parse("x = [1, (2, y)]\n", PP_PYTHON_3_13);
  PPParents *parents = pp_parents_new(tree);
  cr_assert_not_null(parents);
  PPIter *it = pp_iter_new(tree, NULL);
  PPWalkStep step, up;
  size_t names = 0;
  while (pp_iter_next(it, &step)) {
    if (step.leaving) continue;
    cr_assert(pp_parent(parents, step.node.node, &up));
    cr_expect_eq(up.parent.node, step.parent.node);
    cr_expect_eq(up.index, step.index);
    cr_expect_eq(up.depth, step.depth);
    if (step.node.kind != AST_NODE_NAME || step.depth != 4) continue;
    names++; /* y: Module.body[0] Assign.value List.elts[1] Tuple.elts[1] */
    cr_expect_eq(step.parent.kind, AST_NODE_TUPLE);
    cr_expect_str_eq(step.field, "elts");
    cr_expect_eq(step.index, 1);
  }
  cr_expect_eq(names, 1);
  cr_expect_eq(pp_iter_status(it), PP_OK);
  pp_iter_free(it);
  cr_expect_not(pp_parent(parents, &step, &up)); /* not a node of it */
  pp_parents_free(parents);
  pp_tree_free(tree);
}

/* tokenize: COMMENTs '# c1' at (2, 16), '# noqa' at (3, 36), '# own' at
   (4, 4); byte columns here: "é😀" makes '# noqa' 40. */
Test(comments, in_order_and_per_node) {
  PPTree *tree = parse(source, PP_PYTHON_3_13);
  PPComments *comments = pp_comments_new(tree);
  cr_assert_not_null(comments);
  cr_assert_eq(pp_comments_count(comments), 3);
  const PPComment *c = pp_comments_get(comments, 1);
  cr_expect(c->length == 6 && memcmp(c->text, "# noqa", 6) == 0);
  cr_expect(c->lineno == 3 && c->col_offset == 40 && !c->own_line);
  cr_expect(pp_comments_get(comments, 2)->own_line);
  cr_expect_null(pp_comments_get(comments, 3));
  PPNode def = child(pp_tree_root_node(tree), "body", 0);
  size_t first;
  cr_expect_eq(pp_comments_of_node(comments, def, &first), 3);
  cr_expect_eq(first, 0);
  PPNode assign = child(def, "body", 0);
  cr_expect_eq(pp_comments_of_node(comments, assign, &first), 1);
  cr_expect_eq(first, 1);
  cr_expect_eq(pp_comments_on_lines(comments, 5, 5, &first), 0);
  pp_comments_free(comments);
  pp_tree_free(tree);
}

/* The table of lines is made by the first caller, whichever thread: all
   threads asking at once get the same lines. */
static void *read_lines(void *tree) {
  size_t length;
  const char *line = pp_tree_line(tree, 3, &length);
  bool ok = line && length == 46 && memcmp(line, "    x = ", 8) == 0 &&
            pp_tree_line(tree, 5, NULL) != NULL;
  return ok ? tree : NULL;
}

Test(reflect, lines_on_many_threads_at_once) {
  PPTree *tree = parse(source, PP_PYTHON_3_13);
  pthread_t threads[8];
  for (int i = 0; i < 8; i++)
    cr_assert_eq(pthread_create(&threads[i], NULL, read_lines, tree), 0);
  for (int i = 0; i < 8; i++) {
    void *result;
    pthread_join(threads[i], &result);
    cr_expect_eq(result, tree, "thread %d read wrong lines", i);
  }
  pp_tree_free(tree);
}

/* The last line without its '\n': the lexer reads it from a buffer of its
   own, but the comment points into the tree's text. */
Test(comments, on_a_last_line_without_newline) {
  PPTree *tree = parse("x = 1  # last", PP_PYTHON_3_13);
  PPComments *comments = pp_comments_new(tree);
  cr_assert_eq(pp_comments_count(comments), 1);
  const PPComment *c = pp_comments_get(comments, 0);
  const char *text = pp_tree_text(tree, NULL);
  cr_expect_eq(c->text, text + 7);
  cr_expect_eq(c->length, 6);
  pp_comments_free(comments);
  pp_tree_free(tree);
}
