/*
 * tree.c - the public tree API: PPTree and pp_dump* (parser/ makes trees
 * with ast_tree_new: pp_parse_bytes is in parser/python_parse.c).
 *
 * A PPTree is the arena plus its root, and the decoded source (pp_tree_text,
 * pp_tree_line, pp_node_text) with, once asked for, where its lines start;
 * freeing the tree frees the arena and so every node at once.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"

/* Where each line of a tree's text starts. */
typedef struct LineTable {
  int count;
  size_t starts[];  /* [count] offsets into the text */
} LineTable;

struct PPTree {
  AstArena *arena;  /* owns every node, identifier and constant */
  PPPythonVersion version;  /* the language parsed; never the default 0 */
  AstTypeId type;   /* the root's type: AST_TYPE_MOD for parses */
  void *root;       /* in [arena] */
  const char *text; /* the decoded source, NUL-terminated, in [arena] */
  size_t length;
  /* made on the first request for a line (heap), so that parses whose
     lines nobody asks for do not pay for it (1.5% of a parse); atomic,
     as a tree may be read by many threads at once */
  _Atomic(LineTable *) lines;
};

/* Keeps a copy of [text]; false when the arena fails. */
static bool keep_text(PPTree *tree, const char *text, size_t length) {
  char *copy = ast_arena_alloc_uninit(tree->arena, length + 1);
  if (!copy) return false;
  if (length) memcpy(copy, text, length);
  copy[length] = '\0';
  tree->text = copy;
  tree->length = length;
  return true;
}

/* The next line after the one starting at [at], or NULL at the end. */
static const char *next_line(const PPTree *tree, const char *at) {
  const char *end = memchr(at, '\n', tree->length - (size_t)(at - tree->text));
  return end && end + 1 < tree->text + tree->length ? end + 1 : NULL;
}

static int count_lines(const PPTree *tree) {
  if (tree->length == 0) return 0;
  int count = 1;
  for (const char *at = tree->text; (at = next_line(tree, at));) count++;
  return count;
}

/* The line table, made by the first caller; NULL when out of memory. Two
   threads may race to make it: one wins, the other frees its copy. */
static const LineTable *line_table(const PPTree *tree) {
  _Atomic(LineTable *) *slot = (_Atomic(LineTable *) *)&tree->lines;
  LineTable *table = atomic_load_explicit(slot, memory_order_acquire);
  if (table) return table;
  int count = count_lines(tree);
  table = malloc(sizeof *table + (size_t)count * sizeof table->starts[0]);
  if (!table) return NULL;
  table->count = 0;
  for (const char *at = count ? tree->text : NULL; at; at = next_line(tree, at))
    table->starts[table->count++] = (size_t)(at - tree->text);
  LineTable *none = NULL;
  if (atomic_compare_exchange_strong_explicit(slot, &none, table,
                                              memory_order_acq_rel,
                                              memory_order_acquire))
    return table;
  free(table);
  return none; /* the winner's */
}

PPTree *ast_tree_new(AstArena *arena, PPPythonVersion version,
                     AstTypeId type, void *root, const char *text,
                     size_t length) {
  PPTree *tree = root ? malloc(sizeof *tree) : NULL;
  if (tree) {
    *tree = (PPTree){.arena = arena, .version = version, .type = type,
                     .root = root};
    if (keep_text(tree, text, length)) return tree;
    free(tree);
  }
  ast_arena_free(arena);
  return NULL;
}

void pp_tree_free(PPTree *tree) {
  if (!tree) return;
  free(atomic_load_explicit(&tree->lines, memory_order_relaxed));
  ast_arena_free(tree->arena);
  free(tree);
}

const void *pp_tree_root(const PPTree *tree) { return tree->root; }

PPPythonVersion pp_tree_version(const PPTree *tree) { return tree->version; }

PPNode pp_tree_root_node(const PPTree *tree) {
  return pp_node_of(tree->type, tree->root);
}

const char *pp_tree_text(const PPTree *tree, size_t *length) {
  if (length) *length = tree->length;
  return tree->text;
}

/* From the table when it was made; else counted, making no table. */
int pp_tree_line_count(const PPTree *tree) {
  const LineTable *lines = atomic_load_explicit(
      (_Atomic(LineTable *) *)&tree->lines, memory_order_acquire);
  return lines ? lines->count : count_lines(tree);
}

const char *pp_tree_line(const PPTree *tree, int lineno, size_t *length) {
  const LineTable *lines = line_table(tree);
  if (!lines || lineno < 1 || lineno > lines->count) return NULL;
  size_t start = lines->starts[lineno - 1];
  const char *end = memchr(tree->text + start, '\n', tree->length - start);
  if (length)
    *length = end ? (size_t)(end - tree->text) - start : tree->length - start;
  return tree->text + start;
}

/* The offset in the text of byte column [col] of line [lineno]; false
   when that is not in the text. */
static bool text_offset(const PPTree *tree, int lineno, int col,
                        size_t *offset) {
  size_t line_length;
  const char *line = pp_tree_line(tree, lineno, &line_length);
  if (!line || col < 0 || (size_t)col > line_length + 1) return false;
  *offset = (size_t)(line - tree->text) + (size_t)col;
  return *offset <= tree->length;
}

const char *pp_node_text(const PPTree *tree, PPNode node, size_t *length) {
  PPSpan span;
  size_t start, end;
  if (!pp_node_span(node, &span) ||
      !text_offset(tree, span.lineno, span.col_offset, &start) ||
      !text_offset(tree, span.end_lineno, span.end_col_offset, &end) ||
      end < start)
    return NULL;
  if (length) *length = end - start;
  return tree->text + start;
}

PPDumpOptions pp_dump_options_default(void) {
  return (PPDumpOptions){.indent = -1, .annotate_fields = true};
}

/* The text in [buf] handed to the caller, or NULL (and [buf] freed) when
   writing it failed. */
static char *finish(AstBuf *buf, bool ok, size_t *length) {
  if (ok) ast_buf_cstr(buf);
  if (!ok || buf->failed || !buf->data) {
    ast_buf_free(buf);
    return NULL;
  }
  if (length) *length = buf->length;
  return buf->data; /* ownership passes to the caller */
}

char *pp_dump(const PPTree *tree, const PPDumpOptions *options,
              size_t *length) {
  PPDumpOptions defaults = pp_dump_options_default();
  AstBuf buf;
  ast_buf_init(&buf);
  bool ok = ast_dump(tree->type, tree->root, tree->version,
                     options ? options : &defaults, &buf);
  return finish(&buf, ok, length);
}

char *pp_dump_json(const PPTree *tree, int indent, size_t *length) {
  AstBuf buf;
  ast_buf_init(&buf);
  bool ok = ast_dump_json(pp_tree_root_node(tree), tree->version, indent,
                          &buf);
  return finish(&buf, ok, length);
}

char *pp_dump_dot(const PPTree *tree, const PPDotOptions *options,
                  size_t *length) {
  AstBuf buf;
  ast_buf_init(&buf);
  bool ok = ast_dump_dot(pp_tree_root_node(tree), tree->version, options,
                         &buf);
  return finish(&buf, ok, length);
}

PPStatus pp_dump_file(const PPTree *tree, const PPDumpOptions *options,
                      FILE *file) {
  size_t length = 0;
  char *text = pp_dump(tree, options, &length);
  if (!text) return PP_ERROR_MEMORY;
  bool written = fwrite(text, 1, length, file) == length;
  pp_string_free(text);
  return written ? PP_OK : PP_ERROR_IO;
}

void pp_string_free(char *text) { free(text); }
