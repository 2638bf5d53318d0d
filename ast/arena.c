/*
 * arena.c - the per-parse arena, the identifier intern table, and AstBuf.
 *
 * The arena is a chain of blocks; allocation bumps a pointer in the newest
 * block and opens a new block (doubling, up to a cap) when it is full.
 * Requests larger than a block get a block of their own.
 */
#include "arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* First block size; small parses stay in one block. */
#define ARENA_FIRST_BLOCK 4096
/* Blocks stop doubling here, so a huge parse wastes at most this much. */
#define ARENA_MAX_BLOCK (1u << 20)
/* Initial intern-table slots; a power of two, grown at 50% load. */
#define INTERN_FIRST_SLOTS 256

typedef struct Block {
  struct Block *previous;
  size_t size;  /* usable bytes after the header */
  size_t used;  /* bytes handed out from this block */
  _Alignas(max_align_t) unsigned char data[];
} Block;

typedef struct InternSlot {
  const char *text;  /* arena-owned, NUL-terminated; NULL when empty */
  size_t length;
  uint32_t hash;
} InternSlot;

struct AstArena {
  AstArenaCursor cursor; /* first: ast_arena_alloc's inline part reads it */
  Block *newest;
  Block *spare;          /* blocks kept by ast_arena_reset for reuse */
  size_t next_block_size;
  size_t used_before;    /* bytes handed out from the blocks before newest */
  long fail_after;  /* -1: never fail; else allocations left before failing */
  bool failed;
  InternSlot *slots;  /* heap; freed with the arena */
  size_t slot_count;
  size_t interned;
};

AstArena *ast_arena_new(void) {
  AstArenaLimits limits = {.fail_after = -1};
  return ast_arena_new_limited(&limits);
}

AstArena *ast_arena_new_limited(const AstArenaLimits *limits) {
  AstArena *arena = calloc(1, sizeof *arena);
  if (!arena) return NULL;
  arena->next_block_size = ARENA_FIRST_BLOCK;
  arena->fail_after = limits ? limits->fail_after : -1;
  return arena;
}

static void free_blocks(Block *block) {
  while (block) {
    Block *previous = block->previous;
    free(block);
    block = previous;
  }
}

void ast_arena_free(AstArena *arena) {
  if (!arena) return;
  free_blocks(arena->newest);
  free_blocks(arena->spare);
  free(arena->slots);
  free(arena);
}

/* Counts one allocation against the test limit; false means "fail it". */
static bool allow_allocation(AstArena *arena) {
  if (arena->failed) return false;
  if (arena->fail_after == 0) {
    arena->failed = true;
    return false;
  }
  if (arena->fail_after > 0) arena->fail_after--;
  return true;
}

/* Bytes handed out from the newest block. */
static size_t newest_used(const AstArena *arena) {
  return arena->newest
             ? (size_t)(arena->cursor.next - arena->newest->data)
             : 0;
}

/* Points the cursor at [block]'s free part; a limited or failed arena
   gets no room, so that allocations come to the slow path. */
static void set_cursor(AstArena *arena, Block *block, size_t used) {
  arena->cursor.next = block->data + used;
  arena->cursor.limit = arena->fail_after >= 0 || arena->failed
                            ? arena->cursor.next
                            : block->data + block->size;
}

/* A spare block of at least [size] bytes, taken off the spare list. */
static Block *take_spare(AstArena *arena, size_t size) {
  for (Block **link = &arena->spare; *link; link = &(*link)->previous) {
    Block *block = *link;
    if (block->size >= size) {
      *link = block->previous;
      return block;
    }
  }
  return NULL;
}

static Block *open_block(AstArena *arena, size_t at_least) {
  size_t size = arena->next_block_size;
  if (size < at_least) size = at_least;
  Block *block = take_spare(arena, at_least);
  if (block) size = block->size;
  else block = malloc(sizeof *block + size);
  if (!block) {
    arena->failed = true;
    arena->cursor.limit = arena->cursor.next;
    return NULL;
  }
  arena->used_before += newest_used(arena);
  block->previous = arena->newest;
  block->size = size;
  block->used = 0;
  arena->newest = block;
  set_cursor(arena, block, 0);
  if (arena->next_block_size < ARENA_MAX_BLOCK) arena->next_block_size *= 2;
  return block;
}

void *ast_arena_alloc_slow(AstArena *arena, size_t size, bool zero) {
  if (!allow_allocation(arena)) {
    arena->cursor.limit = arena->cursor.next;
    return NULL;
  }
  size_t rounded = (size + AST_ARENA_ALIGN - 1) & ~(size_t)(AST_ARENA_ALIGN - 1);
  if (rounded < size) { /* overflow */
    arena->failed = true;
    arena->cursor.limit = arena->cursor.next;
    return NULL;
  }
  Block *block = arena->newest;
  size_t used = newest_used(arena);
  if (!block || block->size - used < rounded) {
    block = open_block(arena, rounded);
    if (!block) return NULL;
    used = 0;
  }
  void *memory = block->data + used;
  set_cursor(arena, block, used + rounded);
  if (zero) memset(memory, 0, size);
  return memory;
}

void ast_arena_reset(AstArena *arena) {
  Block *block = arena->newest;
  while (block) { /* every block becomes spare, in the order opened */
    Block *previous = block->previous;
    block->previous = arena->spare;
    arena->spare = block;
    block = previous;
  }
  arena->newest = NULL;
  arena->cursor.next = arena->cursor.limit = NULL;
  arena->used_before = 0;
  arena->failed = false;
  if (arena->slots) memset(arena->slots, 0, arena->slot_count * sizeof *arena->slots);
  arena->interned = 0;
}

char *ast_arena_strndup(AstArena *arena, const char *text, size_t length) {
  if (length == SIZE_MAX) {
    arena->failed = true;
    return NULL;
  }
  char *copy = ast_arena_alloc(arena, length + 1);
  if (!copy) return NULL;
  if (length) memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

bool ast_arena_failed(const AstArena *arena) { return arena->failed; }

size_t ast_arena_used(const AstArena *arena) {
  return arena->used_before + newest_used(arena);
}

/* FNV-1a: short identifiers, few collisions, no state. */
static uint32_t hash_bytes(const char *text, size_t length) {
  uint32_t hash = 2166136261u;
  for (size_t i = 0; i < length; i++) {
    hash ^= (unsigned char)text[i];
    hash *= 16777619u;
  }
  return hash;
}

static InternSlot *find_slot(InternSlot *slots, size_t count, const char *text,
                             size_t length, uint32_t hash) {
  size_t mask = count - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    InternSlot *slot = &slots[i];
    if (!slot->text) return slot;
    if (slot->hash == hash && slot->length == length &&
        memcmp(slot->text, text, length) == 0)
      return slot;
  }
}

static bool grow_slots(AstArena *arena) {
  size_t count = arena->slot_count ? arena->slot_count * 2 : INTERN_FIRST_SLOTS;
  InternSlot *slots = calloc(count, sizeof *slots);
  if (!slots) {
    arena->failed = true;
    return false;
  }
  for (size_t i = 0; i < arena->slot_count; i++) {
    InternSlot *old = &arena->slots[i];
    if (old->text)
      *find_slot(slots, count, old->text, old->length, old->hash) = *old;
  }
  free(arena->slots);
  arena->slots = slots;
  arena->slot_count = count;
  return true;
}

const char *ast_intern(AstArena *arena, const char *text, size_t length) {
  if (arena->failed) return NULL;
  if ((arena->interned + 1) * 2 > arena->slot_count && !grow_slots(arena))
    return NULL;
  uint32_t hash = hash_bytes(text, length);
  InternSlot *slot =
      find_slot(arena->slots, arena->slot_count, text, length, hash);
  if (slot->text) return slot->text;
  char *copy = ast_arena_strndup(arena, text, length);
  if (!copy) return NULL;
  *slot = (InternSlot){.text = copy, .length = length, .hash = hash};
  arena->interned++;
  return copy;
}

void ast_buf_init(AstBuf *buf) { *buf = (AstBuf){0}; }

void ast_buf_free(AstBuf *buf) {
  free(buf->data);
  *buf = (AstBuf){0};
}

/* Makes room for [extra] more bytes plus a NUL; false when out of memory. */
static bool reserve(AstBuf *buf, size_t extra) {
  if (buf->failed) return false;
  if (buf->capacity - buf->length > extra) return true;
  size_t capacity = buf->capacity ? buf->capacity : 256;
  while (capacity - buf->length <= extra) {
    if (capacity > SIZE_MAX / 2) {
      buf->failed = true;
      return false;
    }
    capacity *= 2;
  }
  char *data = realloc(buf->data, capacity);
  if (!data) {
    buf->failed = true;
    return false;
  }
  buf->data = data;
  buf->capacity = capacity;
  return true;
}

void ast_buf_put(AstBuf *buf, const char *bytes, size_t length) {
  /* an empty value's data may be NULL, which memcpy must not see */
  if (length == 0 || !reserve(buf, length)) return;
  memcpy(buf->data + buf->length, bytes, length);
  buf->length += length;
}

void ast_buf_puts(AstBuf *buf, const char *text) {
  ast_buf_put(buf, text, strlen(text));
}

void ast_buf_putc(AstBuf *buf, char c) {
  if (!reserve(buf, 1)) return;
  buf->data[buf->length++] = c;
}

void ast_buf_put_int(AstBuf *buf, long long value) {
  char digits[24]; /* 19 digits, a sign, to spare */
  size_t at = sizeof digits;
  unsigned long long magnitude =
      value < 0 ? 0ull - (unsigned long long)value : (unsigned long long)value;
  do {
    digits[--at] = (char)('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude);
  if (value < 0) digits[--at] = '-';
  ast_buf_put(buf, digits + at, sizeof digits - at);
}

void ast_buf_printf(AstBuf *buf, const char *format, ...) {
  va_list args;
  va_start(args, format);
  va_list copy;
  va_copy(copy, args);
  int needed = vsnprintf(NULL, 0, format, copy);
  va_end(copy);
  if (needed < 0) {
    buf->failed = true;
  } else if (reserve(buf, (size_t)needed)) {
    vsnprintf(buf->data + buf->length, (size_t)needed + 1, format, args);
    buf->length += (size_t)needed;
  }
  va_end(args);
}

const char *ast_buf_cstr(AstBuf *buf) {
  /* reserve() always leaves room for the NUL once data exists. */
  if (!buf->data && !reserve(buf, 0)) return "";
  buf->data[buf->length] = '\0';
  return buf->data;
}
