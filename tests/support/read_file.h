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

#endif
