#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than package-lock.json.
# `npm ci` fails on these machines (the registry lacks other platforms' optional
# packages the lock file names), so this uses `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

marker=node_modules/.package-lock.json
if [[ -f "$marker" && ! package-lock.json -nt "$marker" ]]; then
  echo "npm packages: up to date"
  exit 0
fi

echo "npm packages: installing (node_modules is missing or older than package-lock.json)"
install=(npm install --no-audit --no-fund)
if command -v flock >/dev/null 2>&1; then
  # Several checkouts on one machine share the lock convention of this project.
  install=(flock /tmp/npm.lock "${install[@]}")
fi
# A connection the registry drops mid-body (ECONNRESET "Invalid response body") fails the whole
# install; npm's own fetch retries do not cover it. One more attempt, then the failure stands.
if ! "${install[@]}"; then
  echo "npm packages: install failed; trying once more"
  "${install[@]}"
fi
# npm leaves the hidden lock file untouched when nothing changed; touch it so the
# next run does not install again.
touch "$marker"
