"""Writes tokenizer/codecs.tsv: every codec Python 3.13 can look up, what
its decoding errors say, and the glibc iconv charset that decodes exactly
as it does. Run by the oracle interpreter only:

    $(scripts/oracle.sh) scripts/gen_codecs.py

The build turns the file into C (tokenizer/gen_codecs.c); no Python runs
at build time. Rows, tab-separated ('-' = none):

    codec  MODULE  KIND  ERRNAME  REASON  ICONV  BOM  NEVER  REMAP  TABLE
          FALLBACK  LEADS
    alias  ALIAS   MODULE

KIND is 'text' (decoded by iconv), 'table' (a single-byte codec no iconv
charset decodes identically: decoded with TABLE, Python's own decoding
of each byte), 'nontext' (CPython: "is not a text encoding") or
'unsupported' (a multibyte text codec no iconv charset decodes
identically: pyparse reports that it cannot decode it). ERRNAME/REASON: what UnicodeDecodeError
says for a byte this codec cannot decode ('-': it decodes every byte).
ICONV: found here by trying spellings of the codec's names against the
charsets `iconv -l` lists, accepted only when it decodes each of the 256
single bytes, and a sample of valid sequences made by encoding every
character the codec can encode, to the same text as Python (or fails on
the same single bytes). BOM: 'utf-8', 'utf-16' or 'utf-32' when Python lets a leading
byte order mark pick the byte order (and drops it); ICONV (the native
order, as Python has without a BOM) then decodes the text after it, or
the charset of the order the BOM names does. NEVER: hex bytes, comma-separated, that Python
rejects wherever they stand (see LEADS) but the iconv charset would
decode (EUC-JP's C1 controls): pyparse rejects them itself, as Python does. REMAP:
'XXXX>YYYY,...' (hex code points): iconv's output character XXXX is
Python's YYYY (SHIFT_JIS's 0x5C is YEN SIGN, Python's REVERSE SOLIDUS);
accepted only when the remapped output equals Python's on every test.
TABLE: 256 comma-separated hex code points, '-' for an undefined byte.
FALLBACK: 'BB..>XXXX,...': bytes BB.. (one to four), which the iconv
charset rejects where a character starts, are Python's XXXX there
(cp932's 0xA0 is U+F8F0).
LEADS: hex bytes, for a double-byte codec with NEVER bytes: each starts a
two-byte character, so NEVER bytes count only where a character starts
(GBK's 0x80 is an error there, a valid second byte elsewhere).
Every row is checked by c_decode, which decodes as source_codecs.c does.
"""
import codecs
import ctypes
import ctypes.util
import encodings
import encodings.aliases
import os
import pkgutil
import re
import subprocess
import sys

libc = ctypes.CDLL(ctypes.util.find_library('c'), use_errno=True)
libc.iconv_open.restype = ctypes.c_void_p
libc.iconv_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
libc.iconv.restype = ctypes.c_size_t
libc.iconv.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p),
                       ctypes.POINTER(ctypes.c_size_t),
                       ctypes.POINTER(ctypes.c_char_p),
                       ctypes.POINTER(ctypes.c_size_t)]
libc.iconv_close.argtypes = [ctypes.c_void_p]
ICONV_FAILED = ctypes.c_void_p(-1).value


def iconv_run(charset, data):
    """(text, consumed): what glibc's iconv decodes of [data] before its
    first failure (all of it, flushed, when consumed == len(data))."""
    cd = libc.iconv_open(b'UTF-8', charset.encode())
    if cd == ICONV_FAILED or cd is None:
        return '', 0
    try:
        room = len(data) * 8 + 64
        out = ctypes.create_string_buffer(room)
        src = ctypes.c_char_p(data)
        left = ctypes.c_size_t(len(data))
        dst = ctypes.c_char_p(ctypes.addressof(out))
        free = ctypes.c_size_t(room)
        r = libc.iconv(cd, ctypes.byref(src), ctypes.byref(left),
                       ctypes.byref(dst), ctypes.byref(free))
        if r != ctypes.c_size_t(-1).value and not left.value:
            # Flush: CP1255/CP1258 hold a character back, waiting for a
            # combining mark that may follow.
            libc.iconv(cd, None, None, ctypes.byref(dst), ctypes.byref(free))
        text = out.raw[:room - free.value].decode('utf-8')
        return text, len(data) - left.value
    finally:
        libc.iconv_close(cd)


def iconv_decode(charset, data):
    """data decoded to str by glibc's iconv, or None when it fails."""
    text, consumed = iconv_run(charset, data)
    return text if consumed == len(data) else None


def fallback_at(fallback, data, pos):
    """The longest byte string of [fallback] at data[pos:], or None."""
    hits = [k for k in fallback if data.startswith(k, pos)]
    return max(hits, key=len) if hits else None


def c_decode(charset, data, how):
    """[data] decoded strictly the way tokenizer/source_codecs.c does it
    with [charset] and how = (bom, never, remap, fallback, leads), or None
    where it reports an error: iconv up to the next byte in never (where a
    character starts, a lead byte taking the next one along); where iconv
    stops at a byte string of fallback, that is Python's character;
    remap applied to iconv's output."""
    bom, never, remap, fallback, leads = how
    pos, out = 0, []
    for kind, mark, order in (('utf-8', codecs.BOM_UTF8, charset),
                              ('utf-32', codecs.BOM_UTF32_LE, 'UTF-32LE'),
                              ('utf-32', codecs.BOM_UTF32_BE, 'UTF-32BE'),
                              ('utf-16', codecs.BOM_UTF16_LE, 'UTF-16LE'),
                              ('utf-16', codecs.BOM_UTF16_BE, 'UTF-16BE')):
        if bom == kind and data.startswith(mark):
            pos, charset = len(mark), order
            break
    while pos < len(data):
        stop = pos
        while stop < len(data) and data[stop] not in never:
            stop += 2 if data[stop] in leads else 1
        stop = min(stop, len(data))
        text, consumed = iconv_run(charset, data[pos:stop])
        out.append(remapped(text, remap))
        pos += consumed
        if pos == len(data):
            break
        seq = fallback_at(fallback, data, pos) if pos < stop else None
        if seq is None:
            return None
        out.append(fallback[seq])
        pos += len(seq)
    return ''.join(out)


def iconv_opens(charset):
    cd = libc.iconv_open(b'UTF-8', charset.encode())
    if cd == ICONV_FAILED or cd is None:
        return False
    libc.iconv_close(cd)
    return True


def py_decode(name, data):
    try:
        return codecs.decode(data, name)
    except (UnicodeError, ValueError, TypeError):
        return None


def squash(name):
    return re.sub(r'[^0-9A-Z]', '', name.upper())


def iconv_charsets():
    out = subprocess.run(['iconv', '-l'], capture_output=True, text=True,
                         check=True).stdout
    names = [n.strip().rstrip('/') for n in re.split(r'[,\s]+', out)]
    return sorted({n for n in names if n})


def spellings(name):
    """Candidate iconv spellings of one Python codec name."""
    up = name.upper()
    out = [up, up.replace('_', '-'), up.replace('_', '')]
    m = re.fullmatch(r'MAC_?(.*)', up)
    if m:
        out += ['MAC' + m.group(1), 'MAC-' + m.group(1)]
    m = re.fullmatch(r'(?:CP|IBM)(\d+)', up)
    if m:
        out += ['CP' + m.group(1), 'IBM' + m.group(1), 'IBM-' + m.group(1)]
    m = re.fullmatch(r'ISO8859_(\d+)', up)
    if m:
        out += ['ISO-8859-' + m.group(1)]
    if up == 'CHARMAP':  # without a mapping table it is Latin-1
        out += ['ISO-8859-1']
    if up.endswith('_SIG'):  # the BOM is handled outside iconv
        out += spellings(name[:-4])
    if '2004' in up:  # JIS X 0213:2004
        out += [s.replace('JIS_2004', 'JISX0213').replace('2004', 'JISX0213')
                for s in out]
    return out


def candidates(names, charsets):
    by_squash = {}
    for c in charsets:
        by_squash.setdefault(squash(c), []).append(c)
    seen, out = set(), []
    for n in names:
        for s in spellings(n) + by_squash.get(squash(n), []):
            for c in [s] + by_squash.get(squash(s), []):
                if c not in seen:
                    seen.add(c)
                    out.append(c)
    return [c for c in out if iconv_opens(c)]


def sample(module):
    """Valid byte strings of [module]: each encodable character on its own
    (stateful codecs add their escapes to each)."""
    pieces = []
    for cp in list(range(0x20, 0x7f)) + list(range(0xa0, 0x30000)):
        if 0xd800 <= cp < 0xe000:
            continue
        try:
            pieces.append(chr(cp).encode(module))
        except (UnicodeError, ValueError, TypeError, LookupError):
            pass
    return pieces


def remapped(text, remap):
    return None if text is None else ''.join(remap.get(c, c) for c in text)


def find_remap(module, charset, pieces):
    """Characters [charset] gives where Python gives another, one for one
    (SHIFT_JIS's 0x5C is YEN SIGN, Python's is REVERSE SOLIDUS): {iconv's
    character: Python's}. Only a proposal: decodes_like checks it."""
    remap = {}
    for p in [bytes([b]) for b in range(256)] + pieces:
        mine, theirs = iconv_decode(charset, p), py_decode(module, p)
        if (mine and theirs and mine != theirs and len(mine) == len(theirs)
                == 1 and remap.setdefault(mine, theirs) != theirs):
            return {}
    return remap


def decodes_like(module, charset, pieces, bom):
    """how = (bom, never, remap, fallback) with which c_decode decodes as
    [module] does, or None. remap: the characters iconv's charset gives
    where Python gives another; never: bytes iconv decodes alone that
    Python rejects wherever they stand (no valid sequence holds them);
    fallback: byte strings Python decodes to one character that iconv
    rejects where a character starts (cp932's 0xA0 and 0xFD-0xFF,
    GB18030's 0x82359037). Proposed from single
    bytes, then checked on every sample."""
    remap = find_remap(module, charset, pieces)
    never, fallback = set(), {}
    leads = dbcs_leads(pieces)
    # Bytes that may stand where a character starts: in a double-byte
    # codec only the first byte of each, elsewhere any byte of any.
    used = ({p[0] for p in pieces} | leads if leads
            else set(b''.join(pieces)))
    for b in range(256):
        mine = remapped(iconv_decode(charset, bytes([b])), remap)
        theirs = py_decode(module, bytes([b]))
        if mine == theirs:
            continue
        if theirs is None and b not in used:
            never.add(b)
        elif mine is None and len(theirs) == 1:
            fallback[bytes([b])] = theirs
        else:
            return None
    # Whole characters iconv rejects (GB18030-2005 changes, HKSCS)
    for p in pieces:
        if 1 < len(p) <= 4 and iconv_decode(charset, p) is None:
            fallback[p] = py_decode(module, p)
    if len(fallback) > 64:
        return None  # not a variant of this charset
    how = (bom, never, remap, fallback, leads)
    tests = [bytes([b]) for b in range(256)]
    # In chunks: one bad piece should not hide behind a huge string.
    tests += [b''.join(pieces[i:i + 512]) for i in range(0, len(pieces), 512)]
    if bom in ('utf-16', 'utf-32'):
        text = ''.join(py_decode(module, p) for p in pieces[::50])
        for order, mark in (('le', codecs.BOM_UTF16_LE if bom == 'utf-16'
                             else codecs.BOM_UTF32_LE),
                            ('be', codecs.BOM_UTF16_BE if bom == 'utf-16'
                             else codecs.BOM_UTF32_BE)):
            tests.append(mark + text.encode(bom + '-' + order))
    # The special bytes among valid text, at a character's start.
    for b in sorted(bytes([n]) for n in never) + sorted(fallback):
        tests += [p + b + p for p in pieces[::97]]
    for data in tests:
        if c_decode(charset, data, how) != py_decode(module, data):
            return None
    if not lines_decode_alike(module, charset, how, pieces):
        return None
    return how


def dbcs_leads(pieces):
    """The lead bytes when every character of the sample is one byte that
    is no lead or a lead and one byte more (GBK, BIG5, CP932), else an
    empty set: the C side then finds where characters start by itself."""
    leads = {p[0] for p in pieces if len(p) == 2}
    if any(len(p) > 2 or (len(p) == 1 and p[0] in leads) for p in pieces):
        return set()
    return leads


def lines_decode_alike(module, charset, how, pieces):
    """The tokenize module decodes a file one line (up to a b'\\n') at a
    time, each line on its own: a stateful codec's line may lack the
    escape that an earlier line held (ISO-2022-KR announces its character
    set once). Encodes the sample as lines of one text and compares each
    line's decoding, strictly: both fail, or both give the same text."""
    chars = [py_decode(module, p) for p in pieces]
    for i in range(0, len(chars), 64):
        try:
            data = '\n'.join(chars[i:i + 64]).encode(module)
        except UnicodeError:
            continue
        for line in re.findall(rb'[^\n]*\n|[^\n]+', data):
            if c_decode(charset, line, how) != py_decode(module, line):
                return False
    return True


def byte_table(module, pieces):
    """Python's decoding of each of the 256 bytes (None: undefined) when
    [module] is a stateless single-byte codec, else None: pyparse decodes
    such a codec with this table when no iconv charset does it."""
    if any(len(p) != 1 for p in pieces):
        return None
    table = [py_decode(module, bytes([b])) for b in range(256)]
    if any(t is not None and len(t) != 1 for t in table):
        return None
    data = bytes(b for b in range(256) if table[b] is not None)
    if py_decode(module, data * 2) != ''.join(t or '' for t in table) * 2:
        return None
    return table


def error_of(module, data):
    try:
        codecs.decode(data, module)
    except UnicodeDecodeError as e:
        return e.encoding, e.reason
    except (UnicodeError, ValueError) as e:
        return None, str(e)
    return None


TAIL_REASONS = {'incomplete multibyte sequence', 'unexpected end of data',
                'truncated data'}


def decode_error(module):
    """(errname, reason) for a byte [module] cannot decode: the first of
    the single bytes (then byte pairs) whose error is not the one for input
    ending mid-sequence; a single-byte tail error if that is all there is;
    None when every byte string tried decodes."""
    tail = None
    for data in ([bytes([b]) for b in range(256)] +
                 [bytes([b]) + b' ' for b in range(256)] +
                 [bytes([a, b]) for a in range(0x80, 256)
                  for b in (0x20, 0x30, 0x7f, 0x80, 0xff)]):
        err = error_of(module, data)
        if err is None:
            continue
        if err[1] not in TAIL_REASONS:
            return err
        tail = tail or err
    return tail


def bom_kind(module):
    """'utf-8' when a leading UTF-8 BOM is dropped; 'utf-16'/'utf-32' when
    a leading BOM picks the byte order and is dropped."""
    text = 'x\u20ac\U0001f600'
    if py_decode(module, codecs.BOM_UTF8 + text.encode('utf-8')) == text:
        return 'utf-8'
    for kind, width in (('utf-16', 2), ('utf-32', 4)):
        big = codecs.BOM_BE if width == 2 else codecs.BOM_UTF32_BE
        little = codecs.BOM_LE if width == 2 else codecs.BOM_UTF32_LE
        if (py_decode(module, big + text.encode(kind + '-be')) == text and
                py_decode(module, little + text.encode(kind + '-le')) == text):
            return kind
    return '-'


def modules():
    names = set()
    for m in pkgutil.iter_modules(encodings.__path__):
        names.add(m.name)
    names |= set(encodings.aliases.aliases.values())
    names.discard('aliases')
    out = {}
    for name in sorted(names):
        try:
            info = codecs.lookup(name)
        except LookupError:
            continue  # e.g. mbcs, oem: Windows only
        out[name] = info
    return out


def main():
    charsets = iconv_charsets()
    mods = modules()
    aliases = {}
    for alias, module in encodings.aliases.aliases.items():
        if module in mods:
            aliases.setdefault(module, []).append(alias)
    rows = []
    matched = unsupported = 0
    for module, info in mods.items():
        if not info._is_text_encoding:
            rows.append(('codec', module, 'nontext', '-', '-', '-', '-', '-',
                         '-', '-', '-', '-'))
            continue
        err = decode_error(module)
        errname, reason = (err or ('-', '-'))
        errname = errname or '-'
        bom = bom_kind(module)
        names = [module] + sorted(aliases.get(module, []))
        pieces = sample(module)
        if bom != '-':
            # The no-BOM order is the native one here; check without BOMs.
            skip = {'utf-8': 3, 'utf-16': 2, 'utf-32': 4}[bom]
            pieces = [p[skip:] if p[:skip] in (codecs.BOM_UTF8, codecs.BOM_LE,
                                               codecs.BOM_BE,
                                               codecs.BOM_UTF32_LE,
                                               codecs.BOM_UTF32_BE)
                      else p for p in pieces]
        charset, never, remap, fallback, leads = '-', (), {}, {}, ()
        tries = candidates(names, charsets)
        if bom in ('utf-16', 'utf-32'):
            # The BOM is read in C, so that the charset's order is explicit
            # (glibc's own UTF-16 guessed big-endian in older versions).
            tries = [bom.upper() + ('LE' if sys.byteorder == 'little'
                                    else 'BE')]
        for c in tries:
            found = decodes_like(module, c, pieces, bom)
            if found is not None:
                charset, (_, never, remap, fallback, leads) = c, found
                break
        if not never:
            leads = ()  # the walk only serves to find never bytes
        never = ','.join('%02x' % b for b in sorted(never)) or '-'
        leads = ','.join('%02x' % b for b in sorted(leads)) or '-'
        remap = ','.join('%04x>%04x' % (ord(a), ord(b))
                         for a, b in sorted(remap.items())) or '-'
        fallback = ','.join('%s>%04x' % (b.hex(), ord(c))
                            for b, c in sorted(fallback.items())) or '-'
        table = '-'
        kind = 'text' if charset != '-' else 'unsupported'
        if charset == '-' and byte_table(module, pieces):
            kind = 'table'
            table = ','.join('-' if t is None else '%04x' % ord(t)
                             for t in byte_table(module, pieces))
        matched += kind != 'unsupported'
        unsupported += kind == 'unsupported'
        rows.append(('codec', module, kind, errname, reason, charset, bom,
                     never, remap, table, fallback, leads))
        print('%-20s %-12s %s %s %s' % (module, kind, charset, never, remap),
              file=sys.stderr)
    for alias in sorted(encodings.aliases.aliases):
        module = encodings.aliases.aliases[alias]
        if module in mods:
            rows.append(('alias', alias, module))
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    path = os.path.join(root, 'tokenizer', 'codecs.tsv')
    with open(path, 'w') as f:
        f.write('# Python %s codecs -> glibc iconv charsets.\n'
                '# Written by scripts/gen_codecs.py (run by the oracle); '
                'do not edit.\n' % sys.version.split()[0])
        for row in rows:
            f.write('\t'.join(row) + '\n')
    print('%d codecs (%d decodable, %d unsupported), %d aliases -> %s'
          % (len(mods), matched, unsupported,
             sum(r[0] == 'alias' for r in rows), os.path.normpath(path)))


if __name__ == '__main__':
    sys.exit(main())
