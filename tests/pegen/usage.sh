#!/usr/bin/env bash
# usage.sh PEGEN - pyparse-pegen's command line: --help exits 0 and
# documents every option the program accepts (each `strcmp(arg, "...")` of
# grammar/gen_main.c, so a new option without help fails here), and so does
# grammar/README.md's usage section; bad usage exits 2 with a message
# naming the problem.
set -uo pipefail
pegen=$(realpath "$1")
cd "${PYPARSE_SOURCE_ROOT:?}" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0
count=0
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

options=$(grep -o 'strcmp(arg, "[^"]*")' grammar/gen_main.c | cut -d'"' -f2 | sort -u)
[ "$(wc -l <<< "$options")" -ge 9 ] || fail "only found options: $options"
readme=$(sed -n '/^## Usage/,/^## /p' grammar/README.md)
for flag in -h --help; do
  count=$((count + 1))
  "$pegen" "$flag" > "$out/help" 2> "$out/stderr"
  status=$?
  [ "$status" -eq 0 ] || fail "$flag: exit status $status"
  [ -s "$out/stderr" ] && fail "$flag: wrote to stderr: $(cat "$out/stderr")"
  grep -q '^usage: pyparse-pegen' "$out/help" || fail "$flag: no usage line"
done
for option in $options; do
  count=$((count + 1))
  # documented: the option at the start of a help line, then its sentence
  grep -Eq -- "^  (-h, )?$option(, --help)?( [A-Z][A-Za-z.]*)? +[a-z]" "$out/help" ||
    fail "--help does not document $option"
  grep -qF -- "$option" <<< "$readme" || fail "grammar/README.md's usage does not mention $option"
done

# usage_error STATUS MESSAGE ARGS...: exits with STATUS, MESSAGE on stderr
usage_error() {
  local want=$1 message=$2
  shift 2
  count=$((count + 1))
  "$pegen" "$@" > "$out/stdout" 2> "$out/stderr"
  local status=$?
  if [ "$status" -ne "$want" ]; then
    fail "$*: exit status $status, expected $want"
  elif ! grep -qF -- "$message" "$out/stderr"; then
    fail "$*: no '$message' in: $(cat "$out/stderr")"
  elif [ -s "$out/stdout" ]; then
    fail "$*: wrote to stdout"
  fi
}
usage_error 2 "unknown option '--bogus'" --bogus tests/grammars/arith.gram
usage_error 2 "unknown option '-x'" tests/grammars/arith.gram -x
usage_error 2 "option '-o' needs a value" tests/grammars/arith.gram -o
usage_error 2 "option '--tokens' needs a value" --explain tests/grammars/arith.gram --tokens
usage_error 2 "no GRAMMAR given" -o "$out/x.c"
usage_error 2 "no output named" tests/grammars/arith.gram
usage_error 2 "rule names go with --explain" tests/grammars/arith.gram expr -o "$out/x.c"
usage_error 2 "tests/grammars/arith.gram has no rule 'nope'" --explain tests/grammars/arith.gram expr nope
usage_error 1 "cannot read the grammar" --explain "$out/missing.gram"
echo "$((count - failed))/$count usage checks pass"
[ "$failed" -eq 0 ]
