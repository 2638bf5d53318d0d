#!/bin/bash
# bench_tokenizer.sh - tokenizer speed over the Python 3.13 standard
# library, in one run: pyparse (scripts/bench/bench_tokenizer.c, built by
# meson as bench_tokenizer), CPython's own C tokenizer linked from the
# installed libpython3.13.a (scripts/bench/cpython_tokenizer.c), and the
# tokenize module run by the oracle. Files are read into memory before the
# clock starts. Not a test: figures depend on the machine.
#
# Usage: scripts/bench_tokenizer.sh [BUILD_DIR] [ROUNDS]
#   BUILD_DIR defaults to build-release/ (configured when missing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-release}
# shellcheck source=scripts/bench/release_build.sh
. "$root/scripts/bench/release_build.sh"
rounds=${2:-5}
# shellcheck source=scripts/bench/corpus.sh
. "$root/scripts/bench/corpus.sh"

bench="$build/tests/tokenizer/bench_tokenizer"
meson compile -C "$build" bench_tokenizer > /dev/null
"$bench" "$work/files" "$rounds"

lib=$(ls "$prefix"/lib/python3.13/config-3.13-*/libpython3.13.a 2>/dev/null | head -1 || true)
if [ -n "$lib" ] && [ -x "$prefix/bin/python3.13-config" ]; then
  # The static library only, so the C tokenizer is not reached through
  # libpython3.13.so. shellcheck disable=SC2046
  cc -O2 $("$prefix/bin/python3.13-config" --includes) \
    "$root/scripts/bench/cpython_tokenizer.c" "$lib" \
    -ldl -lm -lpthread -lutil \
    -o "$work/cpython_tokenizer"
  "$work/cpython_tokenizer" "$work/files" "$rounds"
else
  echo "cpython C tokenizer: skipped (no libpython3.13.a under $prefix)"
fi

if [ -n "$oracle" ]; then
  "$oracle" "$root/scripts/bench/tokenize_module.py" "$work/files"
else
  echo "tokenize module: skipped (no oracle: scripts/oracle.sh found none)"
fi
