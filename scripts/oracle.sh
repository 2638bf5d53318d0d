#!/usr/bin/env bash
# oracle.sh [VERSION] - prints the absolute path of a CPython interpreter of
# that version (the oracle), or exits 1 with a message on stderr when there
# is none. VERSION is 3.8 to 3.15 (38 ... 315 also); 3.13 is the default.
#
# 3.8 to 3.13: native interpreters. For 3.13, $PYPARSE_ORACLE first; then,
# for each, python3.N on PATH, then pyenv's 3.N versions, newest first
# (every machine here has 3.8.18, 3.9.18, 3.10.13, 3.11.7, 3.12.1, 3.13.0).
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
  # node's stack is the WebAssembly's: its default (about 1 MB) ends in a
  # crash where CPython nests 1,700 deep; 7/8 of the thread's own stack
  # leaves node room below it
  text="#!/bin/sh
# CPython $2 from pyodide $1 under node; written by $root/scripts/oracle.sh
kb=\$(ulimit -s); case \$kb in unlimited|'') kb=8192 ;; esac
exec $(quote "$node") --stack-size=\$((kb * 7 / 8)) $(quote "$root/scripts/pyodide/run.mjs") $(quote "$dir/node_modules/pyodide") $(quote "$wrapper") \"\$@\""
  if [ "$(cat "$wrapper" 2>/dev/null)" != "$text" ]; then
    printf '%s\n' "$text" > "$wrapper.$$" && chmod +x "$wrapper.$$" &&
      mv -f "$wrapper.$$" "$wrapper" || fail "cannot write $wrapper"
  fi
  echo "$wrapper"
}

case "${1:-3.13}" in
  3.8|38) minor=8 ;;
  3.9|39) minor=9 ;;
  3.10|310) minor=10 ;;
  3.11|311) minor=11 ;;
  3.12|312) minor=12 ;;
  3.13|313) minor=13 ;;
  3.14|314) pyodide "$PYODIDE_314" 3.14; exit ;;
  3.15|315) pyodide "$PYODIDE_315" 3.15; exit ;;
  *) fail "unknown version ${1} (3.8 to 3.15)" ;;
esac
want=3.$minor

# is_wanted PROGRAM: PROGRAM runs and is CPython 3.N.
is_wanted() {
  [ -n "$1" ] && "$1" -c "import sys; sys.exit(sys.version_info[:2] != (3, $minor))" \
    >/dev/null 2>&1
}

resolve() {
  "$1" -c 'import sys; print(sys.executable)' 2>/dev/null
}

if [ "$minor" = 13 ] && [ -n "${PYPARSE_ORACLE:-}" ]; then
  if is_wanted "$PYPARSE_ORACLE"; then resolve "$PYPARSE_ORACLE"; exit 0; fi
  fail "\$PYPARSE_ORACLE=$PYPARSE_ORACLE is not a CPython 3.13"
fi

if command -v "python$want" >/dev/null 2>&1 && is_wanted "python$want"; then
  resolve "python$want"; exit 0
fi

if command -v pyenv >/dev/null 2>&1; then
  pyenv_root=$(pyenv root)
elif [ -d "$HOME/.pyenv" ]; then
  pyenv_root=$HOME/.pyenv
else
  pyenv_root=
fi
if [ -n "$pyenv_root" ]; then
  # 3.1 must not match 3.10: the version is followed by a dot or the end
  for candidate in $(ls -d "$pyenv_root/versions/$want".* "$pyenv_root/versions/$want" \
                       2>/dev/null | sort -rV); do
    if is_wanted "$candidate/bin/python$want"; then
      echo "$candidate/bin/python$want"; exit 0
    fi
  done
fi

fail "no CPython $want found ($([ "$minor" = 13 ] && echo 'set PYPARSE_ORACLE, ')put python$want on PATH, or install it with pyenv)"
