#!/usr/bin/env bash
# instructions.sh: the parse of a long flat input costs the same per item
# at any length, counted in instructions (callgrind: a count, not a time,
# so a busy machine changes nothing).
#
# growth.c bounds the rule calls of nested input; the work outside the
# rules (an action that copies its sequence on every append, a scan from
# the start of a token for every field) shows only in instructions. Each
# family below is an input of N items, parsed at N = SMALL and 4 x SMALL
# by `pyparse --python V --check`; the cost of an item is the
# instructions beyond those of an empty file, divided by N. A family
# fails when the cost of an item at 4 x SMALL is over RATIO_MAX times the
# one at SMALL (linear: 1; quadratic: 4).
#
#   PYPARSE_CLI=build/cli/pyparse tests/growth/instructions.sh [-v]
# Skips (77) without valgrind.
set -uo pipefail

cli=${PYPARSE_CLI:?set PYPARSE_CLI to the pyparse binary}
verbose=${1:-}
command -v valgrind >/dev/null 2>&1 ||
  { echo "skip: valgrind is not installed (scripts/setup.sh installs it)"; exit 77; }

# (a few thousand items make a quadratic show as x3 and more; the legacy
# f-string path costs ~30,000 instructions a field under callgrind)
SMALL=1000
RATIO_MAX=1.3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# make FAMILY N: the family's input of N items on stdout.
make() {
  awk -v family="$1" -v n="$2" 'BEGIN {
    if (family == "fstring_fields") {
      printf "x = f\""; for (i = 0; i < n; i++) printf "{a%d}", i; print "\""
    } else if (family == "fstring_conversions") { # never found by 3.8s search
      printf "x = f\""; for (i = 0; i < n; i++) printf "{a%d!r}", i; print "\""
    } else if (family == "fstring_repeated") {    # found in order and back
      printf "x = f\""; for (i = 0; i < n; i++) printf "{a%d}", i % 7; print "\""
    } else if (family == "fstring_lines") {
      printf "x = f\"\"\""; for (i = 0; i < n; i++) printf "{a%d:>{w}}\n", i
      print "\"\"\""
    } else if (family == "string_run") {
      printf "x = ("; for (i = 0; i < n; i++) printf "f\"{a%d}\" \"b\"\n", i
      print ")"
    } else if (family == "list_items") {
      printf "x = ["; for (i = 0; i < n; i++) printf "a%d, ", i; print "]"
    } else if (family == "keywords") {
      printf "f("; for (i = 0; i < n; i++) printf "a%d=1, ", i; print ")"
    } else if (family == "statements") {
      for (i = 0; i < n; i++) printf "a%d = b.c[%d]\n", i, i
    }
  }'
}

# instructions FILE VERSION: callgrind's total for one parse.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$cli" --python "$2" --check "$1" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

families=(fstring_fields fstring_conversions fstring_repeated fstring_lines
          string_run list_items keywords statements)
# one version per path: 3.8's own, 3.9-3.11's legacy f-strings, 3.12+'s
versions=(3.8 3.10 3.13)
failed=0 checked=0
: > "$work/empty.py"
for version in "${versions[@]}"; do
  empty=$(instructions "$work/empty.py" "$version")
  [ -n "$empty" ] || { echo "FAIL: callgrind gave no count"; exit 1; }
  for family in "${families[@]}"; do
    make "$family" "$SMALL" > "$work/small.py"
    make "$family" $((4 * SMALL)) > "$work/large.py"
    small=$(instructions "$work/small.py" "$version")
    large=$(instructions "$work/large.py" "$version")
    verdict=$(awk -v e="$empty" -v s="$small" -v l="$large" -v n="$SMALL" \
                  -v max="$RATIO_MAX" 'BEGIN {
      a = (s - e) / n; b = (l - e) / (4 * n)
      printf "%s %.0f %.0f %.2f", (b > max * a ? "FAIL" : "ok"), a, b, b / a
    }')
    read -r status per_small per_large ratio <<< "$verdict"
    checked=$((checked + 1))
    if [ "$status" = FAIL ]; then
      failed=$((failed + 1))
      echo "FAIL $family ($version): $per_small instructions per item at" \
           "$SMALL items, $per_large at $((4 * SMALL)) (x$ratio; linear is x1)"
    elif [ "$verbose" = -v ]; then
      echo "  $family ($version): $per_small, $per_large per item (x$ratio)"
    fi
  done
done
echo "$checked families x versions at $SMALL and $((4 * SMALL)) items:" \
     "$failed grew faster than linearly"
[ "$failed" -eq 0 ]
