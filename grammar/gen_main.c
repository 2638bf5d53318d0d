/*
 * gen_main.c - the pyparse-pegen program:
 *
 *   pyparse-pegen GRAMMAR -o OUT.c [-H OUT.h] [--tokens FILE]
 *                 [--token-prefix P] [--token-include HEADER] [--prefix NAME]
 *                 [--no-lines]
 *   pyparse-pegen --explain GRAMMAR [RULE]... [--tokens FILE]
 *
 * Messages go to stderr as `file:line:col: error|warning: message`; the
 * exit status is 1 when there was an error (nothing is written then), 2 on
 * bad usage: an unknown option, no tokens file named or found, a RULE the
 * grammar does not have.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

/* The exit statuses. */
enum { EXIT_OK = 0, EXIT_ERROR = 1, EXIT_USAGE = 2 };

static const char usage_text[] =
    "usage: pyparse-pegen GRAMMAR -o OUT.c [-H OUT.h] [OPTION]...\n"
    "       pyparse-pegen --explain GRAMMAR [RULE]... [--tokens FILE]\n";

static void help(void) {
  fputs(usage_text, stdout);
  fputs(
      "\n"
      "Generates a C parser running on the PEG runtime of parser/peg.h from\n"
      "a grammar in the pegen dialect (see grammar/README.md), or explains\n"
      "what its analysis of the grammar found.\n"
      "\n"
      "Options:\n"
      "  -o OUT.c                write the parser to OUT.c.\n"
      "  -H OUT.h                also write its header to OUT.h (token\n"
      "                          constants, parse functions); without it\n"
      "                          OUT.c holds those itself.\n"
      "  --tokens FILE           read the token types from FILE (the format\n"
      "                          of tokenizer/Tokens: NAME and spellings,\n"
      "                          numbered from 0); without it, the grammar's\n"
      "                          @tokens \"FILE\", else the one file beside the\n"
      "                          grammar named Tokens, *Tokens or *.tokens,\n"
      "                          else tokenizer/Tokens below its folder.\n"
      "  --token-prefix PREFIX   name the token constants PREFIX + NAME\n"
      "                          (default: TOK_).\n"
      "  --token-include HEADER  take the token constants from HEADER, which\n"
      "                          the parser includes and checks against the\n"
      "                          tokens file, instead of defining them.\n"
      "  --prefix NAME           name the parser's exports NAME_grammar,\n"
      "                          NAME_parse and NAME_KW_* (default: grammar).\n"
      "  --no-lines              write no #line directives (by default a\n"
      "                          compiler's message about an action or an\n"
      "                          @header, @subheader or @trailer text names\n"
      "                          the grammar's file and line).\n"
      "  --explain               write no parser but every rule with its\n"
      "                          flags (nullable, left recursion, memo) and\n"
      "                          FIRST sets; with RULE names, only those\n"
      "                          rules, in more detail (where written, the\n"
      "                          rules they call and that call them).\n"
      "  -h, --help              print this help and exit.\n"
      "\n"
      "Messages are FILE:LINE:COL: error|warning: MESSAGE. Exit status: 0\n"
      "on success, 1 when the grammar or the tokens file has an error, 2 for\n"
      "bad usage (an unknown option, no tokens file named or found, a RULE\n"
      "the grammar does not have).\n"
      "\n"
      "Examples:\n"
      "  pyparse-pegen calc.gram -o calc_parser.c --token-prefix CALC_\n"
      "  pyparse-pegen --explain Python.gram\n"
      "  pyparse-pegen --explain Python.gram atom primary\n",
      stdout);
}

/* A usage error: the message, the usage lines, exit status 2. */
static int usage_error(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
static int usage_error(const char *format, ...) {
  va_list args;
  va_start(args, format);
  fputs("pyparse-pegen: ", stderr);
  vfprintf(stderr, format, args);
  va_end(args);
  fputc('\n', stderr);
  fputs(usage_text, stderr);
  fputs("Try 'pyparse-pegen --help' for more.\n", stderr);
  return EXIT_USAGE;
}

typedef struct Command {
  GenOptions options;
  bool explain, help;
  const char **rules; /* --explain: the RULE arguments (borrowed from argv) */
  size_t rule_count;
} Command;

/* Parses the command line into [c]; EXIT_OK, or the exit status after a
   message (EXIT_USAGE). */
static int parse_args(int argc, char **argv, Command *c) {
  GenOptions *o = &c->options;
  o->token_prefix = "TOK_";
  o->prefix = "grammar";
  c->rules = calloc((size_t)argc, sizeof *c->rules);
  if (!c->rules) {
    fputs("pyparse-pegen: out of memory\n", stderr);
    return EXIT_ERROR;
  }
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    const char **value = NULL;
    if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
      c->help = true;
      return EXIT_OK;
    } else if (strcmp(arg, "--explain") == 0) {
      c->explain = true;
      continue;
    } else if (strcmp(arg, "--no-lines") == 0) {
      o->no_lines = true;
      continue;
    } else if (strcmp(arg, "-o") == 0) {
      value = &o->out_c;
    } else if (strcmp(arg, "-H") == 0) {
      value = &o->out_h;
    } else if (strcmp(arg, "--tokens") == 0) {
      value = &o->tokens_path;
    } else if (strcmp(arg, "--token-prefix") == 0) {
      value = &o->token_prefix;
    } else if (strcmp(arg, "--token-include") == 0) {
      value = &o->token_include;
    } else if (strcmp(arg, "--prefix") == 0) {
      value = &o->prefix;
    }
    if (value) {
      if (++i == argc) return usage_error("option '%s' needs a value", arg);
      *value = argv[i];
    } else if (arg[0] == '-' && arg[1]) {
      return usage_error("unknown option '%s'", arg);
    } else if (!o->grammar_path) {
      o->grammar_path = arg;
    } else {
      c->rules[c->rule_count++] = arg; /* checked below: --explain only */
    }
  }
  if (!o->grammar_path) return usage_error("no GRAMMAR given");
  if (c->rule_count && !c->explain)
    return usage_error("one GRAMMAR only ('%s': rule names go with --explain)",
                       c->rules[0]);
  if (!c->explain && !o->out_c)
    return usage_error("no output named: -o OUT.c (or --explain)");
  return EXIT_OK;
}

/* Reads the grammar and its tokens file, found when not named. */
static int read_inputs(GenGrammar *g, const GenOptions *o) {
  if (o->tokens_path) /* the tokens first: their errors come first */
    return gen_read_tokens(g, o->tokens_path) &&
                   gen_read_grammar(g, o->grammar_path)
               ? EXIT_OK
               : EXIT_ERROR;
  if (!gen_read_grammar(g, o->grammar_path)) return EXIT_ERROR;
  const char *tokens = gen_find_tokens(g);
  if (!tokens) return ast_arena_failed(g->arena) ? EXIT_ERROR : EXIT_USAGE;
  return gen_read_tokens(g, tokens) ? EXIT_OK : EXIT_ERROR;
}

/* --explain: the whole grammar, or the rules named, each known. */
static int explain(GenGrammar *g, const Command *c) {
  for (size_t i = 0; i < c->rule_count; i++)
    if (gen_find_rule(g, c->rules[i]) < 0) {
      fprintf(stderr, "pyparse-pegen: %s has no rule '%s'\n", g->path,
              c->rules[i]);
      return EXIT_USAGE;
    }
  if (c->rule_count == 0) gen_explain(g, stdout);
  for (size_t i = 0; i < c->rule_count; i++) {
    if (i) fputc('\n', stdout);
    gen_explain_rule(g, stdout, gen_find_rule(g, c->rules[i]));
  }
  return EXIT_OK;
}

static int run(GenGrammar *g, const Command *c) {
  int status = read_inputs(g, &c->options);
  if (status != EXIT_OK) return status;
  gen_check(g);
  if (g->errors == 0) gen_analyze(g);
  if (g->errors) return EXIT_ERROR;
  if (ast_arena_failed(g->arena)) {
    fprintf(stderr, "%s: error: out of memory\n", g->path);
    return EXIT_ERROR;
  }
  if (c->explain) return explain(g, c);
  if (!gen_emit(g, &c->options)) {
    fprintf(stderr, "%s: error: cannot write the output\n", c->options.out_c);
    return EXIT_ERROR;
  }
  return EXIT_OK;
}

int main(int argc, char **argv) {
  Command c = {0};
  int status = parse_args(argc, argv, &c);
  if (status == EXIT_OK && c.help) help();
  if (status != EXIT_OK || c.help) {
    free(c.rules);
    return status;
  }
  GenGrammar g = {0};
  g.arena = ast_arena_new();
  g.path = c.options.grammar_path;
  g.diag = stderr;
  if (g.arena) {
    status = run(&g, &c);
    ast_arena_free(g.arena);
  } else {
    status = EXIT_ERROR;
  }
  free(c.rules);
  return status;
}
