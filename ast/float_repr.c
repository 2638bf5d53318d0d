/*
 * float_repr.c - float and imaginary literals, and Python's float repr.
 *
 * Parsing hands strtod a decimal-point-free form ("12345e-3"), so no
 * locale is consulted and nothing global is touched (no setlocale); glibc's
 * strtod is correctly rounded. repr finds the shortest digit string that
 * reads back to the same double (snprintf's correctly rounded %.*e at each
 * length, read back the same point-free way), then lays it out with
 * Python's 'r' rules: fixed notation for decimal exponents -4..15, else
 * d.ddde+XX.
 */
#include "constant.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* complex(0, y) prints y without the ".0" and with a 'j': 2j, 1.5j, infj. */
void ast_repr_imaginary(double value, AstBuf *out) {
  repr_double(value, false, out);
  ast_buf_putc(out, 'j');
}

