#!/bin/bash
# differential_codecs.sh CODECS_PROBE - every codec name Python 3.13 knows,
# declared in a file of non-ASCII text in that codec, through
# `pyparse --tokens` and lex_source_open's COMPILE mode, against
# `python3.13 -m tokenize` and compile() (see differential_codecs.py).
# Lists each mismatch; fails on any. Skips without the oracle.
set -u
oracle=${PYPARSE_ORACLE:-$("$PYPARSE_SOURCE_ROOT/scripts/oracle.sh" 2>/dev/null)}
if [ -z "$oracle" ] || [ ! -x "$oracle" ]; then
  echo "skip: no CPython 3.13 oracle (scripts/oracle.sh found none)"; exit 77
fi
exec "$oracle" "$(dirname "$0")/differential_codecs.py" "$PYPARSE_CLI" "$1"
