/*
 * fail_alloc.h - failing the Nth allocation of libpyparse, at link time.
 *
 * The test executable is linked with `-Wl,--wrap=malloc,...` (see
 * tests/alloc/meson.build): every call the library's objects make to
 * malloc, calloc, realloc, iconv_open and utf8proc_* goes to the
 * __wrap_ function of fail_alloc.c, which counts it and, when armed,
 * makes it fail as the real function fails when memory runs out (NULL
 * and errno ENOMEM, (iconv_t)-1, UTF8PROC_ERROR_NOMEM). Calls made by
 * libc, Criterion or utf8proc themselves are not wrapped (--wrap only
 * renames the references of the objects being linked).
 *
 * Not thread-safe: one test process arms it for one operation at a time.
 */
#ifndef PYPARSE_TEST_FAIL_ALLOC_H
#define PYPARSE_TEST_FAIL_ALLOC_H

#include <stdbool.h>

/* Only the allocation after [n] successful ones fails; the later ones
   succeed. Resets the count and the injected flag. [n] < 0: nothing
   fails, the allocations are only counted. */
void fail_alloc_arm(long n);

/* The allocation after [n] successful ones fails, and every later one. */
void fail_alloc_arm_from(long n);

/* Nothing fails or is counted any more (the count and the injected flag
   stay for fail_alloc_count and fail_alloc_injected). */
void fail_alloc_disarm(void);

/* The allocation calls (failed ones included) between the last arm and
   the disarm after it. */
long fail_alloc_count(void);

/* Whether a failure was injected since the last arm. */
bool fail_alloc_injected(void);

/* The wrapped function whose call failed first since the last arm
   ("malloc", "iconv_open", "utf8proc_map", ...), or NULL. */
const char *fail_alloc_failed_function(void);

/* errno set by a failed iconv_open: ENOMEM (the default) is glibc's out
   of memory; EINVAL says the charset is unknown to this iconv, which is
   not a memory error. */
void fail_alloc_set_iconv_errno(int error);

#endif
