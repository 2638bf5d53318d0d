#!/usr/bin/env bash
# check_asdl.sh [VERSION] - oracle test: ast/Python.asdl, filtered to
# VERSION (3.13 by default, 3.14, 3.15), against that CPython's ast module.
set -u
root=${PYPARSE_SOURCE_ROOT:?}
version=${1:-3.13}
oracle=$("$root/scripts/oracle.sh" "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
exec "$oracle" "$root/scripts/check_asdl.py" "$root/ast/Python.asdl"
