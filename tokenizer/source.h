/*
 * source.h - turning the bytes of a Python file into the UTF-8 text the
 * lexer reads, the way CPython 3.13 does (PEP 263, PEP 3120).
 *
 * This is the first step of the tokenizer: find a UTF-8 byte order mark
 * and a coding declaration on line 1 or 2, convert other encodings to
 * UTF-8 (with iconv), and report CPython's errors for unknown encodings, a
 * BOM that disagrees with the declaration, bytes that do not decode, and
 * null bytes. CPython has two front ends that do this differently, and we
 * mimic either (see LexSourceMode); every rule below was measured with
 * python3.13 and is checked by tests/tokenizer/test_source*.c and by
 * corpus/source/ (expected files written by scripts/gen_source_corpus.py).
 *
 * The lexer reads only `text`; the rest of LexSource tells it what to
 * report and where.
 */
#ifndef PYPARSE_TOKENIZER_SOURCE_H
#define PYPARSE_TOKENIZER_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "pyparse.h"

/*
 * Which CPython front end is mimicked. The two disagree on almost every
 * error, so the lexer must say which one it is standing in for.
 *
 * LEX_SOURCE_TOKENIZE: `python3.13 -m tokenize FILE`, i.e. the tokenize
 *   module's detect_encoding() on the first one or two lines, then CPython's
 *   C tokenizer fed one line at a time (a "line" ends after each b'\n', so
 *   a lone '\r' does not end one), each line decoded with errors="replace".
 *   - Line 1, and line 2 when it is read (only when line 1 is blank or a
 *     comment: `^[ \t\f]*([#\r\n]|$)` on the bytes), must be strict UTF-8
 *     even when they hold a declaration, else "invalid or missing encoding
 *     declaration for 'FILE'".
 *   - Unknown codec: "unknown encoding for 'FILE': NAME" (NAME after the
 *     normalization below). BOM with a declaration other than utf-8:
 *     "encoding problem for 'FILE': utf-8". These three have no position:
 *     -m tokenize prints "FILE: error: MESSAGE" and no token at all, not
 *     even ENCODING (place LEX_SOURCE_AT_FILE). Without a file name the
 *     " for 'FILE'" part is left out ("unknown encoding: NAME",
 *     "encoding problem: utf-8", "invalid or missing encoding declaration").
 *   - A codec that is not a text encoding (rot13, hex, base64, ...):
 *     "'NAME' is not a text encoding; use codecs.decode() to handle
 *     arbitrary codecs", raised as LookupError when the first line is
 *     decoded: -m tokenize prints "unexpected error: MESSAGE" and a Python
 *     traceback (place LEX_SOURCE_AT_UNEXPECTED; ENCODING was yielded).
 *   - Bytes that do not decode, on line 3 on (or line 2 when line 1 is
 *     code): never an error; each bad sequence becomes U+FFFD, as CPython's
 *     "replace" handler does (for UTF-8: one U+FFFD per maximal invalid
 *     subpart, e.g. ED A0 80 gives three).
 *   - A null character after decoding: "source code cannot contain null
 *     bytes" at (line of the NUL, column 0), a TokenError in CPython
 *     (-m tokenize prints "FILE:LINE:0: error: ..."). `text` ends before
 *     that line: the lexer yields the tokens before it, then the error.
 *   - ENCODING prints the declared name normalized (see below), "utf-8"
 *     when there is none or only a BOM ("utf-8-sig" is reported as
 *     "utf-8"); names such as "latin1", "l1", "utf8", "cp1252" stay as
 *     written.
 *
 * LEX_SOURCE_COMPILE: `compile(BYTES, FILE, 'exec')` / `ast.parse(BYTES)`.
 *   - Any 0x00 byte in the input, before anything else is looked at:
 *     "source code string cannot contain null bytes", lineno and offset
 *     None (place LEX_SOURCE_AT_NOWHERE), nothing tokenized.
 *   - Unknown codec: "unknown encoding: NAME"; BOM with another
 *     declaration: "encoding problem: NAME with BOM" (NAME as written,
 *     latin-1 spellings normalized to iso-8859-1, e.g. "encoding problem:
 *     UTF8 with BOM"); not a text encoding: the message above; a non-UTF-8
 *     codec failing anywhere in the file: Python's UnicodeDecodeError text,
 *     e.g. "'charmap' codec can't decode byte 0x81 in position 22: character
 *     maps to <undefined>" (position = byte offset in the whole input after
 *     the BOM). All SyntaxError with lineno 0 and offset -1 (place
 *     LEX_SOURCE_AT_START): the whole input is decoded before the first
 *     token, so nothing is tokenized.
 *   - UTF-8 (no declaration, a BOM, or a utf-8 declaration): the bytes are
 *     NOT checked here. CPython lets invalid UTF-8 through its tokenizer:
 *     in a comment it is accepted; in an identifier or a stray character
 *     the lexer reports "(unicode error) 'utf-8' codec can't decode byte
 *     0xff in position 1: invalid start byte" (position within the
 *     identifier; measured: "z\xff = 3" gives offset 2, end_offset -1, i.e.
 *     offset is the 1-based column of the bad byte);
 *     in a string literal the parser reports it (position within the
 *     literal's body). lex_utf8_check() / lex_utf8_describe() below give
 *     the exact message for such a span. `utf8_unchecked` is true then.
 *   - Newlines are translated, as compile() does before it tokenizes:
 *     "\r\n" and a lone "\r" become "\n" (so "x = 1\ry = 2" is two lines,
 *     and a string literal spanning "\r\n" holds "\n"). The text is then
 *     a copy even with LEX_SOURCE_BORROW.
 *
 * Declaration rules, both modes: `^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`
 * on line 1, or on line 2 when line 1 is blank or only a comment; the name
 * is normalized as CPython does: its first 12 characters lowercased with
 * '_' -> '-'; "utf-8" or "utf-8-..." -> "utf-8"; "latin-1", "iso-8859-1",
 * "iso-latin-1" (or any of them + "-...") -> "iso-8859-1"; otherwise the
 * name stays as written and is looked up among Python's codec aliases.
 */

/* Which CPython front end lex_source_open mimics (see above). */
typedef enum LexSourceMode {
  LEX_SOURCE_TOKENIZE,
  LEX_SOURCE_COMPILE,
} LexSourceMode;

/* A flag or'ed into the mode of lex_source_open: the caller promises
   that [bytes][length] is a readable '\0' and that [bytes] outlives the
   source, so text may point into [bytes] when no conversion is needed
   (saves a copy of the whole file: ~15% of tokenizing time). */
enum { LEX_SOURCE_BORROW = 0x100 };

/* A flag or'ed into COMPILE or TOKENIZE: CPython 3.14's front end
   instead of 3.13's. TOKENIZE: a NUL on the lines detect_encoding reads
   (line 1, line 2 after a blank or comment line 1) refuses the file
   before any token, "source code cannot contain null bytes" (place
   LEX_SOURCE_AT_FILE); later ones are as in 3.13. COMPILE:
   UTF-8 input must be valid UTF-8 as a whole, before any token: else
   "Non-UTF-8 code starting with '\xNN' on line N, but no encoding
   declared; see https://peps.python.org/pep-0263/ for details" at the bad
   byte; and "encoding problem: NAME with BOM" is placed on the
   declaration's line (both: place LEX_SOURCE_AT_POSITION). */
enum { LEX_SOURCE_SINCE_3_14 = 0x200 };

/* A flag or'ed into TOKENIZE: the pure-Python tokenize module of 3.8
   to 3.11 instead of 3.13's. A NUL is no error (the scanner makes it an
   ERRORTOKEN), and a UTF-8 line after the declaration's lines that does
   not decode ends the text before it with a UnicodeDecodeError
   (PP_UNICODE_DECODE_ERROR, place LEX_SOURCE_AT_LINE, error.lineno its
   line), which -m tokenize prints as "unexpected error: MESSAGE" and a
   traceback. (Other codecs still replace what does not decode.) */
enum { LEX_SOURCE_BEFORE_3_12 = 0x400 };

/* Where CPython reports a decoding error, which decides how it is shown. */
typedef enum LexSourcePlace {
  LEX_SOURCE_AT_NONE,       /* no error */
  LEX_SOURCE_AT_NOWHERE,    /* COMPILE: SyntaxError lineno/offset None */
  LEX_SOURCE_AT_START,      /* COMPILE: SyntaxError lineno 0, offset -1 */
  LEX_SOURCE_AT_FILE,       /* TOKENIZE: no position: "FILE: error: MSG" */
  LEX_SOURCE_AT_LINE,       /* error.lineno (1-based), error.col_offset
                               (0-based) set; TOKENIZE: "FILE:L:C: error" */
  LEX_SOURCE_AT_UNEXPECTED, /* TOKENIZE: LookupError, not SyntaxError:
                               "unexpected error: MSG" + a traceback */
  LEX_SOURCE_AT_POSITION,   /* COMPILE: at error's position, before any
                               token (LEX_SOURCE_SINCE_3_14) */
} LexSourcePlace;

typedef struct LexSource {
  const char *text;      /* UTF-8 of the decodable part, BOM removed;
                            NUL-terminated; never NULL after a successful
                            open (at worst ""); == owned, or borrowed
                            from [bytes] with LEX_SOURCE_BORROW */
  size_t length;         /* bytes in text, terminator excluded */
  char *owned;           /* heap buffer behind text; NULL when an error
                            stopped decoding before any text (text "");
                            freed by lex_source_close */
  const char *encoding;  /* name as `python -m tokenize` prints in
                            ENCODING, e.g. "utf-8", "iso-8859-1", "latin1",
                            "cp1252" (static string, or points into
                            encoding_buf); in COMPILE mode the same name */
  bool has_error;        /* decoding failed at some point: text holds only
                            what comes before (see the rules above) */
  PPError error;         /* the error CPython reports: type is always
                            PP_SYNTAX_ERROR; lineno/col_offset only when
                            place == LEX_SOURCE_AT_LINE */
  LexSourcePlace place;  /* how and where the error is reported */
  bool had_bom;          /* the input started with EF BB BF (removed) */
  bool since_3_14;       /* opened with LEX_SOURCE_SINCE_3_14 */
  bool before_3_12;      /* opened with LEX_SOURCE_BEFORE_3_12 */
  bool utf8_unchecked;   /* COMPILE and UTF-8: text is the input as is and
                            may hold invalid UTF-8 (see above) */
  int declaration_line;  /* 1-based line of the coding declaration, 0 if
                            none */
  char encoding_buf[PP_ERROR_MESSAGE_MAX]; /* storage for a declared name
                            (as normalized): CPython takes any length, and
                            its "unknown encoding: NAME" repeats it whole */
} LexSource;

/*
 * Decodes [bytes]/[length] as CPython would in [mode] (a LexSourceMode).
 * Returns false only when out of memory (nothing leaked, source zeroed
 * except error.status = PP_ERROR_MEMORY). An encoding error does not fail
 * the call: it sets has_error, place and error, and text holds the lines
 * before the error, so the lexer can emit the tokens CPython emits before
 * reporting it at the end of text. [bytes] need not be NUL-terminated;
 * the caller may free it once this returns, unless [mode] has
 * LEX_SOURCE_BORROW.
 */
bool lex_source_open(LexSource *source, const char *bytes, size_t length,
                     int mode);

/* As lex_source_open, with the file name that TOKENIZE mode's messages
   quote ("unknown encoding for 'FILE': ..."); [filename] NULL leaves it
   out, as the tokenize module does for a readline without a name. */
bool lex_source_open_named(LexSource *source, const char *bytes,
                           size_t length, int mode, const char *filename);

/* Frees what [source] owns; safe on a zeroed or already closed source. */
void lex_source_close(LexSource *source);

/* ---- UTF-8 validity, with CPython's wording --------------------------- */

/* The first invalid sequence in a byte span, as CPython's UTF-8 decoder
   sees it. */
typedef struct LexUtf8Error {
  size_t start;       /* byte offset of the first bad byte in the span */
  size_t end;         /* byte offset just past the maximal invalid subpart
                         (CPython reports "byte 0x.." when end-start == 1,
                         else "bytes in position START-(END-1)") */
  const char *reason; /* "invalid start byte", "invalid continuation byte"
                         or "unexpected end of data" (static) */
} LexUtf8Error;

/* Returns true when [bytes]/[length] is valid UTF-8 (surrogates and
   overlong forms are invalid); otherwise fills [error] with the first
   problem. */
bool lex_utf8_check(const char *bytes, size_t length, LexUtf8Error *error);

/* Writes into [out] (capacity [size], always NUL-terminated) CPython's
   text for [error] found in [bytes]: "'utf-8' codec can't decode byte 0xff
   in position 0: invalid start byte". The lexer prefixes "(unicode error) "
   as CPython does for identifiers. */
void lex_utf8_describe(const char *bytes, const LexUtf8Error *error,
                       char *out, size_t size);

#endif
