#!/bin/bash
# diff_stack_3_8.sh [COUNT] [SEED]: 3.8's parser stack, pyparse against
# CPython 3.8 on random nestings (scripts/random_nesting.py, run by the 3.8
# oracle: COUNT pairs, 500 by default, the deepest source 3.8 accepts and
# one nonterminal deeper). Every _ok file must parse under
# `pyparse --python 3.8`, every _over file be its MemoryError. Prints each
# difference and "same=N differ=N"; skips (77) without the oracle.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cli=${PYPARSE_CLI:-$root/build/cli/pyparse}
# (a sanitizer's larger frames hit pyparse's own stack budget first)
[ -z "${PYPARSE_SANITIZED:-}" ] || { echo "skip: sanitized build"; exit 77; }
oracle=$("$root/scripts/oracle.sh" 3.8) || { echo "skip: no CPython 3.8 oracle"; exit 77; }
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
# (3.8 prints "s_push: parser stack overflow" for each overflow)
"$oracle" "$root/scripts/random_nesting.py" "$work" "${2:-1}" "${1:-500}" 2>/dev/null ||
  { echo "random_nesting.py failed"; exit 1; }
same=0 differ=0
for file in "$work"/*.py; do
  json=$("$cli" --check -q --errors=json --python 3.8 "$file" 2>&1 >/dev/null | head -1)
  case $file in *_over.py) want=MemoryError ;; *) want=ok ;; esac
  got=ok
  [ -z "$json" ] || got=$(grep -o '"type": "[A-Za-z]*"' <<< "$json" | cut -d'"' -f4)
  if [ "$got" = "$want" ]; then same=$((same + 1)); else
    differ=$((differ + 1)); echo "differs: $(head -c 300 "$file"): pyparse $got, CPython $want"; fi
done
echo "same=$same differ=$differ"
[ "$differ" -eq 0 ]
