#!/bin/bash
# errors_corpus.sh DIR [VERSION] - replays a corpus of syntax errors
# (corpus/DIR) as Python VERSION (3.13 by default): each NAME.py, run from
# that folder as `pyparse NAME.py --dump-ast` (with --mode MODE for
# NAME.MODE.py: eval, single, func_type; NAME.stdin.py is piped into
# `pyparse -`), must exit with status 1 and print NAME.stderr (CPython's
# shape) on stderr, and NAME.json with --errors=json. A folder whose
# ORACLE names versions ("3.14: made by ...", corpus/invalid) holds one
# input and an expected file per version: NAME.3.N.stderr and .json where
# 3.N rejects the file, NAME.3.N.dump (--include-attributes) where it
# accepts it; 3.8's and 3.9's errors are held to their type and line (3.9 words
# most of them "invalid syntax"). scripts/gen_errors_corpus.py
# [--versioned] made them with each CPython. Lists every file that
# differs; fails on any. Needs no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}
dir=$root/corpus/${1:?which corpus folder}
version=${2:-3.13}
cd "$dir" || exit 1
TMPDIR_ERR=$(mktemp -d) || exit 1
trap 'rm -rf "$TMPDIR_ERR"' EXIT
versioned=false
grep -q '^3\.[0-9]*: ' ORACLE 2>/dev/null && versioned=true
# the "type" and "lineno" of an --errors=json line
type_and_line() { grep -o '"type": "[A-Za-z]*"\|"lineno": [0-9]*'; }
same=0 differ=0
for py in *.py; do
  base=${py%.py} ok=1
  # NAME.eval.py, NAME.single.py, NAME.func_type.py: parsed in that mode
  case "$base" in
    *.eval|*.single|*.func_type) mode=${base##*.} ;;
    *) mode=exec ;;
  esac
  # NAME.stdin.py: piped in, as standard input is read
  case "$base" in
    *.stdin) input=- ;;
    *) input=$py ;;
  esac
  want=$base
  $versioned && want=$base.$version
  run=("$cli" "$input" --python "$version" --dump-ast --mode "$mode")
  if [ -f "$want.dump" ]; then
    # this version accepts it
    "${run[@]}" --include-attributes < "$py" > "$TMPDIR_ERR/$base.got" 2>&1
    cmp -s "$TMPDIR_ERR/$base.got" "$want.dump" || ok=0
  elif [ ! -f "$want.json" ]; then
    echo "no $want.json: run scripts/gen_errors_corpus.py with CPython $version"
    ok=0
  elif $versioned && [[ $version == 3.[89] ]]; then
    "${run[@]}" --errors=json < "$py" > /dev/null 2> "$TMPDIR_ERR/$base.jgot"
    [ $? -eq 1 ] || ok=0
    [ "$(type_and_line < "$TMPDIR_ERR/$base.jgot")" = \
      "$(type_and_line < "$want.json")" ] || ok=0
  else
    "${run[@]}" < "$py" > /dev/null 2> "$TMPDIR_ERR/$base.got"
    [ $? -eq 1 ] || ok=0
    cmp -s "$TMPDIR_ERR/$base.got" "$want.stderr" || ok=0
    "${run[@]}" --errors=json < "$py" > /dev/null 2> "$TMPDIR_ERR/$base.jgot"
    cmp -s "$TMPDIR_ERR/$base.jgot" "$want.json" || ok=0
  fi
  if [ $ok -eq 1 ]; then
    same=$((same + 1))
  else
    differ=$((differ + 1))
    echo "differs: $dir/$py ($version)"
    [ -f "$want.stderr" ] && [ -f "$TMPDIR_ERR/$base.got" ] &&
      diff "$want.stderr" "$TMPDIR_ERR/$base.got" | sed 's/^/  /'
    [ -f "$want.json" ] && [ -f "$TMPDIR_ERR/$base.jgot" ] &&
      diff "$want.json" "$TMPDIR_ERR/$base.jgot" | sed 's/^/  /'
  fi
done
echo "same=$same differ=$differ"
[ "$differ" -eq 0 ] && [ "$same" -gt 0 ]
