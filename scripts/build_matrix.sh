#!/usr/bin/env bash
# Builds the whole tree (library, program, tests, examples) with warnings
# as errors in every configuration a user or a distribution may choose, and
# prints one line per combination:
#
#   gcc    release             ok       14 s
#
# The matrix: gcc and clang, each at meson's build types debug,
# debugoptimized, release, minsize, plain with -O3 (-Doptimization=3), and
# release with link-time optimization (-Db_lto=true); then a
# distribution-style build with each compiler (-Dbuildtype=plain and a packager's
# CFLAGS), installed with `meson install` into a DESTDIR and checked by the
# library's install test (tests/install). CFLAGS from the environment
# go into every build but dist, which sets its own.
#
#   scripts/build_matrix.sh                          the whole matrix
#   scripts/build_matrix.sh clang:release gcc:minsize  these combinations
#
# Each build goes in a temporary folder that is removed afterwards; a
# failing build keeps its log (the line says where). Exit status 1 when any
# combination failed.
set -uo pipefail
cd "$(dirname "$0")/.."
source_root=$PWD

combinations=("$@")
if [ $# -eq 0 ]; then
  for compiler in gcc clang; do
    for type in debug debugoptimized release minsize plain-O3 release-lto; do
      combinations+=("$compiler:$type")
    done
  done
  combinations+=(gcc:dist clang:dist)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
logs=${TMPDIR:-/tmp}/pyparse-build-matrix
mkdir -p "$logs"
failures=0

# As Debian's dpkg-buildflags and Fedora's %optflags build: plain, with the
# packager's optimization, hardening and debug information.
dist_cflags='-O2 -g -D_FORTIFY_SOURCE=2 -fstack-protector-strong'

# meson_args TYPE: the meson options that make build type TYPE.
meson_args() {
  case $1 in
    plain-O3) echo "-Dbuildtype=plain -Doptimization=3" ;;
    release-lto) echo "-Dbuildtype=release -Db_lto=true" ;;
    dist) echo "-Dbuildtype=plain" ;;
    *) echo "-Dbuildtype=$1" ;;
  esac
}

# report CC TYPE STATUS SECONDS LOG: the combination's line.
report() {
  local verdict=ok
  if [ "$3" -ne 0 ]; then
    verdict="FAILED (log: $5)"
    failures=$((failures + 1))
  fi
  printf '%-6s %-22s %-6s %4d s\n' "$1" "$2" "${verdict%% *}" "$4"
  [ "$3" -eq 0 ] || printf '       %s\n' "${verdict#* }"
}

# build CC TYPE: configures and compiles one build; the dist build is then
# installed and its install test run.
build() {
  local compiler=$1 type=$2
  local dir=$work/$compiler-$type log=$logs/$compiler-$type.log
  local started=$SECONDS status=0 cflags=${CFLAGS:-}
  [ "$type" != dist ] || cflags=$dist_cflags
  read -r -a args <<< "$(meson_args "$type")"
  {
    CC=$compiler CFLAGS=$cflags meson setup "${args[@]}" "$dir" "$source_root" &&
      meson compile -C "$dir" &&
      if [ "$type" = dist ]; then install_and_test "$dir"; fi
  } > "$log" 2>&1 || status=1
  report "$compiler" "$type" "$status" $((SECONDS - started)) "$log"
  [ "$status" -ne 0 ] || rm -f "$log"
  rm -rf "$dir"
}

# install_and_test DIR: meson install into a DESTDIR, the installed files
# present, then the install test (which installs again, into its own
# folder, and builds programs against the result).
install_and_test() {
  local destdir=$work/destdir
  DESTDIR=$destdir meson install -C "$1" --quiet &&
    test -f "$destdir/usr/local/include/pyparse.h" &&
    meson test -C "$1" --no-rebuild install version
}

for combination in "${combinations[@]}"; do
  build "${combination%%:*}" "${combination#*:}"
done
exit $((failures > 0))
