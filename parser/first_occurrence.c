/*
 * first_occurrence.c - where a string first occurs in a text, for many
 * strings in one text, in linear time.
 *
 * CPython 3.8 places each f-string field by searching the field's text in
 * the f-string (strstr, once per field): an f-string of n bytes and as
 * many fields costs it O(n^2). pyparse gives the same answers from a
 * suffix automaton of the text, built once in O(n) and asked in
 * O(length of the string): the automaton's states are the text's
 * substrings grouped by where they end, and each state keeps the end of
 * its first occurrence (the textbook construction, Blumer et al. 1985).
 *
 * A state's transitions are a list (at most 256 entries, usually one or
 * two): the text is bytes, and a list keeps the memory at a few words
 * per byte.
 */
#include <stdint.h>
#include <string.h>

#include "python_actions.h"

/* (macros: an enum constant must fit an int) */
#define NO_STATE UINT32_MAX
#define NO_EDGE UINT32_MAX

typedef struct State {
  uint32_t length;    /* the longest substring of the state */
  uint32_t link;      /* the state of its longest proper suffix in another */
  uint32_t first_end; /* the offset after its first occurrence */
  uint32_t edges;     /* its first transition, or NO_EDGE */
} State;

typedef struct Edge {
  uint32_t target;
  uint32_t next; /* the state's next transition, or NO_EDGE */
  unsigned char byte;
} Edge;

struct FirstOccurrence {
  State *states;
  Edge *edges;
  uint32_t state_count, edge_count, edge_capacity;
};

static uint32_t *find_edge(const FirstOccurrence *index, uint32_t state,
                           unsigned char byte) {
  for (uint32_t e = index->states[state].edges; e != NO_EDGE;
       e = index->edges[e].next)
    if (index->edges[e].byte == byte) return &index->edges[e].target;
  return NULL;
}

static bool add_edge(FirstOccurrence *index, uint32_t state,
                     unsigned char byte, uint32_t target) {
  /* (an automaton of n bytes has at most 3n transitions: never full) */
  if (index->edge_count == index->edge_capacity) return false;
  Edge *edge = &index->edges[index->edge_count];
  *edge = (Edge){target, index->states[state].edges, byte};
  index->states[state].edges = index->edge_count++;
  return true;
}

static uint32_t new_state(FirstOccurrence *index, uint32_t length,
                          uint32_t first_end) {
  uint32_t s = index->state_count++;
  index->states[s] = (State){length, NO_STATE, first_end, NO_EDGE};
  return s;
}

/* [q]'s copy with a shorter length, for the substrings of [q] that now
   also end elsewhere; NO_STATE on a full edge pool. */
static uint32_t split(FirstOccurrence *index, uint32_t q, uint32_t length) {
  uint32_t clone = new_state(index, length, index->states[q].first_end);
  index->states[clone].link = index->states[q].link;
  for (uint32_t e = index->states[q].edges; e != NO_EDGE;
       e = index->edges[e].next)
    if (!add_edge(index, clone, index->edges[e].byte, index->edges[e].target))
      return NO_STATE;
  return clone;
}

/* Adds the text's next byte [byte] at [offset]; false on a full pool. */
static bool extend(FirstOccurrence *index, uint32_t *last, unsigned char byte,
                   uint32_t offset) {
  uint32_t current =
      new_state(index, index->states[*last].length + 1, offset + 1);
  uint32_t p = *last;
  for (; p != NO_STATE && !find_edge(index, p, byte); p = index->states[p].link)
    if (!add_edge(index, p, byte, current)) return false;
  *last = current;
  if (p == NO_STATE) {
    index->states[current].link = 0;
    return true;
  }
  uint32_t q = *find_edge(index, p, byte);
  if (index->states[p].length + 1 == index->states[q].length) {
    index->states[current].link = q;
    return true;
  }
  uint32_t clone = split(index, q, index->states[p].length + 1);
  if (clone == NO_STATE) return false;
  for (; p != NO_STATE; p = index->states[p].link) {
    uint32_t *target = find_edge(index, p, byte);
    if (*target != q) break;
    *target = clone;
  }
  index->states[q].link = index->states[current].link = clone;
  return true;
}

FirstOccurrence *first_occurrence_new(AstArena *arena, const char *text,
                                      size_t length) {
  /* (a text of n bytes: at most 2n states and 3n transitions) */
  if (length > UINT32_MAX / 4) return NULL;
  uint32_t n = (uint32_t)length;
  FirstOccurrence *index = ast_arena_alloc(arena, sizeof *index);
  if (!index) return NULL;
  index->states = ast_arena_alloc(arena, (2 * (size_t)n + 2) * sizeof(State));
  index->edge_capacity = 3 * n + 4;
  index->edges = ast_arena_alloc(arena, index->edge_capacity * sizeof(Edge));
  if (!index->states || !index->edges) return NULL;
  index->state_count = index->edge_count = 0;
  uint32_t last = new_state(index, 0, 0);
  for (uint32_t i = 0; i < n; i++)
    if (!extend(index, &last, (unsigned char)text[i], i)) return NULL;
  return index;
}

bool first_occurrence_walk(const FirstOccurrence *index, uint32_t *state,
                           const char *bytes, size_t length) {
  for (size_t i = 0; i < length; i++) {
    const uint32_t *target = find_edge(index, *state, (unsigned char)bytes[i]);
    if (!target) return false;
    *state = *target;
  }
  return true;
}

size_t first_occurrence_end(const FirstOccurrence *index, uint32_t state) {
  return index->states[state].first_end;
}
