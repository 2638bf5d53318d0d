#!/usr/bin/env bash
# Differential test: ~200 standard-library files serialized and dumped by
# the oracle (live, not committed), reloaded through our constructors and
# dumped by us; lists every file whose dump differs.
set -u
root=${PYPARSE_SOURCE_ROOT:?}
tool=${1:?dump_tree path}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
lib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(find "$lib" -name '*.py' -not -path '*/test*' | sort | awk 'NR % 4 == 0' | head -200)
"$oracle" "$root/scripts/gen_dump_corpus.py" --live "$work" "${files[@]}" || exit 1
checked=0 differ=0
for tree in "$work"/*.tree; do
  stem=${tree%.tree}
  ok=1
  "$tool" "$tree" | cmp -s - "$stem.default.dump" || ok=0
  "$tool" "$tree" --indent 4 --include-attributes | cmp -s - "$stem.indent4_attrs.dump" || ok=0
  checked=$((checked + 1))
  if [ $ok = 0 ]; then differ=$((differ + 1)); echo "differs: $(cat "$stem.path")"; fi
done
echo "differential dump: $checked files, $differ differ"
[ "$checked" -gt 100 ] && [ "$differ" = 0 ]
