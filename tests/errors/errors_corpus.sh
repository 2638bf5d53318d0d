#!/bin/bash
# errors_corpus.sh DIR [VERSION] - replays a corpus of syntax errors
# (corpus/DIR) as Python VERSION (3.13 by default; corpus/invalid/3.14 and
# 3.15 hold the errors those versions add):
# each NAME.py, run from that folder as `pyparse NAME.py --dump-ast` (with
# --mode MODE for NAME.MODE.py: eval, single, func_type; NAME.stdin.py is
# piped into `pyparse -`), must
# exit with status 1 and print NAME.stderr (CPython's shape) on stderr,
# and NAME.json with --errors=json; scripts/gen_errors_corpus.py made both
# with CPython VERSION. Lists every file that differs; fails on any. Needs no
# oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}
dir=$root/corpus/${1:?which corpus folder}
version=${2:-3.13}
cd "$dir" || exit 1
TMPDIR_ERR=$(mktemp -d) || exit 1
trap 'rm -rf "$TMPDIR_ERR"' EXIT
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
  "$cli" "$input" --python "$version" --dump-ast --mode "$mode" <"$py" >/dev/null \
    2>"$TMPDIR_ERR/$base.got"
  [ $? -eq 1 ] || ok=0
  cmp -s "$TMPDIR_ERR/$base.got" "$base.stderr" || ok=0
  "$cli" "$input" --python "$version" --dump-ast --mode "$mode" --errors=json <"$py" \
    >/dev/null 2>"$TMPDIR_ERR/$base.jgot"
  cmp -s "$TMPDIR_ERR/$base.jgot" "$base.json" || ok=0
  if [ $ok -eq 1 ]; then
    same=$((same + 1))
  else
    differ=$((differ + 1))
    echo "differs: $dir/$py"
    diff "$base.stderr" "$TMPDIR_ERR/$base.got" | sed 's/^/  /'
    diff "$base.json" "$TMPDIR_ERR/$base.jgot" | sed 's/^/  /'
  fi
done
echo "same=$same differ=$differ"
[ "$differ" -eq 0 ] && [ "$same" -gt 0 ]
