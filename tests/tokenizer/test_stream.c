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

/* ---- What `python -m tokenize` prints (cli/tokens_command.c) ----------- */

/* Reads to ENDMARKER or an error; the status of the last call. */
static PPStatus read_all(PPTokenStream *s, PPError *error) {
  PPToken t;
  PPStatus status;
  int guard = 0;
  while ((status = pp_tokens_next(s, &t, error)) == PP_OK &&
         t.type != PP_TOKEN_ENDMARKER && guard++ < 1000) {
  }
  return status;
}

/* tokenize prints "FILE:LINENO:OFFSET: error: MESSAGE"; measured with
   python3.13 -m tokenize: "1:6" after two é (characters), "3:4" for the
   dedent, "2:0" for a NUL, "1:0" for an EOF inside brackets. */
Test(stream, tokenize_prints_lineno_and_offset) {
  static const struct {
    const char *text;
    size_t length;
    int lineno, offset;
  } cases[] = {
      {"\xc3\xa9\xc3\xa9 = 'abc\n", 12, 1, 6},
      {"if x:\n    a\n  b\n", 16, 3, 4},
      {"x = 1\ny = \0\n", 12, 2, 0},
      {"x = (1,\n", 8, 1, 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    PPTokenStream *s = NULL;
    cr_assert_eq(pp_tokens_open(cases[i].text, cases[i].length, NULL, &s,
                                NULL),
                 PP_OK);
    PPError error;
    cr_assert_eq(read_all(s, &error), PP_ERROR_SYNTAX, "case %zu", i);
    cr_expect_eq(error.lineno, cases[i].lineno, "case %zu: %d", i,
                 error.lineno);
    cr_expect_eq(error.offset, cases[i].offset, "case %zu: %d", i,
                 error.offset);
    pp_tokens_free(s);
  }
}

/* Opens [text] with [filename]; the error pp_tokens_open gives. */
static PPError refused(const char *text, const char *filename) {
  PPTokenOptions options = {.filename = filename};
  PPTokenStream *s = (PPTokenStream *)&s; /* must be overwritten */
  PPError error;
  cr_assert_eq(pp_tokens_open(text, strlen(text), &options, &s, &error),
               PP_ERROR_SYNTAX);
  cr_expect_null(s);
  cr_expect_eq(error.lineno, 0);
  return error;
}

/* python3.13 -m tokenize f.py: "f.py: error: unknown encoding for 'f.py':
   nope"; tokenize.tokenize() (no name): "invalid or missing encoding
   declaration". */
Test(stream, filename_in_decoding_messages) {
  PPError e = refused("# coding: nope\nx\n", "f.py");
  cr_expect_eq(e.type, PP_SYNTAX_ERROR);
  cr_expect_str_eq(e.message, "unknown encoding for 'f.py': nope");
  e = refused("\xff\n", "f.py");
  cr_expect_str_eq(e.message,
                   "invalid or missing encoding declaration for 'f.py'");
  e = refused("\xff\n", NULL);
  cr_expect_str_eq(e.message, "invalid or missing encoding declaration");
}

/* python3.13 -m tokenize: "unexpected error: 'rot13' is not a text
   encoding; use codecs.decode() to handle arbitrary codecs" (a
   LookupError, with its traceback). */
Test(stream, codec_that_is_not_text_is_a_lookup_error) {
  PPError e = refused("# coding: rot13\nx\n", "f.py");
  cr_expect_eq(e.status, PP_ERROR_SYNTAX);
  cr_expect_eq(e.type, PP_LOOKUP_ERROR);
  cr_expect_str_eq(e.message,
                   "'rot13' is not a text encoding; use codecs.decode() to "
                   "handle arbitrary codecs");
}

/* python3.13 -m tokenize -e: OP '<>', OP '$', OP '\r==' (no exact type:
   not in EXACT_TOKEN_TYPES), NOTEQUAL '!='. */
Test(stream, exact_type_of_a_generic_op) {
  PPTokenStream *s = open_text("a <> b $ c != d\rx\r==y\n");
  expect(s, "ENCODING", "utf-8", 0, 0, 0, 0);
  expect(s, "NAME", "a", 1, 0, 1, 1);
  expect(s, "OP", "<>", 1, 2, 1, 4);
  expect(s, "NAME", "b", 1, 5, 1, 6);
  expect(s, "OP", "$", 1, 7, 1, 8);
  expect(s, "NAME", "c", 1, 9, 1, 10);
  expect(s, "NOTEQUAL", "!=", 1, 11, 1, 13);
  expect(s, "NAME", "d", 1, 14, 1, 15);
  expect(s, "OP", "\rx", 1, 15, 1, 17);
  expect(s, "OP", "\r==", 1, 17, 1, 20);
  expect(s, "NAME", "y", 1, 20, 1, 21);
  pp_tokens_free(s);
}

/* python3.13 -m tokenize, a last line without '\n': 2,2-2,4 NAME 'yé',
   2,4-2,5 NEWLINE '', 3,0-3,0 DEDENT '', 3,0-3,0 ENDMARKER ''. */
Test(stream, char_columns_of_the_tokens_made_up_at_the_end) {
  PPTokenStream *s = open_text("if x:\n  y\xc3\xa9");
  PPToken t;
  int cols[][4] = {{0, 0, 0, 0}, {1, 0, 1, 2}, {1, 3, 1, 4}, {1, 4, 1, 5},
                   {1, 5, 1, 6}, {2, 0, 2, 2}, {2, 2, 2, 4}, {2, 4, 2, 5},
                   {3, 0, 3, 0}, {3, 0, 3, 0}};
  size_t lengths[] = {5, 2, 1, 1, 1, 2, 3, 0, 0, 0};
  for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
    cr_assert_eq(pp_tokens_next(s, &t, NULL), PP_OK);
    cr_expect_eq(t.lineno, cols[i][0], "token %zu", i);
    cr_expect_eq(pp_char_column(t.line, t.col_offset), cols[i][1],
                 "token %zu", i);
    cr_expect_eq(t.end_lineno, cols[i][2], "token %zu", i);
    cr_expect_eq(pp_char_column(t.end_line, t.end_col_offset), cols[i][3],
                 "token %zu", i);
    cr_expect_eq(t.length, lengths[i], "token %zu", i);
  }
  cr_expect_eq(t.type, PP_TOKEN_ENDMARKER);
  pp_tokens_free(s);
}

/* ---- pp_repr ----------------------------------------------------------- */

/* pp_repr of [text] as [version], through a large enough buffer. */
static void expect_repr(const char *text, PPPythonVersion version,
                        const char *want) {
  char out[128];
  size_t n = pp_repr(text, strlen(text), version, out, sizeof out);
  cr_expect_str_eq(out, want);
  cr_expect_eq(n, strlen(want));
}

/* python3.13: repr("a'b") is "a'b" in double quotes, repr('a\'"b') is
   'a\'"b', repr('\x00\x7f\t\n\r\\') is '\x00\x7f\t\n\r\\',
   repr('\xa0é\u200b😀\U000e0001') is '\xa0é\u200b😀\U000e0001'. */
Test(repr, quotes_and_escapes) {
  expect_repr("", 0, "''");
  expect_repr("abc", 0, "'abc'");
  expect_repr("a'b", 0, "\"a'b\"");
  expect_repr("a'\"b", 0, "'a\\'\"b'");
  expect_repr("a\"b", 0, "'a\"b'");
  expect_repr("\x01\x7f\t\n\r\\", 0, "'\\x01\\x7f\\t\\n\\r\\\\'");
  expect_repr("\xc2\xa0\xc3\xa9\xe2\x80\x8b\xf0\x9f\x98\x80\xf3\xa0\x80\x81",
              0, "'\\xa0\xc3\xa9\\u200b\xf0\x9f\x98\x80\\U000e0001'");
  char out[16];
  cr_expect_eq(pp_repr("\0", 1, 0, out, sizeof out), 6);
  cr_expect_str_eq(out, "'\\x00'");
}

/* A lone surrogate (CPython: repr('\ud800') is '\ud800'); a byte that is
   no part of a character comes out as \xhh. */
Test(repr, surrogates_and_stray_bytes) {
  expect_repr("\xed\xa0\x80", 0, "'\\ud800'");
  expect_repr("a\xff" "b", 0, "'a\\xffb'");
  expect_repr("\xc3", 0, "'\\xc3'");
}

/* U+1C89 is new in Unicode 16.0 (3.14), U+A7CE in 17.0 (3.15): repr()
   escapes them in the versions before (measured with each oracle). */
Test(repr, printable_per_version) {
  const char *tje = "\xe1\xb2\x89", *a7ce = "\xea\x9f\x8e";
  expect_repr(tje, PP_PYTHON_3_13, "'\\u1c89'");
  expect_repr(tje, PP_PYTHON_3_14, "'\xe1\xb2\x89'");
  expect_repr(tje, PP_PYTHON_3_15, "'\xe1\xb2\x89'");
  expect_repr(a7ce, PP_PYTHON_3_13, "'\\ua7ce'");
  expect_repr(a7ce, PP_PYTHON_3_14, "'\\ua7ce'");
  expect_repr(a7ce, PP_PYTHON_3_15, "'\xea\x9f\x8e'");
  expect_repr(a7ce, 0, "'\xea\x9f\x8e'"); /* 0: the newest */
}

/* As snprintf: the whole length is returned, what fits is written and
   NUL-terminated. */
Test(repr, snprintf_semantics) {
  cr_expect_eq(pp_repr("a\nb", 3, 0, NULL, 0), 6);
  cr_expect_eq(pp_repr(NULL, 0, 0, NULL, 0), 2);
  char out[8];
  memset(out, 'x', sizeof out);
  cr_expect_eq(pp_repr("a\nb", 3, 0, out, 4), 6);
  cr_expect_str_eq(out, "'a\\");
  cr_expect_eq(out[4], 'x');
  cr_expect_eq(pp_repr("a\nb", 3, 0, out, 1), 6);
  cr_expect_str_eq(out, "");
  cr_expect_eq(pp_repr("a\nb", 3, 0, out, 7), 6);
  cr_expect_str_eq(out, "'a\\nb'");
  cr_expect_eq(pp_repr("a\nb", 3, 0, out, 6), 6); /* no room for the NUL */
  cr_expect_str_eq(out, "'a\\nb");
}

/* Each version's token module numbers (python3.N -c 'import token;
   print(token.COMMENT)' and so on, 3.11.7, 3.12.1, 3.13.0, 3.14.2): 3.11
   has no EXCLAMATION nor f-string tokens and ERRORTOKEN before COMMENT,
   3.12 still has AWAIT and ASYNC at 56 and 57, 3.14 adds the TSTRING
   tokens. */
Test(token_number, as_each_version_numbers_them) {
  static const struct {
    int type, v311, v312, v313, v314;
  } numbers[] = {
      {PP_TOKEN_NAME, 1, 1, 1, 1},
      {PP_TOKEN_OP, 54, 55, 55, 55},
      {PP_TOKEN_TYPE_COMMENT, 58, 59, 57, 57},
      {PP_TOKEN_FSTRING_START, -1, 61, 59, 59},
      {PP_TOKEN_FSTRING_END, -1, 63, 61, 61},
      {PP_TOKEN_TSTRING_START, -1, -1, -1, 62},
      {PP_TOKEN_COMMENT, 61, 64, 62, 65},
      {PP_TOKEN_NL, 62, 65, 63, 66},
      {PP_TOKEN_ENCODING, 63, 67, 65, 68},
  };
  for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
    int t = numbers[i].type;
    cr_expect_eq(pp_token_number(t, PP_PYTHON_3_11), numbers[i].v311, "%d", t);
    cr_expect_eq(pp_token_number(t, PP_PYTHON_3_12), numbers[i].v312, "%d", t);
    cr_expect_eq(pp_token_number(t, PP_PYTHON_3_13), numbers[i].v313, "%d", t);
    cr_expect_eq(pp_token_number(t, PP_PYTHON_3_14), numbers[i].v314, "%d", t);
    cr_expect_eq(pp_token_number(t, PP_PYTHON_3_15), numbers[i].v314, "%d", t);
  }
}
