#!/usr/bin/env bash
# Sourced by test.sh and start.sh: exports the VITE_ variables the build bakes into the
# site so it talks to the local backend (http://127.0.0.1:54321 by default).
#   ensure_site_env force    -> always the local backend (the e2e build)
#   ensure_site_env default  -> keep VITE_SUPABASE_URL / _ANON_KEY if already set
ensure_site_env() {
  local mode="${1:-default}"
  local port="${BACKEND_PORT:-54321}"
  if [[ "$mode" == force || -z "${VITE_SUPABASE_URL:-}" ]]; then
    export VITE_SUPABASE_URL="http://127.0.0.1:${port}"
  fi
  if [[ "$mode" == force || -z "${VITE_SUPABASE_ANON_KEY:-}" ]]; then
    # The key the backend accepts for its secret (JWT_SECRET, else the dev default).
    VITE_SUPABASE_ANON_KEY="$(npx --no-install tsx -e "import('local-supabase/config').then((m) => m.anonKeyFor(process.env.JWT_SECRET || m.DEFAULT_JWT_SECRET)).then((k) => process.stdout.write(k))")" || return 1
    export VITE_SUPABASE_ANON_KEY
  fi
}

# free_port <preferred>: prints the preferred port if nothing listens on it on
# 127.0.0.1, else a free one the system picks. Several checkouts on one machine (or a
# running `npm start`) must not make the e2e run attach to somebody else's server.
free_port() {
  node -e '
    const net = require("node:net")
    const listen = (port, onError) => {
      const server = net.createServer()
      server.once("error", onError)
      server.listen(port, "127.0.0.1", () => {
        process.stdout.write(String(server.address().port))
        server.close()
      })
    }
    listen(Number(process.argv[1]), () => listen(0, (error) => { throw error }))
  ' "$1"
}
