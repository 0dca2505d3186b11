#!/usr/bin/env bash
# `npm run test:stress`: `npm test` on a machine made busy on purpose. Debian's
# stress-ng spins N CPU burners (default 2, one per core of the 2-core CI machine) beside
# scripts/test.sh; CI=true, so Playwright retries a failure once and its failOnFlakyTests
# (playwright.config.ts, E2E_FAIL_ON_FLAKY) fails a test that passed only on that retry.
# stress-ng stops by itself at its --timeout and is stopped when the suite ends. The output (with
# test.sh's step summary and Playwright's passed/flaky/failed counts) goes to test-results/stress/.
#
#   npm run test:stress                    every step, 2 burners
#   STRESS_CPUS=3 npm run test:stress -- unit e2e
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/stress/ensure-stress-ng.sh
cpus="${STRESS_CPUS:-2}"
mkdir -p test-results/stress
log="test-results/stress/$(date -u +%Y-%m-%dT%H-%M-%SZ).log"
stress-ng --cpu "$cpus" --timeout "${STRESS_MINUTES:-120}m" --quiet &
burners=$!
trap 'kill "$burners" 2>/dev/null || true' EXIT
started=$SECONDS
status=0
CI="${CI:-true}" E2E_FAIL_ON_FLAKY="${E2E_FAIL_ON_FLAKY:-1}" bash scripts/test.sh "$@" 2>&1 | tee "$log" || status=$?
echo "[stress] stress-ng --cpu ${cpus} beside scripts/test.sh ${*:-(every step)}: exit ${status} after $((SECONDS - started)) s; load average $(cut -d' ' -f1-3 /proc/loadavg); log ${log}"
exit "$status"
