#!/usr/bin/env bash
# dot_render.sh - pp_dump_dot writes graphs Graphviz reads without a word
# of complaint: `pyparse --dot -a` over every file of the 3.13 standard
# library under 2 KB (about 600 files, 7 s of dot's time: every statement
# and most expressions, docstrings cut, escapes, non-ASCII names and
# strings; dot's layout time grows faster than the graph, and the files
# from 2 to 4 KB would triple it), as one stream of graphs drawn by one
# `dot -Tsvg` (a process per file would cost more than the drawing). Any error or warning of dot fails the test,
# and each graph must come out as one SVG; when dot complains, each file
# is drawn alone to name the ones it complains of. Skips (exit 77) without
# Graphviz's dot (the Debian package graphviz, which scripts/setup.sh
# installs) or without the library (scripts/stdlib.sh).
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}
if ! command -v dot > /dev/null 2>&1; then
  echo "skip: Graphviz's dot is not installed (apt-get install graphviz, or scripts/setup.sh)"
  exit 77
fi
lib=$("$root/scripts/stdlib.sh" 313) || exit 77
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

find "$lib" -name '*.py' -size -2048c | sort > files.txt
files=$(wc -l < files.txt)
# A few files of the library's tests are syntax errors on purpose: exit 1.
"$cli" --python 3.13 --dot -a --no-filename -q --files-from files.txt \
  > all.dot 2> pyparse.txt
status=$?
if [ $status -gt 1 ]; then
  echo "FAIL: pyparse --dot exits $status:"
  head -5 pyparse.txt
  exit 1
fi
graphs=$(grep -c '^digraph AST {$' all.dot)
svgs=$(dot -Tsvg all.dot 2> dot.txt | grep -c '^<svg ')
dot_status=${PIPESTATUS[0]}
if [ "$dot_status" -eq 0 ] && [ ! -s dot.txt ] && [ "$svgs" -eq "$graphs" ] &&
   [ "$graphs" -gt 400 ]; then
  echo "dot_render: $graphs graphs of $files files drawn without a warning in ${SECONDS}s"
  exit 0
fi

echo "FAIL: dot exits $dot_status and draws $svgs of $graphs graphs ($files files):"
head -10 dot.txt
while read -r file; do
  "$cli" --python 3.13 --dot -a -q "$file" > one.dot 2> /dev/null || continue
  if ! dot -Tsvg one.dot > /dev/null 2> one.txt || [ -s one.txt ]; then
    echo "dot complains of $file:"
    head -3 one.txt
  fi
done < files.txt
exit 1
