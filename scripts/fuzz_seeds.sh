#!/usr/bin/env bash
# fuzz_seeds.sh OUT [--options-byte]: a fuzz harness's seed corpus made
# from corpus/'s Python inputs, written into the folder OUT. With
# --options-byte each seed starts with the byte that chooses its version,
# mode and options (tests/fuzz/fuzz.h), cycling through bytes that cover
# every version and mode.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1
options=${2:-}
mkdir -p "$out"
option_bytes=(000 041 142 065 312 217) # octal, as tests/fuzz/replay.c's
i=0
while IFS= read -r -d '' file; do
  name=$(printf '%s' "${file#"$root"/corpus/}" | tr '/' '_')
  if [ "$options" = --options-byte ]; then
    { printf "\\${option_bytes[i % ${#option_bytes[@]}]}"; cat "$file"; } \
      > "$out/$name"
    i=$((i + 1))
  else
    cp "$file" "$out/$name"
  fi
done < <(find "$root/corpus" -name '*.py' -size -64k -print0 | sort -z)
