// Serves the stand-in scheduler for every request to the scheduler's origin (taken from
// data/business.json), and counts what was requested.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

const here = new URL('.', import.meta.url)
// Read with fs: Node's ESM loader (Playwright's) wants import attributes for JSON.
const business = JSON.parse(readFileSync(new URL('../../../../data/business.json', here), 'utf8')) as { schedulerOrigin: string; schedulerUrl: string }
const FILES: Record<string, { file: string; contentType: string }> = {
  '/assets/external/widget.js': { file: 'widget.js', contentType: 'text/javascript' },
  '/assets/external/widget.css': { file: 'widget.css', contentType: 'text/css' },
  '/__stub/frame.html': { file: 'frame.html', contentType: 'text/html' },
}

export const SCHEDULER_ORIGIN = new URL(business.schedulerOrigin).origin
export const SCHEDULER_URL = business.schedulerUrl

export interface SchedulerRequests {
  /** Request count by path, e.g. "/assets/external/widget.js". */
  counts: Record<string, number>
}

/** mode "offline": every request to the scheduler fails, as when it is blocked. */
export async function stubScheduler(page: Page, mode: 'stub' | 'offline' = 'stub'): Promise<SchedulerRequests> {
  const requests: SchedulerRequests = { counts: {} }
  await page.route(`${SCHEDULER_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url())
    requests.counts[pathname] = (requests.counts[pathname] ?? 0) + 1
    const served = FILES[pathname]
    if (mode === 'offline') return route.abort('internetdisconnected')
    if (!served) return route.fulfill({ status: 404, body: 'not in the stub' })
    return route.fulfill({ status: 200, contentType: served.contentType, body: readFileSync(new URL(served.file, here)) })
  })
  return requests
}
