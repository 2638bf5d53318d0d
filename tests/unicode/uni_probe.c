/*
 * uni_probe.c - lets the oracle check unicode/ (see check_unicode.py).
 * VERSION is "3.13", "3.14" or "3.15": whose answers to give.
 *
 *   uni_probe VERSION ranges  prints, per predicate, the ranges of code
 *                             points for which it holds: "<name> <first-hex>
 *                             <last-hex>"
 *   uni_probe VERSION nfkc    reads lines of UTF-8 text as hex bytes on
 *                             stdin and prints uni_nfkc of each, hex-encoded
 *                             ("!" if NULL)
 *   uni_probe VERSION names   reads lines of "\N{...}" names on stdin and
 *                             prints the code point each names, in hex
 *                             ("-" if none)
 *   uni_probe VERSION version prints uni_version
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unicode.h"

typedef bool (*Predicate)(uint32_t, PPPythonVersion);

static void print_ranges(const char *name, Predicate holds, PPPythonVersion v) {
  uint32_t cp = 0;
  while (cp < UNI_MAX_CODE_POINT) {
    if (!holds(cp, v)) {
      cp++;
      continue;
    }
    uint32_t first = cp;
    while (cp < UNI_MAX_CODE_POINT && holds(cp, v)) cp++;
    printf("%s %X %X\n", name, (unsigned)first, (unsigned)(cp - 1));
  }
}

static int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Longest sample line the checker sends, in hex digits. */
#define LINE_CAPACITY 65536

static int run_nfkc(PPPythonVersion version) {
  static char line[LINE_CAPACITY];
  static char bytes[LINE_CAPACITY / 2];
  while (fgets(line, sizeof line, stdin)) {
    size_t n = 0;
    for (size_t i = 0; hex_value(line[i]) >= 0 && hex_value(line[i + 1]) >= 0; i += 2)
      bytes[n++] = (char)(hex_value(line[i]) * 16 + hex_value(line[i + 1]));
    size_t out_length = 0;
    char *out = uni_nfkc(bytes, n, &out_length, version);
    if (!out) {
      puts("!");
      continue;
    }
    for (size_t i = 0; i < out_length; i++) printf("%02x", (unsigned char)out[i]);
    putchar('\n');
    free(out);
  }
  return 0;
}

static int run_names(PPPythonVersion version) {
  static char line[LINE_CAPACITY];
  while (fgets(line, sizeof line, stdin)) {
    size_t n = strcspn(line, "\n");
    uint32_t cp = 0;
    if (uni_lookup_name(line, n, &cp, version))
      printf("%X\n", (unsigned)cp);
    else
      puts("-");
  }
  return 0;
}

int main(int argc, char **argv) {
  PPPythonVersion v = argc == 3 ? pp_python_version_parse(argv[1]) : 0;
  const char *mode = v ? argv[2] : "";
  if (strcmp(mode, "ranges") == 0) {
    print_ranges("xid_start", uni_is_xid_start, v);
    print_ranges("xid_continue", uni_is_xid_continue, v);
    print_ranges("printable", uni_is_printable, v);
    print_ranges("word", uni_is_word, v);
    return 0;
  }
  if (strcmp(mode, "nfkc") == 0) return run_nfkc(v);
  if (strcmp(mode, "names") == 0) return run_names(v);
  if (strcmp(mode, "version") == 0) return puts(uni_version(v)) < 0;
  fprintf(stderr, "usage: uni_probe 3.13|3.14|3.15 ranges|nfkc|names|version\n");
  return 2;
}
