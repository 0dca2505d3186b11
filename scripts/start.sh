#!/usr/bin/env bash
# `npm start`: build the site and serve it on http://localhost:3000 together with the
# local Supabase-compatible backend (embedded PGlite database, data in .backend-data/,
# outgoing mail in .mailbox/). Ctrl-C stops both.
#
#   PORT=3000 BACKEND_PORT=54321 npm start
#   VITE_SUPABASE_URL=... VITE_SUPABASE_ANON_KEY=... npm start   (site against another backend)
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

SITE_PORT="${PORT:-3000}"
export BACKEND_PORT="${BACKEND_PORT:-54321}"
SITE_URL="http://localhost:${SITE_PORT}"

# shellcheck source=scripts/ensure-site-env.sh
source scripts/ensure-site-env.sh

bash scripts/ensure-deps.sh
npx panda codegen --silent
ensure_site_env default
echo "Building the site (VITE_SUPABASE_URL=${VITE_SUPABASE_URL})"
npm run build

tsx=node_modules/.bin/tsx
pids=()
stop_all() {
  trap - EXIT INT TERM
  local pid
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap stop_all EXIT

# Waits until an http URL answers (the servers print their own errors if they fail).
wait_for() {
  local url="$1" pid="$2" i
  for ((i = 0; i < 600; i++)); do
    if node -e "fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))" "$url" 2>/dev/null; then
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.2
  done
  return 1
}

node_modules/.bin/local-supabase --host 127.0.0.1 --port "$BACKEND_PORT" --data-dir .backend-data --mailbox .mailbox --site-url "$SITE_URL" &
pids+=($!)
wait_for "http://127.0.0.1:${BACKEND_PORT}/health" "${pids[-1]}" || { echo "The backend did not start (see above)." >&2; exit 1; }

"$tsx" tools/pages-dev/serve.ts --root dist/client --host 127.0.0.1 --port "$SITE_PORT" --quiet &
pids+=($!)
wait_for "http://127.0.0.1:${SITE_PORT}/" "${pids[-1]}" || { echo "The site server did not start (see above)." >&2; exit 1; }

echo
echo "  Site:     ${SITE_URL}"
echo "  Backend:  http://127.0.0.1:${BACKEND_PORT}  (Supabase-compatible API, PGlite data in .backend-data/)"
echo "  Mailbox:  http://127.0.0.1:${BACKEND_PORT}/mailbox/  (sign-up, password and discount e-mails)"
echo
echo "  Press Ctrl-C to stop."
echo

# Stop everything as soon as either server exits.
status=0
wait -n "${pids[@]}" || status=$?
echo "A server stopped (exit ${status}); shutting down." >&2
exit "$status"
