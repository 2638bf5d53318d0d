#!/bin/bash
# bench_instructions.sh [BUILD_DIR] [FILES] - parser cost in instructions
# per source byte, counted by callgrind (machine noise does not move it):
# pyparse parsing the first FILES (default 100) .py files of the Python
# 3.13 standard library as each target version, and CPython 3.13's own C
# parser on the same files in the same run (scripts/bench/cpython_parser.c,
# when libpython3.13.a is installed). Each figure is a run over the files
# minus a run over none, so start-up (CPython's interpreter above all) is
# left out. Not a test: figures depend on the compiler, not the machine.
#
# Usage: scripts/bench_instructions.sh [BUILD_DIR] [FILES]
#   BUILD_DIR defaults to build-release/ (configured when missing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-release}
# shellcheck source=scripts/bench/release_build.sh
. "$root/scripts/bench/release_build.sh"
count=${2:-100}
command -v valgrind > /dev/null || { echo "needs valgrind" >&2; exit 2; }
# shellcheck source=scripts/bench/corpus.sh
. "$root/scripts/bench/corpus.sh"
head -n "$count" "$work/files" > "$work/some"
: > "$work/none"
bytes=$(xargs -d '\n' cat < "$work/some" | wc -c)
echo "files: $count, $bytes bytes"

# instructions PROGRAM ARGS...: the instructions callgrind counted
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/Collected :/ { print $NF }'
}

bench="$build/tests/parser/bench_parser"
meson compile -C "$build" bench_parser > /dev/null
pyparse_315=""
for version in 3.13 3.14 3.15; do
  n=$(( $(instructions "$bench" --python "$version" "$work/some" 1) -
        $(instructions "$bench" --python "$version" "$work/none" 1) ))
  [ "$version" = 3.15 ] && pyparse_315=$n
  awk -v n="$n" -v b="$bytes" -v v="$version" \
    'BEGIN { printf "pyparse --python %s: %d instructions, %.1f per byte\n", v, n, n / b }'
done

lib=$(ls "$prefix"/lib/python3.13/config-3.13-*/libpython3.13.a 2>/dev/null | head -1 || true)
if [ -n "$lib" ] && [ -x "$prefix/bin/python3.13-config" ]; then
  # shellcheck disable=SC2046
  cc -O2 $("$prefix/bin/python3.13-config" --includes) \
    "$root/scripts/bench/cpython_parser.c" "$lib" -ldl -lm -lpthread -lutil \
    -o "$work/cpython_parser"
  n=$(( $(instructions "$work/cpython_parser" "$work/some" 1) -
        $(instructions "$work/cpython_parser" "$work/none" 1) ))
  awk -v n="$n" -v b="$bytes" -v p="$pyparse_315" \
    'BEGIN { printf "cpython 3.13 C parser: %d instructions, %.1f per byte (pyparse 3.15 uses %.2fx fewer)\n", n, n / b, n / p }'
else
  echo "cpython C parser: skipped (no libpython3.13.a under $prefix)"
fi
