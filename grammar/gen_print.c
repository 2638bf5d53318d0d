/*
 * gen_print.c - a rule written back as grammar text (without actions), for
 * the comment above each generated function and for --explain.
 */
#include "gen_print.h"

static void print_alts(FILE *out, GenAlt *const *alts, size_t count);

void gen_print_item(FILE *out, const GenItem *item) {
  if (item->var) fprintf(out, "%s=", item->var);
  switch (item->kind) {
    case GEN_ITEM_NAME:
    case GEN_ITEM_STRING:
      fputs(item->text, out);
      break;
    case GEN_ITEM_OPT:
      if (item->inner->kind == GEN_ITEM_GROUP) {
        fputc('[', out);
        print_alts(out, item->inner->alts, item->inner->alt_count);
        fputc(']', out);
      } else {
        gen_print_item(out, item->inner);
        fputc('?', out);
      }
      break;
    case GEN_ITEM_STAR:
      gen_print_item(out, item->inner);
      fputc('*', out);
      break;
    case GEN_ITEM_PLUS:
      gen_print_item(out, item->inner);
      fputc('+', out);
      break;
    case GEN_ITEM_GATHER:
      gen_print_item(out, item->sep);
      fputc('.', out);
      gen_print_item(out, item->inner);
      fputc('+', out);
      break;
    case GEN_ITEM_GROUP:
      fputc('(', out);
      print_alts(out, item->alts, item->alt_count);
      fputc(')', out);
      break;
    case GEN_ITEM_AND:
      fputc('&', out);
      gen_print_item(out, item->inner);
      break;
    case GEN_ITEM_NOT:
      fputc('!', out);
      gen_print_item(out, item->inner);
      break;
    case GEN_ITEM_FORCED:
      fputs("&&", out);
      gen_print_item(out, item->inner);
      break;
    case GEN_ITEM_CUT:
      fputc('~', out);
      break;
  }
}

void gen_print_alt(FILE *out, const GenAlt *alt) {
  for (size_t i = 0; i < alt->count; i++) {
    if (i) fputc(' ', out);
    gen_print_item(out, alt->items[i]);
  }
}

static void print_alts(FILE *out, GenAlt *const *alts, size_t count) {
  for (size_t i = 0; i < count; i++) {
    if (i) fputs(" | ", out);
    gen_print_alt(out, alts[i]);
  }
}

void gen_print_rule(FILE *out, const GenRule *rule, const char *prefix) {
  fprintf(out, "%s%s", prefix, rule->name);
  if (rule->type) fprintf(out, "[%s]", rule->type);
  if (rule->memo) fputs(" (memo)", out);
  fputs(":", out);
  switch (rule->kind) {
    case GEN_RULE_LOOP0:
    case GEN_RULE_LOOP1:
      fputc(' ', out);
      gen_print_item(out, rule->elem);
      fputc(rule->kind == GEN_RULE_LOOP0 ? '*' : '+', out);
      fputc('\n', out);
      return;
    case GEN_RULE_GATHER:
      fputc(' ', out);
      gen_print_item(out, rule->sep);
      fputc('.', out);
      gen_print_item(out, rule->elem);
      fputs("+\n", out);
      return;
    case GEN_RULE_ALTS:
      break;
  }
  if (rule->alt_count == 1) {
    fputc(' ', out);
    gen_print_alt(out, rule->alts[0]);
    fputc('\n', out);
    return;
  }
  fputc('\n', out);
  for (size_t i = 0; i < rule->alt_count; i++) {
    fprintf(out, "%s    | ", prefix);
    gen_print_alt(out, rule->alts[i]);
    fputc('\n', out);
  }
}
