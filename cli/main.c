/*
 * main.c - the pyparse program: reads the command line (options.c), finds
 * the files (inputs.c) and runs the command on them (run.c).
 *
 *   pyparse [--dump-ast | --check | --tokens] [OPTION]... [FILE]...
 *
 * `pyparse --help` describes every option; the README's "The program"
 * section is the same text (a test keeps them equal).
 *
 * Exit status: 0 when every file went well, 1 when one had a syntax error,
 * 2 for usage, I/O or memory problems (the worst over the files).
 */
#include <stdio.h>
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cli.h"

/* What glibc's malloc keeps on top of its heaps when it grows or trims
   them. Its default gives freed memory back at once, and each file's
   buffers and tree are then touched anew, page fault by page fault: at
   -j 2 on the 3.13 standard library that cost 6% more CPU time
   (scripts/bench_cli_jobs.sh). Kept, it is only address space. */
#define MALLOC_TOP_PAD (64 << 20)

/* Combinations the option table cannot refuse by itself. */
static int check_combinations(const CliOptions *options) {
  const char *problem = NULL;
  if (options->command == CLI_CHECK && (options->format == CLI_FORMAT_JSON ||
                                        options->format == CLI_FORMAT_DOT))
    problem = "--check prints no tree: its --format is ast or jsonl";
  else if (options->format == CLI_FORMAT_JSONL && options->indent >= 0)
    problem = "--format jsonl writes one line per file: no --indent";
  if (!problem) return 0;
  fprintf(stderr, "pyparse: %s\nTry 'pyparse --help' for more information.\n",
          problem);
  return 2;
}

static void free_run_options(CliRunOptions *run) {
  free(run->paths.items);
  free(run->file_lists.items);
  free(run->excludes.items);
  free(run->trace_rules.items);
}

int main(int argc, char **argv) {
#ifdef __GLIBC__
  mallopt(M_TOP_PAD, MALLOC_TOP_PAD);
#endif
  CliRunOptions run = {
      .command = {.command = CLI_DUMP_AST, .mode = PP_MODE_EXEC, .indent = -1,
                  .annotate_fields = true},
  };
  int status = cli_parse_arguments(argc, argv, &run);
  if (status == 0 && run.help) {
    cli_print_help(stdout);
  } else if (status == 0 && run.version) {
    printf("pyparse %s\n", pp_version());
  } else if (status == 0 && (status = check_combinations(&run.command)) == 0) {
    CliFiles files = {0};
    status = cli_find_files(&run, &files);
    if (status == 0) status = cli_run(&run, &files);
    cli_files_free(&files);
  }
  free_run_options(&run);
  return status;
}
