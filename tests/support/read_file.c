/* read_file.c - reads a file whole, for tests, probes and the benchmark. */
#include "read_file.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* First buffer size; doubled until the file fits. */
#define READ_FIRST_CAPACITY (1 << 16)

char *test_read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  size_t capacity = READ_FIRST_CAPACITY, used = 0;
  char *data = malloc(capacity + 1);
  while (data) {
    used += fread(data + used, 1, capacity - used, file);
    if (used < capacity) break;
    char *bigger = realloc(data, capacity * 2 + 1);
    if (!bigger) {
      free(data);
      data = NULL;
      break;
    }
    data = bigger;
    capacity *= 2;
  }
  bool failed = ferror(file);
  fclose(file);
  if (!data || failed) {
    free(data);
    return NULL;
  }
  data[used] = '\0';
  if (length) *length = used;
  return data;
}
