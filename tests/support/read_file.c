/* read_file.c - reads a file whole, for tests, probes and the benchmark. */
#include "read_file.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Longest path in a list file. */
#define LIST_PATH_MAX 4096

TestInput *test_read_inputs(const char *list_path, size_t *count,
                            size_t *total) {
  FILE *list = fopen(list_path, "r");
  if (!list) return NULL;
  TestInput *inputs = NULL;
  size_t capacity = 0;
  *count = *total = 0;
  char path[LIST_PATH_MAX];
  while (fgets(path, sizeof path, list)) {
    path[strcspn(path, "\n")] = '\0';
    TestInput in;
    if (!(in.bytes = test_read_file(path, &in.length))) continue;
    if (*count == capacity) {
      capacity = capacity ? 2 * capacity : 1024;
      TestInput *bigger = realloc(inputs, capacity * sizeof *inputs);
      if (!bigger) {
        free(in.bytes);
        test_free_inputs(inputs, *count);
        fclose(list);
        return NULL;
      }
      inputs = bigger;
    }
    inputs[(*count)++] = in;
    *total += in.length;
  }
  fclose(list);
  return inputs;
}

void test_free_inputs(TestInput *inputs, size_t count) {
  for (size_t i = 0; i < count; i++) free(inputs[i].bytes);
  free(inputs);
}
