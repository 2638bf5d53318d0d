#!/bin/bash
# oracle_names.sh PROBE - every character name and alias CPython 3.13
# accepts in "\N{...}", and a fixed sample of near misses, checked against
# unicode/names.c (PROBE = strings_probe). Skips (77) without the oracle.
set -u
oracle=$("$PYPARSE_SOURCE_ROOT/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
list=$(mktemp); trap 'rm -f "$list"' EXIT
"$oracle" "$PYPARSE_SOURCE_ROOT/scripts/strings_oracle.py" names > "$list" || exit 1
"$1" names < "$list"
