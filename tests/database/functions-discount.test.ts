// The real send-discount-email, run under Deno by the backend's functions runner
// exactly as `supabase functions serve` would run it: it reaches the database
// only through /rest/v1/rpc and sends mail through RESEND_API_URL.
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { mailsTo, uniqueEmail } from 'local-supabase/testing/clients'

/** A loopback port nothing listens on: SMTP to it fails at once, like a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function invoke(backend: RunningBackend, body: unknown) {
  return fetch(`${backend.url}/functions/v1/send-discount-email`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

for (const engine of ENGINES) {
  describe(`send-discount-email under Deno on ${engine}`, () => {
    let backend: RunningBackend
    let failing: RunningBackend
    beforeAll(async () => {
      backend = await startTestBackend(engine)
      failing = await startTestBackend(engine, { smtp: { host: '127.0.0.1', port: await closedPort(), from: 'test <t@example.com>', secure: false } })
    })
    afterAll(async () => {
      await backend?.close()
      await failing?.close()
    })

    it('mails the code, then a reminder without it, then refuses a second reminder within the cooldown (429)', async () => {
      const email = uniqueEmail('deno-discount')
      const first = await invoke(backend, { email })
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ sent: true, alreadySent: false })
      const mails = await mailsTo(backend, email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toMatch(/FIRST10-[A-Z0-9]{8}/)

      const second = await invoke(backend, { email: email.toUpperCase() })
      expect(second.status).toBe(200)
      expect(await second.json()).toEqual({ sent: true, alreadySent: true })

      const third = await invoke(backend, { email })
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await third.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringContaining('10 minutes') })
      expect(await mailsTo(backend, email)).toHaveLength(2)

      // Once the cooldown has passed, a reminder goes out again.
      await backend.query(`update public.discount_codes set last_reminded_at = now() - interval '11 minutes' where email = $1`, [email])
      expect((await invoke(backend, { email })).status).toBe(200)
      expect(await mailsTo(backend, email)).toHaveLength(3)
    })

    it('answers 502 when the mail cannot be sent, and releases the code so a retry sends the same one', async () => {
      const email = uniqueEmail('deno-release')
      const response = await invoke(failing, { email })
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ error: 'email_failed' })
      const rows = await failing.query<{ code: string; sent_at: string | null }>('select code, sent_at from public.discount_codes where email = $1', [email])
      expect(rows).toHaveLength(1)
      expect(rows[0]!.sent_at).toBeNull()
    })

    it('claims reminders atomically in SQL: of simultaneous claims one wins, the rest learn how long to wait', async () => {
      const email = uniqueEmail('sql-cooldown')
      await backend.query('select public.claim_discount_code($1)', [email])
      const waits = await Promise.all(
        Array.from({ length: 4 }, async () => (await backend.query<{ wait: number }>('select public.claim_discount_reminder($1) as wait', [email.toUpperCase()]))[0]!.wait),
      )
      expect(waits.filter((wait) => wait === 0)).toHaveLength(1)
      for (const wait of waits.filter((w) => w !== 0)) expect(wait).toBeGreaterThan(590)
      await backend.query('select public.release_discount_reminder($1)', [email])
      expect((await backend.query<{ wait: number }>('select public.claim_discount_reminder($1) as wait', [email]))[0]!.wait).toBe(0)
      const anon = await fetch(`${backend.url}/rest/v1/rpc/claim_discount_reminder`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_email: email }),
      })
      expect(anon.status).toBe(401)
    })

    it('keeps its 400 answers for bad input', async () => {
      const response = await invoke(backend, { email: 'nope' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_email' })
    })
  })
}
