# corpus.sh - sourced by the benchmark scripts: finds the oracle, the
# installed Python 3.13 ($prefix) and its standard library ($stdlib), and
# writes the sorted list of its .py files to $work/files ($work is a fresh
# temporary directory, removed on exit). Needs $root set.
oracle=$("$root/scripts/oracle.sh" 2>/dev/null || true)
prefix=/root/.pyenv/versions/3.13.0
if [ -n "$oracle" ]; then
  prefix=$("$oracle" -c 'import sys; print(sys.prefix)')
  stdlib=$("$oracle" -c 'import sysconfig; print(sysconfig.get_path("stdlib"))')
else
  stdlib=$prefix/lib/python3.13
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$stdlib" -name '*.py' | LC_ALL=C sort > "$work/files"
echo "corpus: $(wc -l < "$work/files") .py files under $stdlib"
