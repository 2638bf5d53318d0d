#!/usr/bin/env bash
# calc.sh CALC - runs the worked example grammar/examples/calc: each
# expression's value must be what bash's own $(( )) arithmetic computes
# (64-bit, ** right-associative, / and % truncating), and bad input must
# give the calculator's error with its column.
set -uo pipefail
calc=$1
failed=0
count=0
check() {  # check INPUT EXPECTED
  count=$((count + 1))
  local got
  got=$(printf '%s\n' "$1" | "$calc")
  if [ "$got" != "$2" ]; then
    echo "FAIL '$1': got '$got', expected '$2'"
    failed=$((failed + 1))
  fi
}
for e in '1' '1+2' '1-2-3' '2*3+4' '2+3*4' '(2+3)*4' '100/7/2' '100%7' \
         '2**3**2' '2**10' '3**40' '-5+3' '10-(-3)' '7/-2' '-7%3' \
         '2**62+2**62' '9223372036854775807+1' '((((((1+2))))))*3' \
         '1-2*3-4/2+5%3**2' '0**0'; do
  check "$e" "$((e))"
done
check '1 +' 'error: 1:4: invalid syntax'
check '4/0' 'error: 1:1: division by zero'
check '1+(2/(3-3))' 'error: 1:4: division by zero'
check '(1+2' "error: 1:5: expected ')'"
check '2**-1' 'error: 1:1: negative exponent'
check '1 $ 2' 'error: 1:3: unexpected character'
echo "$((count - failed))/$count calculator checks pass"
[ "$failed" -eq 0 ]
