#!/bin/bash
# cli.sh - the pyparse program as a user meets it (issue 14): --help and
# the README, --version, every spelling of an option, "--", standard
# input, folders (sorted, hidden folders, virtual environments, symbolic
# links, --exclude), file lists, 10,000 files, -j's output identical to
# -j 1's, the progress line on a terminal only, I/O errors with their
# reason, binary files, exit statuses, and cli/ including only public
# headers. Expected trees and errors come from the program's own other
# spellings or from oracle-made corpus files, never written here. Lists
# every check that fails; exit status 1 if any does. Needs no oracle.
set -u
root=${PYPARSE_SOURCE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cli=$(realpath "${PYPARSE_CLI:?PYPARSE_CLI names the pyparse program}")
work=$(mktemp -d) || exit 1
trap 'chmod -R u+rwx "$work"; rm -rf "$work"' EXIT
cd "$work" || exit 1
passed=0 failed=0

pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
# check NAME COMMAND...: the command must succeed (exit status 0)
check() { local name=$1; shift; if "$@"; then pass; else fail "$name"; fi; }
# status_is WANT NAME COMMAND...: the command's exit status must be WANT
status_is() {
  local want=$1 name=$2; shift 2
  "$@" > /dev/null 2>&1
  local got=$?
  if [ "$got" -eq "$want" ]; then pass; else fail "$name: exit $got, want $want"; fi
}
# same NAME FILE1 FILE2: the two files are byte-identical
same() { if cmp -s "$2" "$3"; then pass; else fail "$1"; diff "$2" "$3" | head -5; fi; }

printf 'x = 1\n' > good.py
printf 'def f(:\n' > bad.py
printf '1 + 2\n' > expr.py

# ---- help, version, README ------------------------------------------------
"$cli" --help > help.txt; status=$?
[ $status -eq 0 ] && pass || fail "--help exits $status"
for option in dump-ast check tokens python mode type-comments \
              include-attributes indent show-empty no-annotate-fields format \
              min-version versions \
              dot errors warnings exact jobs exclude files-from follow-symlinks \
              with-filename no-filename quiet help version; do
  # each option has its line and a sentence after its name
  grep -Eq -- "--$option( [A-Z]+)?  +[a-z(]|--$option\$" help.txt ||
    fail "--help does not describe --$option"
done
grep -q '^Examples:' help.txt && grep -q '^Exit status:' help.txt && pass ||
  fail "--help has no examples or exit statuses"
# README.md's "The program" section quotes --help whole
awk '/^## The program/ { on = 1; next } on && /^```$/ { if (inside) exit; inside = 1; next }
     inside' "$root/README.md" > readme_help.txt
same "README's 'The program' section is --help's text" readme_help.txt help.txt
[ "$("$cli" --version)" = "$("$cli" -V)" ] && pass || fail "-V is not --version"
grep -Eq "^pyparse [0-9]+\.[0-9]+\.[0-9]+$" <("$cli" --version) && pass ||
  fail "--version prints '$("$cli" --version)'"
version=$(sed -n "s/^ *version *: *'\([0-9.]*\)'.*/\1/p" "$root/meson.build" | head -1)
[ "$("$cli" --version)" = "pyparse $version" ] && pass ||
  fail "--version is not meson.build's $version"

# ---- option spellings -----------------------------------------------------
"$cli" --dump-ast --include-attributes --indent 2 good.py > want.txt
for spelling in "--indent=2 --include-attributes" "-i 2 -a" "-ai2" "-a -i2" \
                "--indent 2 -a" "--include-attr --ind=2"; do
  # shellcheck disable=SC2086
  "$cli" $spelling good.py > got.txt 2>&1
  same "spelling '$spelling'" want.txt got.txt
done
"$cli" good.py -a -i 2 > got.txt
same "options after the files" want.txt got.txt
"$cli" --mode eval expr.py > want.txt
for spelling in "--mode=eval" "-m eval" "-meval" "--mo eval"; do
  # shellcheck disable=SC2086
  "$cli" $spelling expr.py > got.txt 2>&1
  same "spelling '$spelling'" want.txt got.txt
done
"$cli" --python 3.13 --errors json bad.py 2> want.txt
for spelling in "--python=3.13 --errors=json" "--errors=json --python 3.13"; do
  # shellcheck disable=SC2086
  "$cli" $spelling bad.py 2> got.txt
  same "spelling '$spelling'" want.txt got.txt
done
"$cli" --tokens --exact good.py > want.txt
"$cli" -e --tokens good.py > got.txt
same "-e is --exact" want.txt got.txt
grep -q 'EQUAL' want.txt && pass || fail "--tokens --exact names no EQUAL"
# usage errors: exit status 2 and a message naming the problem
usage_error() {  # usage_error WORDS-IN-MESSAGE ARGS...
  local words=$1; shift
  "$cli" "$@" > out.txt 2> err.txt
  local status=$?
  if [ $status -eq 2 ] && grep -q -- "$words" err.txt && [ ! -s out.txt ]; then
    pass
  else
    fail "pyparse $* exits $status saying '$(head -1 err.txt)', want 2 and '$words'"
  fi
}
usage_error "unknown option '--nope'" --nope good.py
usage_error "unknown option '-z'" -z good.py
usage_error "ambiguous option '--f'" --f json good.py
usage_error "--exact is not an option of --dump-ast" --exact good.py
usage_error "--include-attributes is not an option of --tokens" --tokens -a good.py
usage_error "--indent is not an option of --check" --check -i 2 good.py
usage_error "--warnings takes no value" --warnings=yes good.py
usage_error "--indent needs a value" good.py --indent
usage_error "--indent needs a number" --indent=-1 good.py
usage_error "--mode needs exec" -m nope good.py
usage_error "--python needs a version from 3.8 to 3.15" --python 2.7 good.py
usage_error "--jobs needs a number" -j 0 good.py
usage_error "give one command only" --check --tokens good.py
usage_error "--check prints no tree" --check --format json good.py
usage_error "Try 'pyparse --help'" --nope
usage_error "--trace-rule needs --trace" --trace-rule factor good.py
usage_error "Python.gram has no rule 'nope'" --trace --trace-rule nope good.py
usage_error "--trace is not an option of --tokens" --tokens --trace good.py

# ---- "--", standard input ------------------------------------------------
cp good.py ./-a
"$cli" good.py > want.txt
"$cli" -- -a > got.txt
same "'--' makes -a a file" want.txt got.txt
"$cli" - < good.py > got.txt
same "- reads standard input" want.txt got.txt
"$cli" < good.py > got.txt
same "no FILE reads standard input when it is not a terminal" want.txt got.txt
printf 'def f(:\n' | "$cli" --check 2> err.txt; status=$?
[ $status -eq 1 ] && grep -q '^  File "<stdin>", line 1$' err.txt && pass ||
  fail "an error on standard input: exit $status, $(head -1 err.txt)"
if command -v script > /dev/null; then
  # standard input a terminal (script gives the command one) and no FILE
  script -qec "$cli --check" /dev/null < /dev/null > out.txt 2>&1
  grep -q 'no FILE given' out.txt && pass ||
    fail "no FILE on a terminal: $(head -1 out.txt)"
fi

# ---- exit statuses ---------------------------------------------------------
status_is 0 "a good file" "$cli" good.py
status_is 1 "a syntax error" "$cli" bad.py
status_is 2 "a missing file" "$cli" missing.py
status_is 1 "good then bad" "$cli" good.py bad.py
status_is 2 "the worst of bad and missing" "$cli" bad.py missing.py good.py
status_is 0 "--check of a good file" "$cli" --check good.py
status_is 1 "--tokens of an unterminated string" \
  "$cli" --tokens "$root/corpus/tokens/err_unterminated.py"
"$cli" missing.py good.py > out.txt 2> err.txt
grep -q '^pyparse: cannot read missing.py: No such file or directory$' err.txt &&
  pass || fail "missing file: $(cat err.txt)"
grep -q '^Module' out.txt && pass || fail "the run stopped at the missing file"
ln -s loop loop
"$cli" --check loop 2> err.txt
grep -q 'cannot read loop: Too many levels of symbolic links' err.txt && pass ||
  fail "a symbolic link loop: $(head -1 err.txt)"

# ---- binary files: CPython's message, and the run goes on ------------------
corpus=$root/corpus/errors_cli
(cd "$corpus" && "$cli" --python 3.13 binary_png.py binary_gzip.py) \
  > out.txt 2> err.txt
status=$?
cat "$corpus/binary_png.stderr" "$corpus/binary_gzip.stderr" > want.txt
same "binary files get CPython's messages" want.txt err.txt
[ $status -eq 1 ] && [ ! -s out.txt ] && pass || fail "binary files: exit $status"
(cd "$corpus" && "$cli" --python 3.13 binary_png.py "$work/good.py") \
  > out.txt 2> /dev/null
grep -q '^Module' out.txt && pass || fail "the run stopped at a binary file"

# ---- headers, --check's summary, --format jsonl ----------------------------
"$cli" good.py expr.py > out.txt
printf '==> good.py <==\n%s\n==> expr.py <==\n%s\n' \
  "$("$cli" good.py)" "$("$cli" expr.py)" > want.txt
same "a header before each file's tree" want.txt out.txt
"$cli" --no-filename good.py expr.py > out.txt
cat <("$cli" good.py) <("$cli" expr.py) > want.txt
same "--no-filename" want.txt out.txt
"$cli" -H good.py > out.txt
head -1 out.txt | grep -qx '==> good.py <==' && pass || fail "-H for one file"
"$cli" --tokens good.py expr.py | grep -c '^==> ' | grep -qx 2 && pass ||
  fail "headers for --tokens"
"$cli" --check good.py bad.py missing.py > out.txt 2> err.txt
[ ! -s out.txt ] && pass || fail "--check printed on stdout"
tail -1 err.txt | grep -qx '3 files, 1 ok, 1 with syntax errors, 1 unreadable' &&
  pass || fail "--check's summary: $(tail -1 err.txt)"
"$cli" --check -q good.py bad.py 2> err.txt
grep -q 'files,' err.txt && fail "--quiet printed the summary" || pass
"$cli" --format jsonl good.py bad.py missing.py > out.txt
[ "$(wc -l < out.txt)" -eq 3 ] && pass || fail "--format jsonl: not 3 lines"
grep -q '^{"path": "good.py", "status": "ok", "error": null, "tree": {"_type":"Module"' out.txt &&
  grep -q '^{"path": "bad.py", "status": "syntax_error", "error": {"type": "SyntaxError", "msg": "invalid syntax"' out.txt &&
  grep -q '^{"path": "missing.py", "status": "unreadable", "error": {"msg": "cannot read missing.py: No such file or directory"}, "tree": null}$' out.txt &&
  pass || fail "--format jsonl objects: $(cat out.txt)"
"$cli" --format jsonl - < good.py | grep -q '^{"path": "<stdin>", "status": "ok"' &&
  pass || fail "--format jsonl names standard input <stdin>"
"$cli" --format json good.py > want.txt
sed -n 's/^{"path": "good.py", "status": "ok", "error": null, "tree": \(.*\)}$/\1/p' out.txt > got.txt
same "jsonl's tree is --format json's" want.txt got.txt

# ---- --format dot, --dot ----------------------------------------------------
"$cli" --format dot good.py > want.txt
head -1 want.txt | grep -qx 'digraph AST {' && tail -1 want.txt | grep -qx '}' &&
  grep -q "<B>Name</B><BR/>id='x'<BR/>ctx=Store>" want.txt && pass ||
  fail "--format dot is no graph: $(head -3 want.txt)"
for spelling in "--dot" "--format=dot" "--dump-ast --dot" "--format json --dot"; do
  # shellcheck disable=SC2086
  "$cli" $spelling good.py > got.txt 2>&1
  same "spelling '$spelling'" want.txt got.txt
done
"$cli" --dot -a good.py | grep -q '>1:0-1:5</FONT>' && pass ||
  fail "--dot -a shows no position"
"$cli" --dot good.py expr.py > out.txt
cat <("$cli" --dot good.py) <("$cli" --dot expr.py) > want.txt
same "--dot: graphs one after the other, no headers" want.txt out.txt
"$cli" --dot -H good.py expr.py | grep -c '^==> ' | grep -qx 2 && pass ||
  fail "--dot -H: no headers"
usage_error "--dot is not an option of --tokens" --tokens --dot good.py
usage_error "--dot is not an option of --check" --check --dot good.py
usage_error "--check prints no tree" --check --format dot good.py
usage_error "--format needs ast, json, jsonl or dot" --format svg good.py

# ---- folders -----------------------------------------------------------------
mkdir -p proj/pkg/sub proj/.hidden proj/venv proj/env2/conda-meta \
         proj/pkg/__pycache__ proj/tests elsewhere
for f in proj/b.py proj/a.py proj/stub.pyi proj/pkg/__init__.py \
         proj/pkg/sub/z.py proj/.hidden/h.py proj/venv/v.py proj/env2/e.py \
         proj/pkg/__pycache__/c.py proj/tests/test_x.py proj/tests/helper.py \
         elsewhere/linked.py elsewhere/linked_dir_file.py; do
  cp good.py "$f"
done
touch proj/venv/pyvenv.cfg proj/notes.txt proj/.dot.py
ln -s ../../elsewhere/linked.py proj/pkg/link.py
ln -s ../elsewhere proj/linkdir
ln -s ../.. proj/pkg/sub/up   # a loop once links are followed
files() { "$cli" -H "$@" | sed -n 's/^==> \(.*\) <==$/\1/p'; }
files proj > got.txt
printf '%s\n' proj/.dot.py proj/a.py proj/b.py proj/pkg/__init__.py \
  proj/pkg/sub/z.py proj/stub.pyi proj/tests/helper.py proj/tests/test_x.py \
  > want.txt
same "a folder: *.py and *.pyi sorted, hidden folders, venvs, links skipped" \
  want.txt got.txt
files proj/venv proj/.hidden > got.txt
printf '%s\n' proj/venv/v.py proj/.hidden/h.py > want.txt
same "skipped folders are searched when named" want.txt got.txt
files --exclude 'test_*' --exclude '*/sub' proj > got.txt
printf '%s\n' proj/.dot.py proj/a.py proj/b.py proj/pkg/__init__.py \
  proj/stub.pyi proj/tests/helper.py > want.txt
same "--exclude by name and by path" want.txt got.txt
files --exclude proj/tests proj/tests/ > got.txt
[ ! -s got.txt ] && pass || fail "--exclude DIR/ of a named DIR/: $(cat got.txt)"
mkdir empty
"$cli" --check empty 2> err.txt
grep -qx 'pyparse: no Python files under empty' err.txt && pass ||
  fail "an empty folder: $(cat err.txt)"
files --follow-symlinks proj/pkg > got.txt
printf '%s\n' proj/pkg/__init__.py proj/pkg/link.py proj/pkg/sub/up/.dot.py \
  proj/pkg/sub/up/a.py proj/pkg/sub/up/b.py proj/pkg/sub/up/linkdir/linked.py \
  proj/pkg/sub/up/linkdir/linked_dir_file.py proj/pkg/sub/up/stub.pyi \
  proj/pkg/sub/up/tests/helper.py proj/pkg/sub/up/tests/test_x.py \
  proj/pkg/sub/z.py > want.txt
same "--follow-symlinks follows links, not loops" want.txt got.txt
"$cli" --check proj/ 2>&1 | tail -1 | grep -qx '8 files, 8 ok, 0 with syntax errors, 0 unreadable' &&
  pass || fail "--check of a folder"
if [ "$(id -u)" -ne 0 ]; then  # root reads any folder
  mkdir -p locked/inner && cp good.py locked/inner/ && chmod 000 locked/inner
  "$cli" --check locked 2> err.txt
  grep -q 'cannot read locked/inner: Permission denied' err.txt && pass ||
    fail "an unreadable folder: $(head -1 err.txt)"
  chmod 755 locked/inner
fi

# ---- file lists ---------------------------------------------------------------
printf 'good.py\n\nexpr.py\r\nproj/pkg\n' > list.txt
files good.py expr.py proj/pkg > want.txt
files @list.txt > got.txt
same "@LIST" want.txt got.txt
files --files-from list.txt > got.txt
same "--files-from LIST" want.txt got.txt
files --files-from - < list.txt > got.txt
same "--files-from -" want.txt got.txt
"$cli" --check @missing.txt 2> err.txt; status=$?
[ $status -eq 2 ] && grep -q 'file list: cannot read missing.txt: No such file' err.txt &&
  pass || fail "a missing list: exit $status, $(head -1 err.txt)"

# ---- 10,000 files, and -j ------------------------------------------------------
mkdir many
for i in $(seq 0 99); do mkdir "many/d$i"; done
awk 'BEGIN { for (i = 0; i < 10000; i++) {
  f = sprintf("many/d%d/m%04d.py", i % 100, i)
  if (i % 997 == 0) print "def f(:" > f; else print "x" i " = " i " + 1" > f
  close(f) } }'
"$cli" --check many 2> err.txt; status=$?
tail -1 err.txt | grep -qx '10000 files, 9989 ok, 11 with syntax errors, 0 unreadable' &&
  [ $status -eq 1 ] && pass ||
  fail "--check of 10,000 files: exit $status, $(tail -1 err.txt)"
find many -name '*.py' | sort > many.txt
"$cli" --check @many.txt 2>&1 | tail -1 | grep -q '^10000 files' && pass ||
  fail "10,000 files from a list"
"$cli" -a -j 1 many > want.out 2> want.err
for jobs in 2 3 16; do
  "$cli" -a -j $jobs many > got.out 2> got.err
  same "-j $jobs's stdout is -j 1's" want.out got.out
  same "-j $jobs's stderr is -j 1's" want.err got.err
done
"$cli" -j 1 --tokens -e "$root/corpus/tokens" > want.out 2> want.err
"$cli" -j 2 --tokens -e "$root/corpus/tokens" > got.out 2> got.err
same "--tokens -j 2's stdout" want.out got.out
same "--tokens -j 2's stderr" want.err got.err
"$cli" -j 1 --format jsonl --warnings "$root/corpus" > want.out 2> want.err
"$cli" -j 2 --format jsonl --warnings "$root/corpus" > got.out 2> got.err
same "--format jsonl -j 2" want.out got.out

# ---- the progress line: on a terminal only -----------------------------------
"$cli" --check many 2> err.txt
grep -q $'\r' err.txt && fail "a progress line in a pipe" || pass
if command -v script > /dev/null && command -v mkfifo > /dev/null; then
  # a FIFO written 1.5 s late makes the run last over a second (the
  # writer gives up if no pyparse ever opens it)
  mkfifo slow.py
  (sleep 1.5; timeout 30 sh -c 'cat good.py > slow.py') &
  script -qec "$cli --check -j 1 good.py slow.py expr.py" /dev/null \
    < /dev/null > tty.txt 2>&1
  wait
  grep -q 'pyparse: 2/3 files, .* MB/s, 0 with errors' tty.txt && pass ||
    fail "no progress line on a terminal: $(cat -v tty.txt)"
  # erased: the summary starts on a clean line
  grep -q $'\r\033\[K3 files, 3 ok' tty.txt && pass ||
    fail "the progress line is not erased: $(cat -v tty.txt)"
  (sleep 1.5; timeout 30 sh -c 'cat good.py > slow.py') &
  script -qec "$cli --check -q -j 1 good.py slow.py expr.py" /dev/null \
    < /dev/null > tty.txt 2>&1
  wait
  grep -q 'files' tty.txt && fail "--quiet showed progress: $(cat -v tty.txt)" || pass
fi

# ---- --min-version and --versions ---------------------------------------------
# (what each version answers is held to the interpreters by
# scripts/diff_min_version.sh: here, the shape of the answer)
usage_error "--python is not an option of --min-version" --min-version --python 3.12 good.py
usage_error "--versions prints text or jsonl only" --versions --format json good.py
usage_error "give one command only" --min-version --versions good.py
status_is 0 "--min-version on a good file" "$cli" --min-version good.py
status_is 1 "--min-version on a file no version accepts" "$cli" --min-version bad.py
status_is 1 "--versions on a file some version rejects" "$cli" --versions bad.py
"$cli" --min-version good.py bad.py > min.txt 2>&1
grep -q '^good\.py: 3\.[0-9]*$' min.txt && pass || fail "--min-version good.py: $(cat min.txt)"
# no version accepts bad.py: the newest's error, with its place and type
grep -q "^bad\.py: none (3\.[0-9]*: 1:[0-9]*: SyntaxError: .*)\$" min.txt && pass ||
  fail "--min-version bad.py: $(cat min.txt)"
"$cli" --versions good.py > versions.txt
versions=$("$cli" --help | grep -o 'any from 3\.[0-9]* to 3\.[0-9]*')
[ "$(grep -c '^good\.py: 3\.[0-9]*: ok$' versions.txt)" -ge 7 ] && pass ||
  fail "--versions good.py ($versions): $(cat versions.txt)"
"$cli" --versions bad.py > versions.txt
[ "$(grep -c "^bad\.py: 3\.[0-9]*: 1:[0-9]*: SyntaxError: " versions.txt)" = \
  "$(wc -l < versions.txt)" ] && pass || fail "--versions bad.py: $(cat versions.txt)"
# the JSON Lines form is one object per file, without headers
"$cli" --min-version --format jsonl good.py bad.py > min.jsonl
[ "$(wc -l < min.jsonl)" = 2 ] && grep -q '^{"path": "good.py", "min_version": "3\.[0-9]*", "below": null}$' min.jsonl &&
  grep -q '^{"path": "bad.py", "min_version": null, "below": {"version": ' min.jsonl && pass ||
  fail "--min-version --format jsonl: $(cat min.jsonl)"
"$cli" --versions --format jsonl good.py > versions.jsonl
grep -q '^{"path": "good.py", "versions": \[{"version": "3\.[0-9]*", "status": "ok", "error": null}' versions.jsonl &&
  pass || fail "--versions --format jsonl: $(cat versions.jsonl)"

# ---- cli/ is a client of the public header only ------------------------------
bad_includes=$(grep -h '#include' "$root"/cli/*.c "$root"/cli/*.h |
  grep -v -E '#include <[a-z/]+\.h>|#include "(cli|pyparse)\.h"')
[ -z "$bad_includes" ] && pass || fail "cli/ includes $bad_includes"

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
