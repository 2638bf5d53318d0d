/*
 * gen_analyze.c - what the emitter needs to know about each rule:
 *
 * - nullable: can it succeed consuming nothing (a fixpoint over rules);
 * - left recursion: the graph of "left calls" (calls made before any token
 *   must have been consumed), its strongly connected components (Tarjan),
 *   and in each cyclic component a smallest set of leaders whose removal
 *   breaks every cycle: leaders get the seed-growing loop, the other
 *   members must not be memoized;
 * - then the FIRST sets (gen_first.c);
 * - memo slots for (memo) rules and leaders.
 *
 * Reports `*`/`+` over nullable items and left-recursive components without
 * a way out (no alternative that starts without recursing).
 */
#include "gen.h"

#include <string.h>

/* Most members of one left-recursive component the leader search tries
   subsets of (subsets of up to GEN_MAX_LEADERS members). */
#define GEN_MAX_SCC_SEARCH 24
#define GEN_MAX_LEADERS 3

bool gen_item_nullable(const GenGrammar *g, const GenItem *item) {
  switch (item->kind) {
    case GEN_ITEM_NAME:
    case GEN_ITEM_STRING:
      return item->ref == GEN_REF_RULE && g->rules[item->index]->nullable;
    case GEN_ITEM_OPT:
    case GEN_ITEM_STAR:
    case GEN_ITEM_AND:
    case GEN_ITEM_NOT:
    case GEN_ITEM_CUT:
      return true;
    case GEN_ITEM_PLUS:
    case GEN_ITEM_GATHER:
    case GEN_ITEM_FORCED:
      return gen_item_nullable(g, item->inner);
    case GEN_ITEM_GROUP:
      return g->rules[item->rule]->nullable;
  }
  return false;
}

static bool alt_nullable(const GenGrammar *g, const GenAlt *alt) {
  for (size_t i = 0; i < alt->count; i++)
    if (!gen_item_nullable(g, alt->items[i])) return false;
  return true;
}

static bool rule_nullable(const GenGrammar *g, const GenRule *rule) {
  switch (rule->kind) {
    case GEN_RULE_LOOP0:
      return true;
    case GEN_RULE_LOOP1:
    case GEN_RULE_GATHER:
      return gen_item_nullable(g, rule->elem);
    case GEN_RULE_ALTS:
      break;
  }
  for (size_t i = 0; i < rule->alt_count; i++)
    if (alt_nullable(g, rule->alts[i])) return true;
  return false;
}

static void compute_nullable(GenGrammar *g) {
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < g->rule_count; i++) {
      GenRule *rule = g->rules[i];
      if (!rule->nullable && rule_nullable(g, rule)) {
        rule->nullable = changed = true;
      }
    }
  }
  for (size_t i = 0; i < g->rule_count; i++) {
    GenRule *rule = g->rules[i];
    for (size_t a = 0; a < rule->alt_count; a++)
      rule->alts[a]->nullable = alt_nullable(g, rule->alts[a]);
    if (rule->kind != GEN_RULE_ALTS && gen_item_nullable(g, rule->elem))
      gen_error(g, rule->elem->line, rule->elem->col,
                "repetition of an item that can match nothing (in rule '%s')",
                g->rules[rule->origin]->name);
  }
}

/* --- the left-call graph ------------------------------------------------ */

typedef struct Graph {
  size_t n;
  bool *edge; /* n*n: edge[a*n+b]: a may call b before consuming */
} Graph;

static void item_callees(const GenItem *item, Graph *graph, size_t from) {
  if (item->ref == GEN_REF_RULE)
    graph->edge[from * graph->n + (size_t)item->index] = true;
  if (item->rule >= 0) graph->edge[from * graph->n + (size_t)item->rule] = true;
  switch (item->kind) {
    case GEN_ITEM_OPT:
    case GEN_ITEM_AND:
    case GEN_ITEM_NOT:
    case GEN_ITEM_FORCED:
      item_callees(item->inner, graph, from);
      break;
    default:
      break;
  }
}

static void alt_callees(const GenGrammar *g, const GenAlt *alt, Graph *graph,
                        size_t from) {
  for (size_t i = 0; i < alt->count; i++) {
    item_callees(alt->items[i], graph, from);
    if (!gen_item_nullable(g, alt->items[i])) break;
  }
}

static bool build_graph(GenGrammar *g, Graph *graph) {
  graph->n = g->rule_count;
  graph->edge = gen_alloc(g, graph->n * graph->n * sizeof *graph->edge);
  if (!graph->edge) return false;
  for (size_t i = 0; i < g->rule_count; i++) {
    GenRule *rule = g->rules[i];
    for (size_t a = 0; a < rule->alt_count; a++)
      alt_callees(g, rule->alts[a], graph, i);
    if (rule->elem) item_callees(rule->elem, graph, i);
  }
  return true;
}

/* Tarjan's algorithm; recursion depth is bounded by the grammar's size. */
typedef struct Tarjan {
  const Graph *graph;
  int *index, *low, *stack;
  bool *on_stack;
  int next_index, top, scc_count;
  GenGrammar *g;
} Tarjan;

static void strongconnect(Tarjan *t, size_t v) {
  t->index[v] = t->low[v] = t->next_index++;
  t->stack[t->top++] = (int)v;
  t->on_stack[v] = true;
  for (size_t w = 0; w < t->graph->n; w++) {
    if (!t->graph->edge[v * t->graph->n + w]) continue;
    if (t->index[w] < 0) {
      strongconnect(t, w);
      if (t->low[w] < t->low[v]) t->low[v] = t->low[w];
    } else if (t->on_stack[w] && t->index[w] < t->low[v]) {
      t->low[v] = t->index[w];
    }
  }
  if (t->low[v] != t->index[v]) return;
  int w;
  do {
    w = t->stack[--t->top];
    t->on_stack[w] = false;
    t->g->rules[w]->scc = t->scc_count;
  } while ((size_t)w != v);
  t->scc_count++;
}

/* Is the component [members] acyclic once the rules in [removed] go? */
static bool acyclic_without(const Graph *graph, const int *members,
                            size_t count, const bool *removed, int *state) {
  /* Kahn-style: repeatedly drop members with no incoming edge left. */
  size_t left = 0;
  for (size_t i = 0; i < count; i++) {
    state[i] = removed[i] ? 0 : 1;
    if (state[i]) left++;
  }
  for (bool progress = true; progress && left;) {
    progress = false;
    for (size_t i = 0; i < count; i++) {
      if (!state[i]) continue;
      bool incoming = false;
      for (size_t j = 0; j < count && !incoming; j++)
        incoming =
            state[j] &&
            graph->edge[(size_t)members[j] * graph->n + (size_t)members[i]];
      if (!incoming) {
        state[i] = 0;
        left--;
        progress = true;
      }
    }
  }
  return left == 0;
}

/* Tries every subset of [size] members (in order) as the leaders. */
static bool try_leaders(GenGrammar *g, const Graph *graph, const int *members,
                        size_t count, size_t size, size_t from, bool *removed,
                        int *state) {
  if (size == 0) return acyclic_without(graph, members, count, removed, state);
  for (size_t i = from; i < count; i++) {
    if (g->rules[members[i]]->kind != GEN_RULE_ALTS) continue;
    removed[i] = true;
    if (try_leaders(g, graph, members, count, size - 1, i + 1, removed, state))
      return true;
    removed[i] = false;
  }
  return false;
}

/* Does some alternative of the component start without recursing into it? */
static bool has_way_out(GenGrammar *g, const Graph *graph, const int *members,
                        size_t count, int scc) {
  /* one row, reused: the left calls of one alternative */
  Graph one = {graph->n, gen_alloc(g, graph->n * sizeof(bool))};
  if (!one.edge) return true;
  for (size_t m = 0; m < count; m++) {
    GenRule *rule = g->rules[members[m]];
    for (size_t a = 0; a < rule->alt_count; a++) {
      memset(one.edge, 0, graph->n * sizeof *one.edge);
      alt_callees(g, rule->alts[a], &one, 0);
      bool recurses = false;
      for (size_t w = 0; w < graph->n && !recurses; w++)
        recurses = one.edge[w] && g->rules[w]->scc == scc;
      if (!recurses) return true;
    }
  }
  return false;
}

static void choose_leaders(GenGrammar *g, const Graph *graph, int scc) {
  int *members = gen_alloc(g, g->rule_count * sizeof *members);
  bool *removed = gen_alloc(g, g->rule_count * sizeof *removed);
  int *state = gen_alloc(g, g->rule_count * sizeof *state);
  if (!members || !removed || !state) return;
  size_t count = 0;
  for (size_t i = 0; i < g->rule_count; i++)
    if (g->rules[i]->scc == scc) members[count++] = (int)i;
  bool cyclic = count > 1 ||
                graph->edge[(size_t)members[0] * graph->n + (size_t)members[0]];
  if (!cyclic) return;
  GenRule *first = g->rules[members[0]];
  for (size_t i = 0; i < count; i++)
    g->rules[members[i]]->left_recursive = true;
  if (!has_way_out(g, graph, members, count, scc)) {
    gen_error(g, first->line, first->col,
              "left-recursive rule '%s' has no non-left-recursive alternative",
              g->rules[first->synthetic ? first->origin : members[0]]->name);
    return;
  }
  bool found = false;
  for (size_t size = 1;
       size <= GEN_MAX_LEADERS && !found && count <= GEN_MAX_SCC_SEARCH; size++)
    found = try_leaders(g, graph, members, count, size, 0, removed, state);
  if (!found) {
    gen_error(g, first->line, first->col,
              "cannot choose leaders for the left recursion through '%s'",
              first->name);
    return;
  }
  for (size_t i = 0; i < count; i++) {
    GenRule *rule = g->rules[members[i]];
    rule->leader = removed[i];
    if (!rule->leader && rule->memo) {
      gen_warning(
          g, rule->line, rule->col,
          "(memo) ignored on '%s': it is left-recursive but not a leader",
          rule->name);
      rule->memo = false;
    }
  }
}

static void compute_left_recursion(GenGrammar *g) {
  Graph graph;
  if (!build_graph(g, &graph)) return;
  size_t n = g->rule_count;
  Tarjan t = {&graph,
              gen_alloc(g, n * sizeof(int)),
              gen_alloc(g, n * sizeof(int)),
              gen_alloc(g, n * sizeof(int)),
              gen_alloc(g, n * sizeof(bool)),
              0,
              0,
              0,
              g};
  if (!t.index || !t.low || !t.stack || !t.on_stack) return;
  for (size_t i = 0; i < n; i++) t.index[i] = -1;
  for (size_t i = 0; i < n; i++)
    if (t.index[i] < 0) strongconnect(&t, i);
  for (int scc = 0; scc < t.scc_count; scc++) choose_leaders(g, &graph, scc);
}

void gen_analyze(GenGrammar *g) {
  if (g->rule_count == 0) return;
  compute_nullable(g);
  compute_left_recursion(g);
  gen_first(g);
  for (size_t i = 0; i < g->rule_count; i++) {
    GenRule *rule = g->rules[i];
    if (rule->memo || rule->leader) rule->memo_slot = (int)g->memo_slot_count++;
  }
}
