#!/usr/bin/env bash
# Installs what pyparse needs to build (Debian packages), configures and
# compiles build/, then installs the CPython 3.14 and 3.15 oracles if it
# can. Safe to run again: it only does what is missing.
#
#   scripts/setup.sh            normal build in build/
#   BUILD_DIR=x MESON_ARGS=".." scripts/setup.sh   another build directory
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${BUILD_DIR:-build}
read -r -a meson_args <<< "${MESON_ARGS:-}"

missing=()
need_cmd() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need_pkg() { pkg-config --exists "$1" 2>/dev/null || missing+=("$2"); }

need_cmd meson meson
need_cmd ninja ninja-build
need_cmd pkg-config pkg-config
need_cmd gcc gcc
need_cmd clang clang   # the sanitized test build (scripts/test.sh), fuzzing
need_cmd groff groff-base   # tests/install renders the man pages
need_cmd readelf binutils   # tests/install reads the installed library
need_cmd dot graphviz       # tests/ast renders pp_dump_dot's graphs
need_cmd valgrind valgrind  # tests/growth/instructions.sh and the benchmarks count instructions
# UnicodeData.txt, NameAliases.txt, Jamo.txt: the "\N{...}" name table
[ -f /usr/share/unicode/UnicodeData.txt ] || missing+=(unicode-data)
if command -v pkg-config >/dev/null 2>&1; then
  need_pkg libutf8proc libutf8proc-dev
  need_pkg criterion libcriterion-dev
else
  missing+=(libutf8proc-dev libcriterion-dev)
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "setup: installing ${missing[*]}"
    scripts/apt_install.sh "${missing[@]}" >/dev/null
  else
    echo "setup: missing packages; run as root:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

if [ -f "$build_dir/build.ninja" ]; then
  meson setup --reconfigure "$build_dir" "${meson_args[@]}" >/dev/null
else
  meson setup "$build_dir" "${meson_args[@]}" >/dev/null
fi
meson compile -C "$build_dir" >/dev/null || meson compile -C "$build_dir"
echo "setup: built $build_dir/"

# The 3.14 and 3.15 oracles (pyodide from npm, into a cache outside the
# repo; see scripts/oracle.sh). Best effort: without node, npm or network
# their tests skip, and set-up still succeeds.
for version in 3.14 3.15; do
  if oracle=$(scripts/oracle.sh "$version" 2>/dev/null); then
    echo "setup: CPython $version oracle: $oracle"
  else
    echo "setup: note: no CPython $version oracle (needs node, npm and network once: scripts/oracle.sh $version says why)"
  fi
done
