#!/bin/bash
# check_snippets.sh LIBRARY INCLUDE_DIR... -- CC [CFLAG...]: every ```c block
# of docs/library.md is a whole program: it must compile with warnings as
# errors against the public headers, link with LIBRARY (libpyparse.a) and
# run on corpus/examples/imports.py with exit status 0 (and no output on
# stderr, where a sanitized build would report).
set -u
root=${PYPARSE_SOURCE_ROOT:?run by meson test}
library=$1
shift
includes=()
while [ "$1" != -- ]; do includes+=(-I "$1"); shift; done
shift
cc=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk -v dir="$work" '
  /^```c$/ { n++; file = sprintf("%s/snippet%02d.c", dir, n); next }
  /^```/ { file = ""; next }
  file { print > file }
' "$root/docs/library.md"
count=0 failed=0
for snippet in "$work"/snippet*.c; do
  count=$((count + 1))
  exe=${snippet%.c}
  if ! "${cc[@]}" -std=c11 -Wall -Wextra -Wpedantic -Werror "${includes[@]}" \
       "$snippet" -o "$exe" "$library" -lutf8proc; then
    echo "FAIL: snippet $count of docs/library.md does not build"
    failed=$((failed + 1))
    continue
  fi
  if ! "$exe" "$root/corpus/examples/imports.py" > "$exe.out" 2> "$exe.err" ||
     [ -s "$exe.err" ]; then
    echo "FAIL: snippet $count of docs/library.md failed:"; cat "$exe.err"
    failed=$((failed + 1))
  fi
done
[ "$count" -gt 0 ] || { echo "FAIL: no C snippet found"; exit 1; }
echo "$count snippets of docs/library.md built and run, $failed failed"
[ "$failed" -eq 0 ]
