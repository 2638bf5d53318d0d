#!/usr/bin/env bash
# oracle.sh [VERSION] - prints the absolute path of a CPython interpreter of
# that version (the oracle), or exits 1 with a message on stderr when there
# is none. VERSION is 3.13 (the default), 3.14 or 3.15 (313, 314, 315 also).
#
# 3.13: $PYPARSE_ORACLE, python3.13 on PATH, then pyenv's 3.13 versions.
#
# 3.14 and 3.15: CPython compiled to WebAssembly by pyodide, run by node.
# The npm package is installed on first use (network) into a cache outside
# the repo, ${PYPARSE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pyparse}/
# pyodide-NPMVERSION/, next to a wrapper script python3.1X that behaves
# like the interpreter for our scripts (scripts/pyodide/run.mjs and host.py
# say how: host files at their own paths, streams, subprocess, exit
# status). Later uses need no network. Each start costs 3-10 s, so scripts
# should handle many files per run.
set -u

# npm versions of pyodide and the CPython each one carries.
PYODIDE_314=314.0.8          # CPython 3.14.2
PYODIDE_315=315.0.0-alpha.2  # CPython 3.15.0rc1

root=$(cd "$(dirname "$0")/.." && pwd)

fail() { echo "oracle: $*" >&2; exit 1; }

# sh quoting of [1] for the wrapper: 'it'\''s'.
quote() { printf "'%s'" "$(printf %s "$1" | sed "s/'/'\\\\''/g")"; }

# pyodide NPMVERSION PYTHONVERSION: installs once, (re)writes the wrapper,
# prints its path.
pyodide() {
  local cache=${PYPARSE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pyparse}
  local dir=$cache/pyodide-$1 node
  node=$(command -v node) || fail "Python $2 needs node (and npm to install pyodide $1)"
  if [ ! -f "$dir/node_modules/pyodide/pyodide.mjs" ]; then
    command -v npm >/dev/null 2>&1 || fail "Python $2 needs npm to install pyodide $1"
    mkdir -p "$cache" || fail "cannot create $cache"
    # Installed beside, then renamed: a killed install leaves no half cache.
    local tmp
    tmp=$(mktemp -d "$cache/.pyodide-$1.XXXXXX") || fail "cannot write in $cache"
    chmod 755 "$tmp"
    echo "oracle: installing pyodide $1 (CPython $2) into $dir" >&2
    # Bounded retries and timeouts: a network that drops packets fails in
    # minutes, not the quarter of an hour npm would wait by default.
    if ! npm install --prefix "$tmp" --no-save --no-audit --no-fund \
         --fetch-retries=1 --fetch-timeout=60000 \
         --loglevel=error "pyodide@$1" >&2 ||
       [ ! -f "$tmp/node_modules/pyodide/pyodide.mjs" ]; then
      rm -rf "$tmp"
      fail "npm install pyodide@$1 failed (no network?); Python $2 is unavailable"
    fi
    # Another run may have won the race; its copy is as good as ours.
    mv -T "$tmp" "$dir" 2>/dev/null || rm -rf "$tmp"
  fi
  # Rewritten when it differs, since it names this checkout's run.mjs.
  local wrapper=$dir/python$2 text
  text="#!/bin/sh
# CPython $2 from pyodide $1 under node; written by $root/scripts/oracle.sh
exec $(quote "$node") $(quote "$root/scripts/pyodide/run.mjs") $(quote "$dir/node_modules/pyodide") $(quote "$wrapper") \"\$@\""
  if [ "$(cat "$wrapper" 2>/dev/null)" != "$text" ]; then
    printf '%s\n' "$text" > "$wrapper.$$" && chmod +x "$wrapper.$$" &&
      mv -f "$wrapper.$$" "$wrapper" || fail "cannot write $wrapper"
  fi
  echo "$wrapper"
}

case "${1:-3.13}" in
  3.13|313) ;;
  3.14|314) pyodide "$PYODIDE_314" 3.14; exit ;;
  3.15|315) pyodide "$PYODIDE_315" 3.15; exit ;;
  *) fail "unknown version ${1} (3.13, 3.14 or 3.15)" ;;
esac

is_313() {
  [ -n "$1" ] && "$1" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 13))' \
    >/dev/null 2>&1
}

resolve() {
  "$1" -c 'import sys; print(sys.executable)' 2>/dev/null
}

if [ -n "${PYPARSE_ORACLE:-}" ]; then
  if is_313 "$PYPARSE_ORACLE"; then resolve "$PYPARSE_ORACLE"; exit 0; fi
  echo "oracle: \$PYPARSE_ORACLE=$PYPARSE_ORACLE is not a CPython 3.13" >&2
  exit 1
fi

if command -v python3.13 >/dev/null 2>&1 && is_313 python3.13; then
  resolve python3.13; exit 0
fi

if command -v pyenv >/dev/null 2>&1; then
  root=$(pyenv root)
elif [ -d "$HOME/.pyenv" ]; then
  root=$HOME/.pyenv
else
  root=
fi
if [ -n "$root" ]; then
  for candidate in $(ls -d "$root"/versions/3.13* 2>/dev/null | sort -rV); do
    if is_313 "$candidate/bin/python3.13"; then
      echo "$candidate/bin/python3.13"; exit 0
    fi
  done
fi

echo "oracle: no CPython 3.13 found (set PYPARSE_ORACLE, put python3.13 on PATH, or install it with pyenv)" >&2
exit 1
