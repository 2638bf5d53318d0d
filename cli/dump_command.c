/* dump_command.c - placeholder until its stage lands; refuses all input. */
#include <stdio.h>

#include "cli.h"

int cli_dump_ast(const CliOptions *options, const char *source, size_t length) {
  (void)source;
  (void)length;
  fprintf(stderr, "pyparse: %s: this command is not built yet\n",
          options->path);
  return 2;
}
