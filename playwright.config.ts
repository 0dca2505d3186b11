// End-to-end tests over the BUILT site (dist/client), served by Cloudflare Pages' own runtime
// (`wrangler pages dev`, tools/pages-dev/serve.ts), in Debian's Chromium or CHROMIUM_PATH (tools/chromium/chromium.ts).
// `npm test` builds the site first; to run only these: `npm run build && npx playwright test`.
// The local Supabase-compatible backend runs too, on PGlite in a throw-away data
// folder, on the port the build baked into the site.

import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './tools/chromium/chromium'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

const CI = Boolean(process.env.CI)
/**
 * Never attach to a server something else started (another checkout's run, an
 * `npm start`): it may serve other files or another database. E2E_REUSE_SERVERS=1
 * opts in, e.g. to keep servers up between local runs.
 */
const REUSE = process.env.E2E_REUSE_SERVERS === '1'
/** Port of the static site; scripts/test.sh picks a free one (default 4173). */
const SITE_PORT = Number(process.env.E2E_PORT ?? 4173)
/** Must match VITE_SUPABASE_URL of the build (scripts/test.sh). */
const BACKEND_PORT = Number(process.env.BACKEND_PORT ?? 54321)
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`
/**
 * The built site to serve. scripts/test.sh snapshots dist/client into
 * test-results/site right after its build, so another build in the same checkout
 * (a teammate's, a dev server's) cannot swap the files out under a running suite.
 */
const SITE_ROOT = process.env.E2E_SITE_ROOT ?? 'dist/client'

// What specs read to reach the servers (the config also runs in every worker).
process.env.E2E_SITE_URL = SITE_URL
process.env.E2E_BACKEND_PORT = String(BACKEND_PORT)
process.env.E2E_BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`

const repoRoot = path.dirname(fileURLToPath(import.meta.url))

// A fresh PGlite data folder and mailbox for every run, inside the git-ignored
// test-results/ so nothing piles up in /tmp. The config is evaluated in the runner
// and again in every worker; the runner resets the folder once and the workers
// inherit its path through the environment.
if (!process.env.E2E_BACKEND_DIR) {
  const dir = path.join(repoRoot, 'test-results/e2e-backend')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  process.env.E2E_BACKEND_DIR = dir
}
const backendDir = process.env.E2E_BACKEND_DIR
/** Tests read mails the backend "sent" from here (one JSON file per message). */
const MAILBOX_DIR = path.join(backendDir, 'mailbox')
process.env.E2E_MAILBOX_DIR = MAILBOX_DIR

const staticServer = {
  command: `npx tsx tools/pages-dev/serve.ts --root ${SITE_ROOT} --host 127.0.0.1 --port ${SITE_PORT} --quiet`,
  url: `${SITE_URL}/`,
  reuseExistingServer: REUSE,
  timeout: 30_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
}

const backendServer = {
  command: ['npx --no-install local-supabase', `--host 127.0.0.1 --port ${BACKEND_PORT}`, `--data-dir ${path.join(backendDir, 'data')}`, `--mailbox ${MAILBOX_DIR}`, `--site-url ${SITE_URL}`].join(
    ' ',
  ),
  url: `http://127.0.0.1:${BACKEND_PORT}/health`,
  reuseExistingServer: REUSE,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    // A test run signs up and logs in far more often than a person does.
    AUTH_RATE_LIMIT_SIGNUP: '10000',
    AUTH_RATE_LIMIT_RECOVER: '10000',
    AUTH_RATE_LIMIT_TOKEN: '10000',
    AUTH_RATE_LIMIT_VERIFY: '10000',
    AUTH_RATE_LIMIT_EMAIL_SENT: '10000',
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // `npm run test:stress` sets it: under load is where flakiness shows, and a retry would hide it.
  failOnFlakyTests: process.env.E2E_FAIL_ON_FLAKY === '1',
  workers: 2,
  // Budgets for a busy 2-core CI machine (decision 129, `npm run test:stress`): a passing test
  // takes no longer for them, since web-first assertions stop waiting as soon as they hold.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        // Debian's /usr/bin/chromium or CHROMIUM_PATH, with the flags Storybook and the bench use.
        launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: [staticServer, backendServer],
})
