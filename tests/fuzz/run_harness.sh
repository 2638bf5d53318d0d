#!/usr/bin/env bash
# run_harness.sh HARNESS replay|libfuzzer [--options-byte]: one fuzz
# harness over the seed corpus (corpus/'s Python inputs), so that the
# harnesses cannot rot. A replay build runs each seed once (behind each
# option byte); a libFuzzer build (-Dfuzz=true) fuzzes a fixed number of
# runs from those seeds in a scratch folder (never in corpus/), with a
# fixed random seed so that a run is reproducible.
set -euo pipefail
root=${PYPARSE_SOURCE_ROOT:?run by meson test}
harness=$1
kind=$2
options=${3:-}
if [ "$kind" = replay ]; then
  exec "$harness" $options "$root/corpus"
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$root/scripts/fuzz_seeds.sh" "$scratch/seeds" $options
mkdir "$scratch/found"
# -entropic=0: with the parser's many coverage features, libFuzzer's
# entropic scheduling spent 90% of the time in its bookkeeping
"$harness" -runs="${PYPARSE_FUZZ_RUNS:-20000}" -seed=1 -max_len=4096 -entropic=0 \
  -dict="$root/tests/fuzz/python.dict" -artifact_prefix="$scratch/" \
  -print_final_stats=1 "$scratch/found" "$scratch/seeds"
