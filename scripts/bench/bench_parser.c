/*
 * bench_parser.c - how fast pyparse parses: reads every file named in the
 * list file argv[1] into memory first, then, timed, parses each with one
 * PPParser (pp_parser_parse: decoding, tokens, tree in its arena) and frees
 * the tree,
 * [rounds] times, as the newest Python or as "--python X.Y" (first)
 * says. Prints files, bytes, rejected files, seconds and MB/s
 * (10^6 bytes). With "--peak FILE" instead, parses FILE once and prints
 * the growth of the process's peak resident memory (KB) during the parse.
 * Not a test: scripts/bench_parser.sh runs it next to CPython's figures.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "pyparse.h"
#include "read_file.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long peak_kb(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

static int peak(const char *path) {
  size_t length;
  char *bytes = test_read_file(path, &length);
  if (!bytes) return 2;
  long before = peak_kb();
  PPTree *tree = NULL;
  PPStatus status = pp_parse_bytes(bytes, length, path, NULL, &tree, NULL);
  long after = peak_kb();
  pp_tree_free(tree);
  free(bytes);
  printf("pyparse peak: %s, %zu bytes, %s, peak memory +%ld KB\n", path, length,
         status == PP_OK ? "parsed" : "rejected", after - before);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "--peak") == 0) return peak(argv[2]);
  PPParseOptions options = {.mode = PP_MODE_EXEC};
  if (argc > 2 && strcmp(argv[1], "--python") == 0) {
    if (!(options.version = pp_python_version_parse(argv[2]))) {
      fprintf(stderr, "%s: --python needs 3.13, 3.14 or 3.15\n", argv[0]);
      return 2;
    }
    argc -= 2;
    argv += 2;
  }
  if (argc < 2) {
    fprintf(stderr,
            "usage: %s [--python X.Y] FILE-LIST [ROUNDS] | --peak FILE\n",
            argv[0]);
    return 2;
  }
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  size_t count, total;
  TestInput *inputs = test_read_inputs(argv[1], &count, &total);
  if (!inputs) return 2;
  /* one parser for the whole run, as a linter would keep one */
  PPParser *parser = pp_parser_new();
  if (!parser) return 2;
  double best = 1e30;
  size_t rejected = 0;
  for (int r = 0; r < rounds; r++) {
    rejected = 0;
    double t0 = now();
    for (size_t i = 0; i < count; i++) {
      PPTree *tree = NULL;
      if (pp_parser_parse(parser, inputs[i].bytes, inputs[i].length,
                          "<bench>", &options, &tree, NULL) != PP_OK)
        rejected++;
      pp_tree_free(tree);
    }
    double t = now() - t0;
    if (t < best) best = t;
  }
  printf("pyparse: %zu files, %zu bytes, %zu rejected, best of %d: %.3f s, "
         "%.1f MB/s\n",
         count, total, rejected, rounds, best, total / best / 1e6);
  pp_parser_free(parser);
  test_free_inputs(inputs, count);
  return 0;
}
