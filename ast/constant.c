/*
 * constant.c - literal values and Python's repr() of them (see constant.h).
 *
 * Ints: a literal's digits (any base, underscores) are turned into a
 * decimal string with a small bignum of base-10^9 limbs; quadratic, which
 * is plenty for the few thousand digits Python allows.
 * Floats: parsing hands strtod a decimal point-free form ("12345e-3"), so
 * no locale is consulted and nothing global is touched; glibc's strtod is
 * correctly rounded. repr finds the shortest digit string that reads back
 * to the same double, then lays it out with Python's 'r' rules.
 * Strings and bytes: Python's quote choice and escapes; printability comes
 * from unicode/.
 */
#include "constant.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unicode.h"

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

/* ---- floats -------------------------------------------------------------- */

/*
 * Exponents are clamped here: past it every double is 0 or inf, and the
 * clamp leaves room for the shift by the literal's own length.
 */
#define EXPONENT_CLAMP 100000000L

/*
 * Reads "digits[.digits][(e|E)[+-]digits]" (underscores allowed) as a
 * correctly rounded double without consulting the locale: the digits are
 * copied without the point and the exponent adjusted.
 */
static bool parse_decimal(const char *text, size_t length, double *out) {
  if (length > SIZE_MAX - 32) return false;
  char *buf = malloc(length + 32);
  if (!buf) return false;
  size_t n = 0, i = 0;
  long shift = 0;
  bool after_point = false;
  for (; i < length && text[i] != 'e' && text[i] != 'E'; i++) {
    char c = text[i];
    if (c == '_') continue;
    if (c == '.') {
      after_point = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    if (n == 0 && c == '0' && !after_point) continue; /* leading zeros */
    buf[n++] = c;
    if (after_point && shift > -EXPONENT_CLAMP) shift--;
  }
  long exponent = 0;
  if (i < length && (text[i] == 'e' || text[i] == 'E')) {
    i++;
    bool negative = false;
    if (i < length && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
    for (; i < length; i++) {
      if (text[i] == '_') continue;
      if (text[i] < '0' || text[i] > '9') break;
      if (exponent < EXPONENT_CLAMP) exponent = exponent * 10 + (text[i] - '0');
    }
    if (negative) exponent = -exponent;
  }
  if (n == 0) buf[n++] = '0';
  snprintf(buf + n, 32, "e%ld", exponent + shift);
  *out = strtod(buf, NULL);
  free(buf);
  return true;
}

bool ast_const_float(const char *text, size_t length, AstConstant *out) {
  out->kind = AST_CONST_FLOAT;
  return parse_decimal(text, length, &out->as.number);
}

bool ast_const_imaginary(const char *text, size_t length, AstConstant *out) {
  if (length > 0 && (text[length - 1] == 'j' || text[length - 1] == 'J')) length--;
  out->kind = AST_CONST_COMPLEX;
  return parse_decimal(text, length, &out->as.number);
}

/* Most significant digits a double ever needs to read back exactly. */
#define MAX_SIGNIFICANT 17

/*
 * The [precision] significant digits of |value| rounded to nearest, into
 * [digits] (no point), and the decimal exponent of the first digit.
 */
static void round_digits(double value, int precision, char *digits, int *exponent) {
  char text[64];
  snprintf(text, sizeof text, "%.*e", precision - 1, fabs(value));
  size_t n = 0;
  const char *p = text;
  for (; *p && *p != 'e'; p++)
    if (*p >= '0' && *p <= '9') digits[n++] = *p;
  digits[n] = '\0';
  *exponent = atoi(p + 1);
}

/* Does "0.digits * 10^(exponent+1)" read back as |value|? */
static bool reads_back(const char *digits, int exponent, double value) {
  char text[64];
  int n = (int)strlen(digits);
  snprintf(text, sizeof text, "%se%d", digits, exponent - n + 1);
  return strtod(text, NULL) == fabs(value);
}

/* Adds [delta] (+1/-1) to the last digit; false when it would carry out. */
static bool step_digits(char *digits, int delta) {
  for (int i = (int)strlen(digits) - 1; i >= 0; i--) {
    int d = digits[i] - '0' + delta;
    if (d >= 0 && d <= 9) {
      digits[i] = (char)('0' + d);
      return digits[0] != '0';
    }
    digits[i] = delta > 0 ? '0' : '9';
  }
  return false;
}

/*
 * The shortest digits that read back as [value]. The nearest rounding at
 * each length is tried first; at a power of two the gap below is half the
 * gap above, so a neighbour can read back when the nearest does not.
 */
static void shortest_digits(double value, char *digits, int *exponent) {
  for (int precision = 1; precision <= MAX_SIGNIFICANT; precision++) {
    round_digits(value, precision, digits, exponent);
    if (reads_back(digits, *exponent, value)) break;
    char other[MAX_SIGNIFICANT + 2];
    bool found = false;
    for (int delta = -1; delta <= 1 && !found; delta += 2) {
      strcpy(other, digits);
      if (step_digits(other, delta) && reads_back(other, *exponent, value)) {
        strcpy(digits, other);
        found = true;
      }
    }
    if (found) break;
  }
  size_t n = strlen(digits);
  while (n > 1 && digits[n - 1] == '0') digits[--n] = '\0';
}

/* Python's float repr; [keep_point] adds ".0" to integral fixed forms. */
static void repr_double(double value, bool keep_point, AstBuf *out) {
  if (isnan(value)) {
    ast_buf_puts(out, "nan");
    return;
  }
  if (signbit(value)) ast_buf_putc(out, '-');
  if (isinf(value)) {
    ast_buf_puts(out, "inf");
    return;
  }
  char digits[MAX_SIGNIFICANT + 2];
  int exponent = 0;
  if (value == 0) {
    strcpy(digits, "0");
  } else {
    shortest_digits(value, digits, &exponent);
  }
  int n = (int)strlen(digits);
  if (exponent < -4 || exponent >= 16) {
    ast_buf_putc(out, digits[0]);
    if (n > 1) {
      ast_buf_putc(out, '.');
      ast_buf_puts(out, digits + 1);
    }
    ast_buf_printf(out, "e%c%02d", exponent < 0 ? '-' : '+', abs(exponent));
  } else if (exponent < 0) {
    ast_buf_puts(out, "0.");
    for (int i = -1; i > exponent; i--) ast_buf_putc(out, '0');
    ast_buf_puts(out, digits);
  } else if (n > exponent + 1) {
    ast_buf_put(out, digits, (size_t)exponent + 1);
    ast_buf_putc(out, '.');
    ast_buf_puts(out, digits + exponent + 1);
  } else {
    ast_buf_puts(out, digits);
    for (int i = n; i <= exponent; i++) ast_buf_putc(out, '0');
    if (keep_point) ast_buf_puts(out, ".0");
  }
}

void ast_repr_float(double value, AstBuf *out) { repr_double(value, true, out); }

/* ---- str and bytes ------------------------------------------------------- */

/* Python uses " only when the text has ' and no ". */
static char choose_quote(const char *data, size_t length) {
  bool single = memchr(data, '\'', length) != NULL;
  bool dbl = memchr(data, '"', length) != NULL;
  return single && !dbl ? '"' : '\'';
}

/* Escapes shared by str and bytes for ASCII; false if [c] needs \x. */
static bool put_ascii(unsigned c, char quote, AstBuf *out) {
  switch (c) {
    case '\t': ast_buf_puts(out, "\\t"); return true;
    case '\n': ast_buf_puts(out, "\\n"); return true;
    case '\r': ast_buf_puts(out, "\\r"); return true;
    case '\\': ast_buf_puts(out, "\\\\"); return true;
    default: break;
  }
  if (c == (unsigned char)quote) {
    ast_buf_putc(out, '\\');
    ast_buf_putc(out, quote);
    return true;
  }
  if (c < 0x20 || c >= 0x7F) return false;
  ast_buf_putc(out, (char)c);
  return true;
}

void ast_repr_str(const char *data, size_t length, AstBuf *out) {
  char quote = choose_quote(data, length);
  ast_buf_putc(out, quote);
  size_t i = 0;
  while (i < length) {
    uint32_t cp = 0;
    size_t used = uni_decode(data + i, length - i, true, &cp);
    if (used == 0) { /* not generalized UTF-8: shown byte by byte */
      ast_buf_printf(out, "\\x%02x", (unsigned char)data[i]);
      i++;
      continue;
    }
    if (cp < 0x80) {
      if (!put_ascii(cp, quote, out)) ast_buf_printf(out, "\\x%02x", (unsigned)cp);
    } else if (uni_is_printable(cp)) {
      ast_buf_put(out, data + i, used);
    } else if (cp < 0x100) {
      ast_buf_printf(out, "\\x%02x", (unsigned)cp);
    } else if (cp < 0x10000) {
      ast_buf_printf(out, "\\u%04x", (unsigned)cp);
    } else {
      ast_buf_printf(out, "\\U%08x", (unsigned)cp);
    }
    i += used;
  }
  ast_buf_putc(out, quote);
}

void ast_repr_bytes(const char *data, size_t length, AstBuf *out) {
  char quote = choose_quote(data, length);
  ast_buf_putc(out, 'b');
  ast_buf_putc(out, quote);
  for (size_t i = 0; i < length; i++) {
    unsigned c = (unsigned char)data[i];
    if (!put_ascii(c, quote, out)) ast_buf_printf(out, "\\x%02x", c);
  }
  ast_buf_putc(out, quote);
}

/* ---- any constant -------------------------------------------------------- */

void ast_const_repr(const AstConstant *value, AstBuf *out) {
  switch (value->kind) {
    case AST_CONST_NONE: ast_buf_puts(out, "None"); return;
    case AST_CONST_TRUE: ast_buf_puts(out, "True"); return;
    case AST_CONST_FALSE: ast_buf_puts(out, "False"); return;
    case AST_CONST_ELLIPSIS: ast_buf_puts(out, "Ellipsis"); return;
    case AST_CONST_INT: ast_buf_puts(out, value->as.integer.digits); return;
    case AST_CONST_FLOAT: ast_repr_float(value->as.number, out); return;
    case AST_CONST_COMPLEX:
      repr_double(value->as.number, false, out);
      ast_buf_putc(out, 'j');
      return;
    case AST_CONST_STR:
      ast_repr_str(value->as.text.data, value->as.text.length, out);
      return;
    case AST_CONST_BYTES:
      ast_repr_bytes(value->as.text.data, value->as.text.length, out);
      return;
  }
}
