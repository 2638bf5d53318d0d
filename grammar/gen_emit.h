/*
 * gen_emit.h - shared by the two halves of the emitter: gen_emit.c writes
 * the file (banner, tables, the grammar descriptor, the entry point) and
 * gen_emit_rule.c the rule functions.
 */
#ifndef PYPARSE_GEN_EMIT_H
#define PYPARSE_GEN_EMIT_H

#include "gen.h"

typedef struct GenEmitter {
  GenGrammar *g;
  const GenOptions *options;
  FILE *out;
  const char *upper_prefix; /* options->prefix in capitals */
  uint64_t **sets;          /* distinct FIRST sets emitted, first_N */
  size_t set_count;
  /* the C file's lines, for the #line directives that lead back to it:
     newlines in its first [counted] bytes (gen_emit_line_back) */
  long counted, newlines;
  bool failed; /* the output could not be read back to count its lines */
} GenEmitter;

/* The C name of token type [type] or keyword type, e.g. TOK_PLUS. */
void gen_emit_type_name(GenEmitter *e, int type);
/* The index of [set] among the emitted FIRST sets (added if new). */
size_t gen_emit_set_index(GenEmitter *e, const uint64_t *set);
/* Writes every rule function (prototypes first). */
void gen_emit_rules(GenEmitter *e);
/* A rule whose alternatives are single tokens, no actions, no memo
   (`'+' | '-'`, `t_lookahead: '(' | '[' | '.'`): calling it is testing the
   current token against its FIRST set, which the generated code does
   inline (peg_expect_set) instead of calling a function. */
bool gen_is_token_set_rule(const GenGrammar *g, const GenRule *r);
/* [text] as a C string literal's contents. */
void gen_emit_c_string(FILE *out, const char *text);
/* `#line [line] "GRAMMAR"` before grammar text (an action, @subheader...):
   the compiler then names the .gram in its messages about that text. */
void gen_emit_line_in_grammar(GenEmitter *e, int line);
/* `#line N "OUT.c"` after it: the C file's own numbering again, N being
   the number of the line after the directive. Both write nothing with
   --no-lines. */
void gen_emit_line_back(GenEmitter *e);

#endif
