#!/bin/bash
# gen_trace_corpus.sh [PYPARSE]: writes corpus/trace/NAME.trace, the rule
# trace `pyparse --check -q --trace [ARGS] NAME.py` writes on stderr for
# each NAME.py (ARGS from NAME.args, e.g. --trace-rule filters), run from
# that folder as Python 3.15. No CPython has such a trace, so no oracle
# makes these files: pyparse does, and whoever regenerates them reads the
# diff (a changed trace is a changed parse, or a changed trace format).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cli=$(realpath "${1:-$root/build/cli/pyparse}")
cd "$root/corpus/trace"
for py in *.py; do
  name=${py%.py}
  args=()
  [ -f "$name.args" ] && read -r -a args < "$name.args"
  "$cli" --python 3.15 --check -q --trace "${args[@]}" "$py" 2> "$name.trace" || true
  echo "$name.trace: $(wc -l < "$name.trace") lines"
done
