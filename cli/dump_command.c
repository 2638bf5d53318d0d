/*
 * dump_command.c - `pyparse FILE --dump-ast [options]`: parse, then print
 * ast.dump(tree, ...) with the matching keyword arguments.
 *
 * Exit status: 0 printed; 1 the input has a syntax error (on stderr as
 * CPython prints it, or as JSON with --errors=json: error_output.c); 2
 * anything else (I/O, or memory: "MemoryError", see cli_memory_error).
 */
#include <stdio.h>

#include "cli.h"
#include "pyparse.h"

static int report(const CliOptions *options, PPStatus status,
                  const PPError *error) {
  const char *path = options->path;
  if (status == PP_ERROR_SYNTAX) {
    cli_print_syntax_error(stderr, path, error, options->errors_json);
    return 1;
  }
  if (status == PP_ERROR_MEMORY) return cli_memory_error(path);
  fprintf(stderr, "pyparse: %s: %s\n", path, error->message);
  return 2;
}

int cli_dump_ast(const CliOptions *options, const char *source, size_t length) {
  PPTree *tree = NULL;
  PPError error;
  PPParseOptions parse = {.mode = options->mode,
                         .version = options->version,
                         .type_comments = options->type_comments,
                         .warnings = options->warnings};
  PPStatus status =
      options->parser
          ? pp_parser_parse(options->parser, source, length, options->path,
                            &parse, &tree, &error)
          : pp_parse_bytes(source, length, options->path, &parse, &tree, &error);
  if (options->warnings && status != PP_ERROR_MEMORY)
    cli_print_warnings(stderr, options->path, options->warnings,
                       options->errors_json);
  if (status != PP_OK)
    return report(options, status, &error);
  PPDumpOptions dump = {.indent = options->indent,
                        .annotate_fields = options->annotate_fields,
                        .include_attributes = options->include_attributes,
                        .show_empty = options->show_empty};
  status = pp_dump_file(tree, &dump, stdout);
  pp_tree_free(tree);
  if (status == PP_ERROR_MEMORY) return cli_memory_error(options->path);
  if (status == PP_OK && fputc('\n', stdout) != EOF) return 0;
  fprintf(stderr, "pyparse: %s: cannot write the dump\n", options->path);
  return 2;
}
