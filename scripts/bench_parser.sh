#!/bin/bash
# bench_parser.sh - parser speed and memory over the Python 3.13 standard
# library, in one run: pyparse (scripts/bench/bench_parser.c, built by meson
# as bench_parser: bytes to tree, tree freed after each file), CPython's own
# C parser linked from the installed libpython3.13.a
# (scripts/bench/cpython_parser.c), and compile(..., ast.PyCF_ONLY_AST) run
# by the oracle; then the peak memory of one parse of the largest file; then
# `pyparse FILE... --dump-ast --include-attributes` against ast.dump(...,
# include_attributes=True). Files are read into memory before the clock
# starts. Not a test: figures depend on the machine.
#
# Usage: scripts/bench_parser.sh [BUILD_DIR] [ROUNDS]
#   BUILD_DIR defaults to build-release/ (configured when missing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-release}
# shellcheck source=scripts/bench/release_build.sh
. "$root/scripts/bench/release_build.sh"
rounds=${2:-3}
# shellcheck source=scripts/bench/corpus.sh
. "$root/scripts/bench/corpus.sh"
largest=$(xargs -d '\n' wc -c < "$work/files" | sort -n | awk '$2 != "total" { f = $2 } END { print f }')

bench="$build/tests/parser/bench_parser"
meson compile -C "$build" bench_parser cli/pyparse:executable > /dev/null
"$bench" "$work/files" "$rounds" | tee "$work/pyparse.out"

lib=$(ls "$prefix"/lib/python3.13/config-3.13-*/libpython3.13.a 2>/dev/null | head -1 || true)
cpython=""
if [ -n "$lib" ] && [ -x "$prefix/bin/python3.13-config" ]; then
  # shellcheck disable=SC2046
  cc -O2 $("$prefix/bin/python3.13-config" --includes) \
    "$root/scripts/bench/cpython_parser.c" "$lib" -ldl -lm -lpthread -lutil \
    -o "$work/cpython_parser"
  cpython="$work/cpython_parser"
  "$cpython" "$work/files" "$rounds" | tee "$work/cpython.out"
  # the figure the speed target is about, from the two lines above
  cat "$work/pyparse.out" "$work/cpython.out" | awk '
    / MB\/s$/ { rate[NR] = $(NF - 1) }
    END { if (rate[1] && rate[2]) printf "pyparse / cpython C parser: %.2fx\n", rate[1] / rate[2] }'
else
  echo "cpython C parser: skipped (no libpython3.13.a under $prefix)"
fi
if [ -n "$oracle" ]; then
  "$oracle" "$root/scripts/bench/compile_module.py" "$work/files"
else
  echo "compile(): skipped (no oracle: scripts/oracle.sh found none)"
fi

echo "peak memory, one parse of the largest file:"
"$bench" --peak "$largest"
[ -n "$cpython" ] && "$cpython" --peak "$largest"

echo "dumps (include_attributes), whole corpus:"
start=$(date +%s.%N)
xargs -d '\n' "$build/cli/pyparse" --dump-ast --include-attributes \
  < "$work/files" > /dev/null 2>&1 || true
end=$(date +%s.%N)
bytes=$(xargs -d '\n' cat < "$work/files" | wc -c)
awk -v s="$start" -v e="$end" -v b="$bytes" \
  'BEGIN { printf "pyparse --dump-ast --include-attributes: %.3f s, %.1f MB/s\n", e - s, b / (e - s) / 1e6 }'
[ -n "$oracle" ] && "$oracle" "$root/scripts/bench/compile_module.py" "$work/files" --dump
exit 0
