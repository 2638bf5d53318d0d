#!/usr/bin/env bash
# fuzz.sh HARNESS SECONDS: a libFuzzer campaign of tests/fuzz/fuzz_HARNESS.c
# (tokens, parse, determinism, differential) for SECONDS of one CPU.
#
# Builds build-fuzz/ (clang, -Dfuzz=true, AddressSanitizer +
# UndefinedBehaviorSanitizer) on first use; keeps the corpus it grows in
# $PYPARSE_CACHE/fuzz/HARNESS/corpus (~/.cache/pyparse by default), so that
# campaigns add up, seeded from corpus/ (scripts/fuzz_seeds.sh); writes
# what it finds (crash-*, leak-*, timeout-*, slow-unit-*, oom-*) into
# .../HARNESS/findings/. An input that takes over 10 s or 2 GB is a
# finding: pyparse must never hang or blow up. Prints libFuzzer's final
# figures (executions, coverage) and the number of findings; exit status 1
# when there are any. The differential harness's corpus is then held to
# the oracles by scripts/fuzz_check.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
harness=${1:?usage: fuzz.sh tokens|parse|determinism|differential SECONDS}
seconds=${2:?usage: fuzz.sh HARNESS SECONDS}
case "$harness" in
  tokens|parse|determinism) options=--options-byte ;;
  differential) options= ;;
  *) echo "fuzz.sh: no harness '$harness'" >&2; exit 2 ;;
esac
command -v clang >/dev/null || { echo "fuzz.sh: needs clang" >&2; exit 2; }

build=${PYPARSE_FUZZ_BUILD:-$root/build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" "$root" -Dfuzz=true \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dbuildtype=debugoptimized >/dev/null
fi
ninja -C "$build" "tests/fuzz/fuzz_$harness" >/dev/null

work=${PYPARSE_CACHE:-$HOME/.cache/pyparse}/fuzz/$harness
mkdir -p "$work/corpus" "$work/findings"
rm -rf "$work/seeds"
"$root/scripts/fuzz_seeds.sh" "$work/seeds" $options
log=$work/last.log
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# -entropic=0: with the parser's many coverage features, libFuzzer's
# entropic scheduling spent 90% of the time in its own bookkeeping
# the CPU time the campaign got (on a shared machine, less than its
# SECONDS of wall time), from bash's own accounting of the child
TIMEFORMAT='%U %S'
cpu=$( { time "$build/tests/fuzz/fuzz_$harness" -max_total_time="$seconds" \
  -entropic=0 -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -report_slow_units=10 -dict="$root/tests/fuzz/python.dict" \
  -artifact_prefix="$work/findings/" -print_final_stats=1 \
  "$work/corpus" "$work/seeds" >/dev/null 2>"$log" || true; } 2>&1 )

grep -E '^#[0-9]+[[:space:]]+(DONE|INITED)' "$log" | tail -1 || true
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log"
findings=$(find "$work/findings" -type f | wc -l)
echo "corpus: $(find "$work/corpus" -type f | wc -l) inputs; findings: $findings ($work/findings)"
echo "CPU: $(awk '{ printf "%.0f", $1 + $2 }' <<< "$cpu") s (user + system) in $seconds s"
echo "log: $log"
[ "$findings" -eq 0 ]
