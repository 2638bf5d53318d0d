/*
 * peg.h - the generic runtime every generated PEG parser runs on.
 *
 * grammar/ (pyparse-pegen) turns a grammar into C functions, one per rule,
 * that call the helpers declared here: fetching tokens on demand from a
 * caller's callback, matching token types, keywords and soft keywords,
 * memoization, the seed-growing loop of left-recursive rules, sequences
 * for `x*`/`x+`/gathers, the sticky error flag, the two-pass driver and the
 * trace. Nothing here knows about Python: toy grammars, the generator's own
 * meta-parser and the Python parser share it.
 *
 * Memory: everything a parse allocates (tokens, memo slots, sequences and
 * whatever the grammar's actions build) comes from the caller's AstArena,
 * and is released with it. No allocation happens per failed alternative.
 */
#ifndef PYPARSE_PEG_H
#define PYPARSE_PEG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "arena.h"

/*
 * Generated recursive descent recurses once per rule call; input decides
 * the depth, so it is bounded. 6000 is CPython 3.13's MAXSTACK for its
 * generated parser; past it the parse fails with PEG_STATUS_STACK_OVERFLOW
 * ("parser stack overflow" unless the caller rewords it).
 */
#define PEG_MAX_DEPTH 6000
/*
 * The C stack a parse may use below peg_run's frame, whatever the depth:
 * an optimized build needs far less for PEG_MAX_DEPTH calls, but rule
 * frames grow several times over without optimization and under
 * AddressSanitizer, where 6000 calls overran an 8 MB stack. Measured every
 * PEG_STACK_CHECK_EVERY levels of new depth; past it the parse fails as
 * past PEG_MAX_DEPTH. A thread that parses needs this much stack plus its
 * own use.
 */
#define PEG_STACK_BUDGET (6u << 20)
#define PEG_STACK_CHECK_EVERY 64
/* Depth at which a parse asks how much stack its thread really has
   (peg_stack_room, once per thread) and keeps PEG_STACK_MARGIN of it for
   what runs above the deepest rule (actions, the lexer); from then on the
   stack is checked every PEG_STACK_CHECK_NEAR levels of new depth. */
#define PEG_STACK_ASK_DEPTH 64
#define PEG_STACK_CHECK_NEAR 8
#define PEG_STACK_MARGIN (128u << 10)
/* Longest error message kept (bytes, with the NUL); longer ones are cut. */
#define PEG_MESSAGE_MAX 256
/* Tokens per chunk of the token array; chunks never move, so token
   pointers handed to actions stay valid for the parse. */
#define PEG_TOKEN_CHUNK 256
/* Bits per word of a FIRST set (token types and keyword types). */
#define PEG_SET_WORD_BITS 64

/* The helpers generated code calls for every item are inlined whatever
   the compiler's size heuristics say: out of line, the call itself cost
   more than the test (peg_first alone was a seventh of parsing time). */
#if defined(__GNUC__)
#define PEG_INLINE static inline __attribute__((always_inline))
#else
#define PEG_INLINE static inline
#endif

/* One token of the input. Filled by the caller's callback; the runtime
   only rewrites [type] for keywords. */
typedef struct PegToken {
  int type;             /* token type; a keyword's own type once the NAME
                           token entered the array */
  const char *start;    /* first byte; borrowed from the caller's source */
  const char *end;      /* one past the last byte */
  int lineno;           /* 1-based line of start */
  int col;              /* 0-based byte offset of start in its line */
  int end_lineno;       /* 1-based line of end */
  int end_col;          /* 0-based byte offset of end in its line */
  const void *extra;    /* the callback's own data (e.g. its line start);
                           the runtime never reads it */
  struct PegMemo *memo; /* runtime-private: this position's memo slots,
                           allocated on first store */
  const void *value;    /* NULL, or what an action made of this token and
                           kept with peg_token_keep (an identifier: the
                           parser builds Name nodes for the same token
                           again on every alternative it backtracks over) */
} PegToken;

/* Produces the next token into [out]; false on a tokenizer error (the
   caller keeps its message; the parse ends with PEG_STATUS_TOKENIZER). */
typedef bool (*PegNextToken)(void *ctx, PegToken *out);

/* A generic arena sequence: the result of `x*`, `x+` and `s.x+`. Same
   shape as the AST's sequences ({count, items}), so actions may cast. */
typedef struct PegSeq {
  size_t count; /* number of items */
  void **items; /* arena array of [count] item values */
} PegSeq;

/* A grammar's keyword lookup: the keyword type of a NAME token spelled
   [text]/[length], or -1 (generated: a switch, no table search). */
typedef int (*PegKeywordFn)(const char *text, size_t length);

/* What a generated parser tells the runtime about its grammar (const,
   emitted by the generator). */
typedef struct PegGrammar {
  const char *name;           /* the grammar file's base name */
  int name_type;              /* type of NAME tokens; -1: none */
  int end_type;               /* type ending the input; -1: none */
  int type_count;             /* token types + keywords */
  PegKeywordFn keyword_type;  /* NULL: the grammar has no keywords */
  const char *const *soft_keywords; /* the grammar's "words" (NAME tokens
                                      matched by text), for messages */
  size_t soft_keyword_count;
  size_t memo_slot_count;        /* memoized rules + leaders */
  size_t rule_count;             /* rules: ids 0 .. rule_count - 1 */
  const char *const *rule_names; /* by rule id, for the trace */
  const char *const *type_names; /* by type, for messages/trace */
} PegGrammar;

typedef enum PegStatus {
  PEG_STATUS_OK = 0,
  PEG_STATUS_SYNTAX,         /* a SyntaxError: message and range set */
  PEG_STATUS_TOKENIZER,      /* the callback failed; its ctx knows why */
  PEG_STATUS_MEMORY,         /* an arena allocation failed */
  PEG_STATUS_STACK_OVERFLOW, /* PEG_MAX_DEPTH nested rule calls, or
                                PEG_STACK_BUDGET of C stack */
} PegStatus;

/* The error of a failed parse (valid when status != PEG_STATUS_OK). */
typedef struct PegError {
  PegStatus status;
  char message[PEG_MESSAGE_MAX]; /* NUL-terminated */
  int lineno, col;               /* 1-based line, 0-based byte column */
  int end_lineno, end_col;       /* end of the range, same bases */
} PegError;

/* Counters for tests and tuning. */
typedef struct PegStats {
  unsigned long rule_calls;  /* rule functions entered, both passes: the
                                parse's work, which the growth and fuzz
                                tests bound by a constant per token */
  unsigned long memo_hits;   /* lookups answered by a memo slot */
  unsigned long memo_stores; /* results stored */
  unsigned long tokens;      /* tokens fetched from the callback */
} PegStats;

typedef struct PegParser PegParser;
typedef void *(*PegRuleFn)(PegParser *p);

/* Builds the generic "invalid syntax" error after pass 2 raised nothing;
   [token] is the furthest token reached. The default (NULL hook) raises
   "invalid syntax" on it. */
typedef void (*PegGenericError)(PegParser *p, const PegToken *token);

struct PegParser {
  const PegGrammar *grammar;
  AstArena *arena;         /* owns sequences and results */
  AstArena *work;          /* owns tokens, memo slots and the scratch
                              stack: what no result points into (== arena
                              unless the caller gives a workspace) */
  PegNextToken next;       /* the token source */
  void *next_ctx;          /* its context */
  void *user;              /* free for the grammar's actions */
  PegToken **chunks;       /* token array: chunks of PEG_TOKEN_CHUNK */
  size_t chunk_capacity;   /* entries of [chunks] */
  int fill;                /* tokens fetched so far */
  int pos;                 /* index of the current token */
  bool at_end;             /* the callback gave the end token; never call
                              it again (its ctx may be exhausted) */
  int end_type;            /* type that ends the input (ENDMARKER) or -1 */
  int error;               /* sticky: nonzero once an error is raised */
  PegError err;            /* the error record */
  bool call_invalid_rules; /* pass 2: invalid_ rules are tried */
  int depth;               /* rule calls in progress */
  int depth_limit;         /* the depth at which peg_enter takes the slow
                              path: the next stack check (at most
                              PEG_MAX_DEPTH); 0 once an error is raised or
                              while the trace is on, so that one test in
                              peg_enter/peg_leave sends every rule call to
                              the slow path that handles them */
  uintptr_t stack_base;    /* address in peg_run's frame (PEG_STACK_BUDGET) */
  size_t stack_budget;     /* PEG_STACK_BUDGET, or less once the thread's
                              own stack is known to be smaller */
  bool stack_asked;        /* peg_stack_room was asked */
  struct PegTrace *trace;  /* NULL: no trace (set with peg_set_trace) */
  uint64_t layout_types;   /* bit t: type t is skipped by peg_end_token
                              (NEWLINE/INDENT/DEDENT for Python); t < 64 */
  PegGenericError generic_error; /* NULL: "invalid syntax" */
  /* NULL, or whether to drop the syntax error [message] instead of
     raising it: the raise then fails as a mismatch does */
  bool (*drops_error)(PegParser *p, const char *message);
  bool pass_2_accepts; /* a pass 2 that matches is the parse's result (by
                          default it reports the generic error) */
  void **scratch;                /* stack of loop items being collected */
  size_t scratch_top, scratch_capacity;
  PegSeq empty_seq; /* the result of every empty `x*` */
  int dummy;        /* &dummy: the default non-NULL result */
  PegStats stats;
};

/* Prepares [p] for a parse over [next]/[ctx] with results in [arena]
   (caller-owned, must outlive every result). Never allocates. */
void peg_init(PegParser *p, const PegGrammar *grammar, AstArena *arena,
              PegNextToken next, void *ctx);

/*
 * Runs [start] in pass 1 (invalid_ rules off). When that fails without an
 * error, resets (position 0, memo cleared) and runs pass 2 with invalid_
 * rules on; when pass 2 raises nothing either, raises the generic error
 * at the furthest token. Returns the start rule's result, or NULL with
 * p->err set.
 */
void *peg_run(PegParser *p, PegRuleFn start);

/* --- tokens ------------------------------------------------------------ */

/* Makes token [index] available; false on error (tokenizer or memory). */
bool peg_fill_to(PegParser *p, int index);
/* Token [index] (must be < p->fill). */
PEG_INLINE PegToken *peg_token_at(const PegParser *p, int index) {
  unsigned at = (unsigned)index; /* unsigned: a shift and a mask */
  return &p->chunks[at / PEG_TOKEN_CHUNK][at % PEG_TOKEN_CHUNK];
}
/* The current token (fetched on demand), NULL on error. */
PEG_INLINE PegToken *peg_peek(PegParser *p) {
  if (p->pos >= p->fill && !peg_fill_to(p, p->pos)) return NULL;
  return peg_token_at(p, p->pos);
}
/* The token at the current position when its type is [type]: consumes and
   returns it; else NULL (not an error). */
PEG_INLINE PegToken *peg_expect(PegParser *p, int type) {
  PegToken *t = peg_peek(p);
  if (!t || t->type != type) return NULL;
  p->pos++;
  return t;
}
/* Keeps [value] with [token] for later actions on it (PegToken.value).
   Actions see tokens const: their text and place are not theirs to
   change; this one field is a cache, owned by the parser like the token. */
PEG_INLINE const void *peg_token_keep(const PegToken *token,
                                      const void *value) {
  ((PegToken *)token)->value = value;
  return value;
}
/* A NAME token spelled [word] (a soft keyword), consumed; else NULL. */
PegToken *peg_expect_soft(PegParser *p, const char *word);
/* Like peg_expect, but raises "expected [what]" at the current token
   when the token is not there (the `&&'x'` item). */
PegToken *peg_expect_forced(PegParser *p, int type, const char *what);
/* The `&&item` check for a non-token item: [value] NULL raises
   "expected [what]" at the furthest token. Returns [value]. */
void *peg_forced(PegParser *p, void *value, const char *what);
/* Whether the current token's type is in the FIRST [set]; false on error
   (the alternative is skipped and the error seen by the caller). */
PEG_INLINE bool peg_first(PegParser *p, const uint64_t *set) {
  PegToken *t = peg_peek(p);
  if (!t) return false;
  unsigned type = (unsigned)t->type; /* < type_count: peg_fill_to checks */
  return (set[type / PEG_SET_WORD_BITS] >> (type % PEG_SET_WORD_BITS)) & 1u;
}
/* The FIRST test of an alternative whose set depends on whether invalid_
   rules are on: [off] or [on]; NULL means no test in that mode. */
PEG_INLINE bool peg_first_mode(PegParser *p, const uint64_t *off,
                                  const uint64_t *on) {
  const uint64_t *set = p->call_invalid_rules ? on : off;
  return !set || peg_first(p, set);
}
/* The current token when its type is in [set] (a rule of token
   alternatives, tested inline): consumed and returned; else NULL. */
PEG_INLINE PegToken *peg_expect_set(PegParser *p, const uint64_t *set) {
  if (!peg_first(p, set)) return NULL;
  return peg_token_at(p, p->pos++);
}
/* Ends a lookahead started at [mark]: restores the position and returns
   whether [matched] == [positive] (false once an error is raised). */
PEG_INLINE bool peg_lookahead(PegParser *p, int mark, bool matched,
                                 bool positive) {
  p->pos = mark;
  return !p->error && matched == positive;
}
/* The last token consumed, skipping p->layout_types (for end positions);
   the first token when nothing was consumed. Inline for the common case
   (every action with EXTRA asks). */
const PegToken *peg_end_token_slow(PegParser *p);
PEG_INLINE const PegToken *peg_end_token(PegParser *p) {
  int i = p->pos - 1;
  if (i > 0) {
    const PegToken *t = peg_token_at(p, i);
    unsigned type = (unsigned)t->type;
    if (type >= 64 || !((p->layout_types >> type) & 1u)) return t;
  }
  return peg_end_token_slow(p);
}

/* --- rules (called by generated rule functions) ------------------------ */

/*
 * The rule trace (peg_trace.c), for people watching a parse: every rule
 * call's entry (at which token) and exit (the span it matched, or its
 * failure, and how far it had read before it backtracked), memo hits,
 * the rounds of a left-recursive leader, the start of each pass;
 * indented by depth. Tracing never reads a token the parse would not.
 */
typedef struct PegTrace {
  FILE *out;
  const char *const *rules; /* NULL-terminated rule names: only their
                               calls are written (NULL: every rule) */
  long max_lines;           /* 0: no limit; else after that many lines one
                               line says the trace is cut, then nothing */
  long lines;               /* lines written so far */
  bool memo_hit;            /* the call being left was answered by its
                               memo slot */
  int nesting;              /* written calls in progress: the indentation
                               (with [rules], only theirs count) */
  int reach[PEG_MAX_DEPTH + 2]; /* by depth: the furthest token index
                               the sub-rules of a call in progress have
                               matched up to, to show how far a failing
                               rule backtracks (tokens it matched itself
                               do not count: the runtime does not see
                               them go by) */
} PegTrace;

/* Turns the trace on with [trace] (caller-owned, zeroed but for out,
   rules and max_lines; outlives the parse), or off with NULL; set before
   the parse. */
void peg_set_trace(PegParser *p, PegTrace *trace);
/* The trace's lines (peg_enter_slow, peg_leave_slow, peg_run and the
   memo and left-recursion calls write them when p->trace is set). */
void peg_trace_enter(PegParser *p, int rule_id);
void peg_trace_leave(PegParser *p, int rule_id, int start, const void *result);
void peg_trace_grow(PegParser *p, int rule_id, int end);
void peg_trace_pass(PegParser *p, int pass);
/* Bytes of the calling thread's stack below address [here] (a local of a
   caller); SIZE_MAX when the system cannot tell (peg_stack.c). */
size_t peg_stack_room(uintptr_t here);

/* peg_enter/peg_leave when p->depth_limit says so: an error raised, the
   depth limit reached (raises PEG_STATUS_STACK_OVERFLOW), the trace. */
bool peg_enter_slow(PegParser *p, int rule_id);
void *peg_leave_slow(PegParser *p, int rule_id, int start, void *result);

/* Entering a rule call; false when the call must fail. Inline, as
   peg_call: they run once per rule call. */
PEG_INLINE bool peg_enter(PegParser *p, int rule_id) {
  p->stats.rule_calls++;
  if (p->depth >= p->depth_limit) return peg_enter_slow(p, rule_id);
  p->depth++;
  return true;
}
/* The exit: a failed rule consumes nothing. Returns [result]. */
PEG_INLINE void *peg_leave(PegParser *p, int rule_id, int start, void *result) {
  if (p->depth_limit == 0) return peg_leave_slow(p, rule_id, start, result);
  if (!result) p->pos = start;
  p->depth--;
  return result;
}
/* Calls [raw] as rule [rule_id] with the depth check and the trace. */
PEG_INLINE void *peg_call(PegParser *p, int rule_id, PegRuleFn raw) {
  int start = p->pos;
  if (!peg_enter(p, rule_id)) return NULL;
  return peg_leave(p, rule_id, start, raw(p));
}
/* Same, memoized in slot [slot] at the current position. */
void *peg_call_memo(PegParser *p, int rule_id, int slot, PegRuleFn raw);
/* Same, for a left-recursive leader: grows the seed in slot [slot], while
   the token after it is in [grow_off] ([grow_on] with invalid_ rules on):
   the tokens that can continue one of its left-recursive alternatives
   (NULL: any, always try once more). */
void *peg_call_leftrec(PegParser *p, int rule_id, int slot, PegRuleFn raw,
                       const uint64_t *grow_off, const uint64_t *grow_on);
/* The runtime's own failure/error check after an action: an action that
   returned NULL because the arena failed raises PEG_STATUS_MEMORY. */
void *peg_action_failed(PegParser *p);
PEG_INLINE void *peg_action_result(PegParser *p, const void *value) {
  if (!value && !p->error) return peg_action_failed(p);
  return (void *)value; /* results are untyped; constness is the action's */
}
/* A non-NULL value for alternatives with several items and no action. */
static inline void *peg_dummy(PegParser *p) {
  return &p->dummy;
}

/* --- sequences ---------------------------------------------------------- */

/* Collects loop items on p->scratch: begin returns the mark to end with. */
static inline size_t peg_seq_begin(const PegParser *p) {
  return p->scratch_top;
}
/* Pushes [item]; false on memory failure (error raised). */
bool peg_seq_push(PegParser *p, void *item);
/* Pops the items since [mark] into an arena PegSeq; NULL when fewer than
   [min] items (not an error) or on memory failure (error raised). */
PegSeq *peg_seq_end(PegParser *p, size_t mark, size_t min);
/* A sequence of [first] followed by [rest]'s items (for gathers and
   actions); NULL on memory failure. */
PegSeq *peg_seq_prepend(PegParser *p, void *first, const PegSeq *rest);
/* A sequence of [count] NULL items for an action to fill; NULL on memory
   failure (error raised). */
PegSeq *peg_seq_new(PegParser *p, size_t count);

/* --- errors --------------------------------------------------------------- */

/* Raises a syntax error with [message] over [lineno]:[col] .. [end_lineno]:
   [end_col] (the API for actions and invalid_ rules). The first error
   raised wins. Returns NULL so actions can write `{ peg_raise(...) }`. */
void *peg_raise_at(PegParser *p, int lineno, int col, int end_lineno,
                   int end_col, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
/* Same, over [token]'s range. */
void *peg_raise_token(PegParser *p, const PegToken *token, const char *format,
                      ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Raises a non-syntax failure [status] with a fixed message. */
void *peg_fail(PegParser *p, PegStatus status, const char *message);
/* Raises PEG_STATUS_MEMORY for an allocation outside the arenas that
   failed (the arenas' own failures are seen by peg_action_failed): an
   action that returned NULL for it is not an alternative that did not
   match. Returns NULL. */
void *peg_out_of_memory(PegParser *p);
/* The token the parse reached furthest (for the generic error); NULL when
   no token could be fetched. */
const PegToken *peg_furthest_token(PegParser *p);
/* The index of [t], a token of p's array (for actions given a token that
   need its neighbours); linear in the number of chunks: for error paths. */
int peg_token_index(const PegParser *p, const PegToken *t);

#endif
