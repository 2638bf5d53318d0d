/*
 * source_codecs.h - private to source*.c: a growable byte buffer, Python's
 * codec names and what iconv charset decodes each, the conversion itself,
 * and UTF-8 replacement.
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

/* What pyparse can do with a codec Python knows. */
typedef enum LexCodecKind {
  LEX_CODEC_TEXT,        /* a text encoding an iconv charset decodes */
  LEX_CODEC_TABLE,       /* a single-byte encoding no iconv charset
                            decodes as Python does (mac_greek, cp424):
                            decoded with its table */
  LEX_CODEC_NOT_TEXT,    /* rot13, hex, ...: CPython says "is not a text
                            encoding" */
  LEX_CODEC_UNSUPPORTED, /* a multibyte text encoding no iconv charset
                            decodes as Python does (gbk, euc_kr, utf_7):
                            pyparse says it cannot decode it */
} LexCodecKind;

/* A byte order mark Python drops (and obeys) that iconv would not. */
typedef enum LexCodecBom {
  LEX_CODEC_BOM_NONE,  /* iconv does whatever Python does */
  LEX_CODEC_BOM_UTF8,  /* utf_8_sig: a leading EF BB BF is dropped */
  LEX_CODEC_BOM_UTF16, /* a leading UTF-16 BOM picks the order, dropped */
  LEX_CODEC_BOM_UTF32, /* likewise for UTF-32 */
} LexCodecBom;

/* One character iconv's charset gives where Python gives another. */
typedef struct LexCodecRemap {
  unsigned from; /* code point in iconv's output */
  unsigned to;   /* code point Python decodes the same bytes to */
} LexCodecRemap;

/* A byte string iconv rejects where a character starts that Python
   decodes to one character there (cp932's 0xA0 is U+F8F0). */
typedef struct LexCodecSeq {
  unsigned char bytes[4]; /* the string: its first [length] bytes */
  unsigned length;        /* 1 to 4 */
  unsigned cp;            /* Python's character */
} LexCodecSeq;

/* What we know of one Python codec; the table of them is generated at
   build time from tokenizer/codecs.tsv (see scripts/gen_codecs.py). */
typedef struct LexCodec {
  const char *python;  /* Python's module name, e.g. "cp1252" */
  LexCodecKind kind;
  const char *iconv;   /* glibc iconv charset; NULL unless kind is
                          LEX_CODEC_TEXT */
  const char *errname; /* codec name in UnicodeDecodeError messages ("":
                          the codec decodes every byte) */
  const char *reason;  /* its message for an undecodable byte ("" when
                          none is possible) */
  LexCodecBom bom;
  unsigned char never[32]; /* bytes Python rejects wherever they stand
                              (where a character starts, with lead) but
                              iconv would decode (EUC-JP's C1 controls,
                              GBK's 0x80): bit b%8 of never[b/8] */
  const LexCodecRemap *remap; /* characters swapped in iconv's output
                                 (SHIFT_JIS's YEN SIGN for 0x5C is
                                 Python's '\\'), sorted by from; static */
  size_t nremap;              /* entries in remap */
  const unsigned *table;      /* LEX_CODEC_TABLE: the code point of each
                                 byte, LEX_CODEC_UNDEFINED for none;
                                 NULL otherwise; static */
  const LexCodecSeq *fallback;   /* what Python decodes where iconv stops
                                    (cp932's 0xA0, HKSCS's A15A); static */
  size_t nfallback;              /* entries in fallback */
  unsigned char lead[32]; /* a double-byte codec's lead bytes, when never
                             holds bytes that are errors only where a
                             character starts (GBK's 0x80 is a valid
                             second byte): bit b%8 of lead[b/8]; all zero
                             when never counts everywhere */
} LexCodec;

/* A byte a LEX_CODEC_TABLE codec does not decode (above any code point). */
#define LEX_CODEC_UNDEFINED 0xffffffffu

/* An alias as Python's encodings.aliases lists it (normalized). */
typedef struct LexCodecAlias {
  const char *alias; /* e.g. "latin1" */
  int codec;         /* 0-based index into lex_codecs */
} LexCodecAlias;

/* The generated tables (codec_table.c), each sorted by name (strcmp). */
extern const LexCodec lex_codecs[];
extern const size_t lex_codec_count;
extern const LexCodecAlias lex_codec_aliases[];
extern const size_t lex_codec_alias_count;

/* Finds the codec Python's codecs.lookup() finds for [name] (any alias,
   any case, '-'/'_'/' ' alike), or NULL when Python knows none. The
   result is static. */
const LexCodec *lex_codec_find(const char *name);

/* Where lex_codec_convert stopped. */
typedef enum LexConvertStop {
  LEX_CONVERT_DONE,       /* at the end of the input */
  LEX_CONVERT_BAD_BYTE,   /* strict: at a byte the codec does not decode */
  LEX_CONVERT_NO_CHARSET, /* before the first byte: this system's iconv
                             has no charset for the codec (gen_codecs.py
                             chose charsets where it had them all); not
                             an error of the input */
} LexConvertStop;

/* Converts [in]/[length] with [codec] (LEX_CODEC_TEXT or _TABLE) to UTF-8
   appended to [out], and says in *[stop] where it stopped. Strict: stops
   at the first bad byte (LEX_CONVERT_BAD_BYTE), *bad its offset in [in],
   *incomplete when the input ends inside a sequence. Not strict: one
   U+FFFD for each bad byte (for a truncated tail, one for all of it).
   Returns false only when out of memory (iconv_open's too). */
bool lex_codec_convert(const LexCodec *codec, const char *in, size_t length,
                       bool strict, LexBuf *out, size_t *bad,
                       bool *incomplete, LexConvertStop *stop);

/* compile()'s universal newlines on [text]/[length], in place: "\r\n" and a
   lone "\r" become "\n" (the text only shrinks). Returns the new length. */
size_t lex_newlines_in_place(char *text, size_t length);

/* Decodes [in]/[length] with [codec] as compile() does: newlines made
   "\n" and one added at the end before decoding (so a sequence cut short
   by the end is "illegal", not "incomplete", and error positions count
   "\r\n" as one byte), strictly. The decoded text goes to [out] (without
   the added newline); *[stop] says where it stopped (as in
   lex_codec_convert). On a decoding error (LEX_CONVERT_BAD_BYTE) [out]
   holds a prefix and [message] (capacity [size]) Python's
   UnicodeDecodeError text, else message[0] is '\0'. Returns false only
   when out of memory. */
bool lex_codec_decode_whole(const LexCodec *codec, const char *in,
                            size_t length, LexBuf *out, LexConvertStop *stop,
                            char *message, size_t size);

/* Writes into [out] (capacity [size]) Python's UnicodeDecodeError text for
   the failure lex_codec_convert reported at [bad] in [in]/[length] (strict),
   e.g. "'charmap' codec can't decode byte 0x81 in position 22: character
   maps to <undefined>". UTF-8 codecs (utf8, cp65001, ...) give the UTF-8
   decoder's own reasons and byte ranges. */
void lex_codec_describe(const LexCodec *codec, const char *in, size_t length,
                        size_t bad, bool incomplete, char *out, size_t size);

#endif
