/*
 * peg.c - the token array of a PEG parse: fetched on demand from the
 * caller's callback into arena chunks, keywords typed on entry, and the
 * token-matching helpers the generated code calls.
 *
 * Tokens are fetched only when a rule looks at them, so the furthest token
 * fetched is exactly the furthest token the parse peeked at: the location
 * of the generic "invalid syntax" error.
 */
#include "peg.h"

#include <string.h>

/* First size of the chunk directory (entries); doubled when full. */
#define PEG_FIRST_CHUNKS 16

void peg_init(PegParser *p, const PegGrammar *grammar, AstArena *arena,
              PegNextToken next, void *ctx) {
  memset(p, 0, sizeof *p);
  p->grammar = grammar;
  p->arena = p->work = arena;
  p->next = next;
  p->next_ctx = ctx;
  p->end_type = grammar->end_type;
  p->depth_limit = PEG_STACK_CHECK_EVERY;
}

/* Room for token [index]: a new chunk, and a bigger directory when full. */
static bool make_room(PegParser *p, int index) {
  size_t chunk = (size_t)index / PEG_TOKEN_CHUNK;
  if (chunk >= p->chunk_capacity) {
    size_t capacity =
        p->chunk_capacity ? p->chunk_capacity * 2 : PEG_FIRST_CHUNKS;
    PegToken **chunks = ast_arena_alloc(p->work, capacity * sizeof *chunks);
    if (!chunks) return false;
    if (p->chunks)
      memcpy(chunks, p->chunks, p->chunk_capacity * sizeof *chunks);
    p->chunks = chunks;
    p->chunk_capacity = capacity;
  }
  if (!p->chunks[chunk]) {
    /* not zeroed: peg_fill_to writes each token before it is read */
    p->chunks[chunk] =
        ast_arena_alloc_uninit(p->work, PEG_TOKEN_CHUNK * sizeof(PegToken));
    if (!p->chunks[chunk]) return false;
  }
  return true;
}

bool peg_fill_to(PegParser *p, int index) {
  if (p->error) return false;
  while (p->fill <= index) {
    if (!make_room(p, p->fill)) {
      peg_fail(p, PEG_STATUS_MEMORY, "out of memory");
      return false;
    }
    PegToken *t = peg_token_at(p, p->fill);
    if (p->at_end) { /* past the end: repeat the end token */
      *t = *peg_token_at(p, p->fill - 1);
      t->memo = NULL;
    } else {
      memset(t, 0, sizeof *t);
      if (!p->next(p->next_ctx, t)) {
        peg_fail(p, PEG_STATUS_TOKENIZER, "tokenizer error");
        return false;
      }
      if (t->type < 0 || t->type >= p->grammar->type_count) {
        /* the FIRST-set tests index their sets by type unchecked */
        peg_fail(p, PEG_STATUS_TOKENIZER, "token type out of range");
        return false;
      }
      t->memo = NULL;
      p->stats.tokens++;
      if (t->type == p->end_type) p->at_end = true;
      if (t->type == p->grammar->name_type && p->grammar->keyword_type) {
        int kw = p->grammar->keyword_type(t->start, (size_t)(t->end - t->start));
        if (kw >= 0) t->type = kw;
      }
    }
    p->fill++;
  }
  return true;
}

PegToken *peg_expect_soft(PegParser *p, const char *word) {
  PegToken *t = peg_peek(p);
  if (!t || t->type != p->grammar->name_type) return NULL;
  size_t length = strlen(word);
  if ((size_t)(t->end - t->start) != length ||
      memcmp(t->start, word, length) != 0)
    return NULL;
  p->pos++;
  return t;
}

PegToken *peg_expect_forced(PegParser *p, int type, const char *what) {
  PegToken *t = peg_peek(p);
  if (!t) return NULL;
  if (t->type != type) {
    peg_raise_token(p, t, "expected %s", what);
    return NULL;
  }
  p->pos++;
  return t;
}

void *peg_forced(PegParser *p, void *value, const char *what) {
  if (value || p->error) return value;
  /* at the furthest token, where pegen's RAISE_SYNTAX_ERROR puts it */
  const PegToken *t = peg_furthest_token(p);
  if (t) peg_raise_token(p, t, "expected %s", what);
  return NULL;
}

const PegToken *peg_end_token_slow(PegParser *p) {
  int i = p->pos - 1;
  while (i > 0) {
    int type = peg_token_at(p, i)->type;
    if (type < 0 || type >= 64 || !((p->layout_types >> type) & 1u)) break;
    i--;
  }
  if (i < 0) { /* nothing consumed: the current token */
    if (!peg_fill_to(p, 0)) return NULL;
    i = 0;
  }
  return peg_token_at(p, i);
}

const PegToken *peg_furthest_token(PegParser *p) {
  return p->fill > 0 ? peg_token_at(p, p->fill - 1) : NULL;
}

int peg_token_index(const PegParser *p, const PegToken *t) {
  /* addresses compared as integers: the chunks are separate objects */
  uintptr_t at = (uintptr_t)t;
  for (int first = 0; first < p->fill; first += PEG_TOKEN_CHUNK) {
    uintptr_t base = (uintptr_t)p->chunks[first / PEG_TOKEN_CHUNK];
    if (at >= base && at < base + PEG_TOKEN_CHUNK * sizeof *t)
      return first + (int)((at - base) / sizeof *t);
  }
  return -1;
}
