#!/bin/bash
# differential_strings.sh PROBE - decodes every STRING token of the
# installed Python 3.13 standard library with pstr_decode_token (PROBE =
# strings_probe, tokens from the public pp_tokens_* stream) and compares
# value repr, kind, error message and warnings with what CPython 3.13
# compiles from the same token text (scripts/strings_oracle.py). Lists
# every token that differs; fails on any.
set -u
oracle=$("$PYPARSE_SOURCE_ROOT/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
stdlib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
find "$stdlib" -name '*.py' | LC_ALL=C sort > "$work/files"
xargs -d '\n' "$1" tokens < "$work/files" > "$work/ours"
xargs -d '\n' "$oracle" "$PYPARSE_SOURCE_ROOT/scripts/strings_oracle.py" tokens \
  < "$work/files" > "$work/oracle"
total=$(wc -l < "$work/oracle")
if diff "$work/oracle" "$work/ours" > "$work/diff"; then
  echo "strings: $total STRING tokens of $(wc -l < "$work/files") files, all identical"
  exit 0
fi
grep -c '^[<>]' "$work/diff" | sed 's/^/differing lines: /'
grep '^[<>]' "$work/diff" | head -200
cut -d: -f1 "$work/diff" | grep '^[<>]' | sed 's/^[<>] //' | sort -u | sed 's/^/differs: /'
echo "strings: $total STRING tokens (oracle), see the differences above"
exit 1
