/*
 * fuzz_determinism.c - the same input parsed twice gives the same answer:
 * once by pp_parse_bytes and once by a PPParser that keeps its memory
 * from every earlier input (what a linter over a project does), so that
 * nothing of one parse leaks into the next. Each tree is also read as a
 * tool reads it (walks in both orders, parent links, node texts, comments,
 * JSON), with the invariants of pyparse.h checked, and what the reading
 * found must be the same both times.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* What reading a tree found, comparable. */
typedef struct Reading {
  size_t nodes;     /* entered by the source-order walk */
  uint64_t kinds;   /* a hash of their kinds, in that order */
  size_t comments;
  size_t json_length;
} Reading;

/* Reads [tree] as a tool would and checks what pyparse.h promises. */
static Reading read_tree(const PPTree *tree) {
  Reading r = {0, 1469598103934665603u, 0, 0};
  PPParents *parents = pp_parents_new(tree);
  PPIter *it = pp_iter_new(tree, NULL);
  PPVisitor field_order = {.field_order = true};
  PPIter *by_field = pp_iter_new(tree, &field_order);
  size_t text_length, by_field_nodes = 0;
  const char *text = pp_tree_text(tree, &text_length);
  PPWalkStep step, up;
  size_t open = 0;
  while (it && pp_iter_next(it, &step)) {
    if (step.leaving) {
      if (open-- != step.depth + 1) fuzz_fail("a leave out of place");
      continue;
    }
    if (step.depth != open++) fuzz_fail("an enter out of place");
    r.nodes++;
    r.kinds = (r.kinds ^ (uint64_t)step.node.kind) * 1099511628211u;
    if (parents && (!pp_parent(parents, step.node.node, &up) ||
                    up.parent.node != step.parent.node || up.depth != step.depth))
      fuzz_fail("the parent table disagrees with the walk");
    size_t length;
    const char *at = pp_node_text(tree, step.node, &length);
    if (at && (at < text || at + length > text + text_length))
      fuzz_fail("a node's text is not in the tree's text");
  }
  while (by_field && pp_iter_next(by_field, &step)) by_field_nodes += !step.leaving;
  if (it && by_field && pp_iter_status(it) == PP_OK &&
      pp_iter_status(by_field) == PP_OK && by_field_nodes != r.nodes)
    fuzz_fail("the two walk orders met different numbers of nodes");
  pp_iter_free(it);
  pp_iter_free(by_field);
  pp_parents_free(parents);
  PPComments *comments = pp_comments_new(tree);
  r.comments = comments ? pp_comments_count(comments) : 0;
  for (size_t i = 0; i < r.comments; i++) {
    const PPComment *c = pp_comments_get(comments, i);
    const PPComment *before = i ? pp_comments_get(comments, i - 1) : NULL;
    if (c->length == 0 || c->text[0] != '#' || (before && before->lineno > c->lineno))
      fuzz_fail("a comment out of place");
  }
  pp_comments_free(comments);
  char *json = pp_dump_json(tree, -1, &r.json_length);
  pp_string_free(json);
  return r;
}

/* The answer of one parse, comparable. */
typedef struct Answer {
  PPStatus status;
  PPError error;
  Reading reading;
  char *dump; /* NULL unless PP_OK */
  size_t warning_count;
  char first_warning[PP_WARNING_MESSAGE_MAX];
} Answer;

static Answer answer(PPParser *parser, const FuzzInput *in) {
  Answer a = {0};
  PPParseOptions options = in->parse;
  PPWarnings *warnings = in->warnings ? pp_warnings_new() : NULL;
  options.warnings = warnings;
  PPTree *tree = NULL;
  memset(&a.error, 0, sizeof a.error);
  a.status = parser ? pp_parser_parse(parser, in->source, in->length,
                                      "<fuzz>", &options, &tree, &a.error)
                    : pp_parse_bytes(in->source, in->length, "<fuzz>",
                                     &options, &tree, &a.error);
  if (a.status == PP_OK) {
    a.reading = read_tree(tree);
    a.dump = pp_dump(tree, &in->dump, NULL);
    pp_tree_free(tree);
  }
  if (warnings) {
    a.warning_count = pp_warnings_count(warnings);
    if (a.warning_count > 0)
      strcpy(a.first_warning, pp_warnings_get(warnings, 0)->message);
    pp_warnings_free(warnings);
  }
  return a;
}

/* Field by field: the message and text buffers are compared as strings
   (what follows the NUL is not part of the answer). */
static bool same_error(const PPError *a, const PPError *b) {
  return a->type == b->type && strcmp(a->message, b->message) == 0 &&
         a->lineno == b->lineno && a->col_offset == b->col_offset &&
         a->end_lineno == b->end_lineno &&
         a->end_col_offset == b->end_col_offset && a->offset == b->offset &&
         a->end_offset == b->end_offset && a->no_location == b->no_location &&
         a->no_end == b->no_end && strcmp(a->text, b->text) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static PPParser *reused; /* lives across inputs, on purpose */
  if (!reused && !(reused = pp_parser_new())) return 0;
  FuzzInput in = fuzz_input(data, size);
  Answer fresh = answer(NULL, &in);
  Answer again = answer(reused, &in);
  if (fresh.status == PP_ERROR_MEMORY || again.status == PP_ERROR_MEMORY) {
    /* the machine's memory, not the input: nothing to compare */
  } else if (fresh.status != again.status) {
    fuzz_fail("another status the second time");
  } else if (fresh.status == PP_OK) {
    if (fresh.dump && again.dump && strcmp(fresh.dump, again.dump) != 0)
      fuzz_fail("another tree the second time");
    if (memcmp(&fresh.reading, &again.reading, sizeof fresh.reading) != 0)
      fuzz_fail("another reading of the tree the second time");
  } else if (!same_error(&fresh.error, &again.error)) {
    fuzz_fail("another error the second time");
  }
  if (fresh.status != PP_ERROR_MEMORY && again.status != PP_ERROR_MEMORY &&
      (fresh.warning_count != again.warning_count ||
       strcmp(fresh.first_warning, again.first_warning) != 0))
    fuzz_fail("other warnings the second time");
  free(fresh.dump);
  free(again.dump);
  return 0;
}
