// Negative checks ("the popup does not come back") must give the page's own timers their chance
// to fire. A sleep in the test runner does not: on a busy machine the page can be too busy to run
// them in that time. This waits in the page instead, polled on its animation frames, so it ends
// only once the page has had `ms` of its own time and is free to answer.
import type { Page } from '@playwright/test'

export async function pageTimePasses(page: Page, ms: number): Promise<void> {
  const from = await page.evaluate(() => performance.now())
  await page.waitForFunction((until) => performance.now() > until, from + ms, { timeout: ms + 30_000 })
}
