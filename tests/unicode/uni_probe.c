/*
 * uni_probe.c - lets the oracle check unicode/ (see check_unicode.py).
 *
 *   uni_probe ranges   prints, per predicate, the ranges of code points
 *                      for which it holds: "<name> <first-hex> <last-hex>"
 *   uni_probe nfkc     reads lines of UTF-8 text as hex bytes on stdin and
 *                      prints uni_nfkc of each, hex-encoded ("!" if NULL)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unicode.h"

typedef bool (*Predicate)(uint32_t);

static void print_ranges(const char *name, Predicate holds) {
  uint32_t cp = 0;
  while (cp < UNI_MAX_CODE_POINT) {
    if (!holds(cp)) {
      cp++;
      continue;
    }
    uint32_t first = cp;
    while (cp < UNI_MAX_CODE_POINT && holds(cp)) cp++;
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

static int run_nfkc(void) {
  static char line[LINE_CAPACITY];
  static char bytes[LINE_CAPACITY / 2];
  while (fgets(line, sizeof line, stdin)) {
    size_t n = 0;
    for (size_t i = 0; hex_value(line[i]) >= 0 && hex_value(line[i + 1]) >= 0; i += 2)
      bytes[n++] = (char)(hex_value(line[i]) * 16 + hex_value(line[i + 1]));
    size_t out_length = 0;
    char *out = uni_nfkc(bytes, n, &out_length);
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

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "ranges") == 0) {
    print_ranges("xid_start", uni_is_xid_start);
    print_ranges("xid_continue", uni_is_xid_continue);
    print_ranges("printable", uni_is_printable);
    return 0;
  }
  if (argc == 2 && strcmp(argv[1], "nfkc") == 0) return run_nfkc();
  fprintf(stderr, "usage: uni_probe ranges|nfkc\n");
  return 2;
}
