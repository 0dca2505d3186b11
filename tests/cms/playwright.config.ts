// The owner's round trip through the CMS (tests/cms/owner-edits.spec.ts), in Chromium: `npm run cms`
// in a temporary clone of this repository, edits in /admin, then one rebuild of the clone served
// like a static host. Its own config: it starts its own servers, in its own folder, one test at a
// time (the steps build on each other). `npm test -- cms` runs it.
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/chromium/chromium'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/cms',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Budgets for a busy 2-core machine (docs/decisions/129-test-suite-under-load.md); the rebuild is the long step.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 1000 }, channel: undefined, launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } },
    },
  ],
})
