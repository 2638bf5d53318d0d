/*
 * source_codecs.c - Python codec names -> glibc iconv charsets, and the
 * conversion of declared encodings to UTF-8.
 *
 * PEP 263 declarations name Python codecs, and Python spells them its own
 * way ("latin1", "l9", "windows_1252", "cp65001"). The table of Python
 * 3.13's codecs and aliases is not kept here: scripts/gen_codecs.py asks
 * the oracle for it and for the iconv charset that decodes each codec
 * exactly as Python does, writing tokenizer/codecs.tsv, and the build
 * turns that into codec_table.c (tokenizer/gen_codecs.c). This file does
 * the lookup as Python's encodings.search_function does it, and the
 * conversion, with what iconv does not do as Python, each measured per
 * codec by the script: the BOM of utf_8_sig / utf_16 / utf_32, bytes
 * Python rejects that iconv would pass ("never"), characters iconv names
 * otherwise ("remap"), whole characters iconv rejects ("fallback"), and
 * single-byte codecs glibc lacks ("table"); also compile()'s newline
 * translation before decoding and Python's error messages.
 */
#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source.h"
#include "source_codecs.h"

/* Python's normalize_encoding, after codecs.lookup() has lowercased the
   name: each run of characters other than letters, digits and '.'
   becomes one '_', none at the start; a trailing run is dropped. */
static void normalize(const char *name, char *out, size_t size) {
  size_t n = 0;
  bool pending = false;
  for (const char *p = name; *p && n + 2 < size; p++) {
    unsigned char c = (unsigned char)*p;
    if (isalnum(c) || c == '.') {
      if (pending && n > 0) out[n++] = '_';
      pending = false;
      out[n++] = (char)tolower(c);
    } else {
      pending = true;
    }
  }
  out[n] = '\0';
}

static int compare_codec(const void *key, const void *codec) {
  return strcmp(key, ((const LexCodec *)codec)->python);
}

static int compare_alias(const void *key, const void *alias) {
  return strcmp(key, ((const LexCodecAlias *)alias)->alias);
}

static const LexCodec *find_module(const char *module) {
  return bsearch(module, lex_codecs, lex_codec_count, sizeof lex_codecs[0],
                 compare_codec);
}

static const LexCodecAlias *find_alias(const char *alias) {
  return bsearch(alias, lex_codec_aliases, lex_codec_alias_count,
                 sizeof lex_codec_aliases[0], compare_alias);
}

/* Longest codec name we look up; longer names are unknown to Python. */
#define CODEC_NAME_MAX 64

/* Python tries the alias of the normalized name, then of that name with
   '.' -> '_' ("iso8859.1"), then the name itself as a module of the
   encodings package (never one with a '.'). */
const LexCodec *lex_codec_find(const char *name) {
  char key[CODEC_NAME_MAX], dotless[CODEC_NAME_MAX];
  if (strlen(name) >= CODEC_NAME_MAX) return NULL;
  normalize(name, key, sizeof key);
  memcpy(dotless, key, sizeof key);
  for (char *p = dotless; *p; p++)
    if (*p == '.') *p = '_';
  const LexCodecAlias *alias = find_alias(key);
  if (!alias) alias = find_alias(dotless);
  if (alias) return &lex_codecs[alias->codec];
  if (strchr(key, '.')) return NULL;
  return find_module(key);
}

static bool in_set(const unsigned char set[32], unsigned char byte) {
  return (set[byte / 8] >> (byte % 8)) & 1u;
}

/* Bytes of UTF-8 one iconv call may write; any size works (E2BIG makes
   another call), this one keeps the stack frame small. */
#define ICONV_CHUNK 4096

/* Runs [cd] over [*src]/[*left] onto [out], flushing at the end (CP1255
   and CP1258 hold a base character back for a combining mark). Returns
   false when out of memory; *error is 0 on success, else iconv's errno
   with [*src] at the bad byte. */
static bool run_iconv(iconv_t cd, char **src, size_t *left, LexBuf *out,
                      int *error) {
  char chunk[ICONV_CHUNK];
  bool flush = false;
  *error = 0;
  for (;;) {
    flush = flush || *left == 0;
    char *dst = chunk;
    size_t room = sizeof chunk;
    size_t r = flush ? iconv(cd, NULL, NULL, &dst, &room)
                     : iconv(cd, src, left, &dst, &room);
    int saved = errno;
    if (!lex_buf_append(out, chunk, (size_t)(dst - chunk))) return false;
    if (r != (size_t)-1) {
      if (flush) return true;
    } else if (saved != E2BIG) {
      *error = saved;
      return true;
    }
  }
}

/* The code point of the UTF-8 sequence at [p] (iconv wrote it, so it is
   valid); *length gets its byte count. */
static unsigned utf8_at(const unsigned char *p, size_t *length) {
  if (p[0] < 0x80) return *length = 1, p[0];
  if (p[0] < 0xe0) return *length = 2, (p[0] & 0x1fu) << 6 | (p[1] & 0x3fu);
  if (p[0] < 0xf0)
    return *length = 3,
           (p[0] & 0x0fu) << 12 | (p[1] & 0x3fu) << 6 | (p[2] & 0x3fu);
  return *length = 4, (p[0] & 0x07u) << 18 | (p[1] & 0x3fu) << 12 |
                          (p[2] & 0x3fu) << 6 | (p[3] & 0x3fu);
}

/* Writes [cp] as UTF-8 at [out] (room for 4); returns its byte count. */
static size_t utf8_put(unsigned cp, char *out) {
  if (cp < 0x80) return out[0] = (char)cp, 1;
  if (cp < 0x800) {
    out[0] = (char)(0xc0 | cp >> 6);
    out[1] = (char)(0x80 | (cp & 0x3f));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = (char)(0xe0 | cp >> 12);
    out[1] = (char)(0x80 | (cp >> 6 & 0x3f));
    out[2] = (char)(0x80 | (cp & 0x3f));
    return 3;
  }
  out[0] = (char)(0xf0 | cp >> 18);
  out[1] = (char)(0x80 | (cp >> 12 & 0x3f));
  out[2] = (char)(0x80 | (cp >> 6 & 0x3f));
  out[3] = (char)(0x80 | (cp & 0x3f));
  return 4;
}

static int compare_remap(const void *key, const void *entry) {
  unsigned cp = *(const unsigned *)key;
  unsigned from = ((const LexCodecRemap *)entry)->from;
  return cp < from ? -1 : cp > from;
}

/* Python's character for [cp] decoded by [codec]'s iconv charset. */
static unsigned remap_one(const LexCodec *codec, unsigned cp) {
  const LexCodecRemap *hit = bsearch(&cp, codec->remap, codec->nremap,
                                     sizeof codec->remap[0], compare_remap);
  return hit ? hit->to : cp;
}

/* The longest fallback string of [codec] at [in]+[pos] (before [end]),
   or NULL: what Python decodes where iconv stopped. */
static const LexCodecSeq *fallback_at(const LexCodec *codec, const char *in,
                                      size_t pos, size_t end) {
  const LexCodecSeq *best = NULL;
  for (size_t i = 0; i < codec->nfallback; i++) {
    const LexCodecSeq *seq = &codec->fallback[i];
    if (seq->length <= end - pos &&
        memcmp(in + pos, seq->bytes, seq->length) == 0 &&
        (!best || seq->length > best->length))
      best = seq;
  }
  return best;
}

/* Swaps [codec]'s remapped characters in what iconv appended to [out]
   from byte [start] on. Rewritten through a copy, as a character may
   change length. False when out of memory. */
static bool apply_remap(const LexCodec *codec, LexBuf *out, size_t start) {
  if (!codec->nremap || out->length == start) return true;
  size_t length = out->length - start;
  char *copy = malloc(length);
  if (!copy) return false;
  memcpy(copy, out->data + start, length);
  out->length = start;
  bool ok = true;
  for (size_t i = 0, n; ok && i < length; i += n) {
    char bytes[4];
    unsigned cp = utf8_at((const unsigned char *)copy + i, &n);
    ok = lex_buf_append(out, bytes, utf8_put(remap_one(codec, cp), bytes));
  }
  free(copy);
  return ok;
}

/* Where [codec]'s text starts in [in]: past a BOM it drops; *charset is
   the iconv charset for the rest. */
static size_t skip_bom(const LexCodec *codec, const char *in, size_t length,
                       const char **charset) {
  static const struct {
    LexCodecBom bom;
    const char *bytes;
    size_t length;
    const char *charset;
  } boms[] = {
      {LEX_CODEC_BOM_UTF8, "\xef\xbb\xbf", 3, "UTF-8"},
      {LEX_CODEC_BOM_UTF32, "\xff\xfe\0\0", 4, "UTF-32LE"},
      {LEX_CODEC_BOM_UTF32, "\0\0\xfe\xff", 4, "UTF-32BE"},
      {LEX_CODEC_BOM_UTF16, "\xff\xfe", 2, "UTF-16LE"},
      {LEX_CODEC_BOM_UTF16, "\xfe\xff", 2, "UTF-16BE"},
  };
  *charset = codec->iconv;
  for (size_t i = 0; i < sizeof boms / sizeof boms[0]; i++)
    if (boms[i].bom == codec->bom && length >= boms[i].length &&
        memcmp(in, boms[i].bytes, boms[i].length) == 0) {
      *charset = boms[i].charset;
      return boms[i].length;
    }
  return 0;
}

/* The end of the stretch from [from] that iconv may see: the first byte
   the codec never accepts (in a double-byte codec with leads, only where
   a character starts: a lead byte takes the next one along), or
   [length]. A bad pair misleads the walk only past the place where iconv
   itself stops, and the walk starts again from there. */
static size_t next_never(const LexCodec *codec, const char *in,
                         size_t from, size_t length) {
  while (from < length) {
    unsigned char byte = (unsigned char)in[from];
    if (in_set(codec->never, byte)) return from;
    from += in_set(codec->lead, byte) ? 2 : 1;
  }
  return length;
}

/* lex_codec_convert for a LEX_CODEC_TABLE codec: one byte at a time. */
static bool convert_table(const LexCodec *codec, const char *in,
                          size_t length, bool strict, LexBuf *out,
                          size_t *bad, LexConvertStop *stop) {
  bool ok = true;
  for (size_t i = 0; ok && i < length; i++) {
    unsigned cp = codec->table[(unsigned char)in[i]];
    char bytes[4];
    if (cp != LEX_CODEC_UNDEFINED) {
      ok = lex_buf_append(out, bytes, utf8_put(cp, bytes));
    } else if (strict) {
      *stop = LEX_CONVERT_BAD_BYTE;
      *bad = i;
      break;
    } else {
      ok = lex_buf_append(out, "\xef\xbf\xbd", 3);
    }
  }
  return ok;
}

bool lex_codec_convert(const LexCodec *codec, const char *in, size_t length,
                       bool strict, LexBuf *out, size_t *bad,
                       bool *incomplete, LexConvertStop *stop) {
  *stop = LEX_CONVERT_DONE;
  *incomplete = false;
  *bad = 0;
  if (codec->table)
    return convert_table(codec, in, length, strict, out, bad, stop);
  const char *charset;
  size_t pos = skip_bom(codec, in, length, &charset);
  iconv_t cd = iconv_open("UTF-8", charset);
  if (cd == (iconv_t)-1) {
    /* glibc says EINVAL for a conversion it does not know; anything else
       (ENOMEM, EMFILE while loading a module) is a lack of resources */
    if (errno != EINVAL) return false;
    *stop = LEX_CONVERT_NO_CHARSET;
    return true;
  }
  bool ok = true;
  while (ok && pos < length) {
    size_t limit = next_never(codec, in, pos, length);
    char *src = (char *)in + pos;
    size_t left = limit - pos;
    int error;
    size_t start = out->length;
    ok = run_iconv(cd, &src, &left, out, &error) &&
         apply_remap(codec, out, start);
    pos = (size_t)(src - in);
    if (!ok || (!error && pos == length)) break;
    iconv(cd, NULL, NULL, NULL, NULL); /* back to the initial state */
    const LexCodecSeq *seq = error ? fallback_at(codec, in, pos, limit) : NULL;
    if (seq) {
      char bytes[4];
      ok = lex_buf_append(out, bytes, utf8_put(seq->cp, bytes));
      pos += seq->length;
      continue;
    }
    /* A bad byte: iconv's, or one the codec never accepts at [limit]. */
    if (strict) {
      *stop = LEX_CONVERT_BAD_BYTE;
      *bad = pos;
      *incomplete = error == EINVAL;
      break;
    }
    ok = lex_buf_append(out, "\xef\xbf\xbd", 3);
    pos = error == EINVAL ? limit : pos + 1;
  }
  iconv_close(cd);
  return ok;
}

size_t lex_newlines_in_place(char *text, size_t length) {
  const char *cr = memchr(text, '\r', length);
  if (!cr) return length;
  size_t to = (size_t)(cr - text);
  for (size_t from = to; from < length; from++) {
    char c = text[from];
    if (c == '\r') {
      c = '\n';
      if (from + 1 < length && text[from + 1] == '\n') from++;
    }
    text[to++] = c;
  }
  return to;
}

/* compile()'s bytes before decoding: "\r\n" and a lone "\r" become "\n",
   and a "\n" is added at the end when there is none (CPython's
   translate_newlines). *added says whether it was. False: out of memory. */
static bool translate_newlines(const char *in, size_t length, LexBuf *out,
                               bool *added) {
  if (!lex_buf_append(out, in, length)) return false;
  out->length = lex_newlines_in_place(out->data, out->length);
  *added = out->length == 0 || out->data[out->length - 1] != '\n';
  return !*added || lex_buf_append(out, "\n", 1);
}

bool lex_codec_decode_whole(const LexCodec *codec, const char *in,
                            size_t length, LexBuf *out, LexConvertStop *stop,
                            char *message, size_t size) {
  LexBuf bytes = {0};
  bool added, incomplete;
  size_t bad;
  message[0] = '\0';
  *stop = LEX_CONVERT_DONE;
  bool ok = translate_newlines(in, length, &bytes, &added) &&
            lex_codec_convert(codec, bytes.data, bytes.length, true, out,
                              &bad, &incomplete, stop);
  if (ok && *stop == LEX_CONVERT_BAD_BYTE)
    lex_codec_describe(codec, bytes.data, bytes.length, bad, incomplete,
                       message, size);
  else if (ok && *stop == LEX_CONVERT_DONE && added && out->length &&
           out->data[out->length - 1] == '\n')
    out->data[--out->length] = '\0'; /* the lexer sees the input's end */
  free(bytes.data);
  return ok;
}

void lex_codec_describe(const LexCodec *codec, const char *in, size_t length,
                        size_t bad, bool incomplete, char *out, size_t size) {
  LexUtf8Error error;
  if (codec->iconv && strcmp(codec->iconv, "UTF-8") == 0 &&
      !lex_utf8_check(in, length, &error)) {
    lex_utf8_describe(in, &error, out, size);
    return;
  }
  const char *reason = codec->reason;
  if (incomplete && strcmp(reason, "illegal multibyte sequence") == 0)
    reason = "incomplete multibyte sequence";
  snprintf(out, size, "'%s' codec can't decode byte 0x%02x in position %zu: %s",
           codec->errname, bad < length ? (unsigned char)in[bad] : 0u, bad,
           reason);
}

bool lex_buf_append(LexBuf *buf, const char *bytes, size_t length) {
  if (buf->length + length + 1 > buf->capacity) {
    size_t capacity = buf->capacity ? buf->capacity : 256;
    while (capacity < buf->length + length + 1) capacity *= 2;
    char *data = realloc(buf->data, capacity);
    if (!data) return false;
    buf->data = data;
    buf->capacity = capacity;
  }
  if (length) memcpy(buf->data + buf->length, bytes, length);
  buf->length += length;
  buf->data[buf->length] = '\0';
  return true;
}
