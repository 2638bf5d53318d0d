#!/usr/bin/env bash
# Oracle test: ast/Python.asdl against the live CPython 3.13 ast module.
set -u
root=${PYPARSE_SOURCE_ROOT:?}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
exec "$oracle" "$root/scripts/check_asdl.py" "$root/ast/Python.asdl"
