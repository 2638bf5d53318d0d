#!/bin/bash
# differential_ast.sh [313|27] - every .py file of the installed Python
# 3.13 (default) or 2.7 standard library through pyparse --dump-ast
# --include-attributes against CPython 3.13 (scripts/diff_ast.py): the same
# dump for each file CPython accepts, a rejection for each it rejects.
# Skips (77) without the oracle. Lists every file that differs.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
lib=$("$root/scripts/stdlib.sh" "${1:-313}") || exit 77
exec "$oracle" "$root/scripts/diff_ast.py" "${PYPARSE_CLI:?}" "$lib"
