#!/usr/bin/env bash
# Runs every test suite twice: in a normal build (build/) and in a build
# with AddressSanitizer + UndefinedBehaviorSanitizer (build-sanitize/).
# Oracle tests skip with a message when CPython 3.13 is absent. The long
# differential runs over the standard libraries run in the normal build only.
# The last line is the summary over both runs: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
passed=0
failed=0
skipped=0

# tally LOG: adds meson's closing counts in LOG to the totals.
tally() {
  local ok fail timeout upass skip
  ok=$(awk '/^Ok:/ {print $2}' "$1")
  fail=$(awk '/^Fail:/ {print $2}' "$1")
  timeout=$(awk '/^Timeout:/ {print $2}' "$1")
  upass=$(awk '/^Unexpected Pass:/ {print $3}' "$1")
  skip=$(awk '/^Skipped:/ {print $2}' "$1")
  passed=$((passed + ${ok:-0}))
  failed=$((failed + ${fail:-0} + ${timeout:-0} + ${upass:-0}))
  skipped=$((skipped + ${skip:-0}))
}

# run_suites DIR ARGS...: meson test in DIR; a run that cannot start counts
# as one failure so that a broken build never reads as green.
run_suites() {
  local dir=$1; shift
  local log
  log=$(mktemp)
  echo "== meson test -C $dir $*"
  meson test -C "$dir" --print-errorlogs "$@" 2>&1 | tee "$log"
  if ! grep -q '^Ok:' "$log"; then
    failed=$((failed + 1)); status=1
  fi
  tally "$log"
  rm -f "$log"
}

if ! scripts/setup.sh; then
  echo "0 passed, 1 failed"
  exit 1
fi
run_suites build

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if BUILD_DIR=build-sanitize \
   MESON_ARGS="-Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug" \
   scripts/setup.sh; then
  run_suites build-sanitize --no-suite differential
else
  failed=$((failed + 1))
fi

[ "$failed" -eq 0 ] || status=1
echo "$passed passed, $failed failed, $skipped skipped"
exit $status
