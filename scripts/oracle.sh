#!/usr/bin/env bash
# Prints the absolute path of a CPython 3.13 interpreter (the oracle), or
# exits 1 with a message on stderr when there is none. Looked up in order:
# $PYPARSE_ORACLE, python3.13 on PATH, then pyenv's installed 3.13 versions.
set -u

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
