// GoTrue hashes with bcrypt cost 10 (https://github.com/supabase/auth/blob/master/internal/crypto/password.go)
// in goroutines, so a burst of sign-ins never blocks other requests. Here the same
// burst must not stall the event loop either: /health stays quick while 50 run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser } from '../../src/testing/clients'

const SIGN_INS = 50
/** Generous for a shared 2-core machine, and far below the stall bcrypt on the event loop causes. */
const HEALTH_BOUND_MS = 1000

describe.each(ENGINES)('bcrypt off the event loop on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine, { bcryptCost: 10 })
  })
  afterAll(() => backend?.close())

  it(`/health answers within ${HEALTH_BOUND_MS} ms while ${SIGN_INS} cost-10 sign-ins run`, async () => {
    const user = await createConfirmedUser(backend)
    let running = true
    const signIns = Promise.all(
      Array.from({ length: SIGN_INS }, () =>
        fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        }).then((response) => response.status),
      ),
    ).finally(() => {
      running = false
    })
    const healthTimes: number[] = []
    while (running) {
      const started = performance.now()
      const response = await fetch(`${backend.url}/health`)
      await response.json()
      healthTimes.push(performance.now() - started)
      // A probe every ~20 ms samples the stall without competing with the sign-ins for CPU.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const statuses = await signIns
    expect(statuses).toEqual(Array(SIGN_INS).fill(200))
    console.info(`[${engine}] /health during ${SIGN_INS} sign-ins: ${healthTimes.length} probes, max ${Math.max(...healthTimes).toFixed(0)} ms`)
    expect(healthTimes.length).toBeGreaterThan(1)
    expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_BOUND_MS)
  })
})
