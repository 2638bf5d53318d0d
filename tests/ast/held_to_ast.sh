#!/bin/bash
# held_to_ast.sh SCRIPT PROGRAM corpus|stdlib VERSION [ARG...]:
# scripts/SCRIPT.py (walk_order.py, json_roundtrip.py: each compares what
# PROGRAM prints with what the ast module says) run by the oracle of
# VERSION over corpus/valid and corpus/dump (each file that CPython
# accepts), or over the 3.13 standard library. Skips (77) without the
# oracle or the library.
set -u
root=${PYPARSE_SOURCE_ROOT:?run by meson test}
script=$root/scripts/$1.py
program=$2
where=$3
version=$4
shift 4
oracle=$("$root/scripts/oracle.sh" "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
if [ "$where" = stdlib ]; then
  lib=$("$root/scripts/stdlib.sh" 313) || exit 77
  exec "$oracle" "$script" "$program" "$lib" "$@"
fi
status=0
for dir in corpus/valid corpus/dump; do
  "$oracle" "$script" "$program" "$root/$dir" "$@" || status=1
done
exit $status
