// Serves the stand-in scheduler for every request to the scheduler's origin (taken from
// data/business.json), and counts what was requested.
import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'

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

/**
 * How the scheduler's origin answers:
 * - "stub": the stand-in widget (tests/e2e/support/scheduler-stub);
 * - "offline" / "abort": every request fails at the network level, as when it is blocked;
 * - "503": the scheduler answers 503 Service Unavailable;
 * - "hang": requests never get an answer (released when the test ends).
 */
export type SchedulerMode = 'stub' | 'offline' | 'abort' | '503' | 'hang'

export interface SchedulerControl extends SchedulerRequests {
  /** Changes how later requests are answered (e.g. the scheduler comes back for a retry). */
  setMode(mode: SchedulerMode): void
  /** Fails the requests held by "hang", so nothing is left pending when the page closes. */
  release(): Promise<void>
}

/** Serves the scheduler's origin in the given mode, switchable during the test. */
export async function controlScheduler(page: Page, initial: SchedulerMode = 'stub'): Promise<SchedulerControl> {
  let mode = initial
  const held: Route[] = []
  const control: SchedulerControl = {
    counts: {},
    setMode: (next) => {
      mode = next
    },
    release: async () => {
      for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined)
    },
  }
  await page.route(`${SCHEDULER_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url())
    control.counts[pathname] = (control.counts[pathname] ?? 0) + 1
    const served = FILES[pathname]
    switch (mode) {
      case 'offline':
        return route.abort('internetdisconnected')
      case 'abort':
        return route.abort('blockedbyclient')
      case '503':
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
      case 'hang':
        held.push(route)
        return
      case 'stub':
        if (!served) return route.fulfill({ status: 404, body: 'not in the stub' })
        return route.fulfill({ status: 200, contentType: served.contentType, body: readFileSync(new URL(served.file, here)) })
    }
  })
  return control
}

/** mode "offline": every request to the scheduler fails, as when it is blocked. */
export async function stubScheduler(page: Page, mode: 'stub' | 'offline' = 'stub'): Promise<SchedulerRequests> {
  return controlScheduler(page, mode)
}
