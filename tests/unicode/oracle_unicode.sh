#!/usr/bin/env bash
# Oracle test: unicode/ against CPython 3.13 over all code points (see
# scripts/check_unicode.py). Skips (77) when there is no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:?}
oracle=$("$root/scripts/oracle.sh") || { echo "SKIP: no CPython 3.13 oracle"; exit 77; }
exec "$oracle" "$root/scripts/check_unicode.py" "$1"
