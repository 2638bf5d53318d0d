#!/bin/bash
# probes.sh - corpus/probes: a small file per piece of syntax a version
# from 3.8 to 3.15 added or dropped, and its near misses. For each
# version pyparse parses that has a VERDICTS.3.N (made by that version's
# CPython: scripts/gen_probe_verdicts.sh), every probe's verdict through
# `pyparse --check --python 3.N`: accepted, or rejected with the same
# exception type on the same line; then `pyparse --min-version`, which
# must name the oldest of those versions that accepts the probe. Lists
# every difference; fails on any. Needs no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=$(realpath "${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}")
cd "$root/corpus/probes" || exit 1
same=0 differ=0
# pyparse's verdict in verdicts.py's words: "ok", or "TYPE LINENO"
verdict() {
  local json
  json=$("$cli" --check -q --errors=json --python "$1" "$2" 2>&1 >/dev/null)
  if [ -z "$json" ]; then echo ok; return; fi
  local type lineno
  type=$(grep -o '"type": "[A-Za-z]*"' <<< "$json" | cut -d'"' -f4)
  lineno=$(grep -o '"lineno": [0-9]*' <<< "$json" | grep -o '[0-9]*$')
  echo "$type ${lineno:-0}"
}
# Under a sanitizer the limit_ probes (3.8's stack, 1,700 deep) overrun
# pyparse's own stack budget first: left to the other builds.
limit_skipped() {
  [ -n "${PYPARSE_SANITIZED:-}" ] && [[ $1 == *limit_* ]]
}
supported=()
for version in 3.8 3.9 3.10 3.11 3.12 3.13 3.14 3.15; do
  file=VERDICTS.$version
  [ -f "$file" ] || continue
  # (3.8's verdicts wait for pyparse to parse 3.8)
  "$cli" --check -q --python "$version" /dev/null 2>/dev/null || continue
  supported+=("$version")
  while read -r word rest; do
    if [ "$word" = ok ]; then want=ok path=$rest
    else want="$word ${rest%% *}" path=${rest#* }; fi
    limit_skipped "$path" && continue
    got=$(verdict "$version" "$path")
    if [ "$got" = "$want" ]; then same=$((same + 1)); else
      differ=$((differ + 1)); echo "differs: $path under $version: pyparse '$got', CPython '$want'"; fi
  done < "$file"
done
# --min-version: the oldest supported version whose CPython accepts it
for py in *.py; do
  limit_skipped "$py" && continue
  want=none
  for version in "${supported[@]}"; do
    if grep -qx "ok ./$py" "VERDICTS.$version"; then want=$version; break; fi
  done
  got=$("$cli" --min-version "./$py" | sed -n 's/^[^:]*: \(none\|[0-9][0-9.]*\).*/\1/p')
  if [ "$got" = "$want" ]; then same=$((same + 1)); else
    differ=$((differ + 1)); echo "differs: --min-version $py: pyparse '$got', CPython '$want'"; fi
done
echo "probes (${supported[*]}): $same same, $differ differ"
[ "$differ" -eq 0 ] && [ "$same" -gt 0 ]
