#!/usr/bin/env bash
# Oracle test: ast/Python.asdl, filtered to the oracle's version, against
# that CPython's ast module (3.13 today; check_asdl.py also runs under 3.14
# and 3.15).
set -u
root=${PYPARSE_SOURCE_ROOT:?}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
exec "$oracle" "$root/scripts/check_asdl.py" "$root/ast/Python.asdl"
