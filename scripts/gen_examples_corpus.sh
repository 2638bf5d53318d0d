#!/bin/bash
# gen_examples_corpus.sh: writes corpus/examples/TOOL.expected, what
# examples/TOOL.c must print for corpus/examples/*.py, as
# scripts/examples_oracle.py makes it with CPython 3.13's ast and tokenize
# (and ORACLE, naming it). Never edit those files by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
oracle=$(scripts/oracle.sh 3.13)
for tool in lint docstrings todo; do
  "$oracle" scripts/examples_oracle.py "$tool" corpus/examples/*.py \
    > "corpus/examples/$tool.expected"
done
"$oracle" -c 'import sys; print(f"made by CPython {sys.version.split()[0]} ({sys.platform})")' \
  > corpus/examples/ORACLE
