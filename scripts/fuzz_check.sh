#!/usr/bin/env bash
# fuzz_check.sh [CORPUS] [VERSION...]: holds pyparse's answers on a fuzz
# corpus to the oracles'. CORPUS is a folder of Python inputs (default: the
# one scripts/fuzz.sh grows for the differential harness); VERSIONs default
# to 3.13 3.14 3.15 (each skipped, with a message, when its oracle is
# missing). For each version, diff_ast.py compares the trees and the
# accept/reject answer of every input (a difference is a wrong answer: exit
# status 1), then diff_errors.py compares the errors exactly (type,
# message, place), which lists the messages pyparse does not word yet.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-${PYPARSE_CACHE:-$HOME/.cache/pyparse}/fuzz/differential/corpus}
shift || true
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(3.13 3.14 3.15)
cli=${PYPARSE_CLI:-$root/build/cli/pyparse}
[ -d "$corpus" ] || { echo "fuzz_check: no corpus at $corpus" >&2; exit 2; }

# the inputs as .py files (libFuzzer names them by hash, without one)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/inputs"
for file in "$corpus"/*; do
  [ -f "$file" ] && cp "$file" "$work/inputs/$(basename "$file").py"
done
echo "fuzz_check: $(ls "$work/inputs" | wc -l) inputs from $corpus"

status=0
for version in "${versions[@]}"; do
  if ! oracle=$("$root/scripts/oracle.sh" "$version"); then
    echo "fuzz_check: skipped $version: no oracle"
    continue
  fi
  echo "== $version: trees and accept/reject (diff_ast.py)"
  "$oracle" "$root/scripts/diff_ast.py" "$cli" "$work/inputs" | tail -n 25 ||
    status=1
  echo "== $version: errors, exactly (diff_errors.py)"
  "$oracle" "$root/scripts/diff_errors.py" "$cli" "$work/inputs" | tail -n 25
done
exit $status
