/*
 * arena.h - memory for one parse, freed at once.
 *
 * Everything that belongs to one parse (tokens kept by the parser, memo
 * entries, AST nodes, interned identifiers, constants) is carved out of
 * one arena, so a tree is released with one call and no node needs its own
 * free. Allocation failure is reported as NULL and makes the arena
 * "failed" (sticky), so a caller can check once at the end.
 *
 * Also here: AstBuf, the growable byte buffer the dumper and the constant
 * reprs write into (heap-allocated, since its text outlives no parse).
 */
#ifndef PYPARSE_AST_ARENA_H
#define PYPARSE_AST_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct AstArena AstArena;

/*
 * Allocation hook for tests that fail the Nth allocation: when
 * [fail_after] is >= 0, the allocation made after that many successful
 * ones fails. -1 (the default) never fails.
 */
typedef struct AstArenaLimits {
  long fail_after;
} AstArenaLimits;

/* A new empty arena, or NULL when memory is exhausted. */
AstArena *ast_arena_new(void);
AstArena *ast_arena_new_limited(const AstArenaLimits *limits);
/* Frees the arena and everything allocated from it. NULL is allowed. */
void ast_arena_free(AstArena *arena);
/* Forgets everything allocated from [arena] but keeps its memory for the
   next allocations: a workspace reused parse after parse touches pages it
   already has instead of new ones from the system. */
void ast_arena_reset(AstArena *arena);

/* Alignment of every allocation: any object (long double, max_align_t). */
#define AST_ARENA_ALIGN _Alignof(max_align_t)

/*
 * The head of every AstArena: the free part of its newest block. It is in
 * the header so that the common allocation (room left, no test limit) is
 * inlined: the parser allocates once per node, token chunk and sequence,
 * and the call alone cost a tenth of parsing. Belongs to arena.c: read and
 * written only here and there. A limited or failed arena keeps [next] ==
 * [limit], so that every allocation takes the slow path.
 */
typedef struct AstArenaCursor {
  unsigned char *next;  /* first free byte of the newest block */
  unsigned char *limit; /* one past its last byte */
} AstArenaCursor;

/* The slow path: a new block, the test limit, failures; the memory is
   zero-filled when [zero]. */
void *ast_arena_alloc_slow(AstArena *arena, size_t size, bool zero);

/* [size] bytes from the newest block when they fit, else NULL (the inline
   part of both allocators). */
static inline void *ast_arena_bump(AstArena *arena, size_t size) {
  AstArenaCursor *cursor = (AstArenaCursor *)(void *)arena; /* its head */
  size_t rounded = (size + AST_ARENA_ALIGN - 1) & ~(size_t)(AST_ARENA_ALIGN - 1);
  if (rounded < size || (size_t)(cursor->limit - cursor->next) < rounded)
    return NULL;
  void *memory = cursor->next;
  cursor->next += rounded;
  return memory;
}

/* [size] bytes aligned for any object, zero-filled; NULL on failure. */
static inline void *ast_arena_alloc(AstArena *arena, size_t size) {
  void *memory = ast_arena_bump(arena, size);
  return memory ? memset(memory, 0, size)
                : ast_arena_alloc_slow(arena, size, true);
}
/* As ast_arena_alloc, not zero-filled: for memory the caller writes whole
   before reading it (token chunks, sequences' item arrays). */
static inline void *ast_arena_alloc_uninit(AstArena *arena, size_t size) {
  void *memory = ast_arena_bump(arena, size);
  return memory ? memory : ast_arena_alloc_slow(arena, size, false);
}
/* A NUL-terminated copy of [length] bytes of [text]; NULL on failure. */
char *ast_arena_strndup(AstArena *arena, const char *text, size_t length);
/* True once any allocation from [arena] has failed. */
bool ast_arena_failed(const AstArena *arena);
/* Total bytes handed out, for benchmarks and tests. */
size_t ast_arena_used(const AstArena *arena);

/*
 * Interned identifiers: equal byte strings give the same pointer for the
 * arena's lifetime, so names compare with ==. The text is NUL-terminated
 * and owned by the arena. NULL on failure.
 */
const char *ast_intern(AstArena *arena, const char *text, size_t length);

/* A growable heap buffer of bytes; not NUL-terminated until ast_buf_cstr. */
typedef struct AstBuf {
  char *data;       /* heap, owned by the buffer */
  size_t length;    /* bytes written */
  size_t capacity;  /* bytes allocated */
  bool failed;      /* sticky: an allocation failed, contents truncated */
} AstBuf;

void ast_buf_init(AstBuf *buf);
void ast_buf_free(AstBuf *buf);
void ast_buf_put(AstBuf *buf, const char *bytes, size_t length);
void ast_buf_puts(AstBuf *buf, const char *text);
void ast_buf_putc(AstBuf *buf, char c);
/* [value] in decimal (what "%d" gives, without printf's cost: the dumper
   writes four positions per node). */
void ast_buf_put_int(AstBuf *buf, long long value);
void ast_buf_printf(AstBuf *buf, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* NUL-terminates and returns data (never NULL unless failed). */
const char *ast_buf_cstr(AstBuf *buf);

#endif
