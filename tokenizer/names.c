/*
 * names.c - identifiers and string prefixes: NAME tokens, and the letters
 * that turn a quote into a (byte, raw, f-) string.
 *
 * Every byte >= 0x80 is accepted while scanning (lex_char_class); a name
 * holding any is then checked as a whole, as CPython does (PEP 3131:
 * XID_Start XID_Continue*, after NFKC), in the parser's mode only: the
 * tokenize module takes any such bytes as a NAME.
 */
#include <stdlib.h>

#include "scan.h"
#include "tokenizer.h"
#include "unicode.h"

/* Checks a non-ASCII name [start, cur): false with the error set. */
static bool verify_identifier(Lexer *lx, const char *start) {
  size_t length = (size_t)(lx->cur - start);
  const char *p = start;
  bool first = true;
  while (p < lx->cur) {
    uint32_t cp;
    size_t n = uni_decode(p, (size_t)(lx->cur - p), false, &cp);
    if (n == 0) {
      lx->cur = p + 1;
      lex_syntax_error(lx, "(unicode error) 'utf-8' codec can't decode byte "
                           "0x%02x in position %d: invalid start byte",
                       (unsigned char)*p, (int)(p - start));
      return false;
    }
    bool ok = cp == '_' || (first ? uni_is_xid_start(cp, PP_PYTHON_3_13)
                                  : uni_is_xid_continue(cp, PP_PYTHON_3_13));
    if (!ok) {
      lx->cur = p + n;
      if (uni_is_printable(cp, PP_PYTHON_3_13))
        lex_syntax_error(lx, "invalid character '%.*s' (U+%04X)", (int)n, p,
                         (unsigned)cp);
      else
        lex_syntax_error(lx, "invalid non-printable character U+%04X",
                         (unsigned)cp);
      return false;
    }
    first = false;
    p += n;
  }
  (void)length;
  return true;
}

/* prefix = any order of at most one each of b/u/r/f (u and b and f
   exclusive; u alone) -- CPython's rules; returns whether the letters
   before a quote form a valid prefix, and whether it is an f-string. */
static bool string_prefix(const char *start, const char *end, bool *is_f) {
  bool b = false, r = false, u = false, f = false;
  for (const char *p = start; p < end; p++) {
    int c = *p | 0x20;
    if (c == 'b' && !b && !u && !f) b = true;
    else if (c == 'u' && !b && !u && !r && !f) u = true;
    else if (c == 'r' && !r && !u) r = true;
    else if (c == 'f' && !f && !b && !u) f = true;
    else return false;
  }
  *is_f = f;
  return true;
}

// name = name_start name_char*
LexTokenType lex_name(Lexer *lx, LexToken *token, const char *start) {
  unsigned high = (unsigned char)*start;
  const char *p = lex_scan_name(lx->cur, lx->limit, &high);
  bool ascii = high < 0x80;
  lx->cur = p;
  if ((*p == '"' || *p == '\'') && p - start <= 3) {
    bool is_f;
    if (string_prefix(start, p, &is_f)) {
      lx->cur = p + 1;
      return is_f ? lex_fstring_start(lx, token, start)
                  : lex_string(lx, token, start);
    }
  }
  if (!ascii && !lx->options.tokenize && !verify_identifier(lx, start))
    return TOK_ERRORTOKEN;
  return lex_make(lx, token, TOK_NAME, start, lx->lineno, lx->line_start);
}
