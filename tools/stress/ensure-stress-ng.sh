#!/usr/bin/env bash
# Makes sure Debian's stress-ng is there for `npm run test:stress`, installed with apt-get when
# missing (as scripts/ensure-chromium.sh does for Chromium). Without apt, install stress-ng yourself.
set -euo pipefail
command -v stress-ng >/dev/null 2>&1 && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "stress-ng is missing and this machine has no apt-get: install the stress-ng package" >&2
  exit 1
fi
sudo=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "stress-ng is missing and this user cannot run apt-get: install the stress-ng package" >&2
    exit 1
  fi
fi
echo "stress-ng: not found, installing Debian's package"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y stress-ng
