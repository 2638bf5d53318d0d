/*
 * constant.c - int literals and the repr of any constant (see constant.h).
 *
 * Ints: a literal's digits (any base, underscores) are turned into a
 * decimal string with a small bignum of base-10^9 limbs; quadratic, which
 * is plenty for the few thousand digits Python allows. Floats live in
 * float_repr.c, str and bytes in str_repr.c; ast_const_repr dispatches.
 */
#include "constant.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- ints ---------------------------------------------------------------- */

#define LIMB_BASE 1000000000u /* each limb holds 9 decimal digits */
#define LIMB_DIGITS 9

static unsigned digit_value(char c) {
  if (c >= '0' && c <= '9') return (unsigned)(c - '0');
  if (c >= 'a' && c <= 'f') return (unsigned)(c - 'a' + 10);
  if (c >= 'A' && c <= 'F') return (unsigned)(c - 'A' + 10);
  return 99;
}

/* limbs = limbs * factor + addend; limbs are little-endian base 10^9. */
static void limbs_mul_add(uint32_t *limbs, size_t *count, uint32_t factor,
                          uint32_t addend) {
  uint64_t carry = addend;
  for (size_t i = 0; i < *count; i++) {
    uint64_t v = (uint64_t)limbs[i] * factor + carry;
    limbs[i] = (uint32_t)(v % LIMB_BASE);
    carry = v / LIMB_BASE;
  }
  while (carry) {
    limbs[(*count)++] = (uint32_t)(carry % LIMB_BASE);
    carry /= LIMB_BASE;
  }
}

/* Writes the decimal text of [limbs] into the arena. */
static char *limbs_to_text(AstArena *arena, const uint32_t *limbs, size_t count,
                           size_t *length) {
  if (count == 0) {
    *length = 1;
    return ast_arena_strndup(arena, "0", 1);
  }
  char *text = ast_arena_alloc(arena, count * LIMB_DIGITS + 1);
  if (!text) return NULL;
  int n = sprintf(text, "%u", (unsigned)limbs[count - 1]);
  size_t at = (size_t)n;
  for (size_t i = count - 1; i-- > 0;) {
    sprintf(text + at, "%09u", (unsigned)limbs[i]);
    at += LIMB_DIGITS;
  }
  *length = at;
  return text;
}

bool ast_const_int(AstArena *arena, const char *text, size_t length,
                   AstConstant *out) {
  unsigned base = 10;
  size_t i = 0;
  if (length >= 2 && text[0] == '0') {
    char p = text[1];
    if (p == 'x' || p == 'X') base = 16, i = 2;
    else if (p == 'o' || p == 'O') base = 8, i = 2;
    else if (p == 'b' || p == 'B') base = 2, i = 2;
  }
  /* Digits per chunk so that base^chunk stays below 10^9. */
  unsigned chunk = base == 10 ? 9 : base == 16 ? 7 : base == 8 ? 9 : 29;
  /* Each input digit adds at most log10(16) < 1.21 decimal digits. */
  if (length > SIZE_MAX / 16) return false;
  size_t capacity = (length * 13) / (10 * LIMB_DIGITS) + 2;
  uint32_t *limbs = malloc(capacity * sizeof *limbs);
  if (!limbs) return false;
  size_t count = 0, literal_digits = 0;
  uint32_t value = 0, factor = 1;
  unsigned in_chunk = 0;
  for (; i < length; i++) {
    if (text[i] == '_') continue;
    unsigned d = digit_value(text[i]);
    if (d >= base) {
      free(limbs);
      return false;
    }
    literal_digits++;
    value = value * base + d;
    factor *= base;
    if (++in_chunk == chunk) {
      limbs_mul_add(limbs, &count, factor, value);
      value = 0, factor = 1, in_chunk = 0;
    }
  }
  if (in_chunk) limbs_mul_add(limbs, &count, factor, value);
  size_t digits_length = 0;
  char *digits = limbs_to_text(arena, limbs, count, &digits_length);
  free(limbs);
  if (!digits) return false;
  out->kind = AST_CONST_INT;
  out->as.integer.digits = digits;
  out->as.integer.digit_count = digits_length;
  out->as.integer.base = base;
  out->as.integer.literal_digits = literal_digits;
  out->as.integer.fits_int64 = false;
  out->as.integer.small = 0;
  if (digits_length <= 19) {
    unsigned long long v = strtoull(digits, NULL, 10);
    if (v <= (unsigned long long)INT64_MAX) {
      out->as.integer.fits_int64 = true;
      out->as.integer.small = (int64_t)v;
    }
  }
  return true;
}

/* ---- any constant -------------------------------------------------------- */

void ast_const_repr(const AstConstant *value, PPPythonVersion version,
                    AstBuf *out) {
  switch (value->kind) {
    case AST_CONST_NONE: ast_buf_puts(out, "None"); return;
    case AST_CONST_TRUE: ast_buf_puts(out, "True"); return;
    case AST_CONST_FALSE: ast_buf_puts(out, "False"); return;
    case AST_CONST_ELLIPSIS: ast_buf_puts(out, "Ellipsis"); return;
    case AST_CONST_INT: ast_buf_puts(out, value->as.integer.digits); return;
    case AST_CONST_FLOAT: ast_repr_float(value->as.number, out); return;
    case AST_CONST_COMPLEX:
      ast_repr_imaginary(value->as.number, out);
      return;
    case AST_CONST_STR:
      ast_repr_str(value->as.text.data, value->as.text.length, version, out);
      return;
    case AST_CONST_BYTES:
      ast_repr_bytes(value->as.text.data, value->as.text.length, out);
      return;
  }
}
