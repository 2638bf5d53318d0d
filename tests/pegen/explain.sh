#!/usr/bin/env bash
# explain.sh PEGEN - `pyparse-pegen --explain` reports the analysis: the
# leaders it chose for direct and indirect left recursion and the tokens
# their seeds grow on, the memoized
# and nullable rules, and per-alternative FIRST sets.
set -uo pipefail
pegen=$(realpath "$1")
cd "${PYPARSE_SOURCE_ROOT:?}" || exit 1
failed=0
expect() {  # expect GRAMMAR LINE: LINE must be in the explanation
  if ! "$pegen" --explain "tests/grammars/$1.gram" --tokens tests/grammars/Toy.tokens \
       | grep -qxF -- "$2"; then
    echo "FAIL $1: no line '$2'"; failed=$((failed + 1))
  fi
}
expect arith 'left-recursive leaders: expr term'
expect arith 'memoized: expr term'
expect indirect 'left-recursive leaders: sum'
# a leader grows its seed only on a token that can follow its own call;
# through another rule of its cycle that is not known: any token
expect arith '  grows on: {PLUS, MINUS}'
expect indirect '  grows on: (any token)'
expect memo 'memoized: pair'
expect gather 'nullable:'
expect lookahead '  alt 3 first: {LPAR}'
expect soft '  alt 1 first: {NAME}'
# FIRST sets per mode: a disabled invalid_ rule fails without peeking
expect invalid '  alt 3 first: {NAME, NUMBER} (invalid_ rules off: (fails at once))'
expect invalid '  alt 2 first: (fails at once)'
expect forced '  alt 2 first: {'"'"'do'"'"'}'
if "$pegen" --explain tests/grammars/cut.gram --tokens tests/grammars/Toy.tokens | grep -q 'leader$'; then
  echo "FAIL cut: a leader without left recursion"; failed=$((failed + 1))
fi
[ "$failed" -eq 0 ] && echo "explain: all expected lines found"
[ "$failed" -eq 0 ]
