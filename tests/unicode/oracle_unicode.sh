#!/usr/bin/env bash
# oracle_unicode.sh PROBE [VERSION] - oracle test: unicode/ against CPython
# VERSION (3.13 by default, 3.14, 3.15: their Unicode 15.1, 16.0, 17.0)
# over all code points (see scripts/check_unicode.py). Skips (77) when
# there is no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:?}
version=${2:-3.13}
oracle=$("$root/scripts/oracle.sh" "$version") ||
  { echo "SKIP: no CPython $version oracle"; exit 77; }
exec "$oracle" "$root/scripts/check_unicode.py" "$1"
