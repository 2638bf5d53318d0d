/*
 * read_file.h - the one "read a whole file" helper of the test programs,
 * probes and benchmark (the pyparse program has its own, cli_read_file).
 */
#ifndef PYPARSE_TEST_READ_FILE_H
#define PYPARSE_TEST_READ_FILE_H

#include <stddef.h>

/*
 * The whole content of [path] in a malloc'd buffer with a NUL after the
 * last byte (so a source may borrow it); *length, when [length] is not
 * NULL, gets the byte count. NULL when the file cannot be opened (errno
 * from fopen), read, or held in memory. The caller frees it.
 */
char *test_read_file(const char *path, size_t *length);

/* One file of a list, read into memory. */
typedef struct TestInput {
  char *bytes;   /* malloc'd, NUL after the last byte */
  size_t length; /* bytes */
} TestInput;

/*
 * Every file named in the list file [list_path] (one path per line) read
 * into memory, for the benchmarks, which time only the work on them; the
 * files that cannot be read are left out. *count gets the number read,
 * *total their bytes. NULL when the list cannot be read or memory runs
 * out. Free with test_free_inputs.
 */
TestInput *test_read_inputs(const char *list_path, size_t *count,
                            size_t *total);
void test_free_inputs(TestInput *inputs, size_t count);

#endif
