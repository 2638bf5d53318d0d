#!/bin/bash
# stdlib.sh [38|...|313|314|315|27] - prints the directory of a Python
# standard library's .py files, for the differential tests: the installed
# 3.13 (default), 3.8 to 3.12 (3.8 ... 3.12 also) or 2.7; for 3.14 and
# 3.15, pyodide's python_stdlib.zip extracted once into the oracle's cache
# folder (scripts/oracle.sh), never into the repo. Pyodide's library lacks what
# a browser cannot use (test/, tkinter, idlelib...). Exits 77 (a skipped
# test) with a message when the oracle or the library is absent.
root=$(cd "$(dirname "$0")/.." && pwd)
case "${1:-313}" in
  27|2.7)
    "$root/scripts/oracle.sh" >/dev/null || { echo "skip: no CPython 3.13 oracle" >&2; exit 77; }
    lib=/root/.pyenv/versions/2.7.18/lib/python2.7 ;;
  314|3.14|315|3.15)
    version=${1/./}; version=3.${version#3}
    oracle=$("$root/scripts/oracle.sh" "$version") ||
      { echo "skip: no CPython $version oracle" >&2; exit 77; }
    lib=$(dirname "$oracle")/stdlib
    if [ ! -d "$lib" ]; then
      # Extracted beside, then renamed: a killed run leaves no half library.
      tmp=$(mktemp -d "$lib.XXXXXX") || exit 77
      if "$oracle" -m zipfile -e "$(dirname "$oracle")/node_modules/pyodide/python_stdlib.zip" "$tmp" &&
         chmod 755 "$tmp"; then
        mv -T "$tmp" "$lib" 2>/dev/null || rm -rf "$tmp"
      else
        rm -rf "$tmp"
      fi
    fi ;;
  38|3.8|39|3.9|310|3.10|311|3.11|312|3.12|313|3.13|'')
    version=${1:-313}; version=${version/./}; version=3.${version#3}
    oracle=$("$root/scripts/oracle.sh" "$version") ||
      { echo "skip: no CPython $version oracle" >&2; exit 77; }
    lib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])') ;;
  *) echo "stdlib: unknown version $1 (38 to 315, or 27)" >&2; exit 2 ;;
esac
[ -d "$lib" ] || { echo "skip: no standard library at $lib" >&2; exit 77; }
echo "$lib"
