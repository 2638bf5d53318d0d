/*
 * main.c - the pyparse command line: reads one file and runs one command.
 *
 *   pyparse FILE --dump-ast [--include-attributes] [--indent N]
 *                           [--show-empty] [--no-annotate-fields]
 *   pyparse FILE --tokens [--exact]
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef enum Command { COMMAND_NONE, COMMAND_DUMP_AST, COMMAND_TOKENS } Command;

static const char usage_text[] =
    "usage: pyparse FILE --dump-ast [--include-attributes] [--indent N]\n"
    "                               [--show-empty] [--no-annotate-fields]\n"
    "       pyparse FILE --tokens [--exact]\n"
    "FILE may be - for standard input.\n";

static int usage(const char *problem) {
  if (problem) fprintf(stderr, "pyparse: %s\n", problem);
  fputs(usage_text, stderr);
  return 2;
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
  bool failed = !data || ferror(file);
  if (file != stdin) fclose(file);
  if (failed) {
    fprintf(stderr, "pyparse: cannot read %s\n", path);
    free(data);
    return NULL;
  }
  *length = used;
  return data;
}

int main(int argc, char **argv) {
  CliOptions options = {.indent = -1, .annotate_fields = true};
  Command command = COMMAND_NONE;
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
    } else if (strcmp(arg, "--indent") == 0) {
      if (++i == argc || !parse_indent(argv[i], &options.indent))
        return usage("--indent needs a number from 0 to 1000");
    } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
      fputs(usage_text, stdout);
      return 0;
    } else if (arg[0] == '-' && arg[1] != '\0') {
      fprintf(stderr, "pyparse: unknown option %s\n", arg);
      return usage(NULL);
    } else if (options.path) {
      return usage("only one FILE, please");
    } else {
      options.path = arg;
    }
  }
  if (!options.path) return usage("no FILE given");
  if (command == COMMAND_NONE) return usage("say --dump-ast or --tokens");

  size_t length = 0;
  char *source = cli_read_file(options.path, &length);
  if (!source) return 2;
  int status = command == COMMAND_DUMP_AST
                   ? cli_dump_ast(&options, source, length)
                   : cli_tokens(&options, source, length);
  free(source);
  return status;
}
