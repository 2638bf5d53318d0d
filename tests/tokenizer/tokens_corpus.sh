#!/usr/bin/env bash
# tokens_corpus.sh [VERSION]: replays corpus/tokens/ for one version (3.13,
# the default; suite 'unit', no oracle needed). Each NAME.py is one input;
# the ones with expected files of VERSION (NAME.VERSION.tokens, .exact,
# their .err, and .status, written by scripts/gen_tokens_corpus.py run by
# that version's oracle) must come out of `pyparse NAME.py --python
# VERSION --tokens [--exact]` with the same stdout and stderr and the
# same exit status.
set -u
version=${1:-3.13}
cd "${PYPARSE_SOURCE_ROOT:?}/corpus/tokens" || exit 1
cli=${PYPARSE_CLI:?}
failed=0 total=0
for py in *.py; do
  base=${py%.py}.$version
  [ -f "$base.status" ] || continue
  read -r want_plain want_exact < "$base.status"
  for mode in plain exact; do
    total=$((total + 1))
    if [ $mode = plain ]; then ext=.tokens; flag=; want=$want_plain
    else ext=.exact; flag=--exact; want=$want_exact; fi
    out=$(mktemp) err=$(mktemp)
    "$cli" "$py" --python "$version" --tokens $flag > "$out" 2> "$err"
    status=$?
    if cmp -s "$out" "$base$ext" && cmp -s "$err" "$base$ext.err" &&
       [ "$status" = "$want" ]; then :; else
      echo "FAIL $py ($mode, $version)"; diff "$out" "$base$ext" | head -5
      diff "$err" "$base$ext.err" | head -3; failed=$((failed + 1))
    fi
    rm -f "$out" "$err"
  done
done
echo "tokens corpus $version: $((total - failed)) / $total identical"
[ $total -gt 0 ] && [ $failed -eq 0 ]
