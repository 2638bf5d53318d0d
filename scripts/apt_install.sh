#!/usr/bin/env bash
# apt_install.sh PACKAGE...: installs Debian packages with apt-get (as root),
# waiting for the package manager when another apt, dpkg or unattended
# upgrade holds its lock, instead of failing at once as apt-get does.
#
# apt-get's own DPkg::Lock::Timeout waits for dpkg's lock but not for the
# package lists' lock that `apt-get update` takes, so each step is retried
# here while its error says a lock is held: every
# PYPARSE_APT_RETRY_SECONDS (default 10) for at most PYPARSE_APT_WAIT_SECONDS
# (default 900), with a message each time. Any other failure ends at once
# with apt-get's own message. scripts/setup.sh calls it; tests/setup runs it
# against an apt-get that is busy a few times.
set -uo pipefail

retry_seconds=${PYPARSE_APT_RETRY_SECONDS:-10}
wait_seconds=${PYPARSE_APT_WAIT_SECONDS:-900}
export DEBIAN_FRONTEND=noninteractive

# apt_step ARG...: one apt-get command, retried while the lock is busy.
apt_step() {
  local started=$SECONDS output status
  while true; do
    output=$(apt-get -o DPkg::Lock::Timeout="$retry_seconds" "$@" 2>&1)
    status=$?
    [ "$status" -eq 0 ] && return 0
    if ! grep -qiE 'could not get lock|unable to (acquire|lock)' <<< "$output"; then
      printf '%s\n' "$output" >&2
      return "$status"
    fi
    if [ $((SECONDS - started)) -ge "$wait_seconds" ]; then
      printf '%s\n' "$output" >&2
      echo "setup: the package manager was still busy after $((SECONDS - started)) s; try again when it is done" >&2
      return "$status"
    fi
    echo "setup: the package manager is busy (another apt or dpkg holds its lock); retrying apt-get $1 in ${retry_seconds} s" >&2
    sleep "$retry_seconds"
  done
}

apt_step update -qq || exit 1
apt_step install -y -qq "$@" || exit 1
