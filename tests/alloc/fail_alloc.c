/*
 * fail_alloc.c - the __wrap_ functions behind fail_alloc.h.
 *
 * Each wrapper asks next_fails() whether this call is the one to fail,
 * and otherwise calls the real function (__real_NAME, which the linker
 * resolves to NAME). The library's references to NAME reach __wrap_NAME
 * only in an executable linked with --wrap=NAME.
 */
#include "fail_alloc.h"

#include <errno.h>
#include <execinfo.h>
#include <iconv.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>
#include <utf8proc.h>

/* The real functions, and the wrappers the linker sends the library's
   calls to (declared for -Wmissing-prototypes: only the linker calls
   them by these names). */
void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *memory, size_t size);
iconv_t __real_iconv_open(const char *to, const char *from);
utf8proc_ssize_t __real_utf8proc_map(const utf8proc_uint8_t *text,
                                     utf8proc_ssize_t length,
                                     utf8proc_uint8_t **result,
                                     utf8proc_option_t options);
utf8proc_ssize_t __real_utf8proc_decompose_char(utf8proc_int32_t cp,
                                                utf8proc_int32_t *out,
                                                utf8proc_ssize_t size,
                                                utf8proc_option_t options,
                                                int *boundclass);
utf8proc_ssize_t __real_utf8proc_normalize_utf32(utf8proc_int32_t *buffer,
                                                 utf8proc_ssize_t length,
                                                 utf8proc_option_t options);
const utf8proc_property_t *__real_utf8proc_get_property(utf8proc_int32_t cp);

void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *memory, size_t size);
iconv_t __wrap_iconv_open(const char *to, const char *from);
utf8proc_ssize_t __wrap_utf8proc_map(const utf8proc_uint8_t *text,
                                     utf8proc_ssize_t length,
                                     utf8proc_uint8_t **result,
                                     utf8proc_option_t options);
utf8proc_ssize_t __wrap_utf8proc_decompose_char(utf8proc_int32_t cp,
                                                utf8proc_int32_t *out,
                                                utf8proc_ssize_t size,
                                                utf8proc_option_t options,
                                                int *boundclass);
utf8proc_ssize_t __wrap_utf8proc_normalize_utf32(utf8proc_int32_t *buffer,
                                                 utf8proc_ssize_t length,
                                                 utf8proc_option_t options);
const utf8proc_property_t *__wrap_utf8proc_get_property(utf8proc_int32_t cp);

static struct {
  bool armed;         /* between an arm and a disarm: calls are counted */
  long fail_at;       /* index of the first call to fail; -1: none */
  bool keep_failing;  /* the calls after it fail too */
  long count;         /* calls since the last arm */
  const char *failed; /* the function of the first failed call, or NULL */
  int iconv_errno;    /* errno of a failed iconv_open */
} state = {.fail_at = -1, .iconv_errno = ENOMEM};

static void arm(long n, bool keep_failing) {
  state.armed = true;
  state.fail_at = n;
  state.keep_failing = keep_failing;
  state.count = 0;
  state.failed = NULL;
}

void fail_alloc_arm(long n) { arm(n, false); }
void fail_alloc_arm_from(long n) { arm(n, true); }
void fail_alloc_disarm(void) { state.armed = false; }
long fail_alloc_count(void) { return state.count; }
bool fail_alloc_injected(void) { return state.failed != NULL; }
const char *fail_alloc_failed_function(void) { return state.failed; }
void fail_alloc_set_iconv_errno(int error) { state.iconv_errno = error; }

/* With FAIL_ALLOC_BACKTRACE set in the environment, the stack of the
   first failed call goes to stderr: which allocation a failing case
   failed (symbols need -rdynamic, or addr2line on the addresses). */
static void show_backtrace(void) {
  static const char head[] = "fail_alloc: failed here:\n";
  if (!getenv("FAIL_ALLOC_BACKTRACE") || write(2, head, sizeof head - 1) < 0)
    return;
  void *frames[32];
  backtrace_symbols_fd(frames, backtrace(frames, 32), 2);
}

/* Counts one call of [function]; true when it is to fail. */
static bool next_fails(const char *function) {
  if (!state.armed) return false;
  long index = state.count++;
  bool fails = state.fail_at >= 0 &&
               (state.keep_failing ? index >= state.fail_at
                                   : index == state.fail_at);
  if (fails && !state.failed) {
    state.failed = function;
    show_backtrace();
  }
  return fails;
}

void *__wrap_malloc(size_t size) {
  if (next_fails("malloc")) {
    errno = ENOMEM;
    return NULL;
  }
  return __real_malloc(size);
}

void *__wrap_calloc(size_t count, size_t size) {
  if (next_fails("calloc")) {
    errno = ENOMEM;
    return NULL;
  }
  return __real_calloc(count, size);
}

/* A failed realloc leaves [memory] as it was, as the real one does. */
void *__wrap_realloc(void *memory, size_t size) {
  if (next_fails("realloc")) {
    errno = ENOMEM;
    return NULL;
  }
  return __real_realloc(memory, size);
}

/* glibc's iconv_open allocates the conversion state (and may load a
   gconv module): it fails with ENOMEM when memory runs out. */
iconv_t __wrap_iconv_open(const char *to, const char *from) {
  if (next_fails("iconv_open")) {
    errno = state.iconv_errno;
    return (iconv_t)-1;
  }
  return __real_iconv_open(to, from);
}

/* utf8proc_map allocates the result; on failure *[result] is NULL. */
utf8proc_ssize_t __wrap_utf8proc_map(const utf8proc_uint8_t *text,
                                     utf8proc_ssize_t length,
                                     utf8proc_uint8_t **result,
                                     utf8proc_option_t options) {
  if (next_fails("utf8proc_map")) {
    *result = NULL;
    return UTF8PROC_ERROR_NOMEM;
  }
  return __real_utf8proc_map(text, length, result, options);
}

/*
 * The three others allocate nothing and cannot fail as the library calls
 * them: utf8proc returns an error from decompose_char only for a code
 * point past U+10FFFF or with UTF8PROC_REJECTNA, from normalize_utf32
 * only for contradictory newline options, and get_property has no error
 * at all. They are wrapped (and not counted) so that every utf8proc
 * function the library calls is listed at the link, where
 * check_wrapped.sh compares the list with what the library references.
 */
utf8proc_ssize_t __wrap_utf8proc_decompose_char(utf8proc_int32_t cp,
                                                utf8proc_int32_t *out,
                                                utf8proc_ssize_t size,
                                                utf8proc_option_t options,
                                                int *boundclass) {
  return __real_utf8proc_decompose_char(cp, out, size, options, boundclass);
}

utf8proc_ssize_t __wrap_utf8proc_normalize_utf32(utf8proc_int32_t *buffer,
                                                 utf8proc_ssize_t length,
                                                 utf8proc_option_t options) {
  return __real_utf8proc_normalize_utf32(buffer, length, options);
}

const utf8proc_property_t *__wrap_utf8proc_get_property(utf8proc_int32_t cp) {
  return __real_utf8proc_get_property(cp);
}
