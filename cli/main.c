/*
 * main.c - the pyparse command line: reads files and runs one command on
 * each.
 *
 *   pyparse FILE... --dump-ast [--python VERSION] [--mode MODE]
 *                   [--type-comments]
 *                   [--include-attributes] [--indent N]
 *                   [--show-empty] [--no-annotate-fields] [--errors=json]
 *                   [--warnings] [--format ast|json]
 *   pyparse FILE... --tokens [--python VERSION] [--exact]
 *   pyparse --help | --version
 *
 * VERSION (3.13, 3.14 or 3.15; default 3.15, the newest) is the Python
 * whose language, tree, messages and tokens the output follows.
 *
 * Exit status: 0 when every file went well, 1 when one had a syntax error,
 * 2 for usage, I/O or memory problems (the worst over the files; memory
 * running out is said as "pyparse: FILE: MemoryError: out of memory").
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef enum Command { COMMAND_NONE, COMMAND_DUMP_AST, COMMAND_TOKENS } Command;

static const char usage_text[] =
    "usage: pyparse FILE... --dump-ast [--python VERSION]\n"
    "                       [--mode exec|eval|single|func_type]\n"
    "                       [--type-comments] [--include-attributes]\n"
    "                       [--indent N] [--show-empty] [--no-annotate-fields]\n"
    "                       [--errors=json] [--warnings] [--format ast|json]\n"
    "       pyparse FILE... --tokens [--python VERSION] [--exact]\n"
    "       pyparse --help | --version\n"
    "FILE may be - for standard input. VERSION is the Python to parse as:\n"
    "3.13, 3.14 or 3.15 (the default, the newest).\n";

/* Longest list of files on one command line we keep. */
#define CLI_MAX_FILES 4096

static int usage(const char *problem) {
  if (problem) fprintf(stderr, "pyparse: %s\n", problem);
  fputs(usage_text, stderr);
  return 2;
}

/* --mode NAME: compile()'s mode argument. */
static bool parse_mode(const char *name, PPParseMode *mode) {
  static const struct { const char *name; PPParseMode mode; } modes[] = {
      {"exec", PP_MODE_EXEC}, {"eval", PP_MODE_EVAL},
      {"single", PP_MODE_SINGLE}, {"func_type", PP_MODE_FUNC_TYPE}};
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
    if (strcmp(name, modes[i].name) == 0) {
      *mode = modes[i].mode;
      return true;
    }
  return false;
}

/* --indent N: a non-negative decimal, as ast.dump's indent=N. */
static bool parse_indent(const char *text, int *indent) {
  char *end;
  errno = 0;
  long value = strtol(text, &end, 10);
  if (errno || end == text || *end || value < 0 || value > 1000) return false;
  *indent = (int)value;
  return true;
}

char *cli_read_file(const char *path, size_t *length) {
  FILE *file = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!file) {
    fprintf(stderr, "pyparse: cannot open %s: %s\n", path, strerror(errno));
    return NULL;
  }
  size_t capacity = 1 << 16, used = 0;
  char *data = malloc(capacity);
  while (data) {
    used += fread(data + used, 1, capacity - used, file);
    if (used < capacity) break;
    char *bigger = realloc(data, capacity * 2);
    if (!bigger) {
      free(data);
      data = NULL;
      break;
    }
    data = bigger;
    capacity *= 2;
  }
  bool unreadable = data && ferror(file);
  if (file != stdin) fclose(file);
  if (!data) {
    cli_memory_error(path);
    return NULL;
  }
  if (unreadable) {
    fprintf(stderr, "pyparse: cannot read %s\n", path);
    free(data);
    return NULL;
  }
  *length = used;
  return data;
}

/* Runs [command] on the file [path]; its exit status. */
static int run_file(Command command, CliOptions *options, const char *path) {
  size_t length = 0;
  options->path = path;
  char *source = cli_read_file(path, &length);
  if (!source) return 2;
  int status = command == COMMAND_DUMP_AST
                   ? cli_dump_ast(options, source, length)
                   : cli_tokens(options, source, length);
  free(source);
  return status;
}

int main(int argc, char **argv) {
  CliOptions options = {.indent = -1, .annotate_fields = true,
                        .mode = PP_MODE_EXEC};
  Command command = COMMAND_NONE;
  bool warnings = false;
  const char *paths[CLI_MAX_FILES];
  int path_count = 0;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (strcmp(arg, "--dump-ast") == 0) {
      command = COMMAND_DUMP_AST;
    } else if (strcmp(arg, "--tokens") == 0) {
      command = COMMAND_TOKENS;
    } else if (strcmp(arg, "--exact") == 0) {
      options.exact = true;
    } else if (strcmp(arg, "--include-attributes") == 0) {
      options.include_attributes = true;
    } else if (strcmp(arg, "--show-empty") == 0) {
      options.show_empty = true;
    } else if (strcmp(arg, "--no-annotate-fields") == 0) {
      options.annotate_fields = false;
    } else if (strcmp(arg, "--errors=json") == 0) {
      options.errors_json = true;
    } else if (strcmp(arg, "--errors=text") == 0) {
      options.errors_json = false;
    } else if (strcmp(arg, "--warnings") == 0) {
      warnings = true;
    } else if (strcmp(arg, "--type-comments") == 0) {
      options.type_comments = true;
    } else if (strcmp(arg, "--python") == 0 ||
               strncmp(arg, "--python=", 9) == 0) {
      const char *value = arg[8] == '=' ? arg + 9 : ++i < argc ? argv[i] : NULL;
      if (!(options.version = pp_python_version_parse(value)))
        return usage("--python needs 3.13, 3.14 or 3.15");
    } else if (strcmp(arg, "--mode") == 0) {
      if (++i == argc || !parse_mode(argv[i], &options.mode))
        return usage("--mode needs exec, eval, single or func_type");
    } else if (strcmp(arg, "--format") == 0 ||
               strncmp(arg, "--format=", 9) == 0) {
      const char *value = arg[8] == '=' ? arg + 9 : ++i < argc ? argv[i] : "";
      if (strcmp(value, "json") != 0 && strcmp(value, "ast") != 0)
        return usage("--format needs ast or json");
      options.json = strcmp(value, "json") == 0;
    } else if (strcmp(arg, "--indent") == 0) {
      if (++i == argc || !parse_indent(argv[i], &options.indent))
        return usage("--indent needs a number from 0 to 1000");
    } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
      fputs(usage_text, stdout);
      return 0;
    } else if (strcmp(arg, "--version") == 0) {
      printf("pyparse %s\n", pp_version());
      return 0;
    } else if (arg[0] == '-' && arg[1] != '\0') {
      fprintf(stderr, "pyparse: unknown option %s\n", arg);
      return usage(NULL);
    } else if (path_count == CLI_MAX_FILES) {
      return usage("too many files");
    } else {
      paths[path_count++] = arg;
    }
  }
  if (path_count == 0) return usage("no FILE given");
  if (command == COMMAND_NONE) return usage("say --dump-ast or --tokens");
  /* one parser for every file: its workspace is reused (a NULL parser,
     out of memory, falls back to one-shot parses) */
  if (command == COMMAND_DUMP_AST) options.parser = pp_parser_new();
  if (command == COMMAND_DUMP_AST && warnings &&
      !(options.warnings = pp_warnings_new())) {
    pp_parser_free(options.parser);
    return cli_memory_error(NULL);
  }
  int worst = 0;
  for (int i = 0; i < path_count; i++) {
    int status = run_file(command, &options, paths[i]);
    if (status > worst) worst = status;
  }
  pp_parser_free(options.parser);
  pp_warnings_free(options.warnings);
  return worst;
}
