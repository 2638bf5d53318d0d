#!/bin/bash
# valid_corpus.sh [VERSION] - replays corpus/valid/ for CPython VERSION
# (3.13 by default): each NAME[.MODE].py through `pyparse --python VERSION
# --dump-ast --include-attributes` (with --mode MODE, or --type-comments),
# run from the folder, compared with NAME[.MODE].VERSION.dump where that
# version accepts the file, or with its error NAME[.MODE].VERSION.json
# (`--errors=json`) where it rejects it; scripts/gen_valid_corpus.py made
# both with CPython VERSION (3.8 and 3.9: the error's type and line
# only). A file with neither for VERSION (the generator
# not run since it was added), or that no version accepts, is an error.
# Lists every file that differs; fails on any. Needs no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}
version=${1:-3.13}
cd "$root/corpus/valid" || exit 1
# the "type" and "lineno" of an --errors=json line
type_and_line() { grep -o '"type": "[A-Za-z]*"\|"lineno": [0-9]*'; }
same=0 differ=0 known=0
# KNOWN lists, as "VERSION FILE: why", the differences not fixed yet; one
# that agrees again fails the run too, so that the list stays true
is_known() { grep -q "^$version $1:" KNOWN 2>/dev/null; }
for py in *.py; do
  base=${py%.py}
  mode=${base#*.}
  [ "$mode" = "$base" ] && mode=exec
  case $mode in
    eval|single|func_type) args=(--mode "$mode") ;;
    type_comments) args=(--type-comments) ;;
    *) args=() ;;
  esac
  run=("$cli" "$py" --dump-ast --python "$version" --include-attributes "${args[@]}")
  if [ -f "$base.$version.dump" ]; then
    "${run[@]}" 2>&1 | cmp -s - "$base.$version.dump"
  elif [ -f "$base.$version.json" ] && [[ $version == 3.[89] ]]; then
    # 3.8 and 3.9 are held to the error's type and line: their columns
    # follow their own parsers' reach
    [ "$("${run[@]}" --errors=json 2>&1 >/dev/null | type_and_line)" = \
      "$(type_and_line < "$base.$version.json")" ]
  elif [ -f "$base.$version.json" ]; then
    "${run[@]}" --errors=json 2>&1 >/dev/null | cmp -s - "$base.$version.json"
  else
    echo "no $base.$version.dump or .json: run scripts/gen_valid_corpus.py with CPython $version"
    false
  fi
  status=$?
  dumps=("$base".[0-9]*.dump)
  if [ ! -f "${dumps[0]}" ]; then
    echo "no version accepts $py: it belongs in corpus/invalid"
    status=1
  fi
  if is_known "$py"; then
    if [ "$status" -eq 0 ]; then
      differ=$((differ + 1)); echo "agrees now: remove '$version $py' from corpus/valid/KNOWN"
    else
      known=$((known + 1)); echo "known: $(grep "^$version $py:" KNOWN)"
    fi
  elif [ "$status" -eq 0 ]; then
    same=$((same + 1))
  else
    differ=$((differ + 1)); echo "differs: corpus/valid/$py ($version)"
  fi
done
echo "same=$same differ=$differ known=$known"
[ "$differ" -eq 0 ] && [ "$same" -gt 0 ]
