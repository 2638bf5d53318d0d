#!/bin/bash
# pyodide_oracle.sh 3.14|3.15 - the pyodide oracle (scripts/oracle.sh
# VERSION) behaves as the python our oracle scripts need: version, argv,
# current directory, host files, byte-exact stdin and stdout, subprocess,
# exit statuses. Skips (77) when the oracle is unavailable (no node, npm
# or network on first use).
set -u
version=${1:?3.14 or 3.15}
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
py=$("$root/scripts/oracle.sh" "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
dir=$(mktemp -d) && trap 'rm -rf "$dir"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }

echo "from the host" > "$dir/host.txt"
printf 'in\xff\x00\r\nout' > "$dir/stdin"
(cd "$dir" && CHECK_DIR=$dir "$py" "$root/tests/oracle/check_pyodide.py" \
   "$version" "a b" "é" < stdin > stdout) || fail "check_pyodide.py (above)"
cmp -s "$dir/stdin" "$dir/stdout" || fail "stdin not copied byte for byte to stdout"
[ "$(cat "$dir/written.txt" 2>/dev/null)" = "from pyodide" ] || fail "file not written"

"$py" -c 'import sys; sys.exit(3)'
status=$?; [ $status -eq 3 ] || fail "sys.exit(3) exited $status"
"$py" -c 'import sys; print("out"); 1/0' > "$dir/out" 2> "$dir/err"
status=$?; [ $status -eq 1 ] || fail "an exception exited $status"
grep -q '^ZeroDivisionError: division by zero$' "$dir/err" ||
  fail "no traceback: $(cat "$dir/err")"
[ "$(cat "$dir/out")" = out ] || fail "stdout not flushed at exit"

[ $failed -eq 0 ] && echo "CPython $version oracle: $py"
exit $failed
