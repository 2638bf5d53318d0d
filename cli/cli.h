/*
 * cli.h - the pyparse program: its options, its inputs and its commands.
 *
 * main.c reads the command line (options.c) into CliOptions, expands the
 * inputs into a list of files (inputs.c: directories, lists of files),
 * then runs one command on each file (run.c: in order, or on -j threads
 * with the same output). A command writes a file's output to [out] and
 * its messages to [err] (the terminal's streams, or a worker's buffers)
 * and returns the file's exit status: 0 done, 1 the input is rejected (a
 * syntax error), 2 an I/O or memory error.
 *
 * cli/ is a client of the library like any other: it includes only the
 * installed header, pyparse.h.
 */
#ifndef PYPARSE_CLI_H
#define PYPARSE_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "pyparse.h"

typedef enum CliCommand {
  CLI_DUMP_AST, /* --dump-ast (the default): the tree, as ast.dump */
  CLI_CHECK,    /* --check: parse only, say what is wrong */
  CLI_TOKENS,   /* --tokens: as python -m tokenize */
  CLI_MIN_VERSION, /* --min-version: the oldest version that accepts it */
  CLI_VERSIONS,    /* --versions: each version's verdict */
} CliCommand;

typedef enum CliFormat {
  CLI_FORMAT_AST,   /* ast.dump's text */
  CLI_FORMAT_JSON,  /* pp_dump_json, docs/json.md */
  CLI_FORMAT_JSONL, /* one JSON object per file: path, status, error, tree */
  CLI_FORMAT_DOT,   /* pp_dump_dot: a Graphviz graph (--dot) */
} CliFormat;

typedef struct CliOptions {
  CliCommand command;
  PPPythonVersion version; /* --python: the language (0: the newest) */
  /* how to parse (compile()'s mode and flags) */
  PPParseMode mode;        /* -m, --mode exec|eval|single|func_type */
  bool type_comments;      /* --type-comments */
  /* ast.dump's keyword arguments */
  bool include_attributes; /* -a, --include-attributes */
  int indent;              /* -i, --indent N; -1 when not given (one line) */
  bool show_empty;         /* --show-empty */
  bool annotate_fields;    /* false with --no-annotate-fields */
  CliFormat format;        /* --format ast|json|jsonl */
  bool errors_json;        /* --errors json: a syntax error as one JSON
                              object on stderr instead of CPython's
                              traceback shape */
  bool warnings;           /* --warnings: the SyntaxWarnings too */
  bool trace;              /* --trace: the rule trace on the messages */
  const char *const *trace_rules; /* --trace-rule: NULL-terminated, or
                              NULL for every rule */
  bool exact;              /* --tokens -e, --exact: exact operator types */
} CliOptions;

/* ---- The run: options.c, inputs.c, run.c ------------------------------ */

/* The most lines --trace writes for one file: a big file's trace runs to
   millions. */
#define CLI_TRACE_MAX_LINES 20000
#define CLI_TRACE_MAX_LINES_TEXT "20,000"

/* The most threads -j may ask for. */
#define CLI_MAX_JOBS 256
#define CLI_MAX_JOBS_TEXT "256"

/* A growing list of borrowed strings (argv's, mostly). */
typedef struct CliStrings {
  const char **items;
  size_t count, capacity;
} CliStrings;

typedef enum CliHeaders {
  CLI_HEADERS_AUTO,   /* when there are several files */
  CLI_HEADERS_ALWAYS, /* -H, --with-filename */
  CLI_HEADERS_NEVER,  /* --no-filename */
} CliHeaders;

typedef struct CliRunOptions {
  CliOptions command;      /* what to do with each file */
  bool command_given;      /* a command option was given */
  CliStrings paths;        /* the FILE arguments, as given */
  CliStrings file_lists;   /* --files-from LIST and @LIST ("-": stdin) */
  CliStrings excludes;     /* --exclude GLOB */
  CliStrings trace_rules;  /* --trace-rule RULE */
  int jobs;                /* -j N; 0: one per core */
  bool follow_symlinks;    /* --follow-symlinks */
  CliHeaders headers;
  bool quiet;              /* -q: no progress line, no summary */
  bool help, version;      /* --help, --version */
} CliRunOptions;

/* Fills [run] (zeroed, then set to the defaults by the caller) from the
   command line. Returns 0, or 2 after saying on stderr what is wrong
   with it. */
int cli_parse_arguments(int argc, char **argv, CliRunOptions *run);

/* Writes --help's text to [out]. */
void cli_print_help(FILE *out);

/* One file to work on. */
typedef struct CliFile {
  char *path;  /* malloc'd */
  int error;   /* an errno met while finding it (a folder that could not
                  be listed), reported in its place; 0 otherwise */
} CliFile;

typedef struct CliFiles {
  CliFile *items;
  size_t count, capacity;
} CliFiles;

/* The files the run works on, in order: each FILE argument and each line
   of the file lists, with folders replaced by the *.py and *.pyi files
   under them (sorted by name; hidden folders, virtual environments and
   excluded names skipped), and "-" for standard input when nothing is
   named and it is not a terminal. Returns 0, or 2 after a message
   (memory, or a file list that cannot be read). */
int cli_find_files(const CliRunOptions *run, CliFiles *files);
void cli_files_free(CliFiles *files);

/* Runs the command on every file, on run->jobs threads, and prints the
   results in order; the worst exit status. */
int cli_run(const CliRunOptions *run, const CliFiles *files);

/* One file of the run, read, with what the worker parsing it owns. */
typedef struct CliInput {
  const char *path;      /* as named; "-" is standard input */
  const char *bytes;     /* its content */
  size_t length;
  PPParser *parser;      /* the worker's, reused for each file (NULL when
                            it could not be made: one-shot parses) */
  PPWarnings *warnings;  /* the worker's, with --warnings; else NULL */
} CliInput;

/* Parses [input] with [options]: on the worker's parser when it has one,
   else as a one-shot pp_parse_bytes (dump_command.c). */
PPStatus cli_parse(const CliInput *input, const char *filename,
                   const PPParseOptions *options, PPTree **tree,
                   PPError *error);

/* The commands (dump_command.c, tokens_command.c, versions_command.c). */
int cli_dump_ast(const CliOptions *options, const CliInput *input, FILE *out,
                 FILE *err);
int cli_tokens(const CliOptions *options, const CliInput *input, FILE *out,
               FILE *err);
int cli_versions(const CliOptions *options, const CliInput *input, FILE *out,
                 FILE *err);

/* Says that file [path] could not be read ([status] PP_ERROR_IO, with
   [message] "cannot read PATH: REASON", or PP_ERROR_MEMORY): on [err], or
   as its JSON Lines object on [out] with --format jsonl. Returns the exit
   status, 2. */
int cli_unreadable(const CliOptions *options, const char *path,
                   PPStatus status, const char *message, FILE *out,
                   FILE *err);

/* Says on [err] that memory ran out while file [path] (NULL: none yet)
   was worked on: "pyparse: PATH: MemoryError: out of memory", the name
   CPython gives the exception. Returns the exit status, 2. */
int cli_memory_error(FILE *err, const char *path);

/* Writes syntax error [error] of file [path] to [out]: as CPython
   [version] prints an uncaught SyntaxError (its traceback's last lines),
   or with [json] as one JSON object (error_output.c). */
void cli_print_syntax_error(FILE *out, const char *path, const PPError *error,
                            PPPythonVersion version, bool json);
/* The same JSON object without its line end, for --format jsonl. */
void cli_print_syntax_error_json(FILE *out, const char *path,
                                 const PPError *error);
/* The exception's name: "SyntaxError", "IndentationError", ... */
const char *cli_error_type_name(PPErrorType type);
/* The name CPython shows for [path]: standard input is "<stdin>". */
const char *cli_display_name(const char *path);
/* [s] as Python's json.dumps(s, ensure_ascii=False) writes it. */
void cli_print_json_string(FILE *out, const char *s);
/* The warnings' JSON objects separated by ", ", for --format jsonl. */
void cli_print_warnings_json_list(FILE *out, const char *path,
                                  const PPWarnings *warnings);
/* Writes the SyntaxWarnings [warnings] of file [path] to [out] as
   CPython's warnings module prints them, or with [json] one JSON object
   per line (warning_output.c). */
void cli_print_warnings(FILE *out, const char *path,
                        const PPWarnings *warnings, bool json);

#endif
