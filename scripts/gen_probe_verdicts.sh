#!/bin/bash
# gen_probe_verdicts.sh [VERSION...]: writes corpus/probes/VERDICTS.3.N,
# what CPython 3.N's compile(..., ast.PyCF_ONLY_AST) makes of each probe:
# "ok ./NAME.py", or "TYPE LINENO ./NAME.py" (scripts/verdicts.py run by
# scripts/oracle.sh 3.N), for every version 3.8 to 3.15 by default.
# tests/parser/probes.sh replays them through pyparse.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/corpus/probes"
[ $# -gt 0 ] || set -- 3.8 3.9 3.10 3.11 3.12 3.13 3.14 3.15
for version in "$@"; do
  oracle=$("$root/scripts/oracle.sh" "$version")
  "$oracle" "$root/scripts/verdicts.py" . > "VERDICTS.$version.new"
  mv "VERDICTS.$version.new" "VERDICTS.$version"
  echo "VERDICTS.$version: $(grep -c '^ok ' "VERDICTS.$version") of" \
       "$(wc -l < "VERDICTS.$version") accepted, by $("$oracle" -c 'import sys; print(sys.version.split()[0])')"
done
