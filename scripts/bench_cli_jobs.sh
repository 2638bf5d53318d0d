#!/bin/bash
# bench_cli_jobs.sh - the speed-up of `pyparse --check -j N` over -j 1 on
# the Python 3.13 standard library (issue 14: >= 1.8 at -j 2 on 2 cores).
# Each setting runs ROUNDS times, alternating, after one warm-up run that
# brings the files into the page cache; the best wall time of each is
# kept (the least disturbed by a shared machine), and the CPU time it
# took is printed beside it. Beside them, the machine's own ceiling: the
# files split in two halves of equal bytes, checked by two separate
# `-j 1` processes at once; no threading can beat what two processes get
# from the cores (on a shared virtual machine, often well under 2x).
# Not a test: figures depend on the machine and on what else runs on it.
#
# Usage: scripts/bench_cli_jobs.sh [BUILD_DIR] [ROUNDS] [JOBS...]
#   BUILD_DIR defaults to build-release/ (configured when missing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-release}
# shellcheck source=scripts/bench/release_build.sh
. "$root/scripts/bench/release_build.sh"
rounds=${2:-5}
shift $(( $# > 2 ? 2 : $# ))
jobs=("${@:-2}")
# shellcheck source=scripts/bench/corpus.sh
. "$root/scripts/bench/corpus.sh"
meson compile -C "$build" cli/pyparse:executable > /dev/null
cli=$build/cli/pyparse
echo "cores: $(nproc); pyparse $("$cli" --version | cut -d' ' -f2), $(xargs -d '\n' cat < "$work/files" | wc -c) bytes"
"$cli" --check -q -j 1 "@$work/files" 2> /dev/null || true   # warm-up

# run N: one timed run at -j N; appends "WALL CPU" to $work/times.N
run() {
  local start end cpu
  start=$(date +%s.%N)
  cpu=$( { TIMEFORMAT='%U %S'; time "$cli" --check -q -j "$1" "@$work/files" \
           2> /dev/null > /dev/null || true; } 2>&1 )
  end=$(date +%s.%N)
  echo "$start $end $cpu" | awk '{ printf "%.4f %.3f\n", $2 - $1, $3 + $4 }' \
    >> "$work/times.$1"
}
# two lists of equal bytes: each file to the lighter half, biggest first
xargs -d '\n' wc -c < "$work/files" | grep -v ' total$' | sort -rn |
  awk -v a="$work/half.a" -v b="$work/half.b" '
    { f = substr($0, index($0, $2)); if (sa <= sb) { print f > a; sa += $1 } else { print f > b; sb += $1 } }'
# two_processes: one timed run of both halves at once, into $work/times.halves
two_processes() {
  local start end
  start=$(date +%s.%N)
  "$cli" --check -q -j 1 "@$work/half.a" > /dev/null 2>&1 &
  "$cli" --check -q -j 1 "@$work/half.b" > /dev/null 2>&1 || true
  wait
  end=$(date +%s.%N)
  echo "$start $end" | awk '{ printf "%.4f 0\n", $2 - $1 }' >> "$work/times.halves"
}
for _ in $(seq "$rounds"); do
  run 1
  for n in "${jobs[@]}"; do run "$n"; done
  two_processes
done
best() { sort -n "$work/times.$1" | head -1; }
read -r base base_cpu <<< "$(best 1)"
printf -- "-j 1: %.3f s (CPU %.3f s)\n" "$base" "$base_cpu"
read -r halves _ <<< "$(best halves)"
awk -v w="$halves" -v b="$base" \
  'BEGIN { printf "the ceiling, two -j 1 processes on equal halves at once: %.3f s, %.2fx\n", w, b / w }'
for n in "${jobs[@]}"; do
  read -r wall cpu <<< "$(best "$n")"
  awk -v n="$n" -v w="$wall" -v c="$cpu" -v b="$base" \
    'BEGIN { printf "-j %d: %.3f s (CPU %.3f s), speed-up %.2fx\n", n, w, c, b / w }'
done
