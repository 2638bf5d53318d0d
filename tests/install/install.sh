#!/bin/bash
# install.sh VERSION PREFIX BINDIR LIBDIR INCLUDEDIR MANDIR CC [CFLAG...]
#
# Installs the build (`meson install --destdir`) into a temporary folder
# and uses it as a user would: checks the installed files, the shared
# library's soname and exported names (the pp_ API of pyparse.h, nothing
# else), then builds each program of PROGRAMS below with pkg-config only,
# once against libpyparse.so and once against libpyparse.a, runs both and
# compares their output with PROGRAM.expected (@VERSION@ stands for
# VERSION); builds the example tools (examples/) the same two ways and
# runs them over corpus/examples. Finally runs the installed pyparse.
#
# VERSION is meson's project version; the directories are meson's options
# (relative ones are under PREFIX); CC and CFLAGs are the build's compiler
# with its sanitizer flags. A sanitized libpyparse calls the sanitizer
# runtime, which the program linking it must bring, exactly as a user of
# such a build links: so in the ASan+UBSan build the programs are built
# with the same -fsanitize flags, and the test means there what it means
# elsewhere (plus ASan's checks of the programs themselves).
set -euo pipefail
# the build tree's libpyparse.so (meson test adds it) must not stand in
# for the installed one
unset LD_LIBRARY_PATH

version=$1 prefix=$2
under_prefix() { case $1 in /*) echo "$1" ;; *) echo "$prefix/$1" ;; esac; }
bindir=$(under_prefix "$3") libdir=$(under_prefix "$4")
includedir=$(under_prefix "$5") mandir=$(under_prefix "$6")
shift 6
cc=("$@")
here=$PYPARSE_SOURCE_ROOT/tests/install

# The programs built against the installed library, from this folder.
PROGRAMS=(hello)

failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
finish() {
  if [ "$failures" -gt 0 ]; then
    echo "install: $failures failures"
    exit 1
  fi
}

destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT
meson install -C "$PYPARSE_BUILD_ROOT" --no-rebuild --quiet \
  --destdir "$destdir" >/dev/null
bin=$destdir$bindir lib=$destdir$libdir
inc=$destdir$includedir man=$destdir$mandir

# ---- the installed files
for file in "$inc/pyparse.h" "$inc/pyparse_ast.h" "$lib/libpyparse.a" \
            "$lib/libpyparse.so.$version" "$lib/pkgconfig/pyparse.pc" \
            "$man/man1/pyparse.1" "$man/man3/libpyparse.3"; do
  [ -f "$file" ] || fail "not installed: ${file#"$destdir"}"
done
[ -x "$bin/pyparse" ] || fail "not installed: $bindir/pyparse"
# the links a program finds at link time (.so) and at run time (.so.0)
for link in libpyparse.so libpyparse.so.0; do
  [ -L "$lib/$link" ] && [ "$(readlink -f "$lib/$link")" = \
    "$(readlink -f "$lib/libpyparse.so.$version")" ] ||
    fail "$link is not a link to libpyparse.so.$version"
done
for page in "man1/pyparse.1:pyparse" "man3/libpyparse.3:libpyparse"; do
  file=$man/${page%%:*}
  grep -q "^\.TH .* \"${page#*:} $version\"" "$file" ||
    fail "${page%%:*} does not say version $version in its .TH line"
  warnings=$(groff -man -ww -z "$file" 2>&1) ||
    fail "${page%%:*} does not render: $warnings"
  [ -z "$warnings" ] || fail "${page%%:*}: $warnings"
done
finish  # what follows needs these files

# ---- the shared library: its soname, and only pyparse.h's functions
shared=$lib/libpyparse.so.$version
soname=$(readelf -d "$shared" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = libpyparse.so.0 ] || fail "soname is '$soname', not libpyparse.so.0"
exported=$(nm -D --defined-only "$shared" | awk '{ print $3 }' | sort -u)
others=$(grep -v '^pp_' <<< "$exported" || true)
[ -z "$others" ] || fail "exported besides pp_: $(echo $others)"
declared=$(grep -o '\bpp_[a-z0-9_]*(' "$inc/pyparse.h" | tr -d '(' | sort -u)
missing=$(comm -23 <(echo "$declared") <(echo "$exported"))
[ -z "$missing" ] || fail "declared in pyparse.h, not exported: $(echo $missing)"
grep -qx pp_parse_bytes <<< "$exported" || fail "pp_parse_bytes is not exported"

# ---- programs built with pkg-config alone, shared and static
export PKG_CONFIG_PATH=$lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
export PKG_CONFIG_SYSROOT_DIR=$destdir
modversion=$(pkg-config --modversion pyparse)
[ "$modversion" = "$version" ] || fail "pyparse.pc says version $modversion"
read -r -a cflags <<< "$(pkg-config --cflags pyparse)"
read -r -a shared_libs <<< "$(pkg-config --libs pyparse)"
# -Bstatic: libpyparse.a rather than the .so beside it, and libutf8proc.a
# from Requires.private; the C library stays shared
read -r -a static_libs <<< "$(pkg-config --static --libs pyparse)"
static_libs=(-Wl,-Bstatic "${static_libs[@]}" -Wl,-Bdynamic)
strict=(-std=c11 -Wall -Wextra -Wpedantic -Werror)

# build_and_run PROGRAM KIND LIB...: builds PROGRAM.c linked with LIBs,
# runs it, compares its output with PROGRAM.expected.
build_and_run() {
  local program=$1 kind=$2 exe=$destdir/$1-$2
  shift 2
  if ! "${cc[@]}" "${strict[@]}" "${cflags[@]}" "$here/$program.c" \
       -o "$exe" "$@"; then
    fail "$program ($kind) does not build"
    return
  fi
  local needed
  needed=$(readelf -d "$exe" | grep -c 'NEEDED.*libpyparse\.so\.0' || true)
  case $kind in
    shared) [ "$needed" = 1 ] || fail "$program ($kind) does not need libpyparse.so.0" ;;
    static) [ "$needed" = 0 ] || fail "$program ($kind) needs libpyparse.so.0" ;;
  esac
  if ! diff -u <(sed "s/@VERSION@/$version/" "$here/$program.expected") \
       <(LD_LIBRARY_PATH=$lib "$exe" 2>&1); then
    fail "$program ($kind): unexpected output (above)"
  fi
}

for program in "${PROGRAMS[@]}"; do
  build_and_run "$program" shared "${shared_libs[@]}"
  build_and_run "$program" static "${static_libs[@]}"
done

# ---- the headers are C++ too (extern "C"), when there is a C++ compiler
if command -v c++ >/dev/null; then
  printf '#include <pyparse.h>\nint main() { return pp_version() ? 0 : 1; }\n' \
    > "$destdir/cplusplus.cc"
  c++ -std=c++17 -Wall -Wextra -Wpedantic -Werror "${cflags[@]}" -fsyntax-only \
    "$destdir/cplusplus.cc" || fail "pyparse.h does not compile as C++"
fi

# ---- the example tools (examples/*.c), likewise, then run over
# corpus/examples against their oracle-made output (run_examples.sh)
for kind in shared static; do
  tools=$destdir/examples-$kind
  mkdir -p "$tools"
  if [ $kind = shared ]; then libs=("${shared_libs[@]}"); else libs=("${static_libs[@]}"); fi
  built=true
  for tool in lint docstrings todo; do
    "${cc[@]}" "${strict[@]}" "${cflags[@]}" "$PYPARSE_SOURCE_ROOT/examples/$tool.c" \
      -o "$tools/$tool" "${libs[@]}" || { fail "examples/$tool.c ($kind) does not build"; built=false; }
  done
  if $built && ! LD_LIBRARY_PATH=$lib "$PYPARSE_SOURCE_ROOT/tests/examples/run_examples.sh" \
       "$tools" corpus; then
    fail "the example tools ($kind) print what the oracle did not (above)"
  fi
done

# ---- the installed program runs from its folder (it holds libpyparse.a)
said=$("$bin/pyparse" --version) || fail "pyparse --version failed"
[ "$said" = "pyparse $version" ] || fail "pyparse --version says '$said'"
tree=$(echo 'x = 1' | "$bin/pyparse" - --dump-ast --python 3.13) ||
  fail "pyparse --dump-ast failed"
[ "$tree" = "$(sed -n 2p "$here/hello.expected")" ] ||
  fail "pyparse --dump-ast printed '$tree'"

finish
echo "install: ${#PROGRAMS[@]} programs and 3 example tools built and run, shared and static; files, soname, exports and pyparse checked"
