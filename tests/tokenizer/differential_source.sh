#!/bin/bash
# differential_source.sh PROBE - decodes every .py file of the installed
# Python 3.13 and 2.7 standard libraries with tokenizer/source.c (PROBE =
# source_probe) and compares, file by file, with the oracle: the encoding
# tokenize.detect_encoding finds and its errors, the line of a null
# character once decoded (the C tokenizer's TokenError), and the
# SyntaxError compile() raises while decoding (lineno None or 0). Lists
# every file that differs; fails on any.
set -u
oracle=${PYPARSE_ORACLE:-$("$PYPARSE_SOURCE_ROOT/scripts/oracle.sh" 2>/dev/null)}
if [ -z "$oracle" ] || [ ! -x "$oracle" ]; then
  echo "skip: no CPython 3.13 oracle (scripts/oracle.sh found none)"; exit 77
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
stdlib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_path("stdlib"))')
{ find "$stdlib" -name '*.py'
  [ -d /root/.pyenv/versions/2.7.18/lib/python2.7 ] &&
    find /root/.pyenv/versions/2.7.18/lib/python2.7 -name '*.py'; } |
  LC_ALL=C sort > "$work/files"
"$1" < "$work/files" > "$work/mine" || { echo "probe failed"; exit 1; }
"$oracle" - "$work/files" > "$work/ref" <<'PY'
import io, sys, tokenize, warnings
warnings.simplefilter("ignore")  # compile() warns on old escapes
for p in open(sys.argv[1]).read().split('\n'):
    if not p:
        continue
    data = open(p, 'rb').read()
    b = io.BytesIO(data)
    b.name = p
    enc, msg, line = '-', '', 0
    try:
        enc = tokenize.detect_encoding(b.readline)[0]
        enc = 'utf-8' if enc == 'utf-8-sig' else enc
        body = data[3:] if data.startswith(b'\xef\xbb\xbf') else data
        for i, l in enumerate(io.BytesIO(body).readlines(), 1):
            if '\0' in l.decode(enc, 'replace'):
                enc, msg, line = '-', 'source code cannot contain null bytes', i
                break
    except SyntaxError as e:
        enc, msg = '-', e.msg
    except LookupError as e:
        enc, msg = '-', str(e)
    cmsg = ''
    try:
        compile(data, p, 'exec')
    except SyntaxError as e:
        if e.lineno in (None, 0):
            cmsg = e.msg
    except Exception:
        pass
    print('%s\t%s\t%s\t%d\t%s' % (p, enc, msg, line, cmsg))
PY
total=$(wc -l < "$work/files")
if diff "$work/ref" "$work/mine" > "$work/diff"; then
  echo "source decoding: all $total files agree with the oracle"; exit 0
fi
grep '^>' "$work/diff" | cut -f1 | sed 's/^> /differs: /'
echo "source decoding: $(grep -c '^>' "$work/diff") of $total files differ"
exit 1
