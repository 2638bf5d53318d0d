/*
 * dump_command.c - `pyparse FILE --dump-ast [options]`: parse, then print
 * ast.dump(tree, ...) with the matching keyword arguments.
 *
 * Exit status: 0 printed; 1 the input has a syntax error (on stderr as
 * CPython prints it, or as JSON with --errors=json: error_output.c); 2
 * anything else (I/O, or memory: "MemoryError", see cli_memory_error).
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "pyparse.h"

/* Whether [source] ends its last line with a line break. */
static bool ends_with_line_break(const char *source, size_t length) {
  return length > 0 && (source[length - 1] == '\n' || source[length - 1] == '\r');
}

/* 1-based number of [source]'s last line ("\r\n", "\r" and "\n" end one). */
static int last_line(const char *source, size_t length) {
  int lines = 1;
  for (size_t i = 0; i < length; i++)
    if (source[i] == '\n' || (source[i] == '\r' && (i + 1 == length ||
                                                     source[i + 1] != '\n')))
      lines++;
  return ends_with_line_break(source, length) ? lines - 1 : lines;
}

/* CPython reads an error's line back from the file it names when that
   file exists, so a file's last line without a line break shows without
   the '\n' its tokenizer added, and offsets past that line's end are
   clamped to it (one past its last character); pp_parse_bytes, which
   opens nothing, answers as for a string (ast.parse, standard input). */
static void as_in_file(const CliOptions *options, const char *source,
                       size_t length, PPError *error) {
  size_t n = strlen(error->text);
  if (strcmp(options->path, "-") == 0 || n == 0 ||
      error->text[n - 1] != '\n' || ends_with_line_break(source, length) ||
      error->lineno != last_line(source, length))
    return;
  error->text[n - 1] = '\0';
  int chars = pp_char_column(error->text, (int)(n - 1));
  if (error->offset > chars + 1) error->offset = chars + 1;
  if (error->end_offset > chars + 1) error->end_offset = chars + 1;
}

static int report(const CliOptions *options, PPStatus status,
                  const char *source, size_t length, PPError *error) {
  const char *path = options->path;
  if (status == PP_ERROR_SYNTAX) {
    as_in_file(options, source, length, error);
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
    return report(options, status, source, length, &error);
  PPDumpOptions dump = {.indent = options->indent,
                        .annotate_fields = options->annotate_fields,
                        .include_attributes = options->include_attributes,
                        .show_empty = options->show_empty};
  if (options->json) {
    size_t json_length = 0;
    char *json = pp_dump_json(tree, options->indent, &json_length);
    status = !json ? PP_ERROR_MEMORY
             : fwrite(json, 1, json_length, stdout) == json_length ? PP_OK
                                                                   : PP_ERROR_IO;
    pp_string_free(json);
  } else {
    status = pp_dump_file(tree, &dump, stdout);
  }
  pp_tree_free(tree);
  if (status == PP_ERROR_MEMORY) return cli_memory_error(options->path);
  if (status == PP_OK && fputc('\n', stdout) != EOF) return 0;
  fprintf(stderr, "pyparse: %s: cannot write the dump\n", options->path);
  return 2;
}
