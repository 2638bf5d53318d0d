#!/bin/bash
# differential_warnings.sh 313|27|snippets - pyparse's SyntaxWarnings
# against CPython 3.13's (scripts/diff_warnings.py) over every file of the
# 3.13 or 2.7 standard library, or the snippets the 3.13 test suite
# expects to be rejected. Prints the counts and every input that differs;
# fails when a file CPython accepts differs. Skips (77) without the oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
case "${1:?313, 27 or snippets}" in
  snippets) input=snippets ;;
  *) input=$("$root/scripts/stdlib.sh" "$1") || { echo "skip: no Python $1 standard library"; exit 77; } ;;
esac
exec "$oracle" "$root/scripts/diff_warnings.py" "${PYPARSE_CLI:?}" "$input"
