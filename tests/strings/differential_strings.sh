#!/bin/bash
# differential_strings.sh PROBE - decodes every STRING token of the
# installed Python 3.13 and 2.7 standard libraries with pstr_decode_token
# (PROBE = strings_probe; tokens from the public pp_tokens_* stream, which
# keeps "\r\n") and compares value repr, kind, error message and warnings
# with what CPython 3.13 compiles from the same token text
# (scripts/strings_oracle.py). 2.7's code brings the invalid escapes and
# escape errors 3.13's lacks. Lists every token that differs; fails on any.
set -u
oracle=$("$PYPARSE_SOURCE_ROOT/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
stdlib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
stdlib27=/root/.pyenv/versions/2.7.18/lib/python2.7
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
status=0
for lib in "$stdlib" "$stdlib27"; do
  [ -d "$lib" ] || { echo "no $lib: not compared"; continue; }
  find "$lib" -name '*.py' | LC_ALL=C sort > "$work/files"
  xargs -d '\n' "$1" tokens < "$work/files" > "$work/ours"
  xargs -d '\n' "$oracle" "$PYPARSE_SOURCE_ROOT/scripts/strings_oracle.py" tokens \
    < "$work/files" > "$work/oracle"
  total=$(wc -l < "$work/oracle")
  warned=$(grep -c $'\twarning' "$work/oracle")
  errors=$(grep -c $'\terror' "$work/oracle")
  files=$(wc -l < "$work/files")
  if diff "$work/oracle" "$work/ours" > "$work/diff"; then
    echo "$lib: $total STRING tokens of $files files ($warned warned, $errors errors), all identical"
    continue
  fi
  status=1
  grep '^[<>]' "$work/diff" | head -200
  grep '^[<>]' "$work/diff" | sed 's/^[<>] //' | cut -d: -f1 | sort -u | sed 's/^/differs: /'
  echo "$lib: $total STRING tokens (oracle), $(grep -c '^<' "$work/diff") differ"
done
exit $status
