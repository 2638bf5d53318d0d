#!/bin/bash
# corpus_fresh.sh - the committed oracle-made files of the strings helper
# are what their scripts make today: corpus/strings/*.expected
# (scripts/gen_strings_corpus.py) and unicode/names_supplement.txt
# (scripts/gen_names_supplement.py). Fails when an input list or script
# changed without regenerating. Skips (77) without the oracle.
set -u
root=$PYPARSE_SOURCE_ROOT
oracle=$("$root/scripts/oracle.sh") || { echo "skip: no CPython 3.13 oracle"; exit 77; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$oracle" "$root/scripts/gen_strings_corpus.py" "$work" > /dev/null || exit 1
status=0
for f in literals.expected fstrings.expected; do
  cmp -s "$work/$f" "$root/corpus/strings/$f" ||
    { echo "stale: corpus/strings/$f (run scripts/gen_strings_corpus.py)"; status=1; }
done
if [ -f /usr/share/unicode/UnicodeData.txt ]; then
  "$oracle" "$root/scripts/gen_names_supplement.py" /usr/share/unicode/UnicodeData.txt \
    "$work/names_supplement.txt" > /dev/null || exit 1
  cmp -s "$work/names_supplement.txt" "$root/unicode/names_supplement.txt" ||
    { echo "stale: unicode/names_supplement.txt (run scripts/gen_names_supplement.py)"; status=1; }
fi
[ $status -eq 0 ] && echo "strings: committed oracle files are fresh"
exit $status
