#!/usr/bin/env bash
# tokens_corpus.sh [VERSION]: replays corpus/tokens/ (3.13, the default)
# or corpus/tokens/VERSION/ (3.14, 3.15) (suite 'unit', no oracle needed):
# `pyparse NAME.py --python VERSION --tokens [--exact]` must print exactly
# the committed NAME.tokens / NAME.exact, with the same stderr and exit
# status.
set -u
version=${1:-3.13}
cd "${PYPARSE_SOURCE_ROOT:?}/corpus/tokens" || exit 1
[ "$version" = 3.13 ] || cd "$version" || exit 1
cli=${PYPARSE_CLI:?}
failed=0 total=0
for py in *.py; do
  base=${py%.py}
  read -r want_plain want_exact < "$base.status"
  for mode in plain exact; do
    total=$((total + 1))
    if [ $mode = plain ]; then ext=.tokens; flag=; want=$want_plain
    else ext=.exact; flag=--exact; want=$want_exact; fi
    out=$(mktemp) err=$(mktemp)
    "$cli" "$py" --python "$version" --tokens $flag > "$out" 2> "$err"; status=$?
    if cmp -s "$out" "$base$ext" && cmp -s "$err" "$base$ext.err" &&
       [ "$status" = "$want" ]; then :; else
      echo "FAIL $py ($mode)"; diff "$out" "$base$ext" | head -5
      diff "$err" "$base$ext.err" | head -3; failed=$((failed + 1))
    fi
    rm -f "$out" "$err"
  done
done
echo "tokens corpus: $((total - failed)) / $total identical"
[ $failed -eq 0 ]
