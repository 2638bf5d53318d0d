#!/bin/bash
# differential.sh --all | VERSION...: the full differential runs of every
# version against its own interpreter, as a table (the test suite runs
# them too; this prints the figures in one place). Per version: its own
# standard library (AST with attributes, and --tokens), the 3.13 library
# under that version (AST, tokens), the error snippets of its test suite
# and the 2000 mutants (exact; type and line), then --min-version over
# the 3.13 library and the probe corpus. Versions without an oracle are
# skipped. Takes long: 3.14 and 3.15 run under node.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${PYPARSE_CLI:-}" ]; then
  # the release build (scripts/test.sh's), configured when missing, built
  build=$root/build-release
  # shellcheck source=scripts/bench/release_build.sh
  . "$root/scripts/bench/release_build.sh" >&2
  meson compile -C "$build" > /dev/null || exit 2
  PYPARSE_CLI=$build/cli/pyparse
fi
export PYPARSE_CLI PYPARSE_SOURCE_ROOT=$root
versions=("$@")
[ "${1:-}" = --all ] || [ $# -eq 0 ] && versions=(3.9 3.10 3.11 3.12 3.13 3.14 3.15)
# the figure a run's last line gives
ast_figure() { "$@" 2>&1 | tail -n 1 | sed -n 's/^same=\([0-9]*\) differ=\([0-9]*\).*/\1\/\1+\2/p' |
  awk -F'[/+]' '{ print $1 "/" $2 + $3 }'; }
tokens_figure() { "$@" 2>&1 | tail -n 1 | sed -n 's/^identical \([0-9]* \/ [0-9]*\)$/\1/p' | tr -d ' '; }
errors_figure() { "$@" 2>&1 | grep '^exact=' | tail -n 1 |
  sed -n 's/^exact=\([0-9]*\/[0-9]*\).*type+line=\([0-9]*\/[0-9]*\).*/\1 \2/p'; }
printf '%-6s %-13s %-13s %-13s %-13s %-19s %-19s\n' version "AST own" "AST 3.13" \
  "tokens own" "tokens 3.13" "snippets ex t+l" "mutants ex t+l"
for version in "${versions[@]}"; do
  "$root/scripts/oracle.sh" "$version" > /dev/null 2>&1 || { echo "$version: no oracle"; continue; }
  lib=${version/./}
  own_ast=$(ast_figure "$root/tests/parser/differential_ast.sh" "$lib" "$version")
  lib_ast=$(ast_figure "$root/tests/parser/differential_ast.sh" 313 "$version")
  own_tokens=$(tokens_figure "$root/scripts/diff_tokens.sh" "$lib" "$version")
  lib_tokens=$(tokens_figure "$root/scripts/diff_tokens.sh" 313 "$version")
  snippets=$(errors_figure "$root/tests/errors/differential_errors.sh" snippets "$version")
  mutants=$(errors_figure "$root/tests/errors/differential_errors.sh" mutants "$version")
  printf '%-6s %-13s %-13s %-13s %-13s %-19s %-19s\n' "$version" "${own_ast:-?}" \
    "${lib_ast:-?}" "${own_tokens:-?}" "${lib_tokens:-?}" "${snippets:-?}" "${mutants:-?}"
done
echo "--min-version, the 3.13 library: $("$root/scripts/diff_min_version.sh" 313 2>&1 | tail -n 1)"
echo "probes: $("$root/tests/parser/probes.sh" 2>&1 | tail -n 1)"
