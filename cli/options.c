/*
 * options.c - the command line as GNU programs and `python -m ast` read
 * one: long options with "--opt=value" or "--opt value" (or any unique
 * prefix of the name), short ones clustered ("-ai2", "-i 2"), options
 * and files in any order, "--" ending the options, and "@LIST" naming a
 * file of file names.
 *
 * One table, `option_table`, says each option's names, its value, the
 * commands it belongs to and its sentence of help: the parser, the check
 * that an option belongs to the command and `--help` all read it, so they
 * cannot disagree.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

/* Which commands an option belongs to (bits). */
enum {
  FOR_DUMP = 1 << CLI_DUMP_AST,
  FOR_CHECK = 1 << CLI_CHECK,
  FOR_TOKENS = 1 << CLI_TOKENS,
  FOR_VERSIONS = 1 << CLI_MIN_VERSION | 1 << CLI_VERSIONS,
  FOR_PARSE = FOR_DUMP | FOR_CHECK,
  FOR_ONE_VERSION = FOR_DUMP | FOR_CHECK | FOR_TOKENS,
  FOR_ALL = FOR_ONE_VERSION | FOR_VERSIONS,
};

typedef enum OptionId {
  OPT_DUMP_AST, OPT_CHECK, OPT_TOKENS, OPT_MIN_VERSION, OPT_VERSIONS,
  OPT_PYTHON, OPT_MODE, OPT_TYPE_COMMENTS,
  OPT_INCLUDE_ATTRIBUTES, OPT_INDENT, OPT_SHOW_EMPTY, OPT_NO_ANNOTATE_FIELDS,
  OPT_FORMAT, OPT_DOT, OPT_ERRORS, OPT_WARNINGS, OPT_TRACE, OPT_TRACE_RULE, OPT_EXACT,
  OPT_JOBS, OPT_EXCLUDE, OPT_FILES_FROM, OPT_FOLLOW_SYMLINKS,
  OPT_WITH_FILENAME, OPT_NO_FILENAME, OPT_QUIET,
  OPT_HELP, OPT_VERSION,
  OPT_COUNT
} OptionId;

typedef struct Option {
  const char *name;       /* the long name, without "--" */
  char short_name;        /* 0: none */
  const char *value;      /* the value's name in --help; NULL: a flag */
  unsigned commands;      /* FOR_* */
  const char *help;       /* one sentence (or a few), for --help */
} Option;

/* In the order --help lists them; the first three are the commands. */
static const Option option_table[OPT_COUNT] = {
    [OPT_DUMP_AST] = {"dump-ast", 0, NULL, FOR_ALL,
        "print each file's tree as ast.dump(ast.parse(source)) prints it "
        "(the default command)"},
    [OPT_CHECK] = {"check", 0, NULL, FOR_ALL,
        "parse only: print nothing for a good file, the error of a bad "
        "one, and a summary on stderr"},
    [OPT_TOKENS] = {"tokens", 0, NULL, FOR_ALL,
        "print each file's tokens as python -m tokenize prints them"},
    [OPT_MIN_VERSION] = {"min-version", 0, NULL, FOR_ALL,
        "print the oldest Python version whose parser accepts each file, "
        "and the error of the version before it: what in the file needs "
        "it"},
    [OPT_VERSIONS] = {"versions", 0, NULL, FOR_ALL,
        "print a line per Python version for each file: ok, or that "
        "version's error"},
    [OPT_PYTHON] = {"python", 0, "VERSION", FOR_ONE_VERSION,
        "the Python whose language, tree, tokens and messages to follow: "
        "any from 3.8 to 3.15 (the default, the newest)"},
    [OPT_MODE] = {"mode", 'm', "MODE", FOR_PARSE | FOR_VERSIONS,
        "what a file holds, as compile()'s mode: exec (the default), eval, "
        "single or func_type"},
    [OPT_TYPE_COMMENTS] = {"type-comments", 0, NULL, FOR_PARSE | FOR_VERSIONS,
        "keep '# type:' comments in the tree, as "
        "ast.parse(type_comments=True)"},
    [OPT_INCLUDE_ATTRIBUTES] = {"include-attributes", 'a', NULL, FOR_DUMP,
        "show each node's lineno, col_offset, end_lineno and end_col_offset"},
    [OPT_INDENT] = {"indent", 'i', "N", FOR_DUMP,
        "indent nested nodes by N spaces, one per line (default: the whole "
        "tree on one line)"},
    [OPT_SHOW_EMPTY] = {"show-empty", 0, NULL, FOR_DUMP,
        "show empty lists and None values, as ast.dump(show_empty=True)"},
    [OPT_NO_ANNOTATE_FIELDS] = {"no-annotate-fields", 0, NULL, FOR_DUMP,
        "leave out field names, as ast.dump(annotate_fields=False)"},
    [OPT_FORMAT] = {"format", 0, "FORMAT", FOR_PARSE | FOR_VERSIONS,
        "ast (the default), json (the tree as typed JSON, docs/json.md), "
        "jsonl (one JSON object per file: path, status, error, tree; "
        "errors then go to stdout with it), or dot (a Graphviz graph); "
        "--min-version and --versions print text or jsonl"},
    [OPT_DOT] = {"dot", 0, NULL, FOR_DUMP,
        "the same as --format dot: a graph of the tree for Graphviz; "
        "pyparse --dot x.py | dot -Tsvg > x.svg draws it (-a adds "
        "positions)"},
    [OPT_ERRORS] = {"errors", 0, "FORMAT", FOR_PARSE,
        "text (the default: as CPython prints a SyntaxError) or json (one "
        "JSON object per error and warning on stderr)"},
    [OPT_WARNINGS] = {"warnings", 0, NULL, FOR_PARSE,
        "also print the SyntaxWarnings of each file on stderr, as CPython "
        "words them"},
    [OPT_TRACE] = {"trace", 0, NULL, FOR_PARSE,
        "write the parser's rule trace on stderr: each rule entered at a "
        "token, the span it matched or its failure, memo hits, the second "
        "pass (at most " CLI_TRACE_MAX_LINES_TEXT " lines per file)"},
    [OPT_TRACE_RULE] = {"trace-rule", 0, "RULE", FOR_PARSE,
        "with --trace, follow only the calls of RULE, a rule of Python.gram "
        "(may be repeated)"},
    [OPT_EXACT] = {"exact", 'e', NULL, FOR_TOKENS,
        "name operators by their exact type (LPAR, not OP), as "
        "tokenize -e"},
    [OPT_JOBS] = {"jobs", 'j', "N", FOR_ALL,
        "work on N files at once, on N threads (default: one per core); "
        "the output is the same as with -j 1"},
    [OPT_EXCLUDE] = {"exclude", 0, "GLOB", FOR_ALL,
        "skip the files and folders whose name or path GLOB matches "
        "(fnmatch; may be repeated)"},
    [OPT_FILES_FROM] = {"files-from", 0, "LIST", FOR_ALL,
        "read more FILEs from the file LIST, one per line (- for stdin); "
        "@LIST says the same"},
    [OPT_FOLLOW_SYMLINKS] = {"follow-symlinks", 0, NULL, FOR_ALL,
        "follow symbolic links met while walking folders (by default they "
        "are skipped)"},
    [OPT_WITH_FILENAME] = {"with-filename", 'H', NULL, FOR_ALL,
        "print the \"==> FILE <==\" header even for a single file"},
    [OPT_NO_FILENAME] = {"no-filename", 0, NULL, FOR_ALL,
        "never print that header (by default it precedes each file's "
        "output when there are several files)"},
    [OPT_QUIET] = {"quiet", 'q', NULL, FOR_ALL,
        "no progress line and no --check summary"},
    [OPT_HELP] = {"help", 'h', NULL, FOR_ALL, "print this help and exit"},
    [OPT_VERSION] = {"version", 'V', NULL, FOR_ALL,
        "print pyparse's version and exit"},
};

static const char help_head[] =
    "usage: pyparse [COMMAND] [OPTION]... [FILE]...\n"
    "\n"
    "Parses Python source files exactly as CPython does: the same tree, the "
    "same\n"
    "tokens, the same SyntaxError. A FILE that is a folder is searched for "
    "*.py\n"
    "and *.pyi files (hidden folders and virtual environments are skipped "
    "unless\n"
    "named); - or no FILE at all reads standard input.\n";

static const char help_tail[] =
    "\n"
    "Exit status: 0 when every file is good, 1 when some file has a syntax "
    "error\n"
    "(--min-version: no version accepts it; --versions: some version "
    "rejects it),\n"
    "2 for a usage, I/O or memory error (the worst over the files).\n"
    "\n"
    "Examples:\n"
    "  pyparse x.py                        the tree of x.py, as ast.dump\n"
    "  pyparse -a -i 2 x.py                with positions, indented\n"
    "  echo '1 +' | pyparse --check        the SyntaxError, as CPython says "
    "it\n"
    "  pyparse --check -j 2 src/           sweep a project on 2 threads\n"
    "  pyparse --tokens -e x.py            as python -m tokenize -e x.py\n"
    "  pyparse --python 3.13 -m eval e.py  an expression, as Python 3.13\n"
    "  pyparse --min-version src/          the oldest Python each file "
    "needs\n"
    "  pyparse --format jsonl --exclude 'test_*' src/ > trees.jsonl\n";

/* Wraps [text] at 79 columns, each line indented by [indent]. */
static void print_wrapped(FILE *out, const char *text, int indent, int at) {
  const int width = 79;
  while (*text) {
    int room = width - at, n = (int)strlen(text);
    if (n > room) {
      n = room;
      while (n > 0 && text[n] != ' ') n--;
      if (n == 0) n = (int)strcspn(text, " ");
    }
    fprintf(out, "%.*s\n", n, text);
    text += n;
    while (*text == ' ') text++;
    if (*text) fprintf(out, "%*s", indent, "");
    at = indent;
  }
}

static void print_option(FILE *out, const Option *option) {
  char names[48];
  if (option->short_name)
    snprintf(names, sizeof names, "  -%c, --%s", option->short_name,
             option->name);
  else
    snprintf(names, sizeof names, "      --%s", option->name);
  if (option->value) {
    size_t n = strlen(names);
    snprintf(names + n, sizeof names - n, " %s", option->value);
  }
  const int column = 26;
  if ((int)strlen(names) + 2 > column)
    fprintf(out, "%s\n%*s", names, column, "");
  else
    fprintf(out, "%-*s", column, names);
  print_wrapped(out, option->help, column, column);
}

void cli_print_help(FILE *out) {
  fputs(help_head, out);
  fputs("\nCommands (one; the default is --dump-ast):\n", out);
  for (int i = OPT_DUMP_AST; i <= OPT_VERSIONS; i++)
    print_option(out, &option_table[i]);
  fputs("\nOptions:\n", out);
  for (int i = OPT_VERSIONS + 1; i < OPT_COUNT; i++)
    print_option(out, &option_table[i]);
  fputs(help_tail, out);
}

/* Says [problem] and how to get help; the usage exit status, 2. */
static int usage_error(const char *format, const char *detail) {
  fputs("pyparse: ", stderr);
  fprintf(stderr, format, detail);
  fputs("\nTry 'pyparse --help' for more information.\n", stderr);
  return 2;
}

/* The option named [name] (its first [length] bytes): the exact name, or
   the only one it is a prefix of; -1 when none, -2 when several. */
static int find_long(const char *name, size_t length) {
  int found = -1;
  for (int i = 0; i < OPT_COUNT; i++) {
    if (strncmp(option_table[i].name, name, length) != 0) continue;
    if (option_table[i].name[length] == '\0') return i;
    found = found == -1 ? i : -2;
  }
  return found;
}

static int find_short(char c) {
  for (int i = 0; i < OPT_COUNT; i++)
    if (option_table[i].short_name == c) return i;
  return -1;
}

/* [text] as a whole number in [low, high]. */
static bool parse_number(const char *text, long low, long high, int *value) {
  char *end;
  errno = 0;
  long n = strtol(text, &end, 10);
  if (errno || end == text || *end || n < low || n > high) return false;
  *value = (int)n;
  return true;
}

/* [text] is one of [names] (NULL-terminated): its index, or -1. */
static int pick(const char *text, const char *const *names) {
  for (int i = 0; names[i]; i++)
    if (strcmp(text, names[i]) == 0) return i;
  return -1;
}

static bool add_string(CliStrings *list, const char *s) {
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? list->capacity * 2 : 16;
    const char **items = realloc(list->items, capacity * sizeof *items);
    if (!items) return false;
    list->items = items;
    list->capacity = capacity;
  }
  list->items[list->count++] = s;
  return true;
}

/* Applies option [id] with [value] (NULL for a flag). */
static int apply(CliRunOptions *run, OptionId id, const char *value) {
  CliOptions *options = &run->command;
  static const char *const modes[] = {"exec", "eval", "single", "func_type",
                                      NULL};
  static const PPParseMode mode_of[] = {PP_MODE_EXEC, PP_MODE_EVAL,
                                        PP_MODE_SINGLE, PP_MODE_FUNC_TYPE};
  static const char *const formats[] = {"ast", "json", "jsonl", "dot",
                                        NULL};
  static const char *const error_formats[] = {"text", "json", NULL};
  int i;
  switch (id) {
  case OPT_DUMP_AST: case OPT_CHECK: case OPT_TOKENS: case OPT_MIN_VERSION:
  case OPT_VERSIONS: {
    /* (the commands come first in both lists, in the same order) */
    CliCommand command = (CliCommand)(id - OPT_DUMP_AST);
    if (run->command_given && options->command != command)
      return usage_error("--%s: give one command only (--dump-ast, --check, "
                         "--tokens, --min-version or --versions)",
                         option_table[id].name);
    options->command = command;
    run->command_given = true;
    return 0;
  }
  case OPT_PYTHON:
    if (!(options->version = pp_python_version_parse(value)))
      return usage_error(
          "--python needs a version from 3.8 to 3.15, not '%s'", value);
    return 0;
  case OPT_MODE:
    if ((i = pick(value, modes)) < 0)
      return usage_error("--mode needs exec, eval, single or func_type, not "
                         "'%s'", value);
    options->mode = mode_of[i];
    return 0;
  case OPT_TYPE_COMMENTS: options->type_comments = true; return 0;
  case OPT_INCLUDE_ATTRIBUTES: options->include_attributes = true; return 0;
  case OPT_INDENT:
    if (!parse_number(value, 0, 1000, &options->indent))
      return usage_error("--indent needs a number from 0 to 1000, not '%s'",
                         value);
    return 0;
  case OPT_SHOW_EMPTY: options->show_empty = true; return 0;
  case OPT_NO_ANNOTATE_FIELDS: options->annotate_fields = false; return 0;
  case OPT_FORMAT:
    if ((i = pick(value, formats)) < 0)
      return usage_error("--format needs ast, json, jsonl or dot, not '%s'",
                         value);
    options->format = (CliFormat)i;
    return 0;
  case OPT_DOT: options->format = CLI_FORMAT_DOT; return 0;
  case OPT_ERRORS:
    if ((i = pick(value, error_formats)) < 0)
      return usage_error("--errors needs text or json, not '%s'", value);
    options->errors_json = i == 1;
    return 0;
  case OPT_WARNINGS: options->warnings = true; return 0;
  case OPT_TRACE: options->trace = true; return 0;
  case OPT_TRACE_RULE:
    if (!pp_grammar_has_rule(value))
      return usage_error("--trace-rule: Python.gram has no rule '%s'", value);
    return add_string(&run->trace_rules, value) ? 0
                                                : cli_memory_error(stderr, NULL);
  case OPT_EXACT: options->exact = true; return 0;
  case OPT_JOBS:
    if (!parse_number(value, 1, CLI_MAX_JOBS, &run->jobs))
      return usage_error("--jobs needs a number from 1 to " CLI_MAX_JOBS_TEXT
                         ", not '%s'", value);
    return 0;
  case OPT_EXCLUDE:
    return add_string(&run->excludes, value) ? 0 : cli_memory_error(stderr, NULL);
  case OPT_FILES_FROM:
    return add_string(&run->file_lists, value) ? 0
                                               : cli_memory_error(stderr, NULL);
  case OPT_FOLLOW_SYMLINKS: run->follow_symlinks = true; return 0;
  case OPT_WITH_FILENAME: run->headers = CLI_HEADERS_ALWAYS; return 0;
  case OPT_NO_FILENAME: run->headers = CLI_HEADERS_NEVER; return 0;
  case OPT_QUIET: run->quiet = true; return 0;
  case OPT_HELP: run->help = true; return 0;
  case OPT_VERSION: run->version = true; return 0;
  case OPT_COUNT: break;
  }
  return 0;
}

/* Option [id] was given; [value] is its value or NULL. [spelled] is how
   the user wrote it, for messages. */
static int take(CliRunOptions *run, OptionId id, const char *value,
                const char *spelled, bool *given) {
  if (option_table[id].value && !value)
    return usage_error("%s needs a value", spelled);
  given[id] = true;
  return apply(run, id, value);
}

/* "--name", "--name=value" or "--name value" at argv[*i]. */
static int long_option(CliRunOptions *run, int argc, char **argv, int *i,
                       bool *given) {
  const char *arg = argv[*i] + 2, *equals = strchr(arg, '=');
  size_t length = equals ? (size_t)(equals - arg) : strlen(arg);
  int id = find_long(arg, length);
  if (id == -1) return usage_error("unknown option '%s'", argv[*i]);
  if (id == -2) return usage_error("ambiguous option '%s'", argv[*i]);
  const Option *option = &option_table[id];
  char spelled[64];
  snprintf(spelled, sizeof spelled, "--%s", option->name);
  if (!option->value && equals)
    return usage_error("%s takes no value", spelled);
  const char *value = equals ? equals + 1 : NULL;
  if (option->value && !equals && *i + 1 < argc) value = argv[++*i];
  return take(run, (OptionId)id, value, spelled, given);
}

/* A cluster of short options at argv[*i]: "-a", "-ai2", "-i 2". */
static int short_options(CliRunOptions *run, int argc, char **argv, int *i,
                         bool *given) {
  for (const char *c = argv[*i] + 1; *c; c++) {
    int id = find_short(*c);
    char spelled[3] = {'-', *c, '\0'};
    if (id < 0) return usage_error("unknown option '%s'", spelled);
    const char *value = NULL;
    if (option_table[id].value) {
      value = c[1] ? c + 1 : *i + 1 < argc ? argv[++*i] : NULL;
      int status = take(run, (OptionId)id, value, spelled, given);
      return status;
    }
    int status = take(run, (OptionId)id, NULL, spelled, given);
    if (status) return status;
  }
  return 0;
}

/* Every option given must belong to the command. */
static int check_options_belong(const CliRunOptions *run, const bool *given) {
  static const char *const command_names[] = {
      "--dump-ast", "--check", "--tokens", "--min-version", "--versions"};
  CliCommand command = run->command.command;
  for (int i = 0; i < OPT_COUNT; i++) {
    if (!given[i] || option_table[i].commands & (1u << command)) continue;
    char message[160];
    snprintf(message, sizeof message, "--%s is not an option of %s%s",
             option_table[i].name, command_names[command],
             run->command_given ? "" : " (the default command)");
    return usage_error("%s", message);
  }
  return 0;
}

int cli_parse_arguments(int argc, char **argv, CliRunOptions *run) {
  bool given[OPT_COUNT] = {false};
  bool options_ended = false;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    int status = 0;
    if (options_ended || arg[0] != '-' || arg[1] == '\0') {
      bool list = !options_ended && arg[0] == '@' && arg[1] != '\0';
      if (!(list ? add_string(&run->file_lists, arg + 1)
                 : add_string(&run->paths, arg)))
        return cli_memory_error(stderr, NULL);
    } else if (strcmp(arg, "--") == 0) {
      options_ended = true;
    } else if (arg[1] == '-') {
      status = long_option(run, argc, argv, &i, given);
    } else {
      status = short_options(run, argc, argv, &i, &given[0]);
    }
    if (status) return status;
  }
  if (run->help || run->version) return 0;
  if (given[OPT_TRACE_RULE] && !given[OPT_TRACE])
    return usage_error("%s", "--trace-rule needs --trace");
  if (run->trace_rules.count) {
    /* the library takes a NULL-terminated list */
    if (!add_string(&run->trace_rules, NULL)) return cli_memory_error(stderr, NULL);
    run->command.trace_rules = run->trace_rules.items;
  }
  CliCommand command = run->command.command;
  CliFormat format = run->command.format;
  if ((command == CLI_MIN_VERSION || command == CLI_VERSIONS) &&
      (format == CLI_FORMAT_JSON || format == CLI_FORMAT_DOT))
    return usage_error("%s prints text or jsonl only",
                       command == CLI_VERSIONS ? "--versions"
                                               : "--min-version");
  return check_options_belong(run, given);
}
