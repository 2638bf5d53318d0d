#!/bin/bash
# differential_errors.sh snippets|27|mutants [VERSION] - pyparse's syntax
# errors against CPython VERSION's (3.8 to 3.15, 3.13 by default;
# scripts/diff_errors.py run by scripts/oracle.sh VERSION): the snippets
# the version's test suite expects to be rejected (extracted at test time
# from the oracle's own test suite; pyodide's 3.14 and 3.15 have none, so
# they take 3.13's and keep what they reject), every file of the Python 2.7
# standard library, or (scripts/mutate_errors.py) 2000 seeded one-edit
# mutants of the oracle's standard library files (3.13's for 3.14 and
# 3.15). A ratchet: fails when fewer inputs match exactly (type, msg and
# the four positions) than the committed baseline
# (tests/errors/baseline_SET.txt for 3.13, baseline_SET_312.txt for
# 3.12...; raise it as rules land). Prints the counts and every mismatch.
# Skips (77) without the oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
set_name=${1:?snippets, 27 or mutants}
version=${2:-3.13}
oracle=$("$root/scripts/oracle.sh" "$version") ||
  { echo "skip: no CPython $version oracle"; exit 77; }
baseline=$root/tests/errors/baseline_$set_name.txt
extra=()
[ "$version" != 3.13 ] && baseline=$root/tests/errors/baseline_${set_name}_${version/./}.txt
case "$version" in
  3.14|3.15)
    # 3.13's test suite and library: pyodide ships no test suite, and its
    # library is in a zip. 3.8-3.13 (pyenv) read their own.
    lib313=$("$root/scripts/stdlib.sh" 313) ||
      { echo "skip: the 3.13 test suite and library come from the 3.13 oracle"; exit 77; }
    case "$set_name" in
      snippets) extra=(--tests "$lib313/test") ;;
      mutants) extra=(--lib "$lib313") ;;
    esac ;;
esac
case "$set_name" in
  27) input=/root/.pyenv/versions/2.7.18/lib/python2.7
      [ -d "$input" ] || { echo "skip: no Python 2.7 standard library at $input"; exit 77; } ;;
  mutants)
    exec "$oracle" "$root/scripts/mutate_errors.py" "${PYPARSE_CLI:?}" \
      --baseline "$baseline" "${extra[@]}" ;;
  *) input=snippets ;;
esac
exec "$oracle" "$root/scripts/diff_errors.py" "${PYPARSE_CLI:?}" "$input" \
  --baseline "$baseline" "${extra[@]}"
