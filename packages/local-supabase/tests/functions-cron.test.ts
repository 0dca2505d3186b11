// The local cron that stands in for hosted pg_cron: runs on its interval, never
// two runs at once, survives failures, stops cleanly, and is off at 0.
import { describe, expect, it } from 'vitest'
import { startFunctionCron } from '../src/functions/function-cron'

describe('function cron', () => {
  it('skips ticks while a run is still going, keeps going after a failure, and waits for the run on stop', async () => {
    let running = 0
    let maxRunning = 0
    let runs = 0
    const logs: string[] = []
    const cron = startFunctionCron({
      intervalMs: 20,
      shouldRun: () => true,
      run: async () => {
        runs += 1
        running += 1
        maxRunning = Math.max(maxRunning, running)
        await new Promise((resolve) => setTimeout(resolve, 100))
        running -= 1
        if (runs === 1) throw new Error('first run fails')
      },
      log: (message) => logs.push(message),
    })
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
    await cron.stop()
    expect(running).toBe(0)
    expect(maxRunning).toBe(1)
    expect(logs).toEqual(['scheduled run failed: first run fails'])
    const stoppedAt = runs
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(runs).toBe(stoppedAt)
  })

  it('does nothing when the interval is 0 or the function is absent', async () => {
    let runs = 0
    const off = startFunctionCron({ intervalMs: 0, shouldRun: () => true, run: async () => void (runs += 1), log: () => undefined })
    let checks = 0
    const absent = startFunctionCron({ intervalMs: 10, shouldRun: () => (checks += 1) < 0, run: async () => void (runs += 1), log: () => undefined })
    await expect.poll(() => checks).toBeGreaterThanOrEqual(3)
    await off.stop()
    await absent.stop()
    expect(runs).toBe(0)
  })
})
