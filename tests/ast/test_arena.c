/* test_arena.c - the per-parse arena, interning, AstBuf, and the
 * allocation-failure hook the other suites use to fail the Nth allocation. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"

Test(arena, allocations_are_zeroed_and_aligned) {
  AstArena *arena = ast_arena_new();
  cr_assert_not_null(arena);
  for (size_t size = 1; size < 10000; size += 97) {
    unsigned char *memory = ast_arena_alloc(arena, size);
    cr_assert_not_null(memory);
    cr_assert_eq((uintptr_t)memory % _Alignof(max_align_t), 0);
    for (size_t i = 0; i < size; i++) cr_assert_eq(memory[i], 0);
    memset(memory, 0xAB, size);
  }
  cr_assert_not(ast_arena_failed(arena));
  ast_arena_free(arena);
}

Test(arena, a_request_larger_than_a_block_gets_its_own) {
  AstArena *arena = ast_arena_new();
  char *big = ast_arena_alloc(arena, 5u << 20);
  cr_assert_not_null(big);
  big[(5u << 20) - 1] = 1;
  cr_assert_geq(ast_arena_used(arena), 5u << 20);
  ast_arena_free(arena);
}

Test(arena, an_impossible_size_fails_cleanly) {
  AstArena *arena = ast_arena_new();
  cr_assert_null(ast_arena_alloc(arena, SIZE_MAX - 3));
  cr_assert(ast_arena_failed(arena));
  ast_arena_free(arena);
}

Test(arena, free_accepts_null) { ast_arena_free(NULL); }

Test(arena, interned_names_are_pointer_equal) {
  AstArena *arena = ast_arena_new();
  char name[32];
  const char *first[3000];
  for (int i = 0; i < 3000; i++) {
    int length = snprintf(name, sizeof name, "name_%d", i);
    first[i] = ast_intern(arena, name, (size_t)length);
    cr_assert_str_eq(first[i], name);
  }
  for (int i = 0; i < 3000; i++) {
    int length = snprintf(name, sizeof name, "name_%d", i);
    cr_assert_eq(ast_intern(arena, name, (size_t)length), first[i]);
  }
  cr_assert_neq(ast_intern(arena, "ab", 1), ast_intern(arena, "ab", 2));
  ast_arena_free(arena);
}

Test(arena, the_nth_allocation_fails_and_stays_failed) {
  for (long n = 0; n < 20; n++) {
    AstArena *arena = ast_arena_new_limited(&(AstArenaLimits){.fail_after = n});
    long made = 0;
    while (ast_arena_alloc(arena, 100)) made++;
    cr_assert_eq(made, n);
    cr_assert(ast_arena_failed(arena));
    cr_assert_null(ast_intern(arena, "x", 1));
    ast_arena_free(arena);
  }
}

Test(buf, grows_and_formats) {
  AstBuf buf;
  ast_buf_init(&buf);
  cr_assert_str_eq(ast_buf_cstr(&buf), "");
  for (int i = 0; i < 1000; i++) ast_buf_printf(&buf, "%d,", i % 10);
  ast_buf_puts(&buf, "end");
  ast_buf_putc(&buf, '!');
  cr_assert_eq(buf.length, 2004);
  cr_assert_eq(strncmp(ast_buf_cstr(&buf), "0,1,2,", 6), 0);
  cr_assert_str_eq(ast_buf_cstr(&buf) + 2000, "end!");
  cr_assert_not(buf.failed);
  ast_buf_free(&buf);
}

/* Two parses on two threads share nothing: each interns into its own arena. */
static void *intern_many(void *unused) {
  (void)unused;
  AstArena *arena = ast_arena_new();
  const char *a = NULL;
  for (int round = 0; round < 2000; round++) {
    const char *p = ast_intern(arena, "shared", 6);
    if (a && p != a) return (void *)1;
    a = p;
    char name[16];
    int length = snprintf(name, sizeof name, "n%d", round);
    if (!ast_intern(arena, name, (size_t)length)) return (void *)1;
  }
  ast_arena_free(arena);
  return NULL;
}

Test(arena, arenas_on_two_threads_are_independent) {
  pthread_t threads[2];
  for (int i = 0; i < 2; i++)
    cr_assert_eq(pthread_create(&threads[i], NULL, intern_many, NULL), 0);
  for (int i = 0; i < 2; i++) {
    void *result;
    pthread_join(threads[i], &result);
    cr_assert_null(result);
  }
}
