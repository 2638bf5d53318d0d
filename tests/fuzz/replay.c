/*
 * replay.c - runs a harness without libFuzzer: once on every file named
 * and every .py file under every folder named, so that the normal test
 * builds (gcc or clang, with or without sanitizers) run each harness over
 * the seed corpus. `--options-byte` runs each file several times, behind
 * option bytes that cover every version and mode (fuzz.h), for the
 * harnesses that read one.
 *
 *   replay [--options-byte] PATH...
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"
#include "read_file.h"

/* version (bits 0-1), mode (2-3), type comments, warnings, dump options:
   3.13 exec; 3.14 exec with warnings; 3.15 exec with indent; 3.14 eval
   with type comments, warnings and positional fields; 3.15 single with
   attributes and empty fields; the default version in func_type mode. */
static const uint8_t option_bytes[] = {0x00, 0x21, 0x62, 0x35, 0xCA, 0x8F};

static bool with_options;
static size_t runs;

static bool run_file(const char *path) {
  size_t length;
  char *bytes = test_read_file(path, &length);
  if (!bytes) {
    perror(path);
    return false;
  }
  if (!with_options) {
    LLVMFuzzerTestOneInput((const uint8_t *)bytes, length);
    runs++;
  } else {
    uint8_t *input = malloc(length + 1);
    if (!input) {
      free(bytes);
      return false;
    }
    memcpy(input + 1, bytes, length);
    for (size_t i = 0; i < sizeof option_bytes; i++) {
      input[0] = option_bytes[i];
      LLVMFuzzerTestOneInput(input, length + 1);
      runs++;
    }
    free(input);
  }
  free(bytes);
  return true;
}

static bool is_python_file(const char *name) {
  size_t n = strlen(name);
  return n > 3 && strcmp(name + n - 3, ".py") == 0;
}

/* [path]: a file is run; a folder's .py files are, recursively, in
   name order so that a failure is reproducible. */
static bool run_path(const char *path, bool named) {
  struct stat info;
  if (stat(path, &info) != 0) {
    perror(path);
    return false;
  }
  if (!S_ISDIR(info.st_mode))
    return named || is_python_file(path) ? run_file(path) : true;
  struct dirent **entries;
  int count = scandir(path, &entries, NULL, alphasort);
  if (count < 0) {
    perror(path);
    return false;
  }
  bool ok = true;
  for (int i = 0; i < count; i++) {
    const char *name = entries[i]->d_name;
    if (name[0] != '.') {
      size_t size = strlen(path) + strlen(name) + 2;
      char *child = malloc(size);
      if (child) {
        snprintf(child, size, "%s/%s", path, name);
        ok = run_path(child, false) && ok;
        free(child);
      } else {
        ok = false;
      }
    }
    free(entries[i]);
  }
  free(entries);
  return ok;
}

int main(int argc, char **argv) {
  bool ok = true;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--options-byte") == 0)
      with_options = true;
    else
      ok = run_path(argv[i], true) && ok;
  }
  printf("%zu runs\n", runs);
  return ok && runs > 0 ? 0 : 1;
}
