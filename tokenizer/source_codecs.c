/*
 * source_codecs.c - Python codec names -> glibc iconv names.
 *
 * PEP 263 declarations name Python codecs, and Python spells them its own
 * way ("latin1", "l9", "windows_1252", "cp65001"). This table holds the
 * text codecs a source file plausibly declares, their aliases as Python
 * 3.13's codec registry lists them (measured with the oracle), and the
 * non-text codecs CPython rejects with "is not a text encoding". A name
 * missing here is "unknown encoding", which is also what CPython says for
 * most names, so an omission errs towards an error, never a wrong text.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "source_codecs.h"

#define CHARMAP "character maps to <undefined>"
#define MULTIBYTE "illegal multibyte sequence"

static const LexCodec codecs[] = {
    {"utf_8", "UTF-8", "utf-8", "invalid start byte"},
    {"utf_8_sig", "UTF-8", "utf-8", "invalid start byte"},
    {"latin_1", "ISO-8859-1", "latin-1", ""},
    {"ascii", "ASCII", "ascii", "ordinal not in range(128)"},
    {"cp1250", "CP1250", "charmap", CHARMAP},
    {"cp1251", "CP1251", "charmap", CHARMAP},
    {"cp1252", "CP1252", "charmap", CHARMAP},
    {"cp1253", "CP1253", "charmap", CHARMAP},
    {"cp1254", "CP1254", "charmap", CHARMAP},
    {"cp1255", "CP1255", "charmap", CHARMAP},
    {"cp1256", "CP1256", "charmap", CHARMAP},
    {"cp1257", "CP1257", "charmap", CHARMAP},
    {"cp1258", "CP1258", "charmap", CHARMAP},
    {"iso8859_2", "ISO-8859-2", "charmap", CHARMAP},
    {"iso8859_3", "ISO-8859-3", "charmap", CHARMAP},
    {"iso8859_4", "ISO-8859-4", "charmap", CHARMAP},
    {"iso8859_5", "ISO-8859-5", "charmap", CHARMAP},
    {"iso8859_6", "ISO-8859-6", "charmap", CHARMAP},
    {"iso8859_7", "ISO-8859-7", "charmap", CHARMAP},
    {"iso8859_8", "ISO-8859-8", "charmap", CHARMAP},
    {"iso8859_9", "ISO-8859-9", "charmap", CHARMAP},
    {"iso8859_10", "ISO-8859-10", "charmap", CHARMAP},
    {"iso8859_13", "ISO-8859-13", "charmap", CHARMAP},
    {"iso8859_14", "ISO-8859-14", "charmap", CHARMAP},
    {"iso8859_15", "ISO-8859-15", "charmap", CHARMAP},
    {"iso8859_16", "ISO-8859-16", "charmap", CHARMAP},
    {"koi8_r", "KOI8-R", "charmap", CHARMAP},
    {"koi8_u", "KOI8-U", "charmap", CHARMAP},
    {"mac_roman", "MACINTOSH", "charmap", CHARMAP},
    {"cp437", "CP437", "charmap", CHARMAP},
    {"cp850", "CP850", "charmap", CHARMAP},
    {"cp866", "CP866", "charmap", CHARMAP},
    {"euc_jp", "EUC-JP", "euc_jp", MULTIBYTE},
    {"shift_jis", "SHIFT_JIS", "shift_jis", MULTIBYTE},
    {"cp932", "CP932", "cp932", MULTIBYTE},
    {"gbk", "GBK", "gbk", MULTIBYTE},
    {"gb2312", "GB2312", "gb2312", MULTIBYTE},
    {"gb18030", "GB18030", "gb18030", MULTIBYTE},
    {"big5", "BIG5", "big5", MULTIBYTE},
    {"euc_kr", "EUC-KR", "euc_kr", MULTIBYTE},
    {"cp949", "CP949", "cp949", MULTIBYTE},
    {"utf_16", "UTF-16LE", "utf-16-le", "truncated data"},
    {"utf_16_le", "UTF-16LE", "utf-16-le", "truncated data"},
    {"utf_16_be", "UTF-16BE", "utf-16-be", "truncated data"},
    {"utf_32", "UTF-32LE", "utf-32-le", "truncated data"},
    {"utf_32_le", "UTF-32LE", "utf-32-le", "truncated data"},
    {"utf_32_be", "UTF-32BE", "utf-32-be", "truncated data"},
    {"utf_7", "UTF-7", "utf7", "unexpected special character"},
    {"rot_13", NULL, NULL, NULL},
    {"hex_codec", NULL, NULL, NULL},
    {"base64_codec", NULL, NULL, NULL},
    {"zlib_codec", NULL, NULL, NULL},
    {"bz2_codec", NULL, NULL, NULL},
    {"quopri_codec", NULL, NULL, NULL},
    {"uu_codec", NULL, NULL, NULL},
};

/* alias (normalized) -> codec module name, as Python 3.13 lists them. */
static const char *const aliases[][2] = {
    {"cp65001", "utf_8"}, {"u8", "utf_8"}, {"utf", "utf_8"},
    {"utf8", "utf_8"}, {"utf8_ucs2", "utf_8"}, {"utf8_ucs4", "utf_8"},
    {"8859", "latin_1"}, {"cp819", "latin_1"}, {"csisolatin1", "latin_1"},
    {"ibm819", "latin_1"}, {"iso8859", "latin_1"}, {"iso8859_1", "latin_1"},
    {"iso_8859_1", "latin_1"}, {"iso_8859_1_1987", "latin_1"},
    {"iso_ir_100", "latin_1"}, {"l1", "latin_1"}, {"latin", "latin_1"},
    {"latin1", "latin_1"}, {"646", "ascii"}, {"ansi_x3.4_1968", "ascii"},
    {"ansi_x3_4_1968", "ascii"}, {"ansi_x3.4_1986", "ascii"},
    {"cp367", "ascii"}, {"csascii", "ascii"}, {"ibm367", "ascii"},
    {"iso646_us", "ascii"}, {"iso_646.irv_1991", "ascii"},
    {"iso_ir_6", "ascii"}, {"us", "ascii"}, {"us_ascii", "ascii"},
    {"1250", "cp1250"}, {"windows_1250", "cp1250"}, {"1251", "cp1251"},
    {"windows_1251", "cp1251"}, {"1252", "cp1252"},
    {"windows_1252", "cp1252"}, {"1253", "cp1253"},
    {"windows_1253", "cp1253"}, {"1254", "cp1254"},
    {"windows_1254", "cp1254"}, {"1255", "cp1255"},
    {"windows_1255", "cp1255"}, {"1256", "cp1256"},
    {"windows_1256", "cp1256"}, {"1257", "cp1257"},
    {"windows_1257", "cp1257"}, {"1258", "cp1258"},
    {"windows_1258", "cp1258"}, {"iso_8859_2", "iso8859_2"},
    {"l2", "iso8859_2"}, {"latin2", "iso8859_2"},
    {"iso_8859_3", "iso8859_3"}, {"l3", "iso8859_3"},
    {"latin3", "iso8859_3"}, {"iso_8859_4", "iso8859_4"},
    {"l4", "iso8859_4"}, {"latin4", "iso8859_4"},
    {"iso_8859_5", "iso8859_5"}, {"cyrillic", "iso8859_5"},
    {"iso_8859_6", "iso8859_6"}, {"arabic", "iso8859_6"},
    {"iso_8859_7", "iso8859_7"}, {"greek", "iso8859_7"},
    {"greek8", "iso8859_7"}, {"iso_8859_8", "iso8859_8"},
    {"hebrew", "iso8859_8"}, {"iso_8859_9", "iso8859_9"},
    {"l5", "iso8859_9"}, {"latin5", "iso8859_9"},
    {"iso_8859_10", "iso8859_10"}, {"l6", "iso8859_10"},
    {"latin6", "iso8859_10"}, {"iso_8859_13", "iso8859_13"},
    {"l7", "iso8859_13"}, {"latin7", "iso8859_13"},
    {"iso_8859_14", "iso8859_14"}, {"l8", "iso8859_14"},
    {"latin8", "iso8859_14"}, {"iso_8859_15", "iso8859_15"},
    {"l9", "iso8859_15"}, {"latin9", "iso8859_15"},
    {"iso_8859_16", "iso8859_16"}, {"l10", "iso8859_16"},
    {"latin10", "iso8859_16"}, {"cskoi8r", "koi8_r"},
    {"macintosh", "mac_roman"}, {"macroman", "mac_roman"},
    {"437", "cp437"}, {"ibm437", "cp437"}, {"850", "cp850"},
    {"ibm850", "cp850"}, {"866", "cp866"}, {"ibm866", "cp866"},
    {"eucjp", "euc_jp"}, {"ujis", "euc_jp"}, {"u_jis", "euc_jp"},
    {"csshiftjis", "shift_jis"}, {"s_jis", "shift_jis"},
    {"shiftjis", "shift_jis"}, {"sjis", "shift_jis"}, {"932", "cp932"},
    {"ms932", "cp932"}, {"mskanji", "cp932"}, {"ms_kanji", "cp932"},
    {"windows_31j", "cp932"}, {"936", "gbk"}, {"cp936", "gbk"},
    {"ms936", "gbk"}, {"chinese", "gb2312"}, {"euc_cn", "gb2312"},
    {"euccn", "gb2312"}, {"gb18030_2000", "gb18030"},
    {"big5_tw", "big5"}, {"csbig5", "big5"}, {"euckr", "euc_kr"},
    {"korean", "euc_kr"}, {"949", "cp949"}, {"ms949", "cp949"},
    {"uhc", "cp949"}, {"u16", "utf_16"}, {"utf16", "utf_16"},
    {"utf_16le", "utf_16_le"}, {"utf_16be", "utf_16_be"},
    {"u32", "utf_32"}, {"utf32", "utf_32"}, {"utf_32le", "utf_32_le"},
    {"utf_32be", "utf_32_be"}, {"u7", "utf_7"}, {"utf7", "utf_7"},
    {"rot13", "rot_13"}, {"hex", "hex_codec"}, {"base64", "base64_codec"},
    {"base_64", "base64_codec"}, {"zip", "zlib_codec"},
    {"zlib", "zlib_codec"}, {"bz2", "bz2_codec"}, {"quopri", "quopri_codec"},
    {"quoted_printable", "quopri_codec"},
    {"quotedprintable", "quopri_codec"}, {"uu", "uu_codec"},
};

/* Python's name normalization: lowercase; each run of characters other
   than letters, digits and '.' becomes one '_'; no '_' at either end. */
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

static const LexCodec *find_module(const char *module) {
  for (size_t i = 0; i < sizeof codecs / sizeof codecs[0]; i++)
    if (strcmp(codecs[i].python, module) == 0) return &codecs[i];
  return NULL;
}

/* Longest codec name we look up; longer names are unknown to Python. */
#define CODEC_NAME_MAX 64

const LexCodec *lex_codec_find(const char *name) {
  char key[CODEC_NAME_MAX];
  if (strlen(name) >= CODEC_NAME_MAX) return NULL;
  normalize(name, key, sizeof key);
  const LexCodec *codec = find_module(key);
  if (codec) return codec;
  for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
    if (strcmp(aliases[i][0], key) == 0) return find_module(aliases[i][1]);
  return NULL;
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
