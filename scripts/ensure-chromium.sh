#!/usr/bin/env bash
# Makes sure the browser steps (Playwright e2e, the Storybook test-runner, the JS-before-idle
# guard) have a Chromium: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, installed
# with apt-get when missing. No browser is ever downloaded from the internet. Without apt
# (macOS, Windows, another Linux), point CHROMIUM_PATH at an installed Chromium or Chrome
# (tools/chromium/chromium.ts; docs/decisions/030-test-and-serve-harness.md). Only the browser steps need it: npm test runs the rest anyway.
set -euo pipefail

DEFAULT=/usr/bin/chromium

how_to_point() {
  cat >&2 <<'TEXT'
chromium: point the browser steps at an installed Chromium or Chrome with CHROMIUM_PATH, e.g.
  CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test   (macOS)
  CHROMIUM_PATH="$(command -v chromium || command -v google-chrome)" npm test           (Linux)
  CHROMIUM_PATH="/c/Program Files/Google/Chrome/Application/chrome.exe" npm test        (Windows, Git Bash)
TEXT
}

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" && ! -d "$CHROMIUM_PATH" ]]; then
    echo "chromium (CHROMIUM_PATH): $("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH")"
    exit 0
  fi
  echo "chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
  how_to_point
  exit 1
fi

if [[ -x "$DEFAULT" ]]; then
  echo "chromium: $("$DEFAULT" --version 2>/dev/null || echo present)"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: $DEFAULT is missing and this machine has no apt-get to install Debian's package" >&2
  how_to_point
  exit 1
fi

echo "chromium: not found, installing Debian's package"
sudo=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "chromium: $DEFAULT is missing and this user cannot run apt-get; install the 'chromium' package" >&2
    how_to_point
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt-get (e.g. the backend tests installing PostgreSQL) instead of failing.
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y chromium
"$DEFAULT" --version
