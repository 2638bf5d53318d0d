#!/bin/bash
# differential_ast.sh [LIB [VERSION [N]]] - every .py file (every Nth) of a standard
# library (scripts/stdlib.sh LIB: 313, the default, 311, 312, 314, 315, 27...)
# through pyparse --python VERSION --dump-ast --include-attributes against
# CPython VERSION (scripts/diff_ast.py run by scripts/oracle.sh VERSION):
# the same dump for each file CPython accepts, a rejection for each it
# rejects. VERSION defaults to the library's own (3.13 for 27); `313 3.15`
# holds the 3.13 library to 3.15. Skips (77) without the oracle or the library. Lists every file
# that differs.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
lib_name=${1:-313}
case "$lib_name" in
  27) version=${2:-3.13} ;;
  *) version=${2:-3.${lib_name#3}} ;;
esac
oracle=$("$root/scripts/oracle.sh" "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
lib=$("$root/scripts/stdlib.sh" "$lib_name") || exit 77
# a third argument N: every Nth file only (diff_ast.py --sample)
exec "$oracle" "$root/scripts/diff_ast.py" "${PYPARSE_CLI:?}" "$lib" \
  ${3:+--sample "$3"}
