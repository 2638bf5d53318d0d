#!/bin/bash
# differential_parser_tokens.sh PROBE [313|27] - the tokens of the
# parser's mode (PROBE = parser_tokens_probe) against CPython 3.13's
# tokenizer in the same mode (scripts/diff_parser_tokens.py), over every
# .py file of the installed 3.13 (default) or 2.7 standard library: the
# 2.7 one holds the errors to CPython's. Skips (77) without the oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
lib=$("$root/scripts/stdlib.sh" "${2:-313}") || exit 77
exec "$oracle" "$root/scripts/diff_parser_tokens.py" "$1" "$lib"
