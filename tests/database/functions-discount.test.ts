// The real send-discount-email, run under Deno by the backend's functions runner
// exactly as `supabase functions serve` would run it: it reaches the database
// only through /rest/v1/rpc and sends mail through RESEND_API_URL.
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

/** A loopback port nothing listens on: SMTP to it fails at once, like a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** What the site's discount popup does first: an anonymous insert into leads (components/engagement/discount/submit.ts). */
async function signUp(backend: RunningBackend, email: string): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ email }),
  })
  if (response.status !== 201) throw new Error(`lead insert answered ${response.status}: ${await response.text()}`)
}

/** Runs `task` over `items`, `width` at a time: the Deno runner and a busy 2-core machine stay responsive. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(task))))
  return results
}

const CODE = /FIRST10-[A-Z0-9]{8}/g

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
      await ticketLeadsByDefault(backend)
      failing = await startTestBackend(engine, { smtp: { host: '127.0.0.1', port: await closedPort(), from: 'test <t@example.com>', secure: false } })
      await ticketLeadsByDefault(failing)
    })
    afterAll(async () => {
      await backend?.close()
      await failing?.close()
    })

    it('mails the code, then a reminder without it, then refuses a second reminder within the cooldown (429)', async () => {
      const email = uniqueEmail('deno-discount')
      await signUp(backend, email)
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
      await signUp(failing, email)
      const response = await invoke(failing, { email })
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ error: 'email_failed' })
      const rows = await failing.query<{ code: string; sent_at: string | null }>('select code, sent_at from public.discount_codes where email = $1', [email])
      expect(rows).toHaveLength(1)
      expect(rows[0]!.sent_at).toBeNull()
      // The failed send counts towards no cap.
      expect(await failing.query('select 1 from private.discount_mail_log where code_email = $1', [email])).toHaveLength(0)
    })

    it('claims mail atomically in SQL: of simultaneous claims one wins, the rest learn how long to wait; anon may not claim', async () => {
      const email = uniqueEmail('sql-cooldown')
      await signUp(backend, email)
      const claim = async (address: string) => (await backend.query<{ claim: { outcome: string; retry_after?: number } }>('select public.claim_discount_mail($1) as claim', [address]))[0]!.claim
      expect((await claim(email)).outcome).toBe('code')
      const answers = await Promise.all(Array.from({ length: 4 }, () => claim(email.toUpperCase())))
      expect(answers.filter((answer) => answer.outcome === 'reminder')).toHaveLength(1)
      for (const answer of answers.filter((a) => a.outcome !== 'reminder')) {
        expect(answer.outcome).toBe('cooldown')
        expect(answer.retry_after).toBeGreaterThan(590)
      }
      await backend.query(`select public.release_discount_mail($1, 'reminder')`, [email])
      expect((await claim(email)).outcome).toBe('reminder')
      const anon = await fetch(`${backend.url}/rest/v1/rpc/claim_discount_mail`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_email: email }),
      })
      expect(anon.status).toBe(401)
    })

    it('stops all discount mail past the hourly cap: 503 "try again later" for every address, and no mail', async () => {
      const email = uniqueEmail('hourly-cap')
      await signUp(backend, email)
      // The cap set to what this backend has already sent this hour: the next mail is one too many.
      await backend.query(`update private.discount_mail_settings set hourly_cap = (select count(*) from private.discount_mail_log where sent_at > now() - interval '1 hour')`)
      try {
        for (const address of [email, uniqueEmail('hourly-stranger')]) {
          const response = await invoke(backend, { email: address })
          expect(response.status).toBe(503)
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
          expect(await response.json()).toMatchObject({ error: 'try_again_later' })
        }
        expect(await mailsTo(backend, email)).toHaveLength(0)
      } finally {
        await backend.query('update private.discount_mail_settings set hourly_cap = 200')
      }
      // Under the cap again (and still within 30 minutes of signing up), the code goes out.
      expect((await invoke(backend, { email })).status).toBe(200)
      expect(await mailsTo(backend, email)).toHaveLength(1)
    })

    it('mails nobody who did not just sign up: 50 never-subscribed addresses get the answer of a real send and no mail', async () => {
      const addresses = Array.from({ length: 50 }, (_, i) => uniqueEmail(`stranger-${i}`))
      const answers = await inBatches(addresses, 5, async (email) => {
        const response = await invoke(backend, { email })
        return { status: response.status, body: (await response.json()) as unknown }
      })
      // The same answer as the real first send above: nothing tells a prober who is subscribed.
      expect(answers.filter((a) => a.status !== 200 || JSON.stringify(a.body) !== JSON.stringify({ sent: true, alreadySent: false }))).toEqual([])
      const mails = await inBatches(addresses, 10, (email) => mailsTo(backend, email))
      expect(mails.flat()).toHaveLength(0)
      expect(await backend.query('select 1 from public.discount_codes where email = any($1)', [addresses])).toHaveLength(0)
    })

    it('mails no first code for a lead older than this visit (30 minutes), and the answer is the same', async () => {
      const email = uniqueEmail('old-lead')
      await signUp(backend, email)
      await backend.query(`update public.leads set created_at = now() - interval '31 minutes' where lower(email) = $1`, [email])
      const response = await invoke(backend, { email })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ sent: true, alreadySent: false })
      expect(await mailsTo(backend, email)).toHaveLength(0)
    })

    it('gives me+1, me+2 and me+3 at gmail.com one code between them, each signed up as the site does', async () => {
      const local = `plus${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      const addresses = [1, 2, 3].map((n) => `${local}+${n}@gmail.com`)
      for (const email of addresses) {
        await signUp(backend, email)
        // me+3 may land in me+2's reminder cooldown (429): the mailbox is one, and so is its limit.
        expect([200, 429]).toContain((await invoke(backend, { email })).status)
      }
      const mails = (await Promise.all(addresses.map((email) => mailsTo(backend, email)))).flat()
      const codes = mails.flatMap((mail) => mail.text.match(CODE) ?? [])
      expect(codes).toHaveLength(1)
      expect(await backend.query('select 1 from public.discount_codes where email = any($1)', [addresses])).toHaveLength(1)
    })

    it('keeps its 400 answers for bad input', async () => {
      const response = await invoke(backend, { email: 'nope' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_email' })
    })
  })
}
