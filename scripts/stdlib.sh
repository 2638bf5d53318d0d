#!/bin/bash
# stdlib.sh [313|27] - prints the directory of the installed Python 3.13
# (default) or 2.7 standard library, for the differential tests; exits 77
# (a skipped test) with a message when the oracle or the library is absent.
root=$(cd "$(dirname "$0")/.." && pwd)
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle" >&2; exit 77; }
case "${1:-313}" in
  27) lib=/root/.pyenv/versions/2.7.18/lib/python2.7 ;;
  *) lib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])') ;;
esac
[ -d "$lib" ] || { echo "skip: no standard library at $lib" >&2; exit 77; }
echo "$lib"
