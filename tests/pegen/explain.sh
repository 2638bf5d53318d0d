#!/usr/bin/env bash
# explain.sh PEGEN - `pyparse-pegen --explain` reports the analysis: the
# leaders it chose for direct and indirect left recursion and the tokens
# their seeds grow on, the memoized
# and nullable rules, and per-alternative FIRST sets. It finds the tokens
# file without --tokens (Python.gram, the toy grammars, @tokens, the
# ambiguous and missing cases), and `--explain GRAMMAR RULE...` prints
# the rules named as explain_rules.expected holds them.
set -uo pipefail
pegen=$(realpath "$1")
cd "${PYPARSE_SOURCE_ROOT:?}" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0
expect() {  # expect GRAMMAR LINE: LINE must be in the explanation
  # (no --tokens: the one *.tokens file beside the grammar, Toy.tokens)
  if ! "$pegen" --explain "tests/grammars/$1.gram" | grep -qxF -- "$2"; then
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

# --- the tokens file, found without --tokens ---------------------------------
found() {  # found GRAMMAR TOKENS: --explain GRAMMAR reads the tokens file TOKENS
  if ! "$pegen" --explain "$1" > "$out/explain" 2> "$out/stderr"; then
    echo "FAIL $1: $(cat "$out/stderr")"; failed=$((failed + 1))
  elif ! grep -qx -- "tokens $2: [0-9]* types" "$out/explain"; then
    echo "FAIL $1: did not read $2: $(sed -n 2p "$out/explain")"; failed=$((failed + 1))
  fi
}
found Python.gram tokenizer/Tokens          # tokenizer/Tokens below its folder
found grammar/metagrammar.gram grammar/MetaTokens
for grammar in tests/grammars/*.gram; do
  [ "$grammar" = tests/grammars/pyexpr.gram ] && continue  # tokenizer/Tokens
  found "$grammar" tests/grammars/Toy.tokens
done
# an explicit --tokens wins over the file beside the grammar
if ! "$pegen" --explain tests/grammars/pyexpr.gram --tokens tokenizer/Tokens \
     | grep -qx 'tokens tokenizer/Tokens: [0-9]* types'; then
  echo "FAIL pyexpr: --tokens tokenizer/Tokens not used"; failed=$((failed + 1))
fi
# @tokens "FILE", relative to the grammar's folder, wins over the rest
mkdir -p "$out/named/sub" "$out/named/tokenizer" "$out/two" "$out/none"
printf 'ENDMARKER\nNAME\n' > "$out/named/sub/Named.tokens"
printf 'ENDMARKER\n' > "$out/named/Other.tokens"
printf 'ENDMARKER\n' > "$out/named/tokenizer/Tokens"
printf '@tokens "sub/Named.tokens"\nstart: NAME ENDMARKER\n' > "$out/named/a.gram"
found "$out/named/a.gram" "$out/named/sub/Named.tokens"
# tokenizer/Tokens below the folder when nothing is beside the grammar
printf 'start: ENDMARKER\n' > "$out/named/tokenizer/b.gram"
mkdir -p "$out/below/tokenizer"
cp "$out/named/tokenizer/Tokens" "$out/below/tokenizer/Tokens"
printf 'start: ENDMARKER\n' > "$out/below/c.gram"
found "$out/below/c.gram" "$out/below/tokenizer/Tokens"
found "$out/named/tokenizer/b.gram" "$out/named/tokenizer/Tokens"  # beside
# several beside the grammar, or none: a usage error saying so
printf 'start: ENDMARKER\n' | tee "$out/two/d.gram" > "$out/none/e.gram"
cp "$out/named/Other.tokens" "$out/two/A.tokens"
cp "$out/named/Other.tokens" "$out/two/BTokens"
refused() {  # refused GRAMMAR MESSAGE: exit status 2 and MESSAGE on stderr
  "$pegen" --explain "$1" > /dev/null 2> "$out/stderr"
  local status=$?
  if [ "$status" -ne 2 ] || ! grep -qxF -- "$2" "$out/stderr"; then
    echo "FAIL $1: status $status: $(cat "$out/stderr")"; failed=$((failed + 1))
  fi
}
refused "$out/two/d.gram" "$out/two/d.gram: error: which tokens file? 2 beside the grammar: $out/two/A.tokens, $out/two/BTokens; name it with --tokens FILE (or @tokens in the grammar)"
refused "$out/none/e.gram" "$out/none/e.gram: error: which tokens file? none called Tokens, *Tokens or *.tokens beside the grammar, and no $out/none/tokenizer/Tokens; name it with --tokens FILE (or @tokens in the grammar)"

# --- one rule: --explain GRAMMAR RULE... -------------------------------------
# The expected text was made by the tool and checked by hand against the
# grammars: a direct leader with its growth set and a start rule (expr), a
# plain rule (factor), an indirect cycle member that is not its leader
# (product), a synthetic gather rule with its origin.
{
  for command in 'tests/grammars/arith.gram expr factor' \
                 'tests/grammars/indirect.gram product' \
                 'tests/grammars/gather.gram _gather_2'; do
    echo "\$ pyparse-pegen --explain $command"
    # shellcheck disable=SC2086  # the words of the command
    "$pegen" --explain $command
    echo
  done
} > "$out/rules"
if ! diff -u tests/pegen/explain_rules.expected "$out/rules"; then
  echo "FAIL --explain RULE differs from tests/pegen/explain_rules.expected"
  failed=$((failed + 1))
fi

[ "$failed" -eq 0 ] && echo "explain: all expected lines found"
[ "$failed" -eq 0 ]
