#!/bin/bash
# differential_errors.sh snippets|27|mutants - pyparse's syntax errors
# against CPython 3.13's (scripts/diff_errors.py): the snippets the 3.13
# test suite expects to be rejected (extracted at test time), every file
# of the Python 2.7 standard library, or (scripts/mutate_errors.py) 2000
# seeded one-edit mutants of 3.13 standard library files. A ratchet: fails when fewer inputs
# match exactly (type, msg and the four positions) than the committed
# baseline (tests/errors/baseline_SET.txt; raise it as rules land).
# Prints the counts and every mismatch. Skips (77) without the oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
set_name=${1:?snippets or 27}
case "$set_name" in
  27) input=/root/.pyenv/versions/2.7.18/lib/python2.7
      [ -d "$input" ] || { echo "skip: no Python 2.7 standard library at $input"; exit 77; } ;;
  mutants)
    exec "$oracle" "$root/scripts/mutate_errors.py" "${PYPARSE_CLI:?}" \
      --baseline "$root/tests/errors/baseline_mutants.txt" ;;
  *) input=snippets ;;
esac
exec "$oracle" "$root/scripts/diff_errors.py" "${PYPARSE_CLI:?}" "$input" \
  --baseline "$root/tests/errors/baseline_$set_name.txt"
