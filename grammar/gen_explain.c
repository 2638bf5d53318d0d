/*
 * gen_explain.c - `pyparse-pegen --explain`: what the analysis found, for
 * grammar authors and students: each rule with its flags, the
 * left-recursive leaders, and the FIRST set of every alternative; or, for
 * `--explain GRAMMAR RULE`, one rule in words, with the rules it calls
 * and the rules that call it.
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

/* The FIRST set of [rule], the tokens its seed grows on (a leader) and
   the FIRST set of each alternative, numbered as written. */
static void print_sets(const GenGrammar *g, FILE *out, const GenRule *rule) {
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

void gen_explain(GenGrammar *g, FILE *out) {
  fprintf(out,
          "grammar %s: %zu rules (%zu written, %zu synthetic), %zu keywords\n",
          g->path, g->rule_count, g->grammar_rule_count,
          g->rule_count - g->grammar_rule_count, g->keyword_count);
  fprintf(out, "tokens %s: %zu types\n", g->tokens_path, g->token_count);
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
    print_sets(g, out, rule);
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

/* --- one rule: --explain GRAMMAR RULE ------------------------------------ */

/* Marks in [calls] the rules [item] calls. A group or a loop is a call of
   its synthetic rule, whose own items are that rule's calls. */
static void mark_item_calls(const GenItem *item, bool *calls) {
  if (item->rule >= 0) {
    calls[item->rule] = true;
    return;
  }
  if (item->ref == GEN_REF_RULE) calls[item->index] = true;
  if (item->inner) mark_item_calls(item->inner, calls);
  if (item->sep) mark_item_calls(item->sep, calls);
}

/* [calls] (one flag per rule) becomes the set of rules [rule] calls. */
static void mark_calls(const GenGrammar *g, const GenRule *rule, bool *calls) {
  memset(calls, 0, g->rule_count * sizeof *calls);
  for (size_t a = 0; a < rule->alt_count; a++)
    for (size_t i = 0; i < rule->alts[a]->count; i++)
      mark_item_calls(rule->alts[a]->items[i], calls);
  if (rule->elem) mark_item_calls(rule->elem, calls);
  if (rule->sep) mark_item_calls(rule->sep, calls);
}

/* A rule's name in a list; a synthetic one says which rule it is part of. */
static void print_name(const GenGrammar *g, FILE *out, const GenRule *rule,
                       bool first) {
  fprintf(out, "%s%s", first ? " " : ", ", rule->name);
  if (rule->synthetic) fprintf(out, " (in %s)", g->rules[rule->origin]->name);
}

/* Where [rule] comes from: its line, or the item a synthetic rule stands
   for. */
static void print_origin(const GenGrammar *g, FILE *out, const GenRule *rule) {
  if (rule->synthetic)
    fprintf(out, "  made for: an item of %s, at %s:%d:%d\n",
            g->rules[rule->origin]->name, g->path, rule->line, rule->col);
  else
    fprintf(out, "  written at: %s:%d%s\n", g->path, rule->line,
            rule->entry ? " (a start rule)" : "");
}

/* The left recursion [rule] takes part in: its cycle and its leaders. */
static void print_left_recursion(const GenGrammar *g, FILE *out,
                                 const GenRule *rule) {
  if (!rule->left_recursive) {
    fputs("  left recursion: none\n", out);
    return;
  }
  fprintf(out, "  left recursion: %s, in the cycle of left calls",
          rule->leader ? "a leader (it grows its seed in a loop)"
                       : "involved, not a leader");
  bool first = true;
  for (size_t i = 0; i < g->rule_count; i++)
    if (g->rules[i]->left_recursive && g->rules[i]->scc == rule->scc) {
      print_name(g, out, g->rules[i], first);
      first = false;
    }
  fputs(" (leaders:", out);
  first = true;
  for (size_t i = 0; i < g->rule_count; i++)
    if (g->rules[i]->leader && g->rules[i]->scc == rule->scc) {
      print_name(g, out, g->rules[i], first);
      first = false;
    }
  fputs(")\n", out);
}

/* The rules [rule] (index [index]) calls, and the rules that call it. */
static void print_calls(GenGrammar *g, FILE *out, const GenRule *rule,
                        int index) {
  bool *calls = gen_alloc(g, (g->rule_count + 1) * sizeof *calls);
  if (!calls) return;
  mark_calls(g, rule, calls);
  fputs("  calls:", out);
  bool first = true;
  for (size_t i = 0; i < g->rule_count; i++)
    if (calls[i]) {
      print_name(g, out, g->rules[i], first);
      first = false;
    }
  fputs(first ? " no rule\n  called by:" : "\n  called by:", out);
  first = true;
  for (size_t i = 0; i < g->rule_count; i++) {
    mark_calls(g, g->rules[i], calls);
    if (calls[index]) {
      print_name(g, out, g->rules[i], first);
      first = false;
    }
  }
  if (first)
    fputs(rule->entry       ? " no rule (a start rule)"
          : rule->reachable ? " no rule"
                            : " no rule (unreachable)",
          out);
  else if (!rule->reachable)
    fputs(" (all unreachable)", out);
  fputc('\n', out);
}

void gen_explain_rule(GenGrammar *g, FILE *out, int index) {
  const GenRule *rule = g->rules[index];
  gen_print_rule(out, rule, "");
  print_origin(g, out, rule);
  fprintf(out, "  nullable: %s\n",
          rule->nullable ? "yes (it can succeed without consuming a token)"
                         : "no");
  fprintf(out, "  memo: %s\n",
          rule->leader ? "yes (as a left-recursive leader)"
          : rule->memo ? "yes (memo)"
                       : "no");
  print_left_recursion(g, out, rule);
  print_sets(g, out, rule);
  print_calls(g, out, rule, index);
}
