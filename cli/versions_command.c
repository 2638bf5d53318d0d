/*
 * versions_command.c - `pyparse --min-version FILE` and `pyparse
 * --versions FILE`: what each Python version's parser makes of a file.
 *
 *   --min-version   PATH: 3.10 (3.9: 12:5: SyntaxError: invalid syntax)
 *                   the oldest version that accepts the file, and the
 *                   error of the version before it (pp_min_version);
 *                   "PATH: none (3.15: ...)" when no version does
 *   --versions      PATH: 3.9: 12:5: SyntaxError: invalid syntax
 *                   PATH: 3.10: ok     (a line per version)
 *
 * Places are LINE:OFFSET as CPython's SyntaxError has them (a 1-based
 * column). With --format jsonl, one object per file: {"path", "min_version"
 * (null: none), "below" (the error, or null)} or {"path", "versions": [{
 * "version", "status" ("ok" or "syntax_error"), "error"}]}. Exit status 1
 * when no version accepts the file (--min-version) or some version
 * rejects it (--versions).
 */
#include <stdio.h>

#include "cli.h"

/* "12:5: SyntaxError: MESSAGE" of [error]. */
static void print_error_text(FILE *out, const PPError *error) {
  if (!error->no_location) fprintf(out, "%d:%d: ", error->lineno, error->offset);
  fprintf(out, "%s: %s", cli_error_type_name(error->type), error->message);
}

/* Every version's verdict, one line each (or one JSON object). */
static int all_versions(const CliOptions *options, const CliInput *input,
                        FILE *out, FILE *err) {
  bool jsonl = options->format == CLI_FORMAT_JSONL;
  const char *name = cli_display_name(input->path);
  PPParseOptions parse = {.mode = options->mode,
                          .type_comments = options->type_comments};
  int worst = 0;
  if (jsonl) {
    fputs("{\"path\": ", out);
    cli_print_json_string(out, name);
    fputs(", \"versions\": [", out);
  }
  for (PPPythonVersion v = PP_PYTHON_OLDEST; v; v = pp_python_version_next(v)) {
    parse.version = v;
    PPTree *tree = NULL;
    PPError error;
    PPStatus status = cli_parse(input, name, &parse, &tree, &error);
    pp_tree_free(tree);
    if (status == PP_ERROR_MEMORY) return cli_memory_error(err, input->path);
    if (status != PP_OK && worst < 1) worst = 1;
    const char *version = pp_python_version_name(v);
    if (jsonl) {
      fprintf(out, "%s{\"version\": \"%s\", \"status\": \"%s\", \"error\": ",
              v == PP_PYTHON_OLDEST ? "" : ", ", version,
              status == PP_OK ? "ok" : "syntax_error");
      if (status == PP_OK)
        fputs("null", out);
      else
        cli_print_syntax_error_json(out, input->path, &error);
      fputc('}', out);
    } else {
      fprintf(out, "%s: %s: ", name, version);
      if (status == PP_OK)
        fputs("ok", out);
      else
        print_error_text(out, &error);
      fputc('\n', out);
    }
  }
  if (jsonl) fputs("]}\n", out);
  return worst;
}

int cli_versions(const CliOptions *options, const CliInput *input, FILE *out,
                 FILE *err) {
  if (options->command == CLI_VERSIONS)
    return all_versions(options, input, out, err);
  const char *name = cli_display_name(input->path);
  PPParseOptions parse = {.mode = options->mode,
                          .type_comments = options->type_comments};
  PPPythonVersion oldest;
  PPError below;
  PPStatus status = pp_min_version(input->bytes, input->length, name, &parse,
                                   &oldest, &below);
  if (status == PP_ERROR_MEMORY) return cli_memory_error(err, input->path);
  /* the version whose error [below] is: the one before [oldest], or the
     newest when none accepts the file */
  PPPythonVersion failed = 0;
  for (PPPythonVersion v = PP_PYTHON_OLDEST; v; v = pp_python_version_next(v))
    if (oldest ? pp_python_version_next(v) == oldest : v == PP_PYTHON_NEWEST)
      failed = v;
  bool has_below = status != PP_OK || oldest != PP_PYTHON_OLDEST;
  if (options->format == CLI_FORMAT_JSONL) {
    fputs("{\"path\": ", out);
    cli_print_json_string(out, name);
    if (oldest)
      fprintf(out, ", \"min_version\": \"%s\"", pp_python_version_name(oldest));
    else
      fputs(", \"min_version\": null", out);
    fputs(", \"below\": ", out);
    if (has_below) {
      fprintf(out, "{\"version\": \"%s\", \"error\": ",
              pp_python_version_name(failed));
      cli_print_syntax_error_json(out, input->path, &below);
      fputc('}', out);
    } else {
      fputs("null", out);
    }
    fputs("}\n", out);
  } else {
    fprintf(out, "%s: %s", name, oldest ? pp_python_version_name(oldest)
                                          : "none");
    if (has_below) {
      fprintf(out, " (%s: ", pp_python_version_name(failed));
      print_error_text(out, &below);
      fputc(')', out);
    }
    fputc('\n', out);
  }
  return oldest ? 0 : 1;
}
