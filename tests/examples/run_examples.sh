#!/bin/bash
# run_examples.sh DIR corpus|stdlib: the example tools (examples/*.c),
# built into DIR, against what they must print:
#   corpus: over corpus/examples/*.py, compared with the oracle-made
#           corpus/examples/TOOL.expected (no oracle needed);
#   stdlib: over the 3.13 standard library, compared with
#           scripts/examples_oracle.py run by the 3.13 oracle now (skips,
#           77, without it).
# tests/install/install.sh runs the corpus check on the tools it builds
# against the installed library.
set -u
root=${PYPARSE_SOURCE_ROOT:?run by meson test}
dir=$1
cd "$root"
status=0
if [ "$2" = corpus ]; then
  for tool in lint docstrings todo; do
    diff -u "corpus/examples/$tool.expected" \
      <("$dir/$tool" corpus/examples/*.py) || { echo "FAIL: $tool"; status=1; }
  done
  exit $status
fi
oracle=$(scripts/oracle.sh 3.13) || { echo "skip: no CPython 3.13 oracle"; exit 77; }
lib=$(scripts/stdlib.sh 313) || exit 77
files=$(mktemp)
trap 'rm -f "$files"' EXIT
find "$lib" -name '*.py' | sort > "$files"
for tool in lint docstrings todo; do
  if cmp -s <(xargs -a "$files" "$dir/$tool" 2>/dev/null) \
            <(xargs -a "$files" "$oracle" scripts/examples_oracle.py "$tool" 2>/dev/null); then
    echo "$tool: the same as the oracle's over $(wc -l < "$files") files"
  else
    echo "FAIL: $tool differs from scripts/examples_oracle.py"; status=1
  fi
done
exit $status
