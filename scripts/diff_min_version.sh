#!/bin/bash
# diff_min_version.sh [LIB|DIR]: `pyparse --min-version` against the real
# interpreters: every .py file of a standard library (scripts/stdlib.sh
# LIB, 313 by default) or of folder DIR is compiled by each version's
# CPython (3.8 to 3.15, scripts/oracle.sh; scripts/verdicts.py), and the
# oldest that accepts it must be pyparse's answer, with the error quoted
# from the version below on that version's line
# (scripts/min_version_compare.py). Skips (77) when an oracle is missing.
# 3.14 and 3.15 run under node: a few minutes for a whole library.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cli=${PYPARSE_CLI:-$root/build/cli/pyparse}
case "${1:-313}" in
  */*) lib=$1 ;;
  *) lib=$("$root/scripts/stdlib.sh" "${1:-313}") || exit 77 ;;
esac
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
mkdir "$work/verdicts"
for version in 3.8 3.9 3.10 3.11 3.12 3.13 3.14 3.15; do
  oracle=$("$root/scripts/oracle.sh" "$version") ||
    { echo "skip: no CPython $version oracle"; exit 77; }
  "$oracle" "$root/scripts/verdicts.py" "$lib" > "$work/verdicts/$version" ||
    { echo "CPython $version could not judge $lib"; exit 1; }
done
# (one file per line, in verdicts.py's order: no header, one object each)
"$cli" --min-version --format jsonl -q "$lib" > "$work/pyparse.jsonl"
status=$?
[ "$status" -le 1 ] || { echo "pyparse --min-version exited $status"; exit 1; }
exec "$("$root/scripts/oracle.sh" 3.13)" "$root/scripts/min_version_compare.py" \
  "$work/verdicts" "$work/pyparse.jsonl"
