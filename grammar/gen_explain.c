/*
 * gen_explain.c - `pyparse-pegen --explain`: what the analysis found, for
 * grammar authors and students: each rule with its flags, the
 * left-recursive leaders, and the FIRST set of every alternative.
 */
#include <string.h>

#include "gen.h"
#include "gen_print.h"

static void print_one(const GenGrammar *g, FILE *out, const GenFirst *f) {
  if (f->kind != GEN_FIRST_SET) {
    fputs(f->kind == GEN_FIRST_ANY    ? "(any token)"
          : f->kind == GEN_FIRST_FAIL ? "(fails at once)"
                                      : "(matches nothing at once)",
          out);
    return;
  }
  const uint64_t *set = f->set;
  fputc('{', out);
  bool first = true;
  for (int t = 0; t < g->type_count; t++) {
    if (!((set[t / 64] >> (t % 64)) & 1u)) continue;
    fputs(first ? "" : ", ", out);
    first = false;
    if ((size_t)t < g->token_count) {
      fputs(g->tokens[t].name, out);
      continue;
    }
    for (size_t k = 0; k < g->keyword_count; k++)
      if (!g->keywords[k].soft && g->keywords[k].type == t)
        fprintf(out, "'%s'", g->keywords[k].word);
  }
  fputc('}', out);
}

/* The FIRST with invalid_ rules on, and the one with them off if it differs. */
static void print_set(const GenGrammar *g, FILE *out, const GenFirst *first) {
  const GenFirst *on = &first[GEN_INVALID_ON], *off = &first[GEN_INVALID_OFF];
  print_one(g, out, on);
  bool same = on->kind == off->kind &&
              (on->kind != GEN_FIRST_SET ||
               memcmp(on->set, off->set, g->set_words * sizeof *on->set) == 0);
  if (same) return;
  fputs(" (invalid_ rules off: ", out);
  print_one(g, out, off);
  fputc(')', out);
}

void gen_explain(GenGrammar *g, FILE *out) {
  fprintf(out,
          "grammar %s: %zu rules (%zu written, %zu synthetic), %zu keywords\n",
          g->path, g->rule_count, g->grammar_rule_count,
          g->rule_count - g->grammar_rule_count, g->keyword_count);
  for (size_t i = 0; i < g->keyword_count; i++)
    fprintf(out, "  %s keyword %s\n", g->keywords[i].soft ? "soft" : "hard",
            g->keywords[i].word);
  for (size_t i = 0; i < g->rule_count; i++) {
    const GenRule *rule = g->rules[i];
    fputc('\n', out);
    gen_print_rule(out, rule, "");
    fprintf(out, "  flags:%s%s%s%s%s%s\n", rule->nullable ? " nullable" : "",
            rule->left_recursive ? " left-recursive" : "",
            rule->leader ? " leader" : "", rule->memo ? " memo" : "",
            rule->synthetic ? " synthetic" : "",
            rule->reachable ? "" : " unreachable");
    fputs("  first: ", out);
    print_set(g, out, rule->first);
    fputc('\n', out);
    if (rule->leader) { /* the tokens after which the seed grows again */
      fputs("  grows on: ", out);
      print_set(g, out, rule->grow);
      fputc('\n', out);
    }
    for (size_t a = 0; a < rule->alt_count; a++) {
      fprintf(out, "  alt %zu first: ", a + 1);
      print_set(g, out, rule->alts[a]->first);
      if (rule->alts[a]->nullable) fputs(" (nullable)", out);
      fputc('\n', out);
    }
  }
  fputs("\nleft-recursive leaders:", out);
  for (size_t i = 0; i < g->rule_count; i++)
    if (g->rules[i]->leader) fprintf(out, " %s", g->rules[i]->name);
  fputs("\nmemoized:", out);
  for (size_t i = 0; i < g->rule_count; i++)
    if (g->rules[i]->memo || g->rules[i]->leader)
      fprintf(out, " %s", g->rules[i]->name);
  fputs("\nnullable:", out);
  for (size_t i = 0; i < g->rule_count; i++)
    if (g->rules[i]->nullable) fprintf(out, " %s", g->rules[i]->name);
  fputc('\n', out);
}
