"""differential_codecs.py - run BY THE ORACLE (differential_codecs.sh):
every codec name Python 3.13 knows, declared in a small file holding
non-ASCII text in that codec, through pyparse in both front ends:

  tokenize: `pyparse FILE --tokens` against `python3.13 -m tokenize FILE`
            (stdout, stderr and exit status byte-identical);
  compile:  tests/tokenizer/codecs_probe (lex_source_open in COMPILE mode)
            against compile(): the same decoding error, or the same text
            as compile() decodes (the whole input with the declared codec,
            newlines made universal).

Names: every key and value of encodings.aliases, every module of the
encodings package, and each codec's name upper-cased with '-' (Python
normalizes them alike). A name pyparse declines with "pyparse cannot
decode NAME" (a codec no iconv charset decodes as Python does, marked in
tokenizer/codecs.tsv) is counted and listed as unsupported, not as a
mismatch: it is a declared gap, not a wrong answer. Any other difference
is a mismatch; the run fails on any, except the tokenize-mode differences
of codecs whose newline is not the byte 0x0A (see ascii_newline), which
are listed as known.

    python3.13 differential_codecs.py PYPARSE_CLI CODECS_PROBE
"""
import codecs
import contextlib
import encodings
import encodings.aliases
import io
import os
import pkgutil
import re
import subprocess
import sys
import tempfile
import tokenize
import warnings

# pyparse parses as the Python running this script: the oracle's version.
PYTHON = f"--python={sys.version_info[0]}.{sys.version_info[1]}"


# What asking a codec can raise besides decoding errors (no such codec,
# not a text codec, a codec refusing the text).
CODEC_ERRORS = (UnicodeError, LookupError, TypeError, ValueError)


def oracle(path):
    """(stdout, stderr, status) of `python3.13 -m tokenize PATH`, run
    in this process. On an unexpected error tokenize.main prints
    "unexpected error: MESSAGE" and re-raises: the traceback that follows
    is not compared."""
    out, err = io.StringIO(), io.StringIO()
    argv, sys.argv = sys.argv, ['tokenize', path]
    code = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            tokenize.main()
    except SystemExit as e:
        code = e.code or 0
    except Exception:
        code = 1
    finally:
        sys.argv = argv
    return out.getvalue(), err.getvalue(), code

# Non-ASCII text tried in each codec; the pieces it can encode are used.
PIECES = ['é', 'ü', 'ß', 'ø', 'ł', 'ő', 'Ж', 'щ', 'λ', 'Ω', 'א', 'ع', 'ก',
          'ğ', 'ă', 'ē', '€', '£', '¥', '\\', '~', '日本語', 'かな', 'カナ',
          '中文', '한국어', '繁體', 'ā', 'ệ', '😀']
# Letters that may start an identifier, when the codec has them.
LETTERS = ['é', 'Ж', 'λ', 'א', 'ع', 'ก', '日', 'か', '한', '中', 'ł']

UNSUPPORTED = 'pyparse cannot decode '


def names():
    out = set(encodings.aliases.aliases) | set(
        encodings.aliases.aliases.values())
    out |= {m.name for m in pkgutil.iter_modules(encodings.__path__)}
    out.discard('aliases')
    for name in list(out):
        try:
            out.add(codecs.lookup(name).name.upper().replace('_', '-'))
        except LookupError:
            pass
    return sorted(out)


def encodable(name, text):
    try:
        text.encode(name)
        return True
    except CODEC_ERRORS:
        return False


def lines(pieces, letters):
    text = "x = 'abc'\n"
    text += "s = '%s'  # %s\n" % (''.join(pieces), ' '.join(pieces))
    if letters:
        text += '%s = 1\n' % ''.join(letters)
    return text + 'def f():\n    """%s"""\n    return s\n' % ''.join(pieces[:3])


def source(name):
    """The bytes of a small file declaring [name]: its cookie line in
    ASCII, then lines in the codec."""
    try:
        text_codec = codecs.lookup(name)._is_text_encoding
    except LookupError:
        text_codec = False
    pieces = [p for p in PIECES if text_codec and encodable(name, p)]
    letters = [c for c in LETTERS if text_codec and encodable(name, c)]
    cookie = '# coding: %s\n' % name
    text = lines(pieces, letters)
    try:
        whole = (cookie + text).encode(name)
        if whole.startswith(cookie.encode('ascii')):
            return whole
        # Not ASCII-compatible (UTF-16, EBCDIC): the cookie stays readable.
        return cookie.encode('ascii') + text.encode(name)
    except CODEC_ERRORS:
        # Non-text codecs, 'undefined', idna (whole lines are no labels)
        return (cookie + lines([], [])).encode('ascii')


def ascii_newline(name):
    """Does [name] write '\\n' as the byte 0x0A? When it does not (UTF-16,
    UTF-32, EBCDIC), `python -m tokenize` reads the file in chunks split
    at byte 0x0A, decodes each, and its C tokenizer takes each decoded
    chunk as one line: it numbers lines by chunk and adds a NEWLINE ''
    to a chunk that does not end in '\\n'. pyparse's lexer numbers the
    '\\n' of the decoded text, so such files differ in tokenize mode (not
    in compile mode, where the whole input is decoded at once). These are
    counted as known, listed, and do not fail the run."""
    try:
        return '\n'.encode(name) == b'\n'
    except CODEC_ERRORS:
        return True


def declared(data):
    m = re.match(rb'# coding: ([-\w.]+)', data)
    return m.group(1).decode()


def compile_reference(path, data):
    """(place, message, text) as compile() decodes [data]."""
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        try:
            compile(data, path, 'exec')
        except SyntaxError as e:
            if e.lineno is None:
                return 'NOWHERE', e.msg, b''
            if e.lineno == 0:
                return 'START', e.msg, b''
        except Exception:
            pass
    name = declared(data)
    low = name.lower().replace('_', '-')
    if low == 'utf-8' or low.startswith('utf-8-'):
        text = data  # compile() leaves UTF-8 to the lexer
    else:
        # CPython makes newlines b'\n' and adds one at the end before it
        # decodes; the lexer of pyparse wants the input's own end, so an
        # added newline that decodes to '\n' is left out again.
        raw = re.sub(rb'\r\n?', b'\n', data)
        added = not raw.endswith(b'\n')
        text = (raw + b'\n' if added else raw).decode(name)
        if added and text.endswith('\n'):
            text = text[:-1]
        text = text.encode('utf-8')
    return 'NONE', '', re.sub(rb'\r\n?', b'\n', text)


PLACES = ['NONE', 'NOWHERE', 'START', 'FILE', 'LINE', 'UNEXPECTED']


def probe(probe_path, paths):
    """{path: (place, status, message, text)} from codecs_probe."""
    p = subprocess.run([probe_path], input='\n'.join(paths).encode() + b'\n',
                       capture_output=True, check=True)
    out, pos, result = p.stdout, 0, {}
    while pos < len(out):
        end = out.index(b'\n', pos)
        path, place, status, message, length = (
            out[pos:end].decode('utf-8', 'replace').split('\t'))
        start = end + 1
        text = out[start:start + int(length)]
        result[path] = (PLACES[int(place)], int(status), message, text)
        pos = start + int(length) + 1
    return result


def cookie_head(name, rest):
    """The start of a file declaring [name]: its cookie line and [rest],
    in the codec; None when the codec is not ASCII-compatible for '\\n'
    (see ascii_newline) or cannot encode them."""
    if not ascii_newline(name):
        return None
    try:
        return ('# coding: %s\n%s' % (name, rest)).encode(name)
    except CODEC_ERRORS:
        return None


def bad_source(name):
    """A file declaring [name] whose line 2 holds the first byte (from
    0x80 up, then 0x00 up) Python cannot decode there: the codec's error
    message, position and replacement are compared too. None when the
    codec decodes every byte or is not ASCII-compatible. bad_pair_source
    adds a bad two-byte sequence for multibyte codecs, tail_source one
    cut short by the end of the file."""
    head = cookie_head(name, 'x = "')
    if head is None:
        return None
    for b in list(range(0x80, 0x100)) + list(range(1, 0x80)):
        data = head + bytes([b]) + b'"\ny = 2\n'
        try:
            data.decode(name)
        except UnicodeDecodeError:
            return data
        except CODEC_ERRORS:
            return None
    return None


def bad_pair_source(name):
    """For a multibyte codec: line 2 holds a byte that starts a sequence
    (undecodable alone at the end) followed by one that cannot continue
    it: how many bytes one replacement character covers is compared."""
    head = cookie_head(name, 'x = "')
    if head is None:
        return None
    for a in range(0x80, 0x100):
        try:
            bytes([a]).decode(name)
            continue
        except UnicodeDecodeError as e:
            if 'incomplete' not in e.reason and 'end of data' not in e.reason:
                continue
        except CODEC_ERRORS:
            return None
        for b in (0x20, 0x22, 0x30, 0x7f, 0xff):
            data = head + bytes([a, b]) + b'"\ny = 2\n'
            try:
                data.decode(name)
            except UnicodeDecodeError:
                return data
            except (UnicodeError, ValueError):
                return None
    return None


def tail_source(name):
    """The file ends inside a sequence: a byte that starts one, last."""
    head = cookie_head(name, 'x = 1\n# ')
    if head is None:
        return None
    for a in range(0x80, 0x100):
        try:
            bytes([a]).decode(name)
        except UnicodeDecodeError as e:
            if 'incomplete' in e.reason or 'end of data' in e.reason:
                return head + bytes([a])
        except CODEC_ERRORS:
            return None
    return None


def compare(cli, path, name, data, compiled, out):
    """Appends to out['mismatches'] what differs for one file; sorts the
    known differences into out['unsupported'] and out['chunked']."""
    want = oracle(path)
    p = subprocess.run([cli, path, '--tokens', PYTHON], capture_output=True)
    got = (p.stdout.decode('utf-8', 'replace'),
           p.stderr.decode('utf-8', 'replace'), p.returncode)
    if got != want:
        if UNSUPPORTED in got[1]:
            out['unsupported'].add(name)
        elif not ascii_newline(name):
            out['chunked'].add(name)
        else:
            out['mismatches'].append('tokenize %s: %r != %r' % (
                path, got[:2], want[:2]))
    place, status, message, text = compiled
    if message.startswith(UNSUPPORTED):
        out['unsupported'].add(name)
        return
    ref = compile_reference(path, data)
    if (place, message, text) != ref:
        out['mismatches'].append('compile %s: %r != %r' % (
            path, (place, message, text[:80]), (ref[0], ref[1], ref[2][:80])))


def main():
    cli, probe_path = sys.argv[1:3]
    all_names = names()
    out = {'mismatches': [], 'unsupported': set(), 'chunked': set()}
    with tempfile.TemporaryDirectory() as work:
        files = []  # (path, name, bytes)
        for i, name in enumerate(all_names):
            for kind, data in (('text', source(name)),
                               ('bad', bad_source(name)),
                               ('pair', bad_pair_source(name)),
                               ('tail', tail_source(name))):
                if data is not None:
                    path = os.path.join(work, '%s%03d_%s.py' % (kind, i, name))
                    with open(path, 'wb') as f:
                        f.write(data)
                    files.append((path, name, data))
        compiled = probe(probe_path, [f[0] for f in files])
        for path, name, data in files:
            compare(cli, path, name, data, compiled[path], out)
    for line in out['mismatches']:
        print('MISMATCH', line)
    if out['unsupported']:
        print('unsupported (pyparse cannot decode): %s'
              % ' '.join(sorted(out['unsupported'])))
    if out['chunked']:
        print('known, tokenize mode, newline is not byte 0x0A: %s'
              % ' '.join(sorted(out['chunked'])))
    print('codec names: %d, files: %d, mismatches: %d, unsupported names: '
          '%d, known names: %d'
          % (len(all_names), len(files), len(out['mismatches']),
             len(out['unsupported']), len(out['chunked'])))
    return 1 if out['mismatches'] else 0


if __name__ == '__main__':
    sys.exit(main())
