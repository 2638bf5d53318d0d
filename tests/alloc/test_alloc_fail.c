/*
 * test_alloc_fail.c - memory errors are memory errors (issue 12): every
 * allocation the library makes is failed in turn, through the link-time
 * wrappers of fail_alloc.c, in each public operation, on inputs that take
 * every path that allocates (PEP 263 codecs through iconv, identifiers
 * through NFKC, f- and t-strings with escapes, type comments, warnings,
 * syntax errors of the parser, the tokenizer and the decoder), in every
 * target version; and in the CLI's two commands.
 *
 * For one operation: a reference run with nothing failing, then for N =
 * 0, 1, ... a run where the allocation after N successful ones fails
 * (only that one, then in a second pass that one and every later one),
 * until a run meets no failure. A run that met one must end with
 * PP_ERROR_MEMORY and no result, the CLI with "MemoryError" and exit
 * status 2; then the same operation on the same objects (the same
 * PPParser, PPWarnings list, tree) runs again with nothing failing and
 * must give the reference result. In the sanitized build each test ends
 * with a leak check (check_no_leaks).
 *
 * No allocation failure is recoverable today: were one made so (a cache
 * that can do without its memory, say), fail_each would have to accept
 * the reference result for it, and its case would be named here.
 *
 * A result is compared as text: the status, the tree's dump with
 * attributes or the PPError's every field, the warnings, the tokens.
 */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "fail_alloc.h"
#include "pyparse.h"
#include "read_file.h"

/* Built with AddressSanitizer: LeakSanitizer can be asked for a check. */
#if defined(__SANITIZE_ADDRESS__)
#define LEAK_CHECK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEAK_CHECK 1
#endif
#endif
#ifdef LEAK_CHECK
#include <sanitizer/lsan_interface.h>
#endif

/* No operation here needs more; a run past it is a loop that never ends. */
#define MAX_ALLOCATIONS 100000
/* Room for the tokens of the largest input of the token stream cases. */
#define MAX_TOKENS 4096

static const PPPythonVersion versions[] = {PP_PYTHON_3_13, PP_PYTHON_3_14,
                                           PP_PYTHON_3_15};
#define VERSION_COUNT (sizeof versions / sizeof versions[0])

/* Fails the test if memory is leaked. Criterion runs each test in a
   child process and ignores how the child exits once the test has
   reported, so LeakSanitizer's report at exit would fail nothing (nor
   would an assertion in a .fini hook): each test asks for the check
   itself before it ends. */
static void check_no_leaks(void) {
#ifdef LEAK_CHECK
  cr_assert_eq(__lsan_do_recoverable_leak_check(), 0,
               "memory leaked (LeakSanitizer's report is on stderr)");
#endif
}

/* ---- inputs -------------------------------------------------------------- */

/* corpus/[path] in memory (the caller frees it). */
static char *read_corpus(const char *path, size_t *length) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert(root, "PYPARSE_SOURCE_ROOT is not set");
  char full[4096];
  snprintf(full, sizeof full, "%s/corpus/%s", root, path);
  char *bytes = test_read_file(full, length);
  cr_assert_not_null(bytes, "cannot read %s", full);
  return bytes;
}

/* ---- results as text ----------------------------------------------------- */

/* Every field of [error]. */
static void print_error(FILE *out, const PPError *error) {
  fprintf(out, "status %d type %d: %s\n", error->status, error->type,
          error->message);
  fprintf(out, "at %d:%d-%d:%d offsets %d-%d%s%s\ntext %s\n", error->lineno,
          error->col_offset, error->end_lineno, error->end_col_offset,
          error->offset, error->end_offset,
          error->no_location ? " no_location" : "",
          error->no_end ? " no_end" : "", error->text);
}

static void print_warnings(FILE *out, const PPWarnings *warnings) {
  if (!warnings) return;
  for (size_t i = 0; i < pp_warnings_count(warnings); i++) {
    const PPWarning *w = pp_warnings_get(warnings, i);
    fprintf(out, "warning %d at %d:%d (line %d) %s: %s", w->category,
            w->at_lineno, w->at_col_offset, w->lineno, w->message, w->line);
  }
}

/* ---- operations ---------------------------------------------------------- */

typedef struct Op Op;
struct Op {
  char name[256]; /* for messages: the operation and its input */
  /* The operation itself, run while armed: it may allocate nothing of
     its own (the test's allocations would be failed too). */
  PPStatus (*run)(Op *op);
  /* Writes its result to [out] (disarmed) and releases what run made. */
  void (*print)(Op *op, PPStatus status, FILE *out);
  /* the input */
  const char *bytes;
  size_t length;
  /* parses */
  PPParseOptions options;
  PPParser *parser;     /* NULL: pp_parse_bytes */
  PPTree *tree;         /* the parse's result; the dumper's input */
  PPError error;
  /* tokens */
  PPTokenOptions token_options;
  PPTokenStream *stream;
  size_t token_count;
  PPToken *tokens;      /* MAX_TOKENS, allocated before any run */
  /* the dumper */
  PPDumpOptions dump_options;
  char *dump;
  size_t dump_length;
  FILE *file;           /* pp_dump_file's */
  /* the CLI */
  CliOptions cli;
  CliInput cli_input;
  int exit_status;
  bool cli_tokens;
};

/* Builds the text of [op]'s result for [status]. */
static char *result_text(Op *op, PPStatus status) {
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  cr_assert_not_null(out);
  op->print(op, status, out);
  fclose(out);
  return text;
}

static PPStatus run_parse(Op *op) {
  op->tree = (PPTree *)&op->tree; /* a stale value the parse must replace */
  return op->parser
             ? pp_parser_parse(op->parser, op->bytes, op->length, "t.py",
                               &op->options, &op->tree, &op->error)
             : pp_parse_bytes(op->bytes, op->length, "t.py", &op->options,
                              &op->tree, &op->error);
}

static void print_parse(Op *op, PPStatus status, FILE *out) {
  fprintf(out, "status %d\n", status);
  if (status == PP_OK) {
    PPDumpOptions dump = pp_dump_options_default();
    dump.include_attributes = true;
    char *text = pp_dump(op->tree, &dump, NULL);
    cr_assert_not_null(text, "%s: the dump failed", op->name);
    fprintf(out, "%s\n", text);
    pp_string_free(text);
    pp_tree_free(op->tree);
  } else {
    cr_assert_null(op->tree, "%s: status %d with a tree", op->name, status);
    print_error(out, &op->error);
  }
  op->tree = NULL;
  print_warnings(out, op->options.warnings);
}

/* pp_tokens_open, then pp_tokens_next to ENDMARKER or an error; the
   tokens are kept for print_tokens (they point into the stream). */
static PPStatus run_tokens(Op *op) {
  op->token_count = 0;
  PPStatus status = pp_tokens_open(op->bytes, op->length, &op->token_options,
                                   &op->stream, &op->error);
  if (status != PP_OK) return status;
  while (op->token_count < MAX_TOKENS) {
    PPToken *token = &op->tokens[op->token_count++];
    status = pp_tokens_next(op->stream, token, &op->error);
    if (status != PP_OK || token->type == PP_TOKEN_ENDMARKER) return status;
  }
  return PP_OK; /* print_tokens reports the overflow */
}

static void print_tokens(Op *op, PPStatus status, FILE *out) {
  cr_assert_lt(op->token_count, MAX_TOKENS, "%s: too many tokens", op->name);
  fprintf(out, "status %d\n", status);
  /* pyparse.h: "PP_ERROR_MEMORY is never returned here" */
  cr_assert(status != PP_ERROR_MEMORY || op->token_count == 0,
            "%s: pp_tokens_next ran out of memory", op->name);
  if (status != PP_OK && !op->stream)
    cr_assert_eq(op->token_count, 0);
  for (size_t i = 0; i < op->token_count; i++) {
    const PPToken *t = &op->tokens[i];
    if (i + 1 == op->token_count && status != PP_OK) break; /* the error's */
    fprintf(out, "%d/%d %d:%d-%d:%d '%.*s'\n", t->type, t->exact_type,
            t->lineno, t->col_offset, t->end_lineno, t->end_col_offset,
            (int)t->length, t->start);
  }
  if (status != PP_OK) print_error(out, &op->error);
  pp_tokens_free(op->stream);
  op->stream = NULL;
}

static PPStatus run_dump(Op *op) {
  op->dump = pp_dump(op->tree, &op->dump_options, &op->dump_length);
  return op->dump ? PP_OK : PP_ERROR_MEMORY;
}

static void print_dump(Op *op, PPStatus status, FILE *out) {
  fprintf(out, "status %d\n", status);
  if (op->dump) {
    cr_assert_eq(strlen(op->dump), op->dump_length);
    fprintf(out, "%s\n", op->dump);
  }
  pp_string_free(op->dump);
  op->dump = NULL;
}

static PPStatus run_dump_json(Op *op) {
  op->dump = pp_dump_json(op->tree, op->dump_options.indent, &op->dump_length);
  return op->dump ? PP_OK : PP_ERROR_MEMORY;
}

/* pp_dump_dot with positions when the option set has them, and whole
   values when it shows empty fields (so both paths of each are met). */
static PPStatus run_dump_dot(Op *op) {
  PPDotOptions dot = {.include_attributes = op->dump_options.include_attributes,
                      .full_values = op->dump_options.show_empty};
  op->dump = pp_dump_dot(op->tree, &dot, &op->dump_length);
  return op->dump ? PP_OK : PP_ERROR_MEMORY;
}

/* A source-order walk, the parent table and the comments: how many nodes
   and comments they saw. */
static PPStatus run_walk(Op *op) {
  PPIter *it = pp_iter_new(op->tree, NULL);
  if (!it) return PP_ERROR_MEMORY;
  PPWalkStep step;
  size_t entered = 0;
  while (pp_iter_next(it, &step)) entered += !step.leaving;
  PPStatus status = pp_iter_status(it);
  pp_iter_free(it);
  if (status != PP_OK) return status;
  PPParents *parents = pp_parents_new(op->tree);
  if (!parents) return PP_ERROR_MEMORY;
  PPNode root = pp_tree_root_node(op->tree);
  op->token_count = entered + pp_parent(parents, root.node, &step);
  pp_parents_free(parents);
  PPComments *comments = pp_comments_new(op->tree);
  if (!comments) return PP_ERROR_MEMORY;
  op->token_count += 1000 * pp_comments_count(comments);
  pp_comments_free(comments);
  return PP_OK;
}

static void print_walk(Op *op, PPStatus status, FILE *out) {
  fprintf(out, "status %d\n", status);
  if (status == PP_OK) fprintf(out, "%zu\n", op->token_count);
}

static PPStatus run_dump_file(Op *op) {
  return pp_dump_file(op->tree, &op->dump_options, op->file);
}

/* What pp_dump_file wrote; the file is emptied for the next run. */
static void print_dump_file(Op *op, PPStatus status, FILE *out) {
  fprintf(out, "status %d\n", status);
  long size = ftell(op->file);
  rewind(op->file);
  for (long i = 0; i < size; i++) fputc(fgetc(op->file), out);
  rewind(op->file);
  cr_assert_eq(ftruncate(fileno(op->file), 0), 0);
}

/* ---- the CLI commands ---------------------------------------------------- */

/* Standard output and error go to temporary files while a command runs. */
typedef struct Capture {
  FILE *files[2];
  int saved[2];
} Capture;

static void capture_begin(Capture *c) {
  fflush(stdout);
  fflush(stderr);
  for (int fd = 1; fd <= 2; fd++) {
    c->files[fd - 1] = tmpfile();
    cr_assert_not_null(c->files[fd - 1]);
    c->saved[fd - 1] = dup(fd);
    dup2(fileno(c->files[fd - 1]), fd);
  }
}

static void capture_end(Capture *c, FILE *out) {
  fflush(stdout);
  fflush(stderr);
  for (int fd = 1; fd <= 2; fd++) {
    dup2(c->saved[fd - 1], fd);
    close(c->saved[fd - 1]);
    FILE *file = c->files[fd - 1];
    rewind(file);
    fprintf(out, "%s:\n", fd == 1 ? "stdout" : "stderr");
    for (int ch; (ch = fgetc(file)) != EOF;) fputc(ch, out);
    fclose(file);
  }
}

static Capture cli_capture;

/* The command's exit status stands for the status: 2 is PP_ERROR_MEMORY
   when the output says MemoryError (checked by print_cli). */
static PPStatus run_cli(Op *op) {
  op->cli_input.bytes = op->bytes;
  op->cli_input.length = op->length;
  op->exit_status =
      op->cli_tokens
          ? cli_tokens(&op->cli, &op->cli_input, stdout, stderr)
          : cli_dump_ast(&op->cli, &op->cli_input, stdout, stderr);
  return op->exit_status == 0   ? PP_OK
         : op->exit_status == 1 ? PP_ERROR_SYNTAX
                                : PP_ERROR_MEMORY;
}

static void print_cli(Op *op, PPStatus status, FILE *out) {
  char *text = NULL;
  size_t size = 0;
  FILE *output = open_memstream(&text, &size);
  capture_end(&cli_capture, output);
  fclose(output);
  if (status == PP_ERROR_MEMORY)
    cr_assert(strstr(text, "MemoryError"),
              "%s: exit status %d without MemoryError:\n%s", op->name,
              op->exit_status, text);
  fprintf(out, "exit %d\n%s", op->exit_status, text);
  free(text);
}

/* ---- the driver ---------------------------------------------------------- */

/* One run of [op], armed by [arm] (NULL: nothing fails, allocations are
   counted) at [n]. */
static PPStatus run_armed(Op *op, void (*arm)(long), long n) {
  if (op->run == run_cli) capture_begin(&cli_capture);
  if (arm)
    arm(n);
  else
    fail_alloc_arm(-1);
  PPStatus status = op->run(op);
  fail_alloc_disarm();
  return status;
}

/* Bits of fail_each's *[functions]: the failures an input must meet. */
enum { NEEDS_ICONV = 1, NEEDS_NFKC = 2 };

/* Fails each allocation of [op] in turn, with [arm]; returns how many
   runs met a failure. */
static long fail_each(Op *op, const char *reference, void (*arm)(long),
                      const char *arm_name, unsigned *functions) {
  for (long n = 0; n < MAX_ALLOCATIONS; n++) {
    PPStatus status = run_armed(op, arm, n);
    bool injected = fail_alloc_injected();
    const char *where = fail_alloc_failed_function();
    char *got = result_text(op, status);
    if (!injected) {
      cr_assert_str_eq(got, reference, "%s: %s(%ld) failed nothing",
                       op->name, arm_name, n);
      free(got);
      return n;
    }
    if (strcmp(where, "iconv_open") == 0) *functions |= NEEDS_ICONV;
    if (strcmp(where, "utf8proc_map") == 0) *functions |= NEEDS_NFKC;
    cr_assert_eq(status, PP_ERROR_MEMORY,
                 "%s: %s(%ld) failed %s: status %d, not a memory error:\n%s",
                 op->name, arm_name, n, where, status, got);
    free(got);
    /* the same objects serve again once memory is back */
    status = run_armed(op, NULL, 0);
    got = result_text(op, status);
    cr_assert_str_eq(got, reference, "%s: after %s(%ld) failed %s",
                     op->name, arm_name, n, where);
    free(got);
  }
  cr_assert_fail("%s: more than %d allocations", op->name, MAX_ALLOCATIONS);
  return 0;
}

/* The reference run, then fail_each in both ways; [want] is the status
   the reference run must have. Returns the reference's allocations. */
static long check_op(Op *op, PPStatus want, unsigned needs) {
  PPStatus status = run_armed(op, NULL, 0);
  long allocations = fail_alloc_count();
  char *reference = result_text(op, status);
  cr_assert_eq(status, want, "%s: status %d\n%s", op->name, status,
               reference);
  unsigned functions = 0;
  long once = fail_each(op, reference, fail_alloc_arm, "arm", &functions);
  long from =
      fail_each(op, reference, fail_alloc_arm_from, "arm_from", &functions);
  cr_assert_eq(functions & needs, needs,
               "%s: iconv_open or utf8proc_map was never failed", op->name);
  cr_assert_gt(once, 0, "%s: nothing was allocated: not wrapped?", op->name);
  fprintf(stderr, "%-58s %4ld allocations, %4ld + %4ld failed runs\n",
          op->name, allocations, once, from);
  free(reference);
  return allocations;
}

/* ---- parses -------------------------------------------------------------- */

typedef struct ParseCase {
  const char *path;      /* under corpus/ */
  PPParseMode mode;
  PPPythonVersion since; /* the first version whose language it is (0:
                            every version) */
  PPStatus status;       /* what the parse gives */
  unsigned needs;        /* NEEDS_ICONV, NEEDS_NFKC */
  bool type_comments;
  bool warnings;
} ParseCase;

/* A case that parses (VALID) or is a SyntaxError (INVALID) in every
   version from its [since] on. */
#define VALID(file, m) .path = file, .mode = m, .status = PP_OK
#define INVALID(file, m) .path = file, .mode = m, .status = PP_ERROR_SYNTAX

static const ParseCase parse_cases[] = {
    /* plain code, every statement */
    {VALID("valid/statements.py", PP_MODE_EXEC)},
    /* declared codecs: iconv (shift_jis's output is remapped) */
    {VALID("source/cp1252.py", PP_MODE_EXEC), .needs = NEEDS_ICONV},
    {VALID("source/shift_jis_backslash.py", PP_MODE_EXEC),
     .needs = NEEDS_ICONV},
    /* non-ASCII identifiers: NFKC, utf8proc's, and the versions' own for
       characters newer than utf8proc's Unicode */
    {VALID("valid/names.py", PP_MODE_EXEC), .needs = NEEDS_NFKC},
    {VALID("valid/unicode_names.py", PP_MODE_EXEC),
     .since = PP_PYTHON_3_14},
    /* numbers, strings, escapes, f-strings, concatenation */
    {VALID("valid/literals.py", PP_MODE_EXEC)},
    {VALID("valid/tstrings.py", PP_MODE_EXEC), .since = PP_PYTHON_3_14},
    {VALID("valid/comments.type_comments.py", PP_MODE_EXEC),
     .type_comments = true},
    {VALID("valid/expr.eval.py", PP_MODE_EVAL)},
    {VALID("valid/stmt.single.py", PP_MODE_SINGLE)},
    {VALID("valid/signature.func_type.py", PP_MODE_FUNC_TYPE)},
    /* SyntaxWarnings: escapes (f-string text too), numbers into keywords */
    {VALID("warnings/escape_fstring.py", PP_MODE_EXEC), .warnings = true},
    {VALID("warnings/number_keyword.py", PP_MODE_EXEC), .warnings = true},
    /* syntax errors: the parser's with the warnings of the rest of the
       input (lexed after the error), an invalid_ rule's, the
       tokenizer's, bad UTF-8 in a string (its line is shown decoded), an
       f-string's, an indentation error, and one in each other mode */
    {INVALID("warnings/after_error_rest_lexed.py", PP_MODE_EXEC),
     .warnings = true},
    {INVALID("invalid/forgot_comma.py", PP_MODE_EXEC)},
    {INVALID("invalid/never_closed.py", PP_MODE_EXEC)},
    {INVALID("invalid/bad_utf8_in_string.py", PP_MODE_EXEC)},
    {INVALID("invalid/fstring_error_kept.py", PP_MODE_EXEC)},
    {INVALID("invalid/indent_def.py", PP_MODE_EXEC)},
    {INVALID("invalid/eval_generic_end.eval.py", PP_MODE_EVAL)},
    {INVALID("invalid/single_multiple.single.py", PP_MODE_SINGLE)},
    {INVALID("invalid/func_type_generic.func_type.py", PP_MODE_FUNC_TYPE)},
};

/* Each case in each version, through [parser] (NULL: pp_parse_bytes). */
static void check_parses(PPParser *parser) {
  PPWarnings *warnings = pp_warnings_new();
  cr_assert_not_null(warnings);
  long total = 0;
  for (size_t i = 0; i < sizeof parse_cases / sizeof parse_cases[0]; i++) {
    const ParseCase *c = &parse_cases[i];
    Op op = {.run = run_parse, .print = print_parse, .parser = parser};
    char *bytes = read_corpus(c->path, &op.length);
    op.bytes = bytes;
    for (size_t v = 0; v < VERSION_COUNT; v++) {
      if (versions[v] < c->since) continue;
      op.options = (PPParseOptions){.mode = c->mode,
                                    .version = versions[v],
                                    .type_comments = c->type_comments,
                                    .warnings = c->warnings ? warnings : NULL};
      snprintf(op.name, sizeof op.name, "%s %s %d", parser ? "pp_parser_parse"
                                                           : "pp_parse_bytes",
               c->path, versions[v]);
      total += check_op(&op, c->status, c->needs);
    }
    free(bytes);
  }
  fprintf(stderr, "%s: %ld allocations in all\n",
          parser ? "pp_parser_parse" : "pp_parse_bytes", total);
  pp_warnings_free(warnings);
}

Test(alloc, pp_parse_bytes) {
  check_parses(NULL);
  check_no_leaks();
}

Test(alloc, pp_parser_parse) {
  PPParser *parser = pp_parser_new();
  cr_assert_not_null(parser);
  check_parses(parser);
  pp_parser_free(parser);
  check_no_leaks();
}

/* The objects a caller makes first: NULL when out of memory, no leak. */
Test(alloc, constructors) {
  for (long n = 0;; n++) {
    fail_alloc_arm(n);
    PPParser *parser = pp_parser_new();
    bool injected = fail_alloc_injected();
    fail_alloc_disarm();
    cr_assert_eq(parser == NULL, injected, "pp_parser_new, failure %ld", n);
    pp_parser_free(parser);
    if (!injected) break;
  }
  fail_alloc_arm(0);
  PPWarnings *warnings = pp_warnings_new();
  fail_alloc_disarm();
  cr_assert_null(warnings);
  check_no_leaks();
}

/* ---- the token stream ---------------------------------------------------- */

typedef struct TokenCase {
  const char *path;      /* under corpus/ */
  PPPythonVersion since; /* as ParseCase's */
  PPStatus status;       /* of the last call */
  unsigned needs;
  bool type_comments;
} TokenCase;

static const TokenCase token_cases[] = {
    {.path = "valid/statements.py"},
    /* decoded line by line: an iconv_open for each */
    {.path = "source/cp1252.py", .needs = NEEDS_ICONV},
    {.path = "source/latin1_line2.py", .needs = NEEDS_ICONV},
    {.path = "source/shift_jis_backslash.py", .needs = NEEDS_ICONV},
    {.path = "valid/names.py"},
    {.path = "valid/literals.py"},
    {.path = "valid/tstrings.py", .since = PP_PYTHON_3_14},
    {.path = "valid/comments.type_comments.py", .type_comments = true},
    {.path = "tokens/err_unterminated.py", .status = PP_ERROR_SYNTAX},
    /* refused before any token */
    {.path = "invalid/unknown_encoding.py", .status = PP_ERROR_SYNTAX},
};

Test(alloc, tokens) {
  PPToken *tokens = calloc(MAX_TOKENS, sizeof *tokens);
  cr_assert_not_null(tokens);
  for (size_t i = 0; i < sizeof token_cases / sizeof token_cases[0]; i++) {
    const TokenCase *c = &token_cases[i];
    Op op = {.run = run_tokens, .print = print_tokens, .tokens = tokens};
    char *bytes = read_corpus(c->path, &op.length);
    op.bytes = bytes;
    for (size_t v = 0; v < VERSION_COUNT; v++) {
      if (versions[v] < c->since) continue;
      op.token_options = (PPTokenOptions){
          .version = versions[v], .type_comments = c->type_comments};
      snprintf(op.name, sizeof op.name, "pp_tokens %s %d", c->path,
               versions[v]);
      check_op(&op, c->status, c->needs);
    }
    free(bytes);
  }
  free(tokens);
  check_no_leaks();
}

/* Before 3.12 the stream is pure_tokenize.c's, which allocates its
   indentation stack once at open; its statuses differ (an unterminated
   one-line string is an ERRORTOKEN, not an error). */
static const TokenCase pure_token_cases[] = {
    {.path = "valid/statements.py"},
    {.path = "source/cp1252.py", .needs = NEEDS_ICONV},
    {.path = "tokens/nul_byte.py"},
    {.path = "tokens/err_unterminated.py"},
    {.path = "tokens/unterminated_triple.py", .status = PP_ERROR_SYNTAX},
    {.path = "tokens/dedent_error.py", .status = PP_ERROR_SYNTAX},
    {.path = "invalid/unknown_encoding.py", .status = PP_ERROR_SYNTAX},
};

Test(alloc, tokens_before_3_12) {
  PPToken *tokens = calloc(MAX_TOKENS, sizeof *tokens);
  cr_assert_not_null(tokens);
  for (size_t i = 0; i < sizeof pure_token_cases / sizeof pure_token_cases[0];
       i++) {
    const TokenCase *c = &pure_token_cases[i];
    Op op = {.run = run_tokens, .print = print_tokens, .tokens = tokens};
    char *bytes = read_corpus(c->path, &op.length);
    op.bytes = bytes;
    op.token_options = (PPTokenOptions){.version = PP_PYTHON_3_11};
    snprintf(op.name, sizeof op.name, "pp_tokens %s 311", c->path);
    check_op(&op, c->status, c->needs);
    free(bytes);
  }
  free(tokens);
  check_no_leaks();
}

/* ---- the dumper ---------------------------------------------------------- */

/* The tree of corpus/[path] parsed as [version]. */
static PPTree *parse_corpus(const char *path, PPPythonVersion version) {
  size_t length;
  char *bytes = read_corpus(path, &length);
  PPParseOptions options = {.version = version};
  PPTree *tree = NULL;
  PPError error;
  cr_assert_eq(pp_parse_bytes(bytes, length, "t.py", &options, &tree, &error),
               PP_OK, "%s: %s", path, error.message);
  free(bytes);
  return tree;
}

static const PPDumpOptions dump_options[] = {
    {.indent = -1, .annotate_fields = true},
    {.indent = 2, .annotate_fields = true, .include_attributes = true},
    {.indent = 0, .annotate_fields = false, .show_empty = true},
};

Test(alloc, dump) {
  static const char *const paths[] = {"valid/literals.py", "valid/names.py",
                                      "valid/tstrings.py"};
  FILE *file = tmpfile();
  cr_assert_not_null(file);
  for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
    for (size_t v = 0; v < VERSION_COUNT; v++) {
      if (i == 2 && versions[v] < PP_PYTHON_3_14) continue;
      PPTree *tree = parse_corpus(paths[i], versions[v]);
      for (size_t o = 0; o < sizeof dump_options / sizeof dump_options[0];
           o++) {
        Op op = {.run = run_dump, .print = print_dump, .tree = tree,
                 .dump_options = dump_options[o]};
        snprintf(op.name, sizeof op.name, "pp_dump %s %d options %zu",
                 paths[i], versions[v], o);
        check_op(&op, PP_OK, 0);
        op.run = run_dump_file;
        op.print = print_dump_file;
        op.file = file;
        snprintf(op.name, sizeof op.name, "pp_dump_file %s %d options %zu",
                 paths[i], versions[v], o);
        check_op(&op, PP_OK, 0);
        op.run = run_dump_json;
        op.print = print_dump;
        snprintf(op.name, sizeof op.name, "pp_dump_json %s %d options %zu",
                 paths[i], versions[v], o);
        check_op(&op, PP_OK, 0);
        op.run = run_dump_dot;
        snprintf(op.name, sizeof op.name, "pp_dump_dot %s %d options %zu",
                 paths[i], versions[v], o);
        check_op(&op, PP_OK, 0);
      }
      Op walk = {.run = run_walk, .print = print_walk, .tree = tree};
      snprintf(walk.name, sizeof walk.name, "pp_walk %s %d", paths[i],
               versions[v]);
      check_op(&walk, PP_OK, 0);
      pp_tree_free(tree);
    }
  }
  fclose(file);
  check_no_leaks();
}

/* pp_parse_file reads the file into memory first: a failure there is
   PP_ERROR_MEMORY too, and the tree of the run that succeeds is the
   reference one. */
Test(alloc, parse_file) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert(root, "PYPARSE_SOURCE_ROOT is not set");
  char path[4096];
  snprintf(path, sizeof path, "%s/corpus/valid/literals.py", root);
  PPTree *tree = NULL;
  PPError error;
  cr_assert_eq(pp_parse_file(path, NULL, &tree, &error), PP_OK);
  char *reference = pp_dump(tree, NULL, NULL);
  pp_tree_free(tree);
  for (long n = 0;; n++) {
    fail_alloc_arm(n);
    PPStatus status = pp_parse_file(path, NULL, &tree, &error);
    bool injected = fail_alloc_injected();
    fail_alloc_disarm();
    if (!injected) {
      cr_assert_eq(status, PP_OK);
      char *dump = pp_dump(tree, NULL, NULL);
      cr_assert_str_eq(dump, reference);
      pp_string_free(dump);
      pp_tree_free(tree);
      break;
    }
    cr_assert_eq(status, PP_ERROR_MEMORY, "failing allocation %ld: status %d (%s)",
                 n, status, error.message);
    cr_assert_null(tree);
  }
  pp_string_free(reference);
  check_no_leaks();
}

/* ---- iconv without the charset ------------------------------------------- */

/* Runs [open] on corpus/source/cp1252.py with the allocation after N
   successful ones failing, for N = 0, 1, ... until the one failing is
   iconv_open's; returns that run's status. */
static PPStatus fail_iconv_open(PPStatus (*open)(const char *, size_t,
                                                 PPError *),
                                PPError *error) {
  size_t length;
  char *bytes = read_corpus("source/cp1252.py", &length);
  for (long n = 0;; n++) {
    fail_alloc_arm(n);
    PPStatus status = open(bytes, length, error);
    const char *failed = fail_alloc_failed_function();
    fail_alloc_disarm();
    cr_assert_not_null(failed, "iconv_open was never called");
    if (strcmp(failed, "iconv_open") == 0) {
      free(bytes);
      return status;
    }
  }
}

static PPStatus parse_bytes(const char *bytes, size_t length,
                            PPError *error) {
  PPTree *tree = NULL;
  PPStatus status = pp_parse_bytes(bytes, length, "t.py", NULL, &tree, error);
  pp_tree_free(tree);
  return status;
}

static PPStatus open_tokens(const char *bytes, size_t length,
                            PPError *error) {
  PPTokenStream *stream = NULL;
  PPStatus status = pp_tokens_open(bytes, length, NULL, &stream, error);
  pp_tokens_free(stream);
  return status;
}

/* A charset this system's iconv lacks (EINVAL) is not a memory error: the
   codec cannot be decoded here, as those pyparse does not support. */
Test(alloc, iconv_without_the_charset_is_unsupported) {
  fail_alloc_set_iconv_errno(EINVAL);
  PPError error;
  cr_expect_eq(fail_iconv_open(parse_bytes, &error), PP_ERROR_UNSUPPORTED);
  cr_expect_str_eq(error.message, "pyparse cannot decode cp1252");
  cr_expect_eq(fail_iconv_open(open_tokens, &error), PP_ERROR_UNSUPPORTED);
  cr_expect_str_eq(error.message, "pyparse cannot decode cp1252");
  fail_alloc_set_iconv_errno(ENOMEM);
  check_no_leaks();
}

/* ---- the CLI ------------------------------------------------------------- */

/* `pyparse FILE --dump-ast --warnings` (and with --dot) and `--tokens`:
   out of memory, the command prints MemoryError and exits with 2
   (print_cli checks). */
Test(alloc, cli) {
  static const struct {
    const char *path;
    bool tokens;
    bool dot;
  } cases[] = {
      {"warnings/escape_fstring.py", false, false},
      {"valid/names.py", false, false},
      {"valid/names.py", false, true},
      {"invalid/forgot_comma.py", false, false},
      {"source/cp1252.py", true, false},
      {"tokens/err_unterminated.py", true, false},
  };
  PPParser *parser = pp_parser_new();
  PPWarnings *warnings = pp_warnings_new();
  cr_assert(parser && warnings);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    Op op = {.run = run_cli, .print = print_cli, .cli_tokens = cases[i].tokens};
    char *bytes = read_corpus(cases[i].path, &op.length);
    op.bytes = bytes;
    op.cli = (CliOptions){.indent = -1, .annotate_fields = true,
                          .mode = PP_MODE_EXEC, .warnings = true,
                          .command = cases[i].tokens ? CLI_TOKENS
                                                     : CLI_DUMP_AST,
                          .format = cases[i].dot ? CLI_FORMAT_DOT
                                                 : CLI_FORMAT_AST};
    op.cli_input = (CliInput){.path = cases[i].path, .parser = parser,
                              .warnings = warnings};
    snprintf(op.name, sizeof op.name, "pyparse %s %s", cases[i].path,
             cases[i].tokens ? "--tokens"
             : cases[i].dot  ? "--dump-ast --warnings --dot"
                             : "--dump-ast --warnings");
    bool error = strstr(cases[i].path, "invalid/") ||
                 strstr(cases[i].path, "err_");
    check_op(&op, error ? PP_ERROR_SYNTAX : PP_OK, 0);
    free(bytes);
  }
  pp_warnings_free(warnings);
  pp_parser_free(parser);
  check_no_leaks();
}
