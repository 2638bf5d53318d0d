#!/usr/bin/env bash
# Runs the test suites in three builds, each made with warnings as errors:
#   build/                 the default build (gcc, debugoptimized): the
#                          fast suites (unit, oracle, exercises);
#   build-release/         gcc, -Dbuildtype=release, as users and the
#                          benchmarks build: every suite, the long
#                          differential runs over the standard libraries
#                          included (the optimizer changes what undefined
#                          behaviour does and what the compiler warns of);
#   build-sanitize-clang/  clang with AddressSanitizer +
#                          UndefinedBehaviorSanitizer and -Dsimd=false (so
#                          that the lexer's byte loops are tested too): the
#                          fast suites.
# Then scripts/build_matrix.sh compiles two more configurations that the
# three do not cover (clang at -O3, gcc at -Os), one check each;
# the script itself runs the whole matrix. Oracle tests skip with a
# message when CPython 3.13 is absent.
#
# Timeouts are meson's per test, multiplied by PYPARSE_TIMEOUT_MULTIPLIER
# (default 4) so that a correct tree passes on a loaded machine; a hang
# still ends. Each build's line says how long its run took.
# The last line is the summary over every run: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
passed=0
failed=0
skipped=0

# tally DIR: adds the results in DIR's meson test log to the totals. A
# Criterion suite counts its test cases (its "Synthesis" line); any other
# test counts once. A suite that died counts as a failure even when its
# own counts say nothing failed.
tally() {
  local counts
  counts=$(awk '
    function close_test() {
      if (!open) return
      if (result ~ /exit status 0$/) ok = 1; else ok = 0
      if (result ~ /77$/ || result ~ /[Ss]kip/) { skip++ }
      else if (synth) { pass += p; fail += f; if (!ok && f == 0) fail++ }
      else if (ok) pass++
      else fail++
      open = 0
    }
    /^=+ [0-9]+\/[0-9]+ =+$/ { close_test(); open = 1; synth = 0; result = "" }
    open && /^result:/ { sub(/^result: */, ""); result = $0 }
    open && /Synthesis: Tested:/ {
      synth = 1
      for (i = 1; i <= NF; i++) {
        if ($i == "Passing:") p = $(i + 1)
        if ($i == "Failing:") f = $(i + 1)
        if ($i == "Crashing:") f += $(i + 1)
      }
    }
    END { close_test(); printf "%d %d %d\n", pass, fail, skip }
  ' "$1/meson-logs/testlog.txt")
  read -r p f s <<< "$counts"
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
}

# run_suites DIR ARGS...: meson test in DIR; a run that cannot start counts
# as one failure so that a broken build never reads as green.
run_suites() {
  local dir=$1; shift
  local log
  log=$(mktemp)
  local started=$SECONDS
  echo "== meson test -C $dir $*"
  meson test -C "$dir" --print-errorlogs \
    --timeout-multiplier "${PYPARSE_TIMEOUT_MULTIPLIER:-4}" "$@" 2>&1 | tee "$log"
  local meson_status=${PIPESTATUS[0]}
  echo "== $dir: $((SECONDS - started)) s"
  tally "$dir"
  if [ "$meson_status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    failed=1  # meson saw a failure our tally did not: never read as green
  fi
  [ "$meson_status" -eq 0 ] || status=1
  if ! grep -q '^Ok:' "$log"; then
    failed=$((failed + 1)); status=1
  fi
  rm -f "$log"
}

started=$SECONDS
if ! scripts/setup.sh; then
  echo "0 passed, 1 failed"
  exit 1
fi
run_suites build --no-suite differential

if BUILD_DIR=build-release MESON_ARGS="-Dbuildtype=release" scripts/setup.sh; then
  run_suites build-release
else
  failed=$((failed + 1))
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if CC=clang BUILD_DIR=build-sanitize-clang \
   MESON_ARGS="-Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug -Dsimd=false" \
   scripts/setup.sh; then
  run_suites build-sanitize-clang --no-suite differential --no-suite exercises
else
  failed=$((failed + 1))
fi

echo "== scripts/build_matrix.sh clang:release gcc:minsize"
while read -r line; do
  echo "$line"
  case $line in
    *" ok "*) passed=$((passed + 1)) ;;
    "("*) ;;
    *) failed=$((failed + 1)) ;;
  esac
done < <(scripts/build_matrix.sh clang:release gcc:minsize)

[ "$failed" -eq 0 ] || status=1
echo "== all, set-up and builds included: $((SECONDS - started)) s"
echo "$passed passed, $failed failed, $skipped skipped"
exit $status
