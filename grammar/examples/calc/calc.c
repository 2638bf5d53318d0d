/*
 * calc.c - the calc program: `calc FILE` (or `calc` reading standard
 * input) tokenizes, parses and runs a calc program, printing the value of
 * each expression statement; the first error ends it with
 *
 *     FILE:LINE:COLUMN: error: MESSAGE
 *
 * on standard error (1-based line and column, as compilers write them)
 * and exit status 1; 2 when the file cannot be read.
 *
 * `calc --trace FILE` writes the parser's trace too (every rule call, on
 * standard error): the way to watch a PEG parser work.
 *
 * The pipeline: calc_lex.c hands tokens to the parser that pyparse-pegen
 * generated from calc.gram, on the runtime of parser/peg.h; the parser's
 * actions build the tree of calc_ast.h; calc_eval.c walks it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calc_ast.h"
#include "calc_eval.h"
#include "calc_lex.h"
#include "calc_parser.h"

/* Largest program read (bytes): token columns are ints, and a calculator
   program is small. */
#define CALC_MAX_SOURCE (16 << 20)

/* The whole of [f] in a NUL-terminated heap buffer (the caller frees it)
   and its length in [*length]; NULL on a read error or when too large
   (errno says which). */
static char *read_all(FILE *f, size_t *length) {
  size_t size = 0, capacity = 4096;
  char *text = malloc(capacity);
  while (text) {
    size += fread(text + size, 1, capacity - size - 1, f);
    if (ferror(f) || size > CALC_MAX_SOURCE) {
      if (!ferror(f)) errno = EFBIG;
      break;
    }
    if (feof(f)) {
      text[size] = '\0';
      *length = size;
      return text;
    }
    if (size + 1 == capacity) {
      char *bigger = realloc(text, capacity *= 2);
      if (!bigger) break;
      text = bigger;
    }
  }
  free(text);
  return NULL;
}

/* The parser's message when no rule raised a better one, instead of the
   runtime's "invalid syntax": what it found where it stopped. */
static void generic_error(PegParser *p, const PegToken *t) {
  if (!t)
    peg_raise_at(p, 1, 0, 1, 0, "invalid syntax");
  else if (t->type == CALC_NEWLINE)
    peg_raise_token(p, t, "unexpected end of line");
  else if (t->type == CALC_ENDMARKER)
    peg_raise_token(p, t, "unexpected end of input");
  else
    peg_raise_token(p, t, "unexpected '%.*s'", (int)(t->end - t->start),
                    t->start);
}

/* After a syntax error, the rest of the input is tokenized, as CPython
   does: a tokenizer error found there (a bracket never closed, a stray
   character) is reported instead, being most often the real cause (`x =
   (1 +` on one line, `y = 2` on the next: the '(' was never closed). */
static bool later_tokenizer_error(PegParser *p, CalcLexer *lex) {
  if (p->at_end) return false; /* the lexer gave its ENDMARKER already */
  PegToken t;
  do {
    if (!calc_lex_next(lex, &t)) return true;
  } while (t.type != CALC_ENDMARKER);
  return false;
}

static void report(const char *name, int lineno, int col, const char *message) {
  fflush(stdout); /* the output so far comes first on a terminal */
  fprintf(stderr, "%s:%d:%d: error: %s\n", name, lineno, col + 1, message);
}

/* Parses and runs [text] ([length] bytes, NUL-terminated) from [name]; the
   exit status. */
static int run_program(const char *name, const char *text, size_t length,
                       bool trace) {
  AstArena *arena = ast_arena_new();
  if (!arena) {
    fprintf(stderr, "calc: out of memory\n");
    return 1;
  }
  CalcLexer lex;
  calc_lex_init(&lex, text, length);
  PegParser p;
  peg_init(&p, &calc_grammar, arena, calc_lex_next, &lex);
  p.generic_error = generic_error;
  PegTrace tracer = {.out = stderr};
  if (trace) peg_set_trace(&p, &tracer);
  int status = 0;
  PegSeq *program = calc_parse(&p);
  if (!program) {
    if (p.err.status == PEG_STATUS_TOKENIZER ||
        (p.err.status == PEG_STATUS_SYNTAX && later_tokenizer_error(&p, &lex)))
      report(name, lex.err_lineno, lex.err_col, lex.message);
    else
      report(name, p.err.lineno, p.err.col, p.err.message);
    status = 1;
  } else {
    CalcRun run;
    calc_run_init(&run, arena, stdout);
    if (!calc_run(&run, program)) {
      report(name, run.lineno, run.col, run.message);
      status = 1;
    }
  }
  ast_arena_free(arena); /* the tokens, the tree and the variables */
  return status;
}

int main(int argc, char **argv) {
  bool trace = argc > 1 && strcmp(argv[1], "--trace") == 0;
  const char *file = argc > 1 + trace ? argv[1 + trace] : "-";
  if (argc > 2 + trace || (file[0] == '-' && file[1])) {
    fprintf(stderr,
            "usage: calc [--trace] [FILE]   (no FILE or -: "
            "standard input)\n");
    return 2;
  }
  bool from_stdin = strcmp(file, "-") == 0;
  const char *name = from_stdin ? "<stdin>" : file;
  FILE *f = from_stdin ? stdin : fopen(name, "rb");
  size_t length = 0;
  char *text = f ? read_all(f, &length) : NULL;
  if (!text) {
    fprintf(stderr, "calc: %s: %s\n", name, strerror(errno));
    if (f && !from_stdin) fclose(f);
    return 2;
  }
  if (!from_stdin) fclose(f);
  int status = run_program(name, text, length, trace);
  free(text);
  return status;
}
