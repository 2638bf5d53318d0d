/*
 * dump_command.c - `pyparse --dump-ast` and `pyparse --check`: parse a
 * file as ast.parse() would, then print ast.dump(tree, ...) with the
 * matching keyword arguments (or the tree as JSON), or with --check
 * nothing at all (or the tree as a Graphviz graph, --format dot); with
 * --format jsonl, one JSON object per file instead:
 *
 *   {"path": "a.py", "status": "ok", "error": null, "tree": {...}}
 *
 * status being "ok", "syntax_error", "unreadable" or "memory_error",
 * error the --errors=json object (or {"msg": "cannot read ..."}), tree
 * docs/json.md's (left out by --check), and "warnings" a list of the
 * --errors=json warning objects with --warnings.
 *
 * Exit status: 0 done; 1 the input has a syntax error (on [err] as
 * CPython prints it, or as JSON with --errors json: error_output.c); 2
 * anything else (I/O, or memory: "MemoryError", see cli_memory_error).
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

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
   the '\n' its tokenizer added, and offsets past the line's end (one past
   its last character, its '\n' counted) are clamped to it where they
   count characters (3.13: an error counted from the first of several
   lines joined by backslashes); pp_parse_bytes, which opens nothing,
   answers as for a string (ast.parse, standard input). 3.9 clamps
   nothing; 3.8 reads no file. */
static void as_in_file(const char *path, PPPythonVersion version,
                       const char *source, size_t length, PPError *error) {
  size_t n = strlen(error->text);
  if (strcmp(path, "-") == 0 || n == 0 || version < PP_PYTHON_3_9) return;
  if (error->text[n - 1] == '\n' && !ends_with_line_break(source, length) &&
      error->lineno == last_line(source, length))
    error->text[--n] = '\0';
  /* (CPython converts and clamps at once) */
  if (error->byte_offsets || version < PP_PYTHON_3_10) return;
  int chars = pp_char_column(error->text, (int)n);
  if (error->offset > chars + 1) error->offset = chars + 1;
  if (error->end_offset > chars + 1) error->end_offset = chars + 1;
}

/* The start of a file's JSON Lines object, up to the error's value. */
static void begin_object(FILE *out, const char *path, const char *status) {
  fputs("{\"path\": ", out);
  cli_print_json_string(out, cli_display_name(path));
  fprintf(out, ", \"status\": \"%s\", \"error\": ", status);
}

int cli_unreadable(const CliOptions *options, const char *path,
                   PPStatus status, const char *message, FILE *out,
                   FILE *err) {
  if (options->format != CLI_FORMAT_JSONL) {
    if (status == PP_ERROR_MEMORY) return cli_memory_error(err, path);
    fprintf(err, "pyparse: %s\n", message);
    return 2;
  }
  begin_object(out, path,
               status == PP_ERROR_MEMORY ? "memory_error" : "unreadable");
  fputs("{\"msg\": ", out);
  cli_print_json_string(out, message);
  fputc('}', out);
  if (options->warnings) fputs(", \"warnings\": []", out);
  fputs(options->command == CLI_DUMP_AST ? ", \"tree\": null}\n" : "}\n", out);
  return 2;
}

/* The rest of a JSON Lines object after the error: warnings and tree. */
static void end_object(FILE *out, const CliOptions *options,
                       const CliInput *input, const char *tree) {
  if (input->warnings) {
    fputs(", \"warnings\": [", out);
    cli_print_warnings_json_list(out, input->path, input->warnings);
    fputc(']', out);
  }
  if (options->command != CLI_CHECK) fprintf(out, ", \"tree\": %s", tree);
  fputs("}\n", out);
}

/* A parse that failed with [status]: its exit status. */
static int report(const CliOptions *options, const CliInput *input,
                  PPStatus status, PPError *error, FILE *out, FILE *err) {
  const char *path = input->path;
  bool jsonl = options->format == CLI_FORMAT_JSONL;
  if (status == PP_ERROR_MEMORY && !jsonl) return cli_memory_error(err, path);
  if (status == PP_ERROR_SYNTAX)
    as_in_file(path, pp_python_version_resolve(options->version),
               input->bytes, input->length, error);
  if (!jsonl) {
    if (status == PP_ERROR_SYNTAX)
      cli_print_syntax_error(err, path, error, options->version,
                             options->errors_json);
    else
      fprintf(err, "pyparse: %s: %s\n", path, error->message);
    return status == PP_ERROR_SYNTAX ? 1 : 2;
  }
  begin_object(out, path, status == PP_ERROR_SYNTAX   ? "syntax_error"
                          : status == PP_ERROR_MEMORY ? "memory_error"
                                                      : "unreadable");
  if (status == PP_ERROR_SYNTAX) {
    cli_print_syntax_error_json(out, path, error);
  } else {
    fputs("{\"msg\": ", out);
    cli_print_json_string(out, error->message);
    fputc('}', out);
  }
  end_object(out, options, input, "null");
  return status == PP_ERROR_SYNTAX ? 1 : 2;
}

/* Writes [tree] to [out] as the options say; PP_OK or the failure. */
static PPStatus dump(const CliOptions *options, const CliInput *input,
                     const PPTree *tree, FILE *out) {
  if (options->format == CLI_FORMAT_AST) {
    PPDumpOptions dump = {.indent = options->indent,
                          .annotate_fields = options->annotate_fields,
                          .include_attributes = options->include_attributes,
                          .show_empty = options->show_empty};
    PPStatus status = pp_dump_file(tree, &dump, out);
    return status == PP_OK && fputc('\n', out) == EOF ? PP_ERROR_IO : status;
  }
  size_t length = 0;
  if (options->format == CLI_FORMAT_DOT) {
    PPDotOptions dot = {.include_attributes = options->include_attributes};
    char *graph = pp_dump_dot(tree, &dot, &length);
    if (!graph) return PP_ERROR_MEMORY;
    bool written = fwrite(graph, 1, length, out) == length;
    pp_string_free(graph);
    return written ? PP_OK : PP_ERROR_IO;
  }
  char *json = NULL;
  if (options->command == CLI_DUMP_AST) {
    json = pp_dump_json(tree, options->format == CLI_FORMAT_JSON
                                  ? options->indent : -1, &length);
    if (!json) return PP_ERROR_MEMORY;
  }
  if (options->format == CLI_FORMAT_JSON) {
    fwrite(json, 1, length, out);
    fputc('\n', out);
  } else {
    begin_object(out, input->path, "ok");
    fputs("null", out);
    end_object(out, options, input, json);
  }
  pp_string_free(json);
  return PP_OK;
}

PPStatus cli_parse(const CliInput *input, const char *filename,
                   const PPParseOptions *options, PPTree **tree,
                   PPError *error) {
  return input->parser
             ? pp_parser_parse(input->parser, input->bytes, input->length,
                               filename, options, tree, error)
             : pp_parse_bytes(input->bytes, input->length, filename, options,
                              tree, error);
}

int cli_dump_ast(const CliOptions *options, const CliInput *input, FILE *out,
                 FILE *err) {
  PPTree *tree = NULL;
  PPError error;
  PPParseOptions parse = {.mode = options->mode,
                          .version = options->version,
                          .type_comments = options->type_comments,
                          .warnings = input->warnings,
                          .trace = options->trace ? err : NULL,
                          .trace_rules = options->trace_rules,
                          .trace_max_lines = CLI_TRACE_MAX_LINES};
  PPStatus status = cli_parse(input, input->path, &parse, &tree, &error);
  if (input->warnings && status != PP_ERROR_MEMORY &&
      options->format != CLI_FORMAT_JSONL)
    cli_print_warnings(err, input->path, input->warnings,
                       options->errors_json);
  if (status != PP_OK)
    return report(options, input, status, &error, out, err);
  if (options->command == CLI_CHECK && options->format != CLI_FORMAT_JSONL) {
    pp_tree_free(tree);
    return 0;
  }
  status = dump(options, input, tree, out);
  pp_tree_free(tree);
  if (status == PP_ERROR_MEMORY) {
    snprintf(error.message, sizeof error.message, "out of memory");
    return report(options, input, status, &error, out, err);
  }
  if (status == PP_OK) return 0;
  fprintf(err, "pyparse: %s: cannot write the dump\n", input->path);
  return 2;
}
