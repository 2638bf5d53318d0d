/*
 * peg_stack.c - how much C stack the calling thread has left, so that a
 * deep parse on a thread with a small stack (musl's 128 KB, or one a
 * caller chose) stops with the stack-overflow error instead of crashing.
 *
 * glibc answers for the main thread by reading /proc/self/maps, so each
 * thread asks once and keeps the answer in a thread-local: the bounds of
 * its own stack, which no other thread reads and which never change.
 */
#if defined(__linux__)
#define _GNU_SOURCE /* pthread_getattr_np */
#endif

#include "peg.h"

#if defined(__GLIBC__)
#include <pthread.h>
#endif

/* The lowest address of this thread's stack (it grows down to it); 0 when
   the system cannot tell. */
static uintptr_t stack_low(void) {
#if defined(__GLIBC__)
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
  void *low = NULL;
  size_t size = 0;
  int failed = pthread_attr_getstack(&attr, &low, &size);
  pthread_attr_destroy(&attr);
  return failed ? 0 : (uintptr_t)low;
#else
  return 0;
#endif
}

size_t peg_stack_room(uintptr_t here) {
  static _Thread_local uintptr_t low;
  static _Thread_local bool known;
  if (!known) {
    low = stack_low();
    known = true;
  }
  if (!low || here < low) return SIZE_MAX; /* unknown: the budget alone */
  return here - low;
}
