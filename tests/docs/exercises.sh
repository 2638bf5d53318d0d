#!/usr/bin/env bash
# exercises.sh - every solution patch of docs/exercises.md applies, builds
# and passes its check (issue 15).
#
# Copies the source tree ($PYPARSE_SOURCE_ROOT, else the tree this script
# is in: every file on disk but build*/ and .git, so a clean clone and a
# working tree with uncommitted changes are tested alike) into a temporary
# folder; checks that each patch of docs/exercises/ applies alone to it
# (a dry run, without fuzz); applies them all; builds only the pyparse
# program there (meson with -Dtests=disabled, unoptimized); then runs each
# exercise's checks, printing what was expected and what came.
#
# Exit status 0 when everything passed, 1 otherwise, 77 (skipped) when
# meson, ninja or patch is missing. PYPARSE_EXERCISES_KEEP=1 keeps the
# temporary folder (its path is printed) to look at a failure.
set -uo pipefail

root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
PATCHES=(1-unless 2-pipe 3-triple-equals)

for tool in meson ninja patch; do
  if ! command -v "$tool" >/dev/null; then
    echo "exercises: skipped: $tool is not installed"
    exit 77
  fi
done

failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

work=$(mktemp -d "${TMPDIR:-/tmp}/pyparse-exercises.XXXXXX") || exit 1
if [ -n "${PYPARSE_EXERCISES_KEEP:-}" ]; then
  echo "exercises: working in $work (kept)"
else
  trap 'rm -rf "$work"' EXIT
fi
src=$work/src
mkdir "$src"
shopt -s nullglob dotglob
for entry in "$root"/*; do
  case ${entry##*/} in build* | .git) continue ;; esac
  cp -R "$entry" "$src/" || { echo "exercises: cannot copy $entry"; exit 1; }
done
shopt -u nullglob dotglob

# ---- each patch alone, then all of them
for name in "${PATCHES[@]}"; do
  if [ ! -f "$root/docs/exercises/$name.patch" ]; then
    fail "docs/exercises/$name.patch is missing"
  elif ! out=$(patch -d "$src" -p1 -f --fuzz=0 --dry-run \
                 < "$root/docs/exercises/$name.patch" 2>&1); then
    fail "$name.patch does not apply alone to the tree:"
    echo "$out"
  fi
done
[ "$failures" -eq 0 ] || exit 1
for name in "${PATCHES[@]}"; do
  if ! out=$(patch -d "$src" -p1 -f --fuzz=0 \
               < "$root/docs/exercises/$name.patch" 2>&1); then
    fail "$name.patch does not apply after the ones before it:"
    echo "$out"
    exit 1
  fi
done
echo "ok: each patch applies alone, and all of them together"

# ---- build the program (only it: the library, the generators, cli/)
started=$SECONDS
if ! meson setup "$work/build" "$src" -Dtests=disabled -Dbuildtype=plain \
       > "$work/setup.log" 2>&1; then
  cat "$work/setup.log"
  fail "meson setup of the patched tree"
  exit 1
fi
if ! ninja -C "$work/build" -j "${PYPARSE_EXERCISES_JOBS:-2}" cli/pyparse \
       > "$work/build.log" 2>&1; then
  grep -v '^\[' "$work/build.log" | head -60
  fail "the patched tree does not build (ninja cli/pyparse)"
  exit 1
fi
echo "ok: the patched tree builds ($((SECONDS - started)) s)"

# pyparse ARGS... < SOURCE: the patched program, as CPython 3.13 dumps
# (whose ast.dump format never changes); stderr is kept with stdout.
pyparse() {
  "$work/build/cli/pyparse" --python 3.13 "$@" 2>&1
}

# check WHAT EXPECTED CAME: one check, both sides printed.
check() {
  if [ "$2" == "$3" ]; then
    echo "ok: $1"
  else
    fail "$1"
  fi
  printf '  expected: %s\n' "${2//$'\n'/$'\n'            }"
  printf '  came:     %s\n' "${3//$'\n'/$'\n'            }"
}

# ---- exercise 1: unless COND: BLOCK is if not COND: BLOCK
echo "== exercise 1: unless"
came=$(printf 'unless x:\n    pass\n' | pyparse)
want=$(printf 'if not x:\n    pass\n' | pyparse)
check "'unless x:' is the tree of 'if not x:'" "$want" "$came"
# positions: all those of `if not x:` (same columns: "unless " and "if not "
# are 7 characters), but the Not starts at 'unless' (col 0) as it starts
# at 'not' (col 3) there; that col_offset=3 is the only one of the dump
came=$(printf 'unless x:\n    pass\n' | pyparse -a)
want=$(printf 'if not x:\n    pass\n' | pyparse -a)
if [ "$(grep -o 'col_offset=3,' <<< "$want" | wc -l)" -ne 1 ]; then
  fail "the dump of 'if not x:' has not exactly one col_offset=3: $want"
fi
check "its positions: those of 'if not x:', the Not starting at 'unless'" \
  "${want/col_offset=3,/col_offset=0,}" "$came"
came=$(printf 'unless a and b:\n    pass\n' | pyparse)
want=$(printf 'if not (a and b):\n    pass\n' | pyparse)
check "'unless a and b:' negates the whole condition" "$want" "$came"
check "'unless = 3' still assigns to the name unless" \
  "Module(body=[Assign(targets=[Name(id='unless', ctx=Store())], value=Constant(value=3))])" \
  "$(printf 'unless = 3\n' | pyparse)"
check "'unless[i]: int' is still an annotated assignment" \
  "Module(body=[AnnAssign(target=Subscript(value=Name(id='unless', ctx=Load()), slice=Name(id='i', ctx=Load()), ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)])" \
  "$(printf 'unless[i]: int\n' | pyparse)"

# ---- exercise 2: x |> f is f(x), between | and the comparisons
echo "== exercise 2: the pipe |>"
check "'x |> f |> g' is the tree of 'g(f(x))'" \
  "$(printf 'g(f(x))\n' | pyparse)" "$(printf 'x |> f |> g\n' | pyparse)"
check "'x | y |> f | g < z' is '(f | g)(x | y) < z'" \
  "$(printf '(f | g)(x | y) < z\n' | pyparse)" \
  "$(printf 'x | y |> f | g < z\n' | pyparse)"
check "'a + b |> f * 2 == c' is '(f * 2)(a + b) == c'" \
  "$(printf '(f * 2)(a + b) == c\n' | pyparse)" \
  "$(printf 'a + b |> f * 2 == c\n' | pyparse)"
# positions: the Call spans 'x |> f'
check "'x |> f' is a Call spanning 'x |> f'" \
  "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), args=[Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)])" \
  "$(printf 'x |> f\n' | pyparse -a)"

# ---- exercise 3: x === y, a message of our own
echo "== exercise 3: ==="
check "'x === y' says there is no '===', carets under it" \
  '  File "<stdin>", line 1
    x === y
      ^^^
SyntaxError: Python has no '"'==='"' operator; use '"'=='"' (or '"'is'"' for identity)' \
  "$(printf 'x === y\n' | pyparse)"
check "'x == = y' keeps CPython's message" \
  '  File "<stdin>", line 1
    x == = y
         ^
SyntaxError: invalid syntax' \
  "$(printf 'x == = y\n' | pyparse)"

if [ "$failures" -gt 0 ]; then
  echo "exercises: $failures failures"
  exit 1
fi
echo "exercises: all passed"
