#!/usr/bin/env bash
# line_directives.sh PEGEN [CC...] - the #line directives of generated
# parsers. A C error in an action, an @header or a @trailer is reported by
# the compiler CC (default cc) at the grammar's file, line and column; an
# error in generated code at the generated file's own line. In the parsers
# of Python.gram and of the toy grammars, every directive back to the C
# file names the line after it, and the text after every directive into
# the grammar is found at that line and column of the grammar. Clean
# parsers compile warning-free; --no-lines writes no directive.
set -uo pipefail
pegen=$(realpath "$1")
shift
cc=("$@")
[ ${#cc[@]} -gt 0 ] || cc=(cc)
cd "${PYPARSE_SOURCE_ROOT:?}" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0
count=0
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

# generate GRAMMAR OUT.c [OPTION...]: a toy grammar's parser
generate() {
  local grammar=$1 c=$2
  shift 2
  "$pegen" "$grammar" -o "$c" --tokens tests/grammars/Toy.tokens \
    --token-prefix TOY_ --token-include toy_tokens.h --prefix lined "$@"
}
compile() {  # compile FILE.c [CFLAG...]: the compiler's messages on stdout
  local c=$1
  shift
  "${cc[@]}" -std=c11 "$@" -I tests/pegen -I parser -I ast -c "$c" \
    -o "${c%.c}.o" 2>&1
}

# broken NAME SOURCE LINE OLD NEW: copies the toy grammar SOURCE to
# $out/NAME/, with OLD replaced by NEW on LINE, generates and compiles it,
# and requires an error at GRAMMAR:LINE:COL, COL being where the word
# starting with "bogus" in NEW (the compiler's culprit) starts.
broken() {
  local name=$1 source=$2 line=$3 old=$4 new=$5
  count=$((count + 1))
  mkdir -p "$out/$name"
  local grammar="$out/$name/$(basename "$source")"
  awk -v n="$line" -v old="$old" -v new="$new" '
    NR == n { i = index($0, old); if (i) $0 = substr($0, 1, i - 1) new substr($0, i + length(old)) }
    { print }' "$source" > "$grammar"
  local col
  col=$(awk -v n="$line" 'NR == n { print index($0, "bogus") }' "$grammar")
  if [ "${col:-0}" -eq 0 ]; then
    fail "$name: '$old' is not on line $line of $source"; return
  fi
  generate "$grammar" "$out/$name/parser.c" || { fail "$name: not generated"; return; }
  local messages
  messages=$(compile "$out/$name/parser.c")
  if ! grep -qF -- "$grammar:$line:$col: error" <<< "$messages"; then
    fail "$name: no error at $grammar:$line:$col:"
    echo "$messages" | head -5
  fi
}
# an action on the rule's line
broken action tests/grammars/arith.gram 14 'a, b)' 'a, bogus_name)'
# an action spread over lines, starting below its brace, ending in a
# // comment: its fourth line
broken multiline tests/grammars/gather.gram 14 'toy_text(p, v)' 'toy_text(p, bogus_v)'
# @header and @trailer texts
broken header tests/grammars/soft.gram 5 'int soft' 'bogus_t soft'
broken trailer tests/grammars/soft.gram 11 'return 42' 'return bogus_42'
# a path with a quote and a backslash, escaped in the directive
broken 'q"uo\te' tests/grammars/arith.gram 14 'a, b)' 'a, bogus_name)'

# an error in generated code (a rule type the compiler does not know) is
# reported at a line of the generated file that holds it
count=$((count + 1))
mkdir -p "$out/generated"
sed 's/^atom\[char \*\]/atom[bogus_t *]/' tests/grammars/arith.gram > "$out/generated/arith.gram"
generate "$out/generated/arith.gram" "$out/generated/parser.c"
where=$(compile "$out/generated/parser.c" | grep -o -m1 -- "$out/generated/[^:]*:[0-9]*:[0-9]*: error" )
file=${where%%:*}
line=$(cut -d: -f2 <<< "${where#"$out/generated/"}")
if [ "$file" != "$out/generated/parser.c" ] ||
   ! sed -n "${line}p" "$file" | grep -q bogus_t; then
  fail "generated code: error reported at '$where'"
fi

# clean parsers compile warning-free with their directives
for g in arith gather soft; do
  count=$((count + 1))
  generate "tests/grammars/$g.gram" "$out/clean_$g.c"
  messages=$(compile "$out/clean_$g.c" -Wall -Wextra -Wpedantic -Werror)
  [ -z "$messages" ] || { fail "clean $g.gram: $messages"; }
done

# check C_FILE GRAMMAR: the directives of C_FILE agree with both files
check() {
  count=$((count + 1))
  local problems
  problems=$(LC_ALL=C awk -v out="\"$1\"" -v gram="\"$2\"" -v path="$2" '
    BEGIN { n = 0; while ((getline l < path) > 0) g[++n] = l }
    pending {  # grammar text, at its column of line [want]
      pending = 0
      text = $0
      sub(/\)\);$/, "", text)  # an action closes its call after itself
      c = match(text, /[^ \t]/)
      if (c && substr(g[want], c, length(text) - c + 1) != substr(text, c))
        print "line " NR ": not at " path ":" want ":" c ": " text
      next
    }
    /^#line / {
      directives++
      if ($3 == out) { if ($2 != NR + 1) print "line " NR ": " $0 " is line " NR + 1 }
      else if ($3 == gram) { pending = 1; want = $2 }
      else print "line " NR ": names neither file: " $0
    }
    END { if (directives < 2) print "no #line directives" }' "$1")
  [ -z "$problems" ] || { fail "$1 from $2:"; echo "$problems" | head -5; }
}
for grammar in tests/grammars/*.gram; do
  name=$(basename "$grammar" .gram)
  if [ "$name" = pyexpr ]; then
    "$pegen" "$grammar" -o "$out/$name.c" --tokens tokenizer/Tokens
  else
    generate "$grammar" "$out/$name.c"
  fi
  check "$out/$name.c" "$grammar"
done
"$pegen" Python.gram -o "$out/python_parser.c" --tokens tokenizer/Tokens \
  --token-include token_types.h --prefix python
check "$out/python_parser.c" Python.gram

# --no-lines: none at all
count=$((count + 1))
generate tests/grammars/soft.gram "$out/nolines.c" --no-lines
if grep -q '^#line' "$out/nolines.c"; then fail "--no-lines wrote #line"; fi

echo "$((count - failed))/$count #line checks pass"
[ "$failed" -eq 0 ]
