/* gen_print.h - grammar text back from the model (gen_print.c). */
#ifndef PYPARSE_GEN_PRINT_H
#define PYPARSE_GEN_PRINT_H

#include "gen.h"

void gen_print_item(FILE *out, const GenItem *item);
void gen_print_alt(FILE *out, const GenAlt *alt);
/* The rule, each line starting with [prefix] ("// " for C comments). */
void gen_print_rule(FILE *out, const GenRule *rule, const char *prefix);

#endif
