/*
 * source_codecs.h - private to source*.c: a growable byte buffer, the
 * table of Python codec names we can convert, and UTF-8 replacement.
 * The tokenizer sits before ast/ in the pipeline, so it has its own buffer.
 */
#ifndef PYPARSE_TOKENIZER_SOURCE_CODECS_H
#define PYPARSE_TOKENIZER_SOURCE_CODECS_H

#include <stdbool.h>
#include <stddef.h>

/* A growable heap buffer of bytes (data NULL until the first append). */
typedef struct LexBuf {
  char *data;      /* heap, NUL-terminated after each append */
  size_t length;   /* bytes used, terminator excluded */
  size_t capacity; /* bytes allocated */
} LexBuf;

bool lex_buf_append(LexBuf *buf, const char *bytes, size_t length);

/* Appends [bytes]/[length] with each invalid UTF-8 sequence replaced by
   U+FFFD, as Python's "replace" handler does. False: out of memory. */
bool lex_utf8_replace(const char *bytes, size_t length, LexBuf *out);

/* What we know of one Python codec. */
typedef struct LexCodec {
  const char *python;  /* Python's module name, e.g. "cp1252" */
  const char *iconv;   /* glibc iconv name; NULL: not a text encoding */
  const char *errname; /* codec name in UnicodeDecodeError messages */
  const char *reason;  /* its message for an undecodable byte */
} LexCodec;

/* Finds the codec Python's codecs.lookup() finds for [name] (any alias,
   any case, '-'/'_'/' ' alike), or NULL when Python knows none. */
const LexCodec *lex_codec_find(const char *name);

#endif
