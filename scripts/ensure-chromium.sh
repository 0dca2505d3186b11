#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (Playwright and the Storybook
# test-runner use it; no browser is ever downloaded from the internet).
set -euo pipefail

if [[ -x /usr/bin/chromium ]]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi

echo "chromium: not found, installing Debian's package"
sudo=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "chromium: /usr/bin/chromium is missing and this user cannot run apt-get; install the 'chromium' package" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt-get (e.g. the backend tests installing PostgreSQL) instead of failing.
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y chromium
/usr/bin/chromium --version
