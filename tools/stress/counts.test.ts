// tools/stress/counts.ts reads the figures of a test.sh run for `npm run test:stress`. The
// shapes below are what scripts/test.sh (banners, summary), Playwright's list reporter
// (https://playwright.dev/docs/test-reporters#list-reporter) and Jest's summary print.
import { describe, expect, it } from 'vitest'
import { parseE2e, parseRun, parseSteps, parseStorybook, stepSection } from './counts'

const RUN = `
==================================================================
== [build] Build the site (vike build, prerender to dist/client)
==================================================================
vite v8 building...
-- [build] passed in 95s

==================================================================
== [e2e] Playwright e2e over the built site in Chromium
==================================================================
Running 212 tests using 2 workers
  ✓  1 [chromium] › tests/e2e/auth.spec.ts:22:1 › sign up (12.1s)
  ✘  2 [chromium] › tests/e2e/bag.spec.ts:10:1 › bag (3.0s)
  1) [chromium] › tests/e2e/bag.spec.ts:10:1 › bag
    Error: expect(locator).toBeVisible() failed
  1 failed
    [chromium] › tests/e2e/bag.spec.ts:10:1 › bag
  2 flaky
    [chromium] › tests/e2e/routes.spec.ts:82:3 › /garage sends a guest to /login
    [chromium] › tests/e2e/auth.spec.ts:70:1 › a guest opening /garage
  3 skipped
  4 did not run
  202 passed (6.4m)
-- [e2e] FAILED (exit 1) after 400s

==================================================================
== [storybook] Storybook: static build + test-runner
==================================================================
Test Suites: 1 failed, 27 passed, 28 total
Tests:       1 failed, 2 skipped, 180 passed, 183 total
Snapshots:   150 passed, 150 total
-- [storybook] FAILED (exit 1) after 500s

== e2e failures (from test-results/e2e.log)
  1) [chromium] › tests/e2e/bag.spec.ts:10:1 › bag
  1 failed

==================================================================
== Summary
==================================================================
deps       passed      3s  npm packages (install when missing or stale)
build      passed     95s  Build the site (vike build, prerender to dist/client)
first-load skipped        needs Chromium (see the chromium step)
e2e        FAILED    400s  Playwright e2e over the built site in Chromium
storybook  FAILED    500s  Storybook: static build + test-runner
npm test: 2 STEP(S) FAILED in 1000s
`

describe('stress run counts', () => {
  it('reads every step of the summary table, with its seconds', () => {
    expect(parseSteps(RUN)).toEqual([
      { id: 'deps', result: 'passed', seconds: 3 },
      { id: 'build', result: 'passed', seconds: 95 },
      { id: 'first-load', result: 'skipped' },
      { id: 'e2e', result: 'FAILED', seconds: 400 },
      { id: 'storybook', result: 'FAILED', seconds: 500 },
    ])
  })

  it("reads Playwright's totals from the e2e step only", () => {
    expect(parseE2e(stepSection(RUN, 'e2e')!)).toEqual({ passed: 202, flaky: 2, failed: 1, skipped: 3, notRun: 4 })
  })

  it("reads Jest's Tests line, not the suites or snapshots line", () => {
    expect(parseStorybook(stepSection(RUN, 'storybook')!)).toEqual({ passed: 180, failed: 1, skipped: 2, total: 183 })
  })

  it('leaves out what a run did not print', () => {
    const buildOnly = RUN.slice(0, RUN.indexOf('== [e2e]'))
    expect(parseRun(buildOnly)).toEqual({ steps: [] })
    expect(parseE2e('Running 3 tests using 2 workers\n')).toBeUndefined()
    expect(parseStorybook('Test Suites: 28 passed, 28 total\n')).toBeUndefined()
  })

  it('a clean run', () => {
    const clean = `== [e2e] x\n  212 passed (5.0m)\n-- [e2e] passed in 300s\n== [storybook] y\nTests:       183 passed, 183 total\n== Summary\ne2e        passed    300s  x\nstorybook  passed    200s  y\n`
    expect(parseRun(clean)).toEqual({
      steps: [
        { id: 'e2e', result: 'passed', seconds: 300 },
        { id: 'storybook', result: 'passed', seconds: 200 },
      ],
      e2e: { passed: 212, flaky: 0, failed: 0, skipped: 0, notRun: 0 },
      storybook: { passed: 183, failed: 0, skipped: 0, total: 183 },
    })
  })
})
