#!/bin/bash
# differential_stream.sh PROBE - for every .py file of the installed
# Python 3.13 standard library that `pyparse FILE --tokens` tokenizes,
# compares the positions and types the public pp_tokens_* stream gives
# (PROBE = stream_probe) with the CLI's. Needs no oracle: the CLI is held
# to CPython by scripts/diff_tokens.sh. Lists every file that differs;
# fails on any.
set -u
stdlib=/root/.pyenv/versions/3.13.0/lib/python3.13
[ -d "$stdlib" ] || { echo "skip: no Python 3.13 standard library"; exit 77; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
same=0 differ=0 refused=0
while IFS= read -r f; do
  if ! "$PYPARSE_CLI" "$f" --python 3.13 --tokens > "$work/cli" 2>/dev/null; then
    refused=$((refused + 1)); continue
  fi
  sed -E 's/^([0-9]+,[0-9]+-[0-9]+,[0-9]+:) *([A-Z_]+).*/\1 \2/' "$work/cli" \
    > "$work/want"
  "$1" "$f" > "$work/got"
  if cmp -s "$work/want" "$work/got"; then
    same=$((same + 1))
  else
    differ=$((differ + 1)); echo "differs: $f"
  fi
done < <(find "$stdlib" -name '*.py' | LC_ALL=C sort)
echo "same=$same differ=$differ cli_refused=$refused"
[ "$differ" -eq 0 ]
