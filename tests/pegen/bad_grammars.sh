#!/usr/bin/env bash
# bad_grammars.sh PEGEN - runs the generator on every tests/grammars/bad/*.gram
# and compares its stderr with the .err file next to the grammar (our own
# messages, `file:line:col: error|warning: message`), and every bad tokens
# file tests/grammars/bad/*.tokens with its .tokens.err. The exit status must
# be 1 when the expected messages hold an error, 0 otherwise.
set -uo pipefail
pegen=$(realpath "$1")
cd "${PYPARSE_SOURCE_ROOT:?}" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0
count=0
for grammar in tests/grammars/bad/*.gram; do
  expected=${grammar%.gram}.err
  count=$((count + 1))
  "$pegen" "$grammar" --tokens tests/grammars/Toy.tokens -o "$out/parser.c" \
    2> "$out/stderr"
  status=$?
  want=0
  grep -q ': error: ' "$expected" && want=1
  if ! diff -u "$expected" "$out/stderr"; then
    echo "FAIL $grammar: messages differ"; failed=$((failed + 1))
  elif [ "$status" -ne "$want" ]; then
    echo "FAIL $grammar: exit status $status, expected $want"; failed=$((failed + 1))
  fi
done
# bad tokens files: read before any grammar (arith.gram, which is fine)
for tokens in tests/grammars/bad/*.tokens; do
  count=$((count + 1))
  if "$pegen" tests/grammars/arith.gram --tokens "$tokens" -o "$out/parser.c" 2> "$out/stderr"; then
    echo "FAIL $tokens: accepted"; failed=$((failed + 1))
  elif ! diff -u "$tokens.err" "$out/stderr"; then
    echo "FAIL $tokens: messages differ"; failed=$((failed + 1))
  fi
done
# PEG_MAX_DEPTH in the generator's own (generated) front end: 3000 nested
# groups are a clean error, not a crash
count=$((count + 1))
{ printf 'start: '; printf '(%.0s' $(seq 3000); printf NAME; printf ')%.0s' $(seq 3000); echo; } > "$out/deep.gram"
"$pegen" "$out/deep.gram" --tokens tests/grammars/Toy.tokens -o "$out/parser.c" 2> "$out/stderr"
if [ $? -ne 1 ] || ! grep -q '^.*deep.gram:1:[0-9]*: error: parser stack overflow$' "$out/stderr"; then
  echo "FAIL deep nesting: $(cat "$out/stderr")"; failed=$((failed + 1))
fi
echo "$((count - failed))/$count bad grammars and tokens files give their expected messages"
[ "$count" -gt 0 ] && [ "$failed" -eq 0 ]
