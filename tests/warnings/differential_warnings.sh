#!/bin/bash
# differential_warnings.sh 313|27|snippets [VERSION] - pyparse's
# SyntaxWarnings against CPython VERSION's (default 3.13;
# scripts/diff_warnings.py) over every file of the 3.13 or 2.7 standard
# library, or the snippets the 3.13 test suite expects to be rejected.
# Prints the counts and every input that differs; fails when a file CPython
# accepts differs. Skips (77) without the oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
version=${2:-3.13}
oracle=$("$root/scripts/oracle.sh" "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
case "${1:?313, 27 or snippets}" in
  snippets) input=snippets ;;
  *) input=$("$root/scripts/stdlib.sh" "$1") || { echo "skip: no Python $1 standard library"; exit 77; } ;;
esac
exec "$oracle" "$root/scripts/diff_warnings.py" "${PYPARSE_CLI:?}" "$input"
