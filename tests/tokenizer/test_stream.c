/*
 * test_stream.c - unit tests for the public token stream (pp_tokens_* of
 * pyparse.h, tokenizer/stream.c). Expected tokens and messages are those
 * `python3.13 -m tokenize` gives for the same input (measured with the
 * oracle; shown next to each case), columns converted to bytes where the
 * input has non-ASCII text.
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <string.h>

#include "pyparse.h"

static PPTokenStream *open_text(const char *text) {
  PPTokenStream *stream = NULL;
  PPError error;
  cr_assert_eq(pp_tokens_open(text, strlen(text), NULL, &stream, &error),
               PP_OK, "%s", error.message);
  cr_assert_not_null(stream);
  return stream;
}

/* Checks the next token's type name, text and byte positions. */
static void expect(PPTokenStream *stream, const char *name, const char *text,
                   int lineno, int col, int end_lineno, int end_col) {
  PPToken t;
  PPError error;
  cr_assert_eq(pp_tokens_next(stream, &t, &error), PP_OK, "%s",
               error.message);
  cr_expect_str_eq(pp_token_type_name(t.exact_type), name);
  cr_expect_eq(t.length, strlen(text), "%s: length %zu", name, t.length);
  cr_expect(memcmp(t.start, text, t.length) == 0, "%s: text", name);
  cr_expect_eq(t.lineno, lineno, "%s: lineno %d", name, t.lineno);
  cr_expect_eq(t.col_offset, col, "%s: col %d", name, t.col_offset);
  cr_expect_eq(t.end_lineno, end_lineno, "%s: end_lineno", name);
  cr_expect_eq(t.end_col_offset, end_col, "%s: end_col %d", name,
               t.end_col_offset);
}

/* tokenize -e: 1,0-1,2 NAME 'if' ... 3,8-3,11 STRING '"é"' (characters;
   4 bytes here) ... 4,0-4,0 DEDENT, 4,0-4,0 ENDMARKER. */
Test(stream, every_token_with_byte_positions) {
  PPTokenStream *s = open_text("if x:  # hi\n\n    y = \"\xc3\xa9\"\n");
  expect(s, "ENCODING", "utf-8", 0, 0, 0, 0);
  expect(s, "NAME", "if", 1, 0, 1, 2);
  expect(s, "NAME", "x", 1, 3, 1, 4);
  expect(s, "COLON", ":", 1, 4, 1, 5);
  expect(s, "COMMENT", "# hi", 1, 7, 1, 11);
  expect(s, "NEWLINE", "\n", 1, 11, 1, 12);
  expect(s, "NL", "\n", 2, 0, 2, 1);
  expect(s, "INDENT", "    ", 3, 0, 3, 4);
  expect(s, "NAME", "y", 3, 4, 3, 5);
  expect(s, "EQUAL", "=", 3, 6, 3, 7);
  expect(s, "STRING", "\"\xc3\xa9\"", 3, 8, 3, 12);
  expect(s, "NEWLINE", "\n", 3, 12, 3, 13);
  expect(s, "DEDENT", "", 4, 0, 4, 0);
  expect(s, "ENDMARKER", "", 4, 0, 4, 0);
  expect(s, "ENDMARKER", "", 4, 0, 4, 0); /* and again */
  pp_tokens_free(s);
}

Test(stream, operators_are_op_with_exact_type) {
  PPTokenStream *s = open_text("(x)");
  PPToken t;
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK); /* ENCODING */
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK);
  cr_expect_eq(t.type, PP_TOKEN_OP);
  cr_expect_str_eq(pp_token_type_name(t.exact_type), "LPAR");
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK);
  cr_expect_eq(t.type, PP_TOKEN_NAME);
  cr_expect_eq(t.exact_type, PP_TOKEN_NAME);
  pp_tokens_free(s);
}

Test(stream, char_column_of_a_byte_offset) {
  PPTokenStream *s = open_text("\xc3\xa9\xc3\xa9 = 1\n");
  PPToken t;
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK);
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK); /* NAME 'éé' */
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK); /* '=' */
  cr_expect_eq(t.col_offset, 5);
  cr_expect_eq(pp_char_column(t.line, t.col_offset), 3);
  cr_expect_eq(pp_char_column(t.end_line, t.end_col_offset), 4);
  cr_expect_eq(pp_char_column(NULL, 7), 7);
  pp_tokens_free(s);
}

/* tokenize: "1:5: error: unterminated string literal (detected at line
   1)"; compile(): offset 5 (1-based), so byte column 4. */
Test(stream, unterminated_string_is_a_sticky_syntax_error) {
  PPTokenStream *s = open_text("s = \"abc\n");
  expect(s, "ENCODING", "utf-8", 0, 0, 0, 0);
  expect(s, "NAME", "s", 1, 0, 1, 1);
  expect(s, "EQUAL", "=", 1, 2, 1, 3);
  PPToken t;
  for (int i = 0; i < 2; i++) {
    PPError error;
    cr_assert_eq(pp_tokens_next(s, &t, &error), PP_ERROR_SYNTAX);
    cr_expect_eq(error.status, PP_ERROR_SYNTAX);
    cr_expect_eq(error.type, PP_SYNTAX_ERROR);
    cr_expect_str_eq(error.message,
                     "unterminated string literal (detected at line 1)");
    cr_expect_eq(error.lineno, 1);
    cr_expect_eq(error.col_offset, 4);
  }
  cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_ERROR_SYNTAX); /* no error */
  pp_tokens_free(s);
}

/* After non-ASCII text the two columns differ: CPython's offset counts
   characters (python3.13 -c 'compile("\u00e9\u00e9 = \x27abc\n", "t",
   "exec")' gives offset 6), col_offset counts bytes. */
Test(stream, error_columns_in_bytes_and_characters) {
  PPTokenStream *s = open_text("\xc3\xa9\xc3\xa9 = 'abc\n");
  PPToken t;
  PPError error;
  while (pp_tokens_next(s, &t, &error) == PP_OK) continue;
  cr_expect_str_eq(error.message,
                   "unterminated string literal (detected at line 1)");
  cr_expect_eq(error.offset, 6);
  cr_expect_eq(error.col_offset, 7);
  pp_tokens_free(s);
}

/* compile(): IndentationError "unindent does not match any outer
   indentation level". */
Test(stream, indentation_error_type) {
  PPTokenStream *s = open_text("if x:\n    a\n  b\n");
  PPToken t;
  PPError error;
  PPStatus status;
  int guard = 0;
  while ((status = pp_tokens_next(s, &t, &error)) == PP_OK &&
         t.type != PP_TOKEN_ENDMARKER && guard++ < 100) {
  }
  cr_assert_eq(status, PP_ERROR_SYNTAX);
  cr_expect_eq(error.type, PP_INDENTATION_ERROR);
  cr_expect_str_eq(error.message,
                   "unindent does not match any outer indentation level");
  cr_expect_eq(error.lineno, 3);
  pp_tokens_free(s);
}

/* tokenize: ENCODING 'iso-8859-1', 2,4-2,7 STRING '"é"' (now 4 UTF-8
   bytes: the stream's text is decoded). */
Test(stream, latin1_declaration_is_decoded) {
  PPTokenStream *s = open_text("# -*- coding: latin-1 -*-\nx = \"\xe9\"\n");
  expect(s, "ENCODING", "iso-8859-1", 0, 0, 0, 0);
  expect(s, "COMMENT", "# -*- coding: latin-1 -*-", 1, 0, 1, 25);
  expect(s, "NL", "\n", 1, 25, 1, 26);
  expect(s, "NAME", "x", 2, 0, 2, 1);
  expect(s, "EQUAL", "=", 2, 2, 2, 3);
  expect(s, "STRING", "\"\xc3\xa9\"", 2, 4, 2, 8);
  expect(s, "NEWLINE", "\n", 2, 8, 2, 9);
  expect(s, "ENDMARKER", "", 3, 0, 3, 0);
  pp_tokens_free(s);
}

/* tokenize without a file name: "unknown encoding: nope"; no token. */
Test(stream, unknown_encoding_fails_open) {
  const char in[] = "# coding: nope\nx\n";
  PPTokenStream *s = (PPTokenStream *)&s; /* must be overwritten */
  PPError error;
  cr_assert_eq(pp_tokens_open(in, sizeof in - 1, NULL, &s, &error),
               PP_ERROR_SYNTAX);
  cr_expect_null(s);
  cr_expect_eq(error.status, PP_ERROR_SYNTAX);
  cr_expect_str_eq(error.message, "unknown encoding: nope");
  cr_expect_eq(error.lineno, 0);
  cr_assert_eq(pp_tokens_open(in, sizeof in - 1, NULL, &s, NULL),
               PP_ERROR_SYNTAX); /* NULL error is allowed */
}

Test(stream, null_and_empty_inputs) {
  pp_tokens_free(NULL);
  cr_expect_null(pp_token_type_name(-1));
  cr_expect_null(pp_token_type_name(1000));
  cr_expect_str_eq(pp_token_type_name(PP_TOKEN_NL), "NL");
  PPTokenStream *s = NULL;
  cr_assert_eq(pp_tokens_open(NULL, 0, NULL, &s, NULL), PP_OK);
  expect(s, "ENCODING", "utf-8", 0, 0, 0, 0);
  expect(s, "ENDMARKER", "", 1, 0, 1, 0);
  pp_tokens_free(s);
}

Test(stream, type_comments_option) {
  const char in[] = "x = 1  # type: int\n";
  PPTokenOptions options = {.type_comments = true};
  PPTokenStream *s = NULL;
  cr_assert_eq(pp_tokens_open(in, sizeof in - 1, &options, &s, NULL), PP_OK);
  PPToken t;
  int seen = -1;
  do {
    cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK);
    if (t.type == PP_TOKEN_TYPE_COMMENT || t.type == PP_TOKEN_COMMENT)
      seen = t.type;
  } while (t.type != PP_TOKEN_ENDMARKER);
  cr_expect_eq(seen, PP_TOKEN_TYPE_COMMENT);
  pp_tokens_free(s);
}

/* A lone '\r' ends no line in the token stream (tokenize: COMMENT
   '# type: ignore' 1,0-1,14, OP '\rx' 1,14-1,16, ...): after a
   TYPE_IGNORE alone on its line the stream goes on as tokenize does; it
   once took the '\r' and the next byte for the line's end (a fuzz
   finding: an INDENT that started before the TYPE_IGNORE). */
Test(stream, type_ignore_then_a_lone_carriage_return) {
  const char in[] = "# type: ignore\rx = 1\n";
  PPTokenOptions options = {.type_comments = true};
  PPTokenStream *s = NULL;
  cr_assert_eq(pp_tokens_open(in, sizeof in - 1, &options, &s, NULL), PP_OK);
  expect(s, "ENCODING", "utf-8", 0, 0, 0, 0);
  expect(s, "TYPE_IGNORE", "", 1, 14, 1, 14);
  expect(s, "OP", "\rx", 1, 14, 1, 16);
  expect(s, "EQUAL", "=", 1, 17, 1, 18);
  pp_tokens_free(s);
}

/* Two streams on two threads: each counts its own NAMEs. */
typedef struct Job {
  const char *text;
  int names;
  bool ok;
} Job;

static void *count_names(void *arg) {
  Job *job = arg;
  for (int round = 0; round < 200; round++) {
    PPTokenStream *s = NULL;
    if (pp_tokens_open(job->text, strlen(job->text), NULL, &s, NULL) != PP_OK)
      return NULL;
    PPToken t;
    int names = 0;
    while (pp_tokens_next(s, &t, NULL) == PP_OK &&
           t.type != PP_TOKEN_ENDMARKER)
      names += t.type == PP_TOKEN_NAME;
    pp_tokens_free(s);
    if (round > 0 && names != job->names) return NULL;
    job->names = names;
  }
  job->ok = true;
  return NULL;
}

Test(stream, two_streams_on_two_threads) {
  Job a = {"a = b\nc = d\n", 0, false};
  Job b = {"# c\ndef f(x):\n    return x\n", 0, false};
  pthread_t ta, tb;
  cr_assert_eq(pthread_create(&ta, NULL, count_names, &a), 0);
  cr_assert_eq(pthread_create(&tb, NULL, count_names, &b), 0);
  pthread_join(ta, NULL);
  pthread_join(tb, NULL);
  cr_expect(a.ok && b.ok);
  cr_expect_eq(a.names, 4);
  cr_expect_eq(b.names, 5);
}
