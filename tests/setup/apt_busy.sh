#!/usr/bin/env bash
# scripts/apt_install.sh against an apt-get that is busy: a stand-in
# apt-get on PATH answers as apt-get does while another process holds the
# package manager's lock, a given number of times, then succeeds. Checks
# that the script waits and retries with a message, gives up with one when
# the lock is never freed, and stops at once on any other error.
set -uo pipefail
script=$PYPARSE_SOURCE_ROOT/scripts/apt_install.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
# The stand-in: busy while $work/busy holds a positive count, failing
# otherwise when $work/broken exists; it logs each call's arguments.
cat > "$work/bin/apt-get" <<'STANDIN'
#!/usr/bin/env bash
echo "$*" >> "$WORK/calls"
busy=$(cat "$WORK/busy" 2>/dev/null || echo 0)
if [ "$busy" -gt 0 ]; then
  echo $((busy - 1)) > "$WORK/busy"
  echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2
  echo "E: Unable to lock directory /var/lib/apt/lists/" >&2
  exit 100
fi
if [ -e "$WORK/broken" ]; then
  echo "E: Unable to locate package no-such-package" >&2
  exit 100
fi
STANDIN
chmod +x "$work/bin/apt-get"
export WORK=$work PATH=$work/bin:$PATH PYPARSE_APT_RETRY_SECONDS=0

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Busy three times (twice for update, once for install), then free.
echo 3 > "$work/busy"
if ! "$script" libfoo-dev bar 2> "$work/err"; then
  fail "busy then free: exit status $?"; cat "$work/err"
fi
[ "$(grep -c 'package manager is busy' "$work/err")" -eq 3 ] ||
  fail "busy then free: expected 3 retry messages, got: $(cat "$work/err")"
grep -q -- '-o DPkg::Lock::Timeout=0 install -y -qq libfoo-dev bar' "$work/calls" ||
  fail "install not called with the packages: $(cat "$work/calls")"
[ "$(wc -l < "$work/calls")" -eq 5 ] || fail "expected 5 calls: $(cat "$work/calls")"

# Busy for ever: gives up after PYPARSE_APT_WAIT_SECONDS with a message.
rm -f "$work/calls"; echo 1000000 > "$work/busy"
if PYPARSE_APT_WAIT_SECONDS=0 "$script" libfoo-dev 2> "$work/err"; then
  fail "busy for ever: succeeded"
fi
grep -q 'still busy after' "$work/err" || fail "busy for ever: no message: $(cat "$work/err")"
grep -q 'Could not get lock' "$work/err" || fail "busy for ever: apt-get's own error not shown"

# Another error: no retry, apt-get's message shown.
rm -f "$work/calls"; echo 0 > "$work/busy"; touch "$work/broken"
if "$script" no-such-package 2> "$work/err"; then fail "broken: succeeded"; fi
grep -q 'Unable to locate package' "$work/err" || fail "broken: message lost: $(cat "$work/err")"
grep -q 'busy' "$work/err" && fail "broken: retried as if busy"
[ "$(wc -l < "$work/calls")" -eq 1 ] || fail "broken: expected one call: $(cat "$work/calls")"

[ "$failures" -eq 0 ] || { echo "apt_busy: $failures failures"; exit 1; }
echo "apt_busy: ok"
