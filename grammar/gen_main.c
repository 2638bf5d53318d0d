/*
 * gen_main.c - the pyparse-pegen program:
 *
 *   pyparse-pegen GRAMMAR -o OUT.c [-H OUT.h] --tokens FILE
 *                 [--token-prefix P] [--token-include HEADER] [--prefix NAME]
 *   pyparse-pegen --explain GRAMMAR --tokens FILE
 *
 * Messages go to stderr as `file:line:col: error|warning: message`; the
 * exit status is 1 when there was an error (nothing is written then), 2 on
 * bad usage.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

static int usage(void) {
  fputs(
      "usage: pyparse-pegen GRAMMAR -o OUT.c [-H OUT.h] --tokens FILE\n"
      "                     [--token-prefix PREFIX] [--token-include HEADER]\n"
      "                     [--prefix NAME]\n"
      "       pyparse-pegen --explain GRAMMAR --tokens FILE\n",
      stderr);
  return 2;
}

/* Parses the command line; false on bad usage. */
static bool parse_args(int argc, char **argv, GenOptions *o, bool *explain) {
  o->token_prefix = "TOK_";
  o->prefix = "grammar";
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    const char **value = NULL;
    if (strcmp(arg, "--explain") == 0) {
      *explain = true;
      continue;
    }
    if (strcmp(arg, "-o") == 0)
      value = &o->out_c;
    else if (strcmp(arg, "-H") == 0)
      value = &o->out_h;
    else if (strcmp(arg, "--tokens") == 0)
      value = &o->tokens_path;
    else if (strcmp(arg, "--token-prefix") == 0)
      value = &o->token_prefix;
    else if (strcmp(arg, "--token-include") == 0)
      value = &o->token_include;
    else if (strcmp(arg, "--prefix") == 0)
      value = &o->prefix;
    if (value) {
      if (++i == argc) return false;
      *value = argv[i];
    } else if (arg[0] == '-' || o->grammar_path) {
      return false;
    } else {
      o->grammar_path = arg;
    }
  }
  return o->grammar_path && o->tokens_path && (*explain || o->out_c);
}

int main(int argc, char **argv) {
  GenOptions options = {0};
  bool explain = false;
  if (!parse_args(argc, argv, &options, &explain)) return usage();
  GenGrammar g = {0};
  g.arena = ast_arena_new();
  g.path = options.grammar_path;
  g.diag = stderr;
  if (!g.arena) return 1;
  bool ok = gen_read_tokens(&g, options.tokens_path) &&
            gen_read_grammar(&g, options.grammar_path);
  if (ok) {
    gen_check(&g);
    if (g.errors == 0) gen_analyze(&g);
    ok = g.errors == 0;
  }
  if (ok && ast_arena_failed(g.arena)) {
    fprintf(stderr, "%s: error: out of memory\n", g.path);
    ok = false;
  }
  if (ok && explain) gen_explain(&g, stdout);
  if (ok && !explain && !gen_emit(&g, &options)) {
    fprintf(stderr, "%s: error: cannot write the output\n", options.out_c);
    ok = false;
  }
  ast_arena_free(g.arena);
  return ok ? 0 : 1;
}
