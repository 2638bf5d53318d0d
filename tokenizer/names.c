/*
 * names.c - identifiers and string prefixes: NAME tokens, and the letters
 * that turn a quote into a (byte, raw, f-, or from 3.14 t-) string.
 *
 * Every byte >= 0x80 is accepted while scanning (lex_char_class); a name
 * holding any is then checked as a whole, as CPython does (PEP 3131:
 * XID_Start XID_Continue*, after NFKC), in the parser's mode only: the
 * tokenize module takes any such bytes as a NAME.
 */
#include <stdio.h>
#include <stdlib.h>

#include "scan.h"
#include "source.h"
#include "tokenizer.h"
#include "unicode.h"

/* Checks a non-ASCII name [start, cur): false with the error set. */
static bool verify_identifier(Lexer *lx, const char *start) {
  PPPythonVersion version = lx->options.version; /* whose Unicode */
  size_t length = (size_t)(lx->cur - start);
  const char *p = start;
  bool first = true;
  while (p < lx->cur) {
    uint32_t cp;
    size_t n = uni_decode(p, (size_t)(lx->cur - p), false, &cp);
    bool ok = n && (cp == '_' || (first ? uni_is_xid_start(cp, version)
                                        : uni_is_xid_continue(cp, version)));
    if (!ok && version < PP_PYTHON_3_9) {
      /* 3.8 names no character: at the name's last one */
      lex_syntax_error(lx, "invalid character in identifier");
      return false;
    }
    if (n == 0) {
      lx->cur = p + 1;
      LexUtf8Error bad;
      if (version <= PP_PYTHON_3_13 && !lex_utf8_check(start, length, &bad)) {
        /* up to 3.13 the name alone is decoded, its decoder quoted */
        char reason[PP_ERROR_MESSAGE_MAX];
        lex_utf8_describe(start, &bad, reason, sizeof reason);
        lex_syntax_error(lx, "(unicode error) %s", reason);
      } else {
        lex_syntax_error(lx, "(unicode error) 'utf-8' codec can't decode "
                             "byte 0x%02x in position %d: invalid start byte",
                         (unsigned char)*p, (int)(p - start));
      }
      return false;
    }
    if (!ok) {
      lx->cur = p + n;
      if (uni_is_printable(cp, version))
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
  return true;
}

/* The letters of a string prefix, in either case. */
typedef struct Prefix {
  bool b, r, u, f, t;
} Prefix;

/* 3.13: any order of at most one each of b/u/r/f (u and b and f
   exclusive; u alone); other letters before a quote make a NAME. */
static bool prefix_3_13(const char *start, const char *end, Prefix *out) {
  Prefix s = {0};
  for (const char *p = start; p < end; p++) {
    int c = *p | 0x20;
    if (c == 'b' && !s.b && !s.u && !s.f) s.b = true;
    else if (c == 'u' && !s.b && !s.u && !s.r && !s.f) s.u = true;
    else if (c == 'r' && !s.r && !s.u) s.r = true;
    else if (c == 'f' && !s.f && !s.b && !s.u) s.f = true;
    else return false;
  }
  *out = s;
  return true;
}

/* 3.14: any of b/r/u/f/t at most once each make a string prefix; a pair
   that cannot go together is an error of its own (incompatible_prefixes). */
static bool prefix_3_14(const char *start, const char *end, Prefix *out) {
  Prefix s = {0};
  for (const char *p = start; p < end; p++) {
    bool *seen = NULL;
    switch (*p | 0x20) {
    case 'b': seen = &s.b; break;
    case 'r': seen = &s.r; break;
    case 'u': seen = &s.u; break;
    case 'f': seen = &s.f; break;
    case 't': seen = &s.t; break;
    default: return false;
    }
    if (*seen) return false;
    *seen = true;
  }
  *out = s;
  return true;
}

/* The first pair of [s] that cannot go together, in CPython 3.14's order
   of checking, as its message names them; NULL when all can. */
static const char *incompatible_prefixes(Prefix s) {
  if (s.u && s.b) return "'u' and 'b'";
  if (s.u && s.r) return "'u' and 'r'";
  if (s.u && s.f) return "'u' and 'f'";
  if (s.u && s.t) return "'u' and 't'";
  if (s.b && s.f) return "'b' and 'f'";
  if (s.b && s.t) return "'b' and 't'";
  if (s.f && s.t) return "'f' and 't'";
  return NULL;
}

/* The error for the prefix [start, quote): spans the letters and the
   quote, as CPython's does. */
static LexTokenType prefix_error(Lexer *lx, const char *start,
                                 const char *quote, const char *pair) {
  char message[64];
  snprintf(message, sizeof message, "%s prefixes are incompatible", pair);
  int offset = lex_char_count(lx->line_start, start) + 1;
  lex_error_at(lx, PP_SYNTAX_ERROR, lx->lineno, lx->line_start, offset,
               offset, message);
  lx->error.end_offset = lex_char_count(lx->line_start, quote) + 1;
  lx->error.end_col_offset = (int)(quote - lx->line_start) + 1;
  return TOK_ERRORTOKEN;
}

// name = name_start name_char*
LexTokenType lex_name(Lexer *lx, LexToken *token, const char *start) {
  unsigned high = (unsigned char)*start;
  const char *p = lex_scan_name(lx->cur, lx->limit, &high);
  bool ascii = high < 0x80;
  lx->cur = p;
  if ((*p == '"' || *p == '\'') && p - start <= 5) {
    Prefix s;
    bool since_3_14 = lx->options.version >= PP_PYTHON_3_14;
    if (since_3_14 ? prefix_3_14(start, p, &s) : prefix_3_13(start, p, &s)) {
      lx->cur = p + 1;
      const char *pair = incompatible_prefixes(s);
      if (pair) return prefix_error(lx, start, p, pair);
      /* before 3.12 (PEP 701) an f-string is one STRING token, its
         fields parsed by the parser (parser/fstring_legacy.c) */
      bool fstring_tokens = lx->options.version >= PP_PYTHON_3_12;
      return (s.f && fstring_tokens) || s.t
                 ? lex_fstring_start(lx, token, start, s.t)
                 : lex_string(lx, token, start);
    }
  }
  if (!ascii && !lx->options.tokenize && !verify_identifier(lx, start))
    return TOK_ERRORTOKEN;
  return lex_make(lx, token, TOK_NAME, start, lx->lineno, lx->line_start);
}
