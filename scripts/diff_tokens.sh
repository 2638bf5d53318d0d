#!/usr/bin/env bash
# diff_tokens.sh [313|27] [--exact]: the 'differential' test. Compares
# `pyparse --tokens` with `python3.13 -m tokenize` on every .py file of the
# installed Python 3.13 (default) or 2.7 standard library. Skips (77) when
# the oracle or the library is absent. Lists every differing file.
set -u
cd "$(dirname "$0")/.."
oracle=$(scripts/oracle.sh) || { echo "skip: no CPython 3.13 oracle"; exit 77; }
cli=${PYPARSE_CLI:-build/cli/pyparse}
root=$("./scripts/stdlib.sh" "${1:-313}") || exit 77
shift || true
exec "$oracle" scripts/diff_tokens.py "$cli" "$root" "$@"
