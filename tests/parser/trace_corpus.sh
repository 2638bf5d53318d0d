#!/bin/bash
# trace_corpus.sh - `pyparse --trace` (issue 15): for each NAME.py of
# corpus/trace, the rule trace `pyparse --check -q --trace [NAME.args]
# NAME.py` writes must be NAME.trace (made by scripts/gen_trace_corpus.sh
# and read when committed: no CPython has a trace to compare with). Also
# checks that the trace is cut, with a line saying so, on a big file.
# Lists every file that differs; fails on any.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}
cd "$root/corpus/trace" || exit 1
same=0 differ=0
for py in *.py; do
  name=${py%.py}
  args=()
  [ -f "$name.args" ] && read -r -a args < "$name.args"
  if cmp -s "$name.trace" <("$cli" --python 3.15 --check -q --trace "${args[@]}" "$py" 2>&1); then
    same=$((same + 1))
  else
    differ=$((differ + 1))
    echo "DIFFERS: corpus/trace/$name.trace"
    diff "$name.trace" <("$cli" --python 3.15 --check -q --trace "${args[@]}" "$py" 2>&1) | head -10
  fi
done
# a big file: the trace stops at its limit, and says so
big=$(mktemp) || exit 1
trap 'rm -f "$big"' EXIT
for i in $(seq 2000); do echo "x$i = $i + $i"; done > "$big"
lines=$("$cli" --check -q --trace "$big" 2>&1 | wc -l)
last=$("$cli" --check -q --trace "$big" 2>&1 | tail -1)
if [ "$lines" -eq 20001 ] && [ "$last" = "... the trace is cut here, after 20000 lines" ]; then
  same=$((same + 1))
else
  differ=$((differ + 1))
  echo "DIFFERS: a big file's trace has $lines lines, ending '$last'"
fi
echo "trace: $same same, $differ differ"
[ "$differ" -eq 0 ]
