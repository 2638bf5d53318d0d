/*
 * test_strings.c - the API of parser/string_literal.h and unicode/names.c:
 * how the entry points relate (into a caller's buffer, concatenation,
 * FSTRING_MIDDLE pieces), bounds and limits, allocation failure, and
 * arbitrary bytes without a crash. What values and messages CPython gives
 * is not asserted here but replayed from the oracle's files
 * (test_strings_corpus.c, oracle_names.sh, differential_strings.sh).
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "string_literal.h"
#include "unicode.h"

/* Random literals tried by the robustness test, and their longest body. */
#define FUZZ_CASES 40000
#define FUZZ_BODY_MAX 24

static PStrResult decode(AstArena *arena, const char *text) {
  PStrResult r;
  pstr_decode_token(arena, text, strlen(text), PP_PYTHON_3_13, &r);
  return r;
}

static bool same_value(const PStrResult *a, const PStrResult *b) {
  return a->value.kind == b->value.kind &&
         a->value.as.text.length == b->value.as.text.length &&
         memcmp(a->value.as.text.data, b->value.as.text.data,
                a->value.as.text.length) == 0;
}

Test(strings, decoding_into_one_buffer_concatenates_the_pieces) {
  static const char *const pieces[] = {"'a\\x41'", "u'\\N{BULLET}'",
                                       "'''x\ny'''", "r'\\d'", "'\\u00e4'"};
  size_t count = sizeof pieces / sizeof pieces[0], bound = 0;
  for (size_t i = 0; i < count; i++)
    bound += pstr_value_bound(pieces[i], strlen(pieces[i]));
  char *buffer = malloc(bound);
  cr_assert(buffer);
  AstArena *arena = ast_arena_new();
  size_t at = 0;
  for (size_t i = 0; i < count; i++) {
    PStrResult into, alone = decode(arena, pieces[i]);
    cr_assert(pstr_decode_token_into(buffer + at, pieces[i], strlen(pieces[i]),
                                     PP_PYTHON_3_13, &into));
    cr_assert_eq(into.value.as.text.data, buffer + at);
    cr_assert(same_value(&into, &alone), "piece %s", pieces[i]);
    cr_assert_eq(into.u_prefix, alone.u_prefix);
    at += into.value.as.text.length;
  }
  cr_assert_leq(at, bound);
  free(buffer);
  ast_arena_free(arena);
}

Test(strings, bytes_and_str_kinds_follow_the_prefix) {
  AstArena *arena = ast_arena_new();
  cr_assert_eq(decode(arena, "b'x'").value.kind, AST_CONST_BYTES);
  cr_assert_eq(decode(arena, "Rb'x'").value.kind, AST_CONST_BYTES);
  cr_assert_eq(decode(arena, "'x'").value.kind, AST_CONST_STR);
  cr_assert(decode(arena, "u'x'").u_prefix);
  cr_assert_not(decode(arena, "r'x'").u_prefix);
  ast_arena_free(arena);
}

Test(strings, texts_that_are_not_literals_are_refused) {
  static const char *const bad[] = {"",     "'",      "\"", "x",
                                    "f'x'", "'abc\"", "b",  "rb"};
  AstArena *arena = ast_arena_new();
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    PStrResult r = decode(arena, bad[i]);
    cr_assert_eq(r.error, PSTR_ERROR_MALFORMED, "text [%s]", bad[i]);
    cr_assert_neq(r.message[0], '\0');
  }
  ast_arena_free(arena);
}

Test(strings, an_arena_failure_is_an_error_not_a_crash) {
  AstArenaLimits limits = {.fail_after = 0};
  AstArena *arena = ast_arena_new_limited(&limits);
  cr_assert(arena);
  PStrResult r;
  cr_assert_not(pstr_decode_token(arena, "'abc'", 5, PP_PYTHON_3_13, &r));
  cr_assert_eq(r.error, PSTR_ERROR_MEMORY);
  cr_assert_not(
      pstr_decode_fstring_middle(arena, "abc", 3, false, PP_PYTHON_3_13, &r));
  cr_assert_eq(r.error, PSTR_ERROR_MEMORY);
  ast_arena_free(arena);
}

Test(strings, fstring_middle_pieces) {
  AstArena *arena = ast_arena_new();
  PStrResult r;
  cr_assert(
      pstr_decode_fstring_middle(arena, "{{", 2, false, PP_PYTHON_3_13, &r));
  cr_assert_eq(r.value.as.text.length, 1); /* one brace, as CPython reads it */
  cr_assert(
      pstr_decode_fstring_middle(arena, "a\\{", 3, false, PP_PYTHON_3_13, &r));
  cr_assert_not(r.warned, "the tokenizer warns about \\{, not the decoder");
  cr_assert(
      pstr_decode_fstring_middle(arena, "a\\d", 3, false, PP_PYTHON_3_13, &r));
  cr_assert(r.warned);
  cr_assert_eq(r.warning_offset, 1);
  PStrResult raw;
  cr_assert(
      pstr_decode_fstring_middle(arena, "a\\d", 3, true, PP_PYTHON_3_13, &raw));
  cr_assert_not(raw.warned);
  cr_assert_eq(raw.value.as.text.length, 3);
  /* a piece decodes as the body of the same non-f literal does */
  PStrResult plain = decode(arena, "'x\\x41\\N{BULLET}'");
  cr_assert(pstr_decode_fstring_middle(arena, "x\\x41\\N{BULLET}", 15, false,
                                       PP_PYTHON_3_13, &r));
  cr_assert(same_value(&r, &plain));
  ast_arena_free(arena);
}

Test(strings, warning_offsets_point_at_the_backslash_in_the_token_text) {
  static const char *const texts[] = {"'ab\\d'", "b'\\q'", "'''\r\n\\d'''",
                                      "u'\\777'", "'\\N{BULLET}\\z'"};
  AstArena *arena = ast_arena_new();
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
    const char *text = texts[i];
    PStrResult r;
    if (!pstr_decode_token(arena, text, strlen(text), PP_PYTHON_3_13, &r))
      continue;
    cr_assert(r.warned, "text %s", text);
    cr_assert_eq(text[r.warning_offset], '\\', "text %s", text);
    /* the quoted escape ends the message: '\X' or '\777' */
    bool octal = strstr(r.warning, "octal") != NULL;
    size_t quoted = strlen(r.warning) - (octal ? 4 : 2);
    cr_assert_eq(text[r.warning_offset + 1], r.warning[quoted], "text %s",
                 text);
  }
  ast_arena_free(arena);
}

Test(strings, messages_fit_their_buffer_at_any_position) {
  /* 100,000 non-ASCII characters put the error far into CPython's buffer */
  size_t count = 100000, length = 0;
  char *text = malloc(count * 2 + 8);
  cr_assert(text);
  text[length++] = '\'';
  for (size_t i = 0; i < count; i++) {
    text[length++] = (char)0xC3;
    text[length++] = (char)0xA4;
  }
  memcpy(text + length, "\\x'", 3);
  length += 3;
  AstArena *arena = ast_arena_new();
  PStrResult r;
  cr_assert_not(pstr_decode_token(arena, text, length, PP_PYTHON_3_13, &r));
  cr_assert_eq(r.error, PSTR_ERROR_UNICODE);
  size_t n = strlen(r.message);
  cr_assert_lt(n, PSTR_MESSAGE_MAX - 1, "message was cut: %s", r.message);
  cr_assert(strstr(r.message, "1000000-1000001"), "positions: %s", r.message);
  ast_arena_free(arena);
  free(text);
}

Test(strings, names_longer_than_any_are_unknown) {
  char name[300];
  memset(name, 'A', sizeof name);
  uint32_t cp = 0;
  for (size_t n = 0; n <= sizeof name; n += 50)
    cr_assert_not(uni_lookup_name(name, n, &cp, PP_PYTHON_3_13));
  cr_assert(uni_lookup_name("bullet", 6, &cp, PP_PYTHON_3_13));
  cr_assert_not(uni_lookup_name("bullet", 5, &cp, PP_PYTHON_3_13), "a prefix is not a name");
  cr_assert_not(uni_lookup_name("CJK UNIFIED IDEOGRAPH-", 22, &cp, PP_PYTHON_3_13));
  cr_assert_not(uni_lookup_name("HANGUL SYLLABLE ", 16, &cp, PP_PYTHON_3_13));
}

/* A tiny deterministic generator (no global state). */
static uint32_t next_random(uint32_t *state) {
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

Test(strings, arbitrary_bodies_decode_or_fail_cleanly) {
  static const char alphabet[] =
      "\\\\\\xuUN{}0178aA fg'\"\n\r\xc3\xa4\xe2\x82\xac\xff";
  static const char *const prefixes[] = {"", "b", "r", "u", "rb"};
  uint32_t state = 20261203u;
  AstArena *arena = ast_arena_new();
  char text[FUZZ_BODY_MAX + 8], into[FUZZ_BODY_MAX + 8];
  for (int i = 0; i < FUZZ_CASES; i++) {
    const char *prefix = prefixes[next_random(&state) % 5];
    size_t n = strlen(prefix);
    memcpy(text, prefix, n);
    text[n++] = '"';
    size_t body = next_random(&state) % FUZZ_BODY_MAX;
    for (size_t k = 0; k < body; k++)
      text[n++] = alphabet[next_random(&state) % (sizeof alphabet - 1)];
    text[n++] = '"';
    PStrResult a, b;
    bool ok = pstr_decode_token(arena, text, n, PP_PYTHON_3_13, &a);
    bool ok_into = pstr_decode_token_into(into, text, n, PP_PYTHON_3_13, &b);
    cr_assert_eq(ok, ok_into);
    if (ok) {
      cr_assert_leq(a.value.as.text.length, pstr_value_bound(text, n));
      cr_assert(same_value(&a, &b));
      cr_assert_eq(a.warned, b.warned);
    } else {
      cr_assert_neq(a.message[0], '\0');
      cr_assert_str_eq(a.message, b.message);
    }
  }
  ast_arena_free(arena);
}
