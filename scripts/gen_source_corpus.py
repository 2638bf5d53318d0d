"""Writes corpus/source/: inputs exercising source decoding (BOMs, PEP 263
declarations, bad bytes, null bytes) and, for each, what CPython 3.13 does
with it in both front ends. Run by the oracle interpreter only:

    $(scripts/oracle.sh) scripts/gen_source_corpus.py

For each CASE it writes CASE.py (the bytes), CASE.tokenize and CASE.compile:
    encoding: NAME       (what `python -m tokenize` prints in ENCODING)
    place: PLACE         (LexSourcePlace without the prefix: NONE, NOWHERE,
                          START, FILE, LINE, UNEXPECTED)
    lineno: N
    message: MESSAGE
    text:                (then the decoded UTF-8 text the lexer should see)
In compile mode, errors CPython reports with a real position ("(unicode
error) ...") come from the lexer or parser, not from decoding: those cases
say place NONE and the text is the input bytes.
"""
import io
import re
import os
import sys
import tokenize

CASES = {
    'plain': b'x = 1\n',
    'empty': b'',
    'bom': b'\xef\xbb\xbfx = 1\n',
    'bom_only': b'\xef\xbb\xbf',
    'bom_utf8_decl': b'\xef\xbb\xbf# coding: utf-8\nx = 1\n',
    'bom_utf8sig_decl': b'\xef\xbb\xbf# coding: utf-8-sig\nx = 1\n',
    'bom_latin1_decl': b'\xef\xbb\xbf# coding: latin-1\nx = 1\n',
    'bom_utf8_alias': b'\xef\xbb\xbf# coding: UTF8\nx = 1\n',
    'bom_bad_byte': b'\xef\xbb\xbfx = "\xff"\n',
    'unknown': b'# coding: foobar\nx = 1\n',
    'unknown_line2': b'#!/usr/bin/python\n# coding: foobar\nx = 1\n',
    'unknown_trailing': b'# coding: latin-1garbage\nx=1\n',
    'not_text_rot13': b'# coding: rot13\nx = 1\n',
    'not_text_hex': b'# coding: hex\nx = 1\n',
    'latin1': b'# coding: latin-1\nx = "\xe9"\n',
    'latin1_alias': b'# coding: latin1\nx = "\xe9"\n',
    'latin1_l1': b'# coding: l1\nx = "\xe9"\n',
    'latin1_line2': b'#!/x\n# -*- coding: latin-1 -*-\nx = "\xff"\n',
    'latin1_vim': b'# vim: set fileencoding=latin-1 :\nx = "\xe9"\n',
    'latin1_formfeed': b'\x0c# coding: latin-1\nx = "\xe9"\n',
    'latin1_cr': b'# coding: latin-1\rx = "\xe9"\r',
    'decl_after_code': b'x=1\n# coding: latin-1\nx = "\xff"\n',
    'decl_line3': b'\n\n# coding: latin-1\nx = "\xff"\n',
    'decl_no_colon': b'# coding latin-1\nx = 1\n',
    'decl_in_code': b'x = 1 # coding: latin-1\n',
    'utf8_alias': b'# coding: UTF_8\nx = 1\n',
    'utf8_short': b'# coding: utf8\nx = "\xc3\xa9"\n',
    'cp65001': b'# coding: cp65001\nx = 1\n',
    'cp1252': b'# coding: cp1252\nx = "\x80"\n',
    'cp1252_undefined': b'# coding: cp1252\nx = "\x81"\n',
    'windows_1252': b'# coding: windows-1252\nx = "\x93q\x94"\n',
    'iso8859_15': b'# coding: iso-8859-15\nx = "\xa4"\n',
    'koi8_r': b'# coding: koi8-r\nx = "\xc1"\n',
    'euc_jp': b'# coding: euc-jp\nx = "\xa4\xa2"\n',
    'euc_jp_bad': b'# coding: euc-jp\nx = "\xff\xff"\n',
    'shift_jis': b'# coding: shift_jis\nx = "\x82\xa0"\n',
    'ascii_bad': b'# coding: ascii\nx = 1\ny = "\xe9"\n',
    'utf16': b'# coding: utf-16\nx = 1\n',
    'bad_utf8_line1': b'\xffx = 1\n',
    'bad_utf8_line3': b'x = 1\ny = 2\nz = "\xff"\n',
    'bad_utf8_comment1': b'# \xff\nz=3\n',
    'bad_utf8_comment3': b'x = 1\ny = 2\n# \xff\nz=3\n',
    'bad_utf8_name': b'x = 1\ny = 2\nz\xff = 3\n',
    'bad_utf8_surrogate': b'x = 1\n\nx = "\xed\xa0\x80"\n',
    'bad_utf8_truncated': b'x = 1\n\nx = "\xe2\x82"\n',
    'bad_utf8_overlong': b'x = 1\n\nx = "\xc0\x80"\n',
    'bad_decl_line': b'# coding: utf-8 \xff\nx=1\n',
    'null_line2': b'x = 1\ny = \x002\n',
    'null_line1': b'\x00x = 1\n',
    'null_latin1': b'# coding: latin-1\nx = 1\n\x00\n',
    # codecs found by scripts/gen_codecs.py (tokenizer/codecs.tsv)
    'cp852': b'# coding: cp852\nx = "\xa5\x86"\n',
    'cp1125': b'# coding: cp1125\nx = "\xf2\xf4"\n',
    'mac_cyrillic': b'# coding: mac_cyrillic\nx = "\x80\xff"\n',
    'iso2022_jp': '# coding: iso2022_jp\nx = "日本"\ny = 1\n'.encode(
        'iso2022_jp'),
    # SHIFT_JIS via iconv with YEN SIGN -> '\\'; 0x5C also ends a kanji
    'shift_jis_backslash': b'# coding: shift_jis\nx = "\\\\\x95\x5c"\n',
    # BIG5 via iconv with its private-use kana remapped to Python's
    'big5_kana': '# coding: big5\nx = "ぁ¢"\n'.encode('big5'),
    # EUC-JP's C1 bytes: iconv passes them, Python rejects them
    'euc_jp_c1': b'# coding: euc-jp\nx = 1\ny = "\x80"\n',
    # GBK's 0x80: a valid second byte, an error where a character starts
    'gbk_80': b'# coding: gbk\nx = "\x81\x80"\ny = "\x80"\n',
    # CP932's 0xA0 and 0xFD: glibc rejects them, Python has them
    'cp932_extra': b'# coding: cp932\nx = "\xa0\x81\x80\xfd"\n',
    # a line of its own (tokenize mode) may start with a UTF-16 BOM that
    # names its byte order
    'utf16_bom_line2': (b'# coding: utf-16\n\xfe\xff' +
                        'x = 1\n'.encode('utf-16-be')),
    # compile() makes "\r\n" one byte before decoding: positions count so
    'cp1252_crlf_bad': b'# coding: cp1252\r\nx = 1\r\ny = "\x81"\r\n',
    # ... and adds a final newline: a lead byte at the end is "illegal"
    'shift_jis_tail': b'# coding: shift_jis\nx = 1\n# \x81',
    # CP1255 holds the last letter back until iconv is flushed
    'cp1255_eof': b'# coding: cp1255\n# \xe0',
    # a name CPython does not normalize to utf-8: the utf_8_sig codec
    'utf8_sig_name': b'# coding: utf8-sig\nx = "\xc3\xa9"\n',
    'upper_alias': b'# coding: ISO-8859.15\nx = "\xa4"\n',
    'charmap': b'# coding: charmap\nx = "\xe9"\n',
}


class Named(io.BytesIO):
    """A readline source with a name, as a file has: tokenize's messages
    quote it."""
    def __init__(self, data, name):
        super().__init__(data)
        self.name = name


def record(encoding, place, lineno, message, text):
    return ('encoding: %s\nplace: %s\nlineno: %d\nmessage: %s\ntext:\n'
            % (encoding, place, lineno, message)).encode() + text


def tokenize_case(name, data):
    filename = name + '.py'
    try:
        encoding, _ = tokenize.detect_encoding(Named(data, filename).readline)
    except SyntaxError as e:
        return record('utf-8', 'FILE', 0, e.msg, b'')
    shown = 'utf-8' if encoding == 'utf-8-sig' else encoding
    body = data[3:] if data.startswith(b'\xef\xbb\xbf') else data
    try:
        tokens = list(tokenize.tokenize(Named(data, filename).readline))
    except LookupError as e:
        return record(shown, 'UNEXPECTED', 0, str(e), b'')
    except tokenize.TokenError as e:
        lineno = e.args[1][0]
        lines = io.BytesIO(body).readlines()[:lineno - 1]
        text = ''.join(l.decode(encoding, 'replace') for l in lines)
        return record(shown, 'LINE', lineno, e.args[0], text.encode())
    del tokens
    lines = io.BytesIO(body).readlines()
    text = ''.join(l.decode(encoding, 'replace') for l in lines)
    return record(shown, 'NONE', 0, '', text.encode())


def compile_encoding(data):
    """The declared encoding as compile() finds it: its tokenizer ends a
    line at '\r' as well as at '\n'. Returns None after an error."""
    lines = re.findall(rb'[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$', data)
    it = iter(lines)
    try:
        return tokenize.detect_encoding(lambda: next(it, b''))[0]
    except SyntaxError:
        return None


def compile_case(name, data, tokenize_encoding):
    body = data[3:] if data.startswith(b'\xef\xbb\xbf') else data
    try:
        compile(data, name + '.py', 'exec')
    except SyntaxError as e:
        if e.lineno is None:
            return record(tokenize_encoding, 'NOWHERE', 0, e.msg, b'')
        if e.lineno == 0:
            return record(tokenize_encoding, 'START', 0, e.msg, b'')
    encoding = compile_encoding(data) or tokenize_encoding
    if encoding == 'utf-8-sig':
        encoding = 'utf-8'
    if encoding != 'utf-8':
        body = body.decode(encoding).encode('utf-8')
    return record(encoding, 'NONE', 0, '', universal_newlines(body))


def universal_newlines(text):
    """compile() reads its input with universal newlines: '\r\n' and a
    lone '\r' end a line as '\n' (ast.parse(b"x = 1\ry = 2") gives two
    statements on lines 1 and 2), so the lexer sees '\n' for both."""
    return re.sub(rb'\r\n?', b'\n', text)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..',
                        'corpus', 'source')
    os.makedirs(root, exist_ok=True)
    for name, data in CASES.items():
        with open(os.path.join(root, name + '.py'), 'wb') as f:
            f.write(data)
        tok = tokenize_case(name, data)
        with open(os.path.join(root, name + '.tokenize'), 'wb') as f:
            f.write(tok)
        enc = tok.split(b'\n', 1)[0].split(b': ', 1)[1].decode()
        with open(os.path.join(root, name + '.compile'), 'wb') as f:
            f.write(compile_case(name, data, enc))
    print('wrote %d cases to %s' % (len(CASES), os.path.normpath(root)))


if __name__ == '__main__':
    sys.exit(main())
