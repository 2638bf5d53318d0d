#!/usr/bin/env bash
# calc.sh CALC - the integer arithmetic of the worked example
# grammar/examples/calc against an oracle: bash's own $(( )), which shares
# calc's rules where both are defined (64-bit integers, ** grouping to the
# right, left-associative + - *, % of non-negative numbers). Bash differs on
# the rest (/ gives an integer, % of a negative, -2**2, overflow wraps),
# which the committed programs of grammar/examples/calc/tests cover
# (test pegen_calc). Fixed cases, then 300 random expressions over + - *
# and parentheses, each line a calc expression statement.
set -uo pipefail
calc=$1
cases=('1' '1+2' '1-2-3' '2*3+4' '2+3*4' '(2+3)*4' '100%7' '2**3**2'
       '2**10' '3**39' '-5+3' '10-(-3)' '- -7' '2**62+(2**62-1)'
       '-9223372036854775807-1' '((((((1+2))))))*3' '1-2*3-4*2+5%3**2'
       '0**0' '7-2-1' '2*3%4' '(2**3)**2' '5-(-2)**3')

# appends to [expr] a random expression of at most [1] more levels, with
# small numbers so that no product overflows (bash would wrap where calc
# stops); no subshell, which would reseed RANDOM
RANDOM=2024
ops=('+' '-' '*')
expression() {
  local depth=$1
  if [ "$depth" -eq 0 ] || [ $((RANDOM % 3)) -eq 0 ]; then
    [ $((RANDOM % 4)) -eq 0 ] && expr+='-'
    expr+=$((RANDOM % 20))
    return
  fi
  local parenthesized=$((RANDOM % 4 == 0))
  [ "$parenthesized" -eq 1 ] && expr+='('
  expression $((depth - 1))
  expr+=" ${ops[RANDOM % 3]} "
  expression $((depth - 1))
  [ "$parenthesized" -eq 1 ] && expr+=')'
}
for _ in $(seq 300); do
  expr=''
  expression 4
  cases+=("$expr")
done

expected=$(for e in "${cases[@]}"; do echo "$((e))"; done)
got=$(printf '%s\n' "${cases[@]}" | "$calc" 2>&1)
if [ "$got" != "$expected" ]; then
  paste -d '|' <(printf '%s\n' "${cases[@]}") <(echo "$got") <(echo "$expected") |
    awk -F'|' '$2 != $3 { print "FAIL " $1 ": calc " $2 ", bash " $3 }'
  echo "calc and bash differ"
  exit 1
fi
echo "${#cases[@]} expressions: calc and bash agree"
