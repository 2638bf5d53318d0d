/*
 * cli.h - the pyparse program's commands, one file each.
 *
 * main.c parses the command line into CliOptions and calls one command.
 * Each command returns the process exit status: 0 on success, 1 when the
 * input is rejected (the error is on stderr), 2 on a usage, I/O or memory
 * error.
 */
#ifndef PYPARSE_CLI_H
#define PYPARSE_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "pyparse.h"

typedef struct CliOptions {
  const char *path;        /* the input file; "-" is standard input */
  PPPythonVersion version; /* --python: the language (0: the newest) */
  /* --dump-ast: how to parse (compile()'s mode and flags) */
  PPParseMode mode;        /* --mode exec|eval|single|func_type */
  bool type_comments;      /* --type-comments */
  PPParser *parser;        /* kept for every FILE of the run (NULL: parse
                              each with pp_parse_bytes) */
  /* and ast.dump's keyword arguments */
  bool include_attributes; /* --include-attributes */
  int indent;              /* --indent N; -1 when not given (one line) */
  bool show_empty;         /* --show-empty */
  bool annotate_fields;    /* false with --no-annotate-fields */
  bool json;               /* --format json: pp_dump_json instead (the
                              options above but --indent do not apply) */
  bool errors_json;        /* --errors=json: a syntax error as one JSON
                              object on stderr instead of CPython's
                              traceback shape */
  PPWarnings *warnings;    /* --warnings: the SyntaxWarnings are printed
                              on stderr first (NULL: not collected) */
  /* --tokens */
  bool exact;              /* --exact: exact operator types, as tokenize -e */
} CliOptions;

/* The whole content of [path] in a malloc'd buffer; NULL and a message on
 * stderr when it cannot be read or held in memory. */
char *cli_read_file(const char *path, size_t *length);

int cli_dump_ast(const CliOptions *options, const char *source, size_t length);

/* Says on stderr that memory ran out while file [path] (NULL: none yet)
   was worked on: "pyparse: PATH: MemoryError: out of memory", the name
   CPython gives the exception. Returns the exit status, 2. */
int cli_memory_error(const char *path);

/* Writes syntax error [error] of file [path] to [out]: as CPython 3.13
   prints an uncaught SyntaxError (its traceback's last lines), or with
   [json] as one JSON object (error_output.c). */
void cli_print_syntax_error(FILE *out, const char *path, const PPError *error,
                            bool json);
/* Writes the SyntaxWarnings [warnings] of file [path] to [out] as
   CPython's warnings module prints them, or with [json] one JSON object
   per line (warning_output.c). */
void cli_print_warnings(FILE *out, const char *path,
                        const PPWarnings *warnings, bool json);
int cli_tokens(const CliOptions *options, const char *source, size_t length);

#endif
