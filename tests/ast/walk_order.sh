#!/bin/bash
# walk_order.sh WALK_ORDER corpus|stdlib source|field: scripts/walk_order.py
# through the 3.13 oracle over corpus/valid (and corpus/dump) or the 3.13
# standard library. Skips (77) without the oracle or the library.
set -u
root=${PYPARSE_SOURCE_ROOT:?run by meson test}
program=$1
order=()
[ "$3" = field ] && order=(--field-order)
oracle=$("$root/scripts/oracle.sh" 3.13) ||
  { echo "skip: no CPython 3.13 oracle"; exit 77; }
if [ "$2" = stdlib ]; then
  lib=$("$root/scripts/stdlib.sh" 313) || exit 77
  exec "$oracle" "$root/scripts/walk_order.py" "$program" "$lib" "${order[@]}"
fi
status=0
for dir in corpus/valid corpus/dump; do
  "$oracle" "$root/scripts/walk_order.py" "$program" "$root/$dir" "${order[@]}" ||
    status=1
done
exit $status
