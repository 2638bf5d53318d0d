/*
 * test_fstring_corpus.c - replays corpus/strings/fstrings.expected (written
 * by scripts/gen_strings_corpus.py with CPython 3.13): each case is
 * tokenized with the public pp_tokens_* stream, its FSTRING_MIDDLE pieces
 * decoded with pstr_decode_fstring_middle, and consecutive pieces joined
 * into one Constant as CPython's JoinedStr holds them. Lists every case
 * whose pieces, error or warnings differ from the oracle's.
 *
 * Warnings are printed on the line of the f-string's FSTRING_END: where
 * CPython 3.13 reports them for pieces (measured; see string_literal.h).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pyparse.h"
#include "string_literal.h"

#define LINE_CAPACITY (1 << 16)
#define MAX_LISTED 40
/* Nested f-strings a case may open (the corpus uses a few). */
#define NEST_MAX 16

static int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

static size_t unhex(const char *text, char *dest) {
  size_t n = 0;
  for (size_t i = 0; hex_value(text[i]) >= 0 && hex_value(text[i + 1]) >= 0;
       i += 2)
    dest[n++] = (char)(hex_value(text[i]) * 16 + hex_value(text[i + 1]));
  return n;
}

/* What one case gives: Constant pieces, then warnings, or an error. */
typedef struct Replay {
  AstArena *arena;
  bool raw[NEST_MAX]; /* r prefix of each open f-string */
  int depth;          /* open f-strings */
  AstBuf group;       /* decoded bytes of the pieces not yet flushed */
  bool grouped;       /* [group] holds at least one piece */
  AstBuf consts, warnings, error;
} Replay;

static void flush(Replay *r) {
  if (r->grouped && r->group.length > 0) {
    AstConstant c = {.kind = AST_CONST_STR};
    c.as.text.data = r->group.data;
    c.as.text.length = r->group.length;
    ast_buf_puts(&r->consts, "const ");
    ast_const_repr(&c, PP_PYTHON_3_13, &r->consts);
    ast_buf_putc(&r->consts, '\n');
  }
  r->group.length = 0;
  r->grouped = false;
}

/* Returns false once the case has failed (error recorded). */
static bool replay_token(Replay *r, const PPToken *t, AstBuf *pending) {
  if (t->type != PP_TOKEN_FSTRING_MIDDLE) flush(r);
  if (t->type == PP_TOKEN_FSTRING_START) {
    cr_assert_lt(r->depth, NEST_MAX);
    r->raw[r->depth++] =
        memchr(t->start, 'r', t->length) || memchr(t->start, 'R', t->length);
  } else if (t->type == PP_TOKEN_FSTRING_END && r->depth > 0) {
    r->depth--;
    /* pending warnings belong to this f-string's last line */
    const char *end = pending->data ? pending->data + pending->length : NULL;
    for (const char *w = pending->data; w < end;) {
      const char *nl = memchr(w, '\n', (size_t)(end - w));
      ast_buf_printf(&r->warnings, "warning %d %.*s\n", t->lineno,
                     (int)(nl - w), w);
      w = nl + 1;
    }
    pending->length = 0;
  } else if (t->type == PP_TOKEN_FSTRING_MIDDLE && r->depth > 0) {
    PStrResult res;
    if (!pstr_decode_fstring_middle(r->arena, t->start, t->length,
                                    r->raw[r->depth - 1], PP_PYTHON_3_13,
                                    &res)) {
      ast_buf_printf(&r->error, "error %s\n", res.message);
      return false;
    }
    ast_buf_put(&r->group, res.value.as.text.data, res.value.as.text.length);
    r->grouped = true;
    if (res.warned) ast_buf_printf(pending, "%s\n", res.warning);
  }
  return true;
}

/* The oracle-shaped lines for the case [text]/[length]. */
static void replay(const char *text, size_t length, AstBuf *out) {
  Replay r = {.arena = ast_arena_new()};
  cr_assert(r.arena);
  ast_buf_init(&r.group);
  ast_buf_init(&r.consts);
  ast_buf_init(&r.warnings);
  ast_buf_init(&r.error);
  AstBuf pending;
  ast_buf_init(&pending);
  PPTokenStream *stream;
  PPError error;
  cr_assert_eq(pp_tokens_open(text, length, NULL, &stream, &error), PP_OK);
  PPToken t;
  PPStatus status;
  while ((status = pp_tokens_next(stream, &t, &error)) == PP_OK &&
         t.type != PP_TOKEN_ENDMARKER)
    if (!replay_token(&r, &t, &pending)) break;
  if (status != PP_OK) ast_buf_printf(&r.error, "error %s\n", error.message);
  if (r.error.length) {
    ast_buf_put(out, r.error.data, r.error.length);
  } else {
    ast_buf_put(out, r.consts.data, r.consts.length);
  }
  ast_buf_put(out, r.warnings.data, r.warnings.length);
  pp_tokens_free(stream);
  ast_buf_free(&pending);
  ast_buf_free(&r.group);
  ast_buf_free(&r.consts);
  ast_buf_free(&r.warnings);
  ast_buf_free(&r.error);
  ast_arena_free(r.arena);
}

static void check(const char *text, size_t length, const AstBuf *want,
                  size_t *bad) {
  AstBuf got;
  ast_buf_init(&got);
  replay(text, length, &got);
  if (got.length != want->length ||
      (got.length && memcmp(got.data, want->data, got.length) != 0)) {
    if (++*bad <= MAX_LISTED)
      cr_log_error("f-string %.*s\n  ours:\n%.*s  oracle:\n%.*s", (int)length,
                   text, (int)got.length, got.data ? got.data : "",
                   (int)want->length, want->data ? want->data : "");
  }
  ast_buf_free(&got);
}

Test(fstring_corpus, every_piece_matches_the_oracle) {
  const char *root = getenv("PYPARSE_SOURCE_ROOT");
  cr_assert(root, "PYPARSE_SOURCE_ROOT is not set");
  char path[4096];
  snprintf(path, sizeof path, "%s/corpus/strings/fstrings.expected", root);
  FILE *f = fopen(path, "r");
  cr_assert(f, "cannot open %s", path);
  char *line = malloc(LINE_CAPACITY), *text = malloc(LINE_CAPACITY);
  cr_assert(line && text);
  size_t length = 0, cases = 0, bad = 0;
  bool open = false;
  AstBuf want;
  ast_buf_init(&want);
  while (fgets(line, LINE_CAPACITY, f)) {
    if (strncmp(line, "case ", 5) == 0) {
      if (open) check(text, length, &want, &bad);
      length = unhex(line + 5, text);
      want.length = 0;
      open = true;
      cases++;
    } else if (line[0] != '#' && open) {
      ast_buf_puts(&want, line);
    }
  }
  if (open) check(text, length, &want, &bad);
  ast_buf_free(&want);
  free(line);
  free(text);
  fclose(f);
  cr_log_info("f-string corpus: %zu cases, %zu differ", cases, bad);
  cr_assert(cases > 0, "no cases in %s", path);
  cr_assert(bad == 0, "%zu of %zu f-strings differ from the oracle", bad,
            cases);
}
