/*
 * gen_emit_rule.c - the C function of each rule.
 *
 * A rule `r` becomes `r_raw` (its alternatives, tried in order) and `r_rule`
 * (the wrapper that calls peg_call/peg_call_memo/peg_call_leftrec). Each
 * alternative is one `if` over a chain of `&&`-ed item tests, after its
 * FIRST-set test; the chain stops at the first failing item, a failed
 * alternative rewinds to the rule's start, and the sticky error flag is
 * tested after each alternative.
 */
#include <ctype.h>
#include <string.h>

#include "gen_emit.h"
#include "gen_print.h"

static const char *item_type(GenEmitter *e, const GenItem *item) {
  GenGrammar *g = e->g;
  if (item->var_type) return item->var_type;
  switch (item->kind) {
    case GEN_ITEM_NAME:
    case GEN_ITEM_STRING:
      if (item->ref == GEN_REF_RULE) {
        const char *type = g->rules[item->index]->type;
        return type ? type : "void *";
      }
      return "PegToken *";
    case GEN_ITEM_STAR:
    case GEN_ITEM_PLUS:
    case GEN_ITEM_GATHER:
      return "PegSeq *";
    case GEN_ITEM_OPT:
    case GEN_ITEM_FORCED:
      return item_type(e, item->inner);
    case GEN_ITEM_GROUP: {
      const char *type = g->rules[item->rule]->type;
      return type ? type : "void *";
    }
    default:
      return "void *";
  }
}

/* The call that matches [item] (a leaf, a rule or a synthetic rule). */
bool gen_is_token_set_rule(const GenGrammar *g, const GenRule *r) {
  if (r->kind != GEN_RULE_ALTS || r->memo || r->leader || r->alt_count == 0)
    return false;
  for (size_t a = 0; a < r->alt_count; a++) {
    const GenAlt *alt = r->alts[a];
    if (alt->count != 1 || alt->action) return false;
    const GenItem *item = alt->items[0];
    if ((item->kind != GEN_ITEM_NAME && item->kind != GEN_ITEM_STRING) ||
        item->rule >= 0 ||
        (item->ref != GEN_REF_TOKEN && item->ref != GEN_REF_KEYWORD))
      return false;
  }
  const GenFirst *off = &r->first[GEN_INVALID_OFF];
  const GenFirst *on = &r->first[GEN_INVALID_ON];
  return off->kind == GEN_FIRST_SET && on->kind == GEN_FIRST_SET &&
         memcmp(off->set, on->set, g->set_words * sizeof *off->set) == 0;
}

/* A call of rule [index]: its function, or the inline token-set test. */
static void emit_rule_call(GenEmitter *e, int index) {
  const GenRule *r = e->g->rules[index];
  if (gen_is_token_set_rule(e->g, r))
    fprintf(e->out, "peg_expect_set(p, first_set_%zu)",
            gen_emit_set_index(e, r->first[GEN_INVALID_OFF].set));
  else
    fprintf(e->out, "%s_rule(p)", r->name);
}

static void emit_match(GenEmitter *e, const GenItem *item) {
  FILE *out = e->out;
  if (item->rule >= 0) {
    emit_rule_call(e, item->rule);
    return;
  }
  switch (item->ref) {
    case GEN_REF_RULE:
      emit_rule_call(e, item->index);
      break;
    case GEN_REF_TOKEN:
    case GEN_REF_KEYWORD:
      fputs("peg_expect(p, ", out);
      gen_emit_type_name(e, item->index);
      fputc(')', out);
      break;
    case GEN_REF_SOFT:
      fputs("peg_expect_soft(p, \"", out);
      gen_emit_c_string(out, gen_unquote(e->g, item->text));
      fputs("\")", out);
      break;
    case GEN_REF_NONE:
      fputs("NULL", out);
      break;
  }
}

/* The test of [item] in an alternative's chain, storing into [var]. */
static void emit_test(GenEmitter *e, const GenItem *item, const char *var) {
  FILE *out = e->out;
  switch (item->kind) {
    case GEN_ITEM_OPT:
      fputs("((", out);
      if (var) fprintf(out, "%s = ", var);
      emit_match(e, item->inner);
      fputs("), !p->error)", out);
      return;
    case GEN_ITEM_AND:
    case GEN_ITEM_NOT:
      fputs("(_la = p->pos, peg_lookahead(p, _la, ", out);
      emit_match(e, item->inner);
      fprintf(out, " != NULL, %s))",
              item->kind == GEN_ITEM_AND ? "true" : "false");
      return;
    case GEN_ITEM_CUT:
      fputs("(_cut = true)", out);
      return;
    case GEN_ITEM_FORCED: {
      const GenItem *in = item->inner;
      fputc('(', out);
      if (var) fprintf(out, "%s = ", var);
      if (in->rule < 0 &&
          (in->ref == GEN_REF_TOKEN || in->ref == GEN_REF_KEYWORD)) {
        fputs("peg_expect_forced(p, ", out);
        gen_emit_type_name(e, in->index);
      } else {
        fputs("peg_forced(p, ", out);
        emit_match(e, in);
      }
      fputs(", \"", out);
      gen_emit_c_string(out,
                        in->kind == GEN_ITEM_NAME || in->kind == GEN_ITEM_STRING
                            ? in->text
                        : in->var ? in->var
                                  : "group");
      fputs("\"))", out);
      return;
    }
    default:
      if (var) {
        fprintf(out, "(%s = ", var);
        emit_match(e, item);
        fputc(')', out);
      } else {
        emit_match(e, item);
      }
  }
}

static bool uses(const char *action, const char *word) {
  size_t n = strlen(word);
  for (const char *s = action ? strstr(action, word) : NULL; s;
       s = strstr(s + 1, word)) {
    bool before =
        s == action || !(isalnum((unsigned char)s[-1]) || s[-1] == '_');
    bool after = !(isalnum((unsigned char)s[n]) || s[n] == '_');
    if (before && after) return true;
  }
  return false;
}

/* Does [alt]'s action use its end (or start) position: EXTRA or the
   variables it expands to? */
static bool alt_uses_position(const GenAlt *alt, bool end) {
  const char *const words[] = {"EXTRA", end ? "_end_lineno" : "_start_lineno",
                               end ? "_end_col" : "_start_col"};
  for (size_t w = 0; w < sizeof words / sizeof words[0]; w++)
    if (uses(alt->action, words[w])) return true;
  return false;
}

/* Does some action of [rule] use its start position? */
static bool rule_uses_start(const GenRule *rule) {
  for (size_t a = 0; a < rule->alt_count; a++)
    if (alt_uses_position(rule->alts[a], false)) return true;
  return false;
}

/* Items that yield a value (not lookaheads or cuts). */
static bool has_value(const GenItem *item) {
  return item->kind != GEN_ITEM_AND && item->kind != GEN_ITEM_NOT &&
         item->kind != GEN_ITEM_CUT;
}

/* The FIRST test of [alt] (none, one set, or one per mode); true when one
   was written. */
static bool emit_first_sets(GenEmitter *e, const GenFirst *first) {
  const GenFirst *off = &first[GEN_INVALID_OFF];
  const GenFirst *on = &first[GEN_INVALID_ON];
  bool has_off = off->kind == GEN_FIRST_SET, has_on = on->kind == GEN_FIRST_SET;
  if (!has_off && !has_on) return false;
  size_t words = e->g->set_words * sizeof *off->set;
  if (has_off && has_on && memcmp(off->set, on->set, words) == 0) {
    fprintf(e->out, "peg_first(p, first_set_%zu)",
            gen_emit_set_index(e, on->set));
    return true;
  }
  fputs("peg_first_mode(p, ", e->out); /* p->call_invalid_rules picks */
  if (has_off)
    fprintf(e->out, "first_set_%zu, ", gen_emit_set_index(e, off->set));
  else
    fputs("NULL, ", e->out);
  if (has_on)
    fprintf(e->out, "first_set_%zu)", gen_emit_set_index(e, on->set));
  else
    fputs("NULL)", e->out);
  return true;
}

static bool emit_first_test(GenEmitter *e, const GenAlt *alt) {
  return emit_first_sets(e, alt->first);
}

/*
 * `return peg_action_result(p, (ACTION));`. With #line directives the
 * action goes on a line of its own, numbered as its line of the .gram and
 * indented to its column there, so that a compiler's message about it
 * names the grammar and its caret falls under the right character:
 *
 *       return peg_action_result(p, (
 *   #line 14 "arith.gram"
 *                                 toy_fmt(p, "(%s+%s)", a, b)));
 *   #line 230 "arith_parser.c"
 */
static void emit_action(GenEmitter *e, const GenAlt *alt) {
  FILE *out = e->out;
  /* a trailing // comment in the action must not swallow the parentheses */
  bool line_comment = strstr(alt->action, "//") != NULL;
  if (e->options->no_lines) {
    fprintf(out, "      return peg_action_result(p, (%s%s));\n", alt->action,
            line_comment ? "\n      " : "");
    return;
  }
  fputs("      return peg_action_result(p, (\n", out);
  gen_emit_line_in_grammar(e, alt->action_line);
  fprintf(out, "%s%s", alt->action_indent, alt->action);
  if (line_comment) {
    fputc('\n', out);
    gen_emit_line_back(e);
    fputs("      ));\n", out);
  } else {
    fputs("));\n", out);
    gen_emit_line_back(e);
  }
}

static void emit_alt(GenEmitter *e, const GenRule *rule, const GenAlt *alt) {
  FILE *out = e->out;
  /* Without an action, an alternative whose one value-giving item stands
     among lookaheads and cuts gives that item's value (`&'(' group`). */
  size_t values = 0, value_at = 0;
  for (size_t i = 0; i < alt->count; i++)
    if (has_value(alt->items[i])) values++, value_at = i;
  bool single = !alt->action && values == 1;
  const GenItem *value_item = alt->items[value_at];
  bool cut = false;
  fputs("  { // ", out);
  gen_print_alt(out, alt);
  fputc('\n', out);
  for (size_t i = 0; i < alt->count; i++) {
    const GenItem *item = alt->items[i];
    if (item->kind == GEN_ITEM_CUT) cut = true;
    if (item->var) {
      const char *type = item_type(e, item);
      size_t n = strlen(type);
      fprintf(out, "    %s%s%s = NULL;\n", type,
              n && type[n - 1] == '*' ? "" : " ", item->var);
    }
  }
  if (single && !value_item->var) fputs("    void *_v = NULL;\n", out);
  if (cut) fputs("    bool _cut = false;\n", out);
  fputs("    if (", out);
  bool first = !emit_first_test(e, alt);
  for (size_t i = 0; i < alt->count; i++) {
    if (!first) fputs(" &&\n        ", out);
    first = false;
    const GenItem *item = alt->items[i];
    emit_test(e, item, item->var ? item->var : single && i == value_at ? "_v" : NULL);
  }
  fputs(") {\n", out);
  if (alt_uses_position(alt, true)) { /* the end: only where it is used */
    fputs(
        "      const PegToken *_end = peg_end_token(p);\n"
        "      if (!_end) return NULL;\n"
        "      int _end_lineno = _end->end_lineno, _end_col = _end->end_col;\n"
        "      (void)_end_lineno; (void)_end_col;\n",
        out);
  }
  for (size_t i = 0; i < alt->count; i++) /* named but unused: no warning */
    if (alt->items[i]->var && !uses(alt->action, alt->items[i]->var))
      fprintf(out, "      (void)%s;\n", alt->items[i]->var);
  if (alt->action) {
    emit_action(e, alt);
  } else if (single) {
    fprintf(out, "      return %s;\n",
            value_item->var ? value_item->var : "_v");
  } else {
    fputs("      return peg_dummy(p);\n", out);
  }
  fputs("    }\n    p->pos = _mark;\n", out);
  fputs(cut ? "    if (_cut || p->error) return NULL;\n"
            : "    if (p->error) return NULL;\n",
        out);
  fputs("  }\n", out);
  (void)rule;
}

static bool rule_has_lookahead(const GenRule *rule) {
  for (size_t a = 0; a < rule->alt_count; a++)
    for (size_t i = 0; i < rule->alts[a]->count; i++) {
      GenItemKind k = rule->alts[a]->items[i]->kind;
      if (k == GEN_ITEM_AND || k == GEN_ITEM_NOT) return true;
    }
  return false;
}

static void emit_alts_body(GenEmitter *e, const GenRule *rule) {
  FILE *out = e->out;
  bool extra = rule_uses_start(rule);
  fputs("  int _mark = p->pos;\n", out);
  if (rule_has_lookahead(rule)) fputs("  int _la;\n", out);
  if (extra) {
    fputs(
        "  const PegToken *_start = peg_peek(p);\n"
        "  if (!_start) return NULL;\n"
        "  int _start_lineno = _start->lineno, _start_col = _start->col;\n"
        "  (void)_start_lineno; (void)_start_col;\n",
        out);
  }
  for (size_t a = 0; a < rule->alt_count; a++)
    emit_alt(e, rule, rule->alts[a]);
  fputs("  return NULL;\n", out);
}

static void emit_loop_body(GenEmitter *e, const GenRule *rule) {
  FILE *out = e->out;
  fputs("  size_t _seq = peg_seq_begin(p);\n", out);
  if (rule->kind == GEN_RULE_GATHER) {
    fputs("  void *_item = ", out);
    emit_match(e, rule->elem);
    fputs(
        ";\n  if (!_item || !peg_seq_push(p, _item)) return peg_seq_end(p, "
        "_seq, 1);\n",
        out);
  } else {
    fputs("  void *_item;\n", out);
  }
  fputs("  for (;;) {\n    int _mark = p->pos;\n", out);
  if (rule->kind == GEN_RULE_GATHER) {
    fputs("    if (!", out);
    emit_match(e, rule->sep);
    fputs(" || !(_item = ", out);
    emit_match(e, rule->elem);
    fputs(")) {\n", out);
  } else {
    /* an element that cannot start here is not called at all */
    if (rule->first[GEN_INVALID_OFF].kind == GEN_FIRST_SET ||
        rule->first[GEN_INVALID_ON].kind == GEN_FIRST_SET) {
      fputs("    if (!", out);
      emit_first_sets(e, rule->first);
      fputs(") break;\n", out);
    }
    fputs("    _item = ", out);
    emit_match(e, rule->elem);
    fputs(";\n    if (!_item || p->pos == _mark) {\n", out);
  }
  fputs(
      "      p->pos = _mark;\n      break;\n    }\n"
      "    if (!peg_seq_push(p, _item)) break;\n  }\n",
      out);
  fprintf(out, "  return peg_seq_end(p, _seq, %d);\n",
          rule->kind == GEN_RULE_LOOP0 ? 0 : 1);
}

/* The runtime call that runs [rule]'s raw function (ends the statement). */
static void emit_call(GenEmitter *e, const GenRule *rule) {
  if (rule->leader) {
    fprintf(e->out, "peg_call_leftrec(p, RULE_%s, %d, %s_raw, ", rule->name,
            rule->memo_slot, rule->name);
    for (int mode = 0; mode < GEN_MODES; mode++) {
      const GenFirst *grow = &rule->grow[mode];
      if (grow->kind == GEN_FIRST_SET)
        fprintf(e->out, "first_set_%zu", gen_emit_set_index(e, grow->set));
      else
        fputs("NULL", e->out);
      fputs(mode + 1 < GEN_MODES ? ", " : ");\n", e->out);
    }
  }
  else if (rule->memo)
    fprintf(e->out, "peg_call_memo(p, RULE_%s, %d, %s_raw);\n", rule->name,
            rule->memo_slot, rule->name);
  else
    fprintf(e->out, "peg_call(p, RULE_%s, %s_raw);\n", rule->name, rule->name);
}

static void emit_rule(GenEmitter *e, size_t index) {
  FILE *out = e->out;
  const GenRule *rule = e->g->rules[index];
  fputc('\n', out);
  gen_print_rule(out, rule, "// ");
  fprintf(out, "static void *%s_raw(PegParser *p) {\n", rule->name);
  if (rule->kind == GEN_RULE_ALTS)
    emit_alts_body(e, rule);
  else
    emit_loop_body(e, rule);
  fputs("}\n", out);
  fprintf(out, "static void *%s_rule(PegParser *p) {\n", rule->name);
  if (gen_is_invalid_rule(rule->name))
    fputs("  if (!p->call_invalid_rules) return NULL;\n", out);
  if (gen_is_without_invalid(rule->name)) { /* pegen's convention, kept */
    fputs(
        "  bool _saved = p->call_invalid_rules;\n"
        "  p->call_invalid_rules = false;\n"
        "  void *_result = ",
        out);
    emit_call(e, rule);
    fputs("  p->call_invalid_rules = _saved;\n  return _result;\n}\n", out);
    return;
  }
  fputs("  return ", out);
  emit_call(e, rule);
  fputs("}\n", out);
}

/* Whether rule [i] needs a function: not when every use of it is the
   inline token-set test (the entry rules are called from outside). */
static bool has_function(const GenEmitter *e, size_t i) {
  const GenRule *r = e->g->rules[i];
  return r->entry || i == 0 || !gen_is_token_set_rule(e->g, r);
}

void gen_emit_rules(GenEmitter *e) {
  FILE *out = e->out;
  fputc('\n', out);
  for (size_t i = 0; i < e->g->rule_count; i++)
    if (has_function(e, i))
      fprintf(out, "static void *%s_rule(PegParser *p);\n", e->g->rules[i]->name);
  for (size_t i = 0; i < e->g->rule_count; i++) {
    if (has_function(e, i)) {
      emit_rule(e, i);
      continue;
    }
    fputc('\n', out);
    gen_print_rule(out, e->g->rules[i], "// ");
    fprintf(out, "// (tokens only: tested inline, peg_expect_set(p, first_set_%zu))\n",
            gen_emit_set_index(e, e->g->rules[i]->first[GEN_INVALID_OFF].set));
  }
}
