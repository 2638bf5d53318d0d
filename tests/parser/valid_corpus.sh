#!/bin/bash
# valid_corpus.sh [VERSION] - replays corpus/valid/ (3.13, the default) or
# corpus/valid/VERSION/ (3.14, 3.15): each NAME[.MODE].py through
# `pyparse --python VERSION --dump-ast --include-attributes` (with --mode
# MODE, or --type-comments), compared with NAME[.MODE].dump, which
# scripts/gen_valid_corpus.py made with CPython VERSION. Lists every file
# that differs; fails on any. Needs no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}
version=${1:-3.13}
dir=$root/corpus/valid
[ "$version" = 3.13 ] || dir=$dir/$version
same=0 differ=0
for py in "$dir"/*.py; do
  base=${py%.py}
  mode=${base##*/}; mode=${mode#*.}
  [ "$mode" = "${base##*/}" ] && mode=exec
  case $mode in
    eval|single|func_type) args=(--mode "$mode") ;;
    type_comments) args=(--type-comments) ;;
    *) args=() ;;
  esac
  if "$cli" "$py" --dump-ast --python "$version" --include-attributes "${args[@]}" 2>&1 |
       cmp -s - "$base.dump"; then
    same=$((same + 1))
  else
    differ=$((differ + 1)); echo "differs: $py"
  fi
done
echo "same=$same differ=$differ"
[ "$differ" -eq 0 ] && [ "$same" -gt 0 ]
