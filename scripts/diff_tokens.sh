#!/usr/bin/env bash
# diff_tokens.sh [LIB [VERSION]] [--exact]: the 'differential' test.
# Compares `pyparse --python VERSION --tokens` with `python -m tokenize`
# of CPython VERSION (scripts/oracle.sh VERSION) on every .py file of a
# standard library (scripts/stdlib.sh LIB: 313, the default, 311, 312,
# 314, 315, 27...). VERSION defaults to the library's own (3.13 for 27),
# e.g. `diff_tokens.sh 27 3.11 --exact`. Skips (77) when the oracle or the
# library is absent. Lists every differing file.
set -u
cd "$(dirname "$0")/.."
lib_name=313
case "${1:-}" in [0-9]*) lib_name=$1; shift ;; esac
case "$lib_name" in
  27) version=3.13 ;;
  *) version=3.${lib_name#3} ;;
esac
case "${1:-}" in 3.*) version=$1; shift ;; esac
oracle=$(scripts/oracle.sh "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
cli=${PYPARSE_CLI:-build/cli/pyparse}
root=$("./scripts/stdlib.sh" "$lib_name") || exit 77
exec "$oracle" scripts/diff_tokens.py "$cli" "$root" "$@"
