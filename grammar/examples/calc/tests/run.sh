#!/usr/bin/env bash
# run.sh CALC [--update] - runs the calc program CALC on every NAME.calc of
# this folder, from this folder (so messages name the file as NAME.calc),
# and compares its standard output with NAME.out and its standard error
# with NAME.err (a missing file means empty). The exit status must be 0
# when NAME.err is empty, 1 otherwise.
#
# There is no oracle for calc: the expected files were written by
# `run.sh CALC --update`, then checked by hand (the arithmetic against
# Python, which calc's number rules follow). After --update, read the
# diff before committing it.
#
# Last, the command line itself: standard input, usage, unreadable files.
set -uo pipefail
calc=$(realpath "$1")
update=${2:-}
cd "$(dirname "$0")" || exit 1
failed=0
count=0

fail() {
  echo "FAIL $1"
  failed=$((failed + 1))
}

for program in *.calc; do
  name=${program%.calc}
  count=$((count + 1))
  "$calc" "$program" > "$name.got.out" 2> "$name.got.err"
  status=$?
  if [ "$update" = --update ]; then
    for stream in out err; do
      if [ -s "$name.got.$stream" ]; then
        mv "$name.got.$stream" "$name.$stream"
      else
        rm -f "$name.got.$stream" "$name.$stream"
      fi
    done
    continue
  fi
  for stream in out err; do
    expected=$name.$stream
    [ -e "$expected" ] || expected=/dev/null
    if ! diff -u "$expected" "$name.got.$stream"; then
      fail "$program: standard $stream differs (above)"
    fi
  done
  want=0
  [ -s "$name.err" ] && want=1
  [ "$status" -eq "$want" ] || fail "$program: exit status $status, expected $want"
  rm -f "$name.got.out" "$name.got.err"
done

if [ "$update" = --update ]; then
  echo "wrote the expected output of $count programs: review it (git diff)"
  exit 0
fi

# the command line
check() { # check DESCRIPTION EXPECTED-STATUS EXPECTED-STDERR GOT-STATUS GOT-STDERR
  count=$((count + 1))
  [ "$4" -eq "$2" ] && [ "$5" = "$3" ] ||
    fail "$1: status $4, stderr '$5'; expected $2, '$3'"
}
got=$("$calc" < variables.calc)
check 'standard input' 0 '' $? ''
[ "$got" = "$(cat variables.out)" ] || fail 'standard input: other output'
err=$("$calc" - < err_undefined.calc 2>&1)
check 'calc -' 1 "<stdin>:2:9: error: name 'z' is not defined" $? "$err"
err=$("$calc" a.calc b.calc 2>&1)
check 'two files' 2 'usage: calc [--trace] [FILE]   (no FILE or -: standard input)' $? "$err"
err=$("$calc" no-such-file.calc 2>&1)
check 'missing file' 2 'calc: no-such-file.calc: No such file or directory' $? "$err"
err=$(printf '' | "$calc" 2>&1)
check 'empty program' 0 '' $? "$err"
trace=$(echo '7 - 2 - 1' | "$calc" --trace 2>&1 >/dev/null)
check 'calc --trace' 0 '' $? ''
grep -q '~ sum grows to 1:9' <<< "$trace" || fail 'calc --trace: no growing sum'

echo "$((count - failed))/$count calc checks pass"
[ "$failed" -eq 0 ]
