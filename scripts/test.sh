#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh clone, with nothing installed by hand.
#
#   npm test                   all steps
#   npm test -- unit e2e       only the named steps (deps and chromium always run)
#   CHROMIUM_PATH=... npm test  the browser steps in that Chromium instead of /usr/bin/chromium
#
# Steps: deps, codegen, chromium, typecheck, lint, one Vitest run per project (unit,
# backend, ...; `vitest` selects them all), functions (deno check + deno test of
# supabase/functions), build
# (the site, wired to the local backend the e2e run starts), first-load (the home
# page's first-load JS against its budget, on that build), e2e (Playwright over
# dist/client), cms (the owner's edits in /admin, in a temporary clone), storybook (static build +
# test-runner).
# A failing check does not hide the others: later steps still run unless they need
# what failed (nothing runs without deps and codegen; e2e needs the build). The
# script exits non-zero if any step failed.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PLAYWRIGHT_HTML_OPEN=never
export FORCE_COLOR="${FORCE_COLOR:-0}"

# shellcheck source=scripts/ensure-site-env.sh
source scripts/ensure-site-env.sh

# Everything lives in main(), so bash parses the whole file before running any of it:
# editing or checking out this file during a run cannot change the running suite.
main() {

  selected=("$@")
  results=()
  failed=0
  suite_started=$SECONDS

  wanted() {
    [[ ${#selected[@]} -eq 0 ]] && return 0
    local s
    for s in "${selected[@]}"; do [[ "$s" == "$1" ]] && return 0; done
    return 1
  }

  # step <id> <title> <command...>: runs the command, prints a banner and the time taken.
  step() {
    local id="$1" title="$2"
    shift 2
    local started=$SECONDS status=0
    printf '\n==================================================================\n'
    printf '== [%s] %s\n' "$id" "$title"
    printf '==================================================================\n'
    "$@" || status=$?
    local elapsed=$((SECONDS - started))
    if [[ $status -eq 0 ]]; then
      printf -- '-- [%s] passed in %ss\n' "$id" "$elapsed"
      results+=("$(printf '%-10s passed  %5ss  %s' "$id" "$elapsed" "$title")")
    else
      printf -- '-- [%s] FAILED (exit %s) after %ss\n' "$id" "$status" "$elapsed"
      results+=("$(printf '%-10s FAILED  %5ss  %s' "$id" "$elapsed" "$title")")
      failed=$((failed + 1))
    fi
    return $status
  }

  skip() {
    printf '\n-- [%s] skipped: %s\n' "$1" "$2"
    results+=("$(printf '%-10s skipped        %s' "$1" "$2")")
  }

  summary() {
    local total=$((SECONDS - suite_started))
    printf '\n==================================================================\n'
    printf '== Summary\n'
    printf '==================================================================\n'
    printf '%s\n' "${results[@]}"
    if [[ $failed -eq 0 ]]; then
      printf 'npm test: ALL STEPS PASSED in %ss\n' "$total"
    else
      printf 'npm test: %s STEP(S) FAILED in %ss\n' "$failed" "$total"
    fi
  }

  # The e2e step's failures again, at the very end: CI keeps only the tail of a run's output, and
  # the storybook step prints a screenful after e2e. Playwright's list reporter numbers each
  # failure ("  1) [chromium] › ...") with its error and call log.
  e2e_failures() {
    [[ -f test-results/e2e.log ]] || return 0
    grep -q '^  1) \[' test-results/e2e.log || return 0
    printf '\n== e2e failures (from test-results/e2e.log)\n'
    # head stops reading after 250 lines: the SIGPIPE that gives grep must not end the script
    # (pipefail and errexit) before the summary.
    sed -n '/^  1) \[/,$p' test-results/e2e.log | grep -v -E '^\s+(attachment #|Usage:|npx playwright show-trace|test-results/e2e/.*\.(png|zip|md)$|─+$)' | head -n 250 || true
  }

  finish() {
    e2e_failures
    summary
    [[ $failed -eq 0 ]] && exit 0 || exit 1
  }

  run_build() {
    # Ports of this run's e2e servers: the defaults (site 4173, backend 54321) unless
    # taken. The backend's URL is baked into the build, so both are chosen here.
    export E2E_PORT="${E2E_PORT:-$(free_port 4173)}"
    export BACKEND_PORT="${BACKEND_PORT:-$(free_port 54321)}"
    ensure_site_env force || return 1
    # data/gallery.json has no pairs (no photos of real jobs yet), so the e2e build reads a fixture
    # pair made of the repository's own sample photo: the gallery page, the first service page's
    # slider and the first-load check on that page are then built and tested
    # (docs/decisions/153-before-after-gallery.md). Exported, so the e2e step's route list
    # (tests/e2e/fixtures/routes.ts) reads the same file.
    export CATALOGUE_GALLERY_FILE="${CATALOGUE_GALLERY_FILE:-tests/fixtures/gallery/gallery.json}"
    echo "e2e ports: site ${E2E_PORT}, backend ${BACKEND_PORT}"
    echo "VITE_SUPABASE_URL=$VITE_SUPABASE_URL"
    npm run build || return 1
    # The e2e suite serves a snapshot, so a later build in this checkout cannot change
    # the files under it mid-run.
    rm -rf test-results/site && mkdir -p test-results && cp -a dist/client test-results/site
  }

  run_e2e() {
    mkdir -p test-results
    npx playwright test 2>&1 | tee test-results/e2e.log
    return "${PIPESTATUS[0]}"
  }

  run_storybook() {
    npm run build-storybook && npm run test-storybook:ci
  }

  # Prerequisites: without them nothing else can run.
  step deps "npm packages (install when missing or stale)" bash scripts/ensure-deps.sh || finish
  step codegen "Panda CSS codegen (styled-system/)" npx panda codegen --silent || finish
  # Only the browser steps (first-load, e2e, storybook) need Chromium; without it the rest still
  # runs (the one unit test that launches it skips itself: tools/chromium/chromium.ts), and the chromium step
  # says how to point CHROMIUM_PATH at an installed one (docs/decisions/030-test-and-serve-harness.md).
  has_chromium=0
  step chromium "Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium" bash scripts/ensure-chromium.sh && has_chromium=1

  if wanted typecheck; then
    step typecheck "TypeScript (tsc --noEmit, strict)" npx tsc --noEmit -p tsconfig.json || true
  fi
  # The layers and feature boundaries the docs describe, hooks and a11y rules, and Prettier's
  # formatting (decisions 122, 123).
  if wanted lint; then
    step lint "ESLint (layers, hooks, a11y) + prettier --check (npm run lint)" npm run -s lint || true
  fi
  # One Vitest run per project (tests/<dir>/, packages/<name>/ and tools/vitest.config.ts): separate counts and
  # timings, and projects with different worker settings never share a run.
  vitest_projects=()
  for config in tests/*/vitest.config.ts packages/*/vitest.config.ts tools/vitest.config.ts; do
    [[ -f "$config" ]] || continue
    name="$(sed -n "s/^[[:space:]]*name:[[:space:]]*['\"]\([^'\"]*\)['\"].*/\1/p" "$config" | head -n 1)"
    vitest_projects+=("${name:-$(basename "$(dirname "$config")")}")
  done
  for project in "${vitest_projects[@]}"; do
    if wanted vitest || wanted "$project"; then
      step "$project" "Vitest project '$project'" npx vitest run --project "$project" || true
    fi
  done
  # The pgTAP files `supabase test db` runs, through Debian's pg_prove (decision 096).
  if wanted sql; then
    step sql "pgTAP: supabase/tests through pg_prove, unseeded and seeded (scripts/test-sql.ts)" npx tsx scripts/test-sql.ts || true
  fi

  if wanted functions; then
    step functions "Edge functions: deno check + deno test, offline (npm run test:functions)" npm run -s test:functions || true
  fi

  built=0
  if wanted build || wanted e2e || wanted first-load; then
    step build "Build the site (vike build, prerender to dist/client)" run_build && built=1 || true
  fi
  # A cheap guard on the build just made: the JS the home page requests before idle (docs/decisions/110-islands-html-only-pages.md),
  # and the first service page's (from data/), which carried the whole catalogue until the page's data fed Add to Bag.
  if wanted build || wanted first-load; then
    if [[ $has_chromium -ne 1 ]]; then
      skip first-load "needs Chromium (see the chromium step)"
    elif [[ $built -eq 1 ]]; then
      step first-load "Home and service page: JS requested before idle ≤ 77 KB gz, home HTML ≤ 14 KB gz (decision 110)" npx tsx scripts/check-first-load-js.ts --root test-results/site || true
    else
      skip first-load "needs a successful build"
    fi
  fi
  if wanted e2e; then
    if [[ $has_chromium -ne 1 ]]; then
      skip e2e "needs Chromium (see the chromium step)"
    elif [[ $built -eq 1 ]]; then
      rm -f test-results/e2e.log
      E2E_SITE_ROOT=test-results/site step e2e "Playwright e2e over the built site in Chromium" run_e2e || true
    else
      skip e2e "needs a successful build"
    fi
  fi
  # The owner's round trip through the CMS: npm run cms in a temporary clone of this repository,
  # edits in /admin, one rebuild of the clone (tests/cms/, docs/decisions/140-cms-at-admin.md). Its own servers and build.
  if wanted cms; then
    if [[ $has_chromium -eq 1 ]]; then
      step cms "CMS e2e: npm run cms in a temporary clone, edits in /admin, rebuild (tests/cms)" npx playwright test -c tests/cms/playwright.config.ts || true
    else
      skip cms "needs Chromium (see the chromium step)"
    fi
  fi
  if wanted storybook; then
    if [[ $has_chromium -eq 1 ]]; then
      step storybook "Storybook: static build + test-runner" run_storybook || true
    else
      skip storybook "needs Chromium (see the chromium step)"
    fi
  fi

  finish
}

main "$@"
