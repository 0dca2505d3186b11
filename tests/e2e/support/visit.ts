// Specs about the scheduler itself start as a visitor who already passed Book Now's ZIP step in
// this session (an in-area ZIP, the policy ticked): Book Now then opens the scheduler straight
// away. The step has its own spec (tests/e2e/zip-check.spec.ts).
import type { Page } from '@playwright/test'

/** Katy and Cinco Ranch both list it (data/areas.json). */
export const IN_AREA_ZIP = '77494'

/** Seeds this tab's session with a passed ZIP step (components/booking/visit/zip-session.ts, key visitZip). */
export async function rememberVisit(page: Page, zip = IN_AREA_ZIP): Promise<void> {
  await page.addInitScript(
    (value) => {
      if (location.protocol !== 'http:') return // not in the stand-in scheduler's frame
      try {
        sessionStorage.setItem('visitZip', value)
      } catch {
        // A frame without storage access.
      }
    },
    JSON.stringify({ zip, acknowledged: true }),
  )
}
