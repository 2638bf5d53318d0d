#!/bin/bash
# warnings_corpus.sh - replays corpus/warnings/: for each NAME.py, the
# warnings `pyparse NAME.py --dump-ast --warnings` prints on stderr (the
# lines before a syntax error's `  File "..."`) must be NAME.stderr, and
# with --errors=json its warning lines must be NAME.json (both written by
# the oracle: scripts/gen_warnings_corpus.py). Prints each difference.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?}
cd "$root/corpus/warnings" || exit 1
failed=0 count=0
for file in *.py; do
  name=${file%.py}
  count=$((count + 1))
  got=$("$cli" "$file" --python 3.13 --dump-ast --warnings 2>&1 >/dev/null | sed '/^  File "/,$d')
  if [ "$got" != "$(cat "$name.stderr")" ]; then
    echo "MISMATCH $file (text)"; diff <(echo "$got") "$name.stderr"; failed=$((failed + 1))
  fi
  got=$("$cli" "$file" --python 3.13 --dump-ast --warnings --errors=json 2>&1 >/dev/null | grep '^{"category"')
  if [ "$got" != "$(cat "$name.json")" ]; then
    echo "MISMATCH $file (json)"; diff <(echo "$got") "$name.json"; failed=$((failed + 1))
  fi
  # the tree does not change with --warnings
  if ! cmp -s <("$cli" "$file" --python 3.13 --dump-ast 2>/dev/null) <("$cli" "$file" --python 3.13 --dump-ast --warnings 2>/dev/null); then
    echo "MISMATCH $file (the dump changes with --warnings)"; failed=$((failed + 1))
  fi
done
echo "warnings corpus: $((count)) files, $failed mismatches"
[ "$failed" -eq 0 ]
