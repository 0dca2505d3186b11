// The public forms' bot guard and the waiting list over HTTP, on both engines, as a bot that
// skips the browser would post them (docs/decisions/144-bot-proof-forms.md). A bot's row, a
// reused or expired ticket's and a waiting-list repeat are answered like a stored row (PostgREST's answer to an insert with return=minimal,
// https://docs.postgrest.org/en/latest/references/api/tables_views.html#insertions), and
// nothing is stored and nothing is queued for the owner.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient, uniqueEmail } from 'local-supabase/testing/clients'

describe.each(ENGINES)('form guard and waiting list on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient
  let service: SupabaseClient

  const post = (table: string, body: unknown) =>
    fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(body),
    })
  const count = async (sql: string, params: unknown[] = []) => Number((await backend.query<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0]!.n)
  const outbox = () => count('from private.owner_outbox')
  /** A ticket issued `seconds` ago, as a form shown that long before the submit would hold. */
  const ticket = async (seconds = 10) => {
    const { data, error } = await service.rpc('form_ticket_backdated', { p_seconds: seconds })
    expect(error).toBeNull()
    return data as string
  }

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    anon = createTestClient(backend)
    service = createTestClient(backend, backend.serviceRoleKey)
  })
  afterAll(() => backend?.close())

  it('anon gets a signed ticket, but not a back-dated one', async () => {
    const { data, error } = await anon.rpc('form_ticket')
    expect(error).toBeNull()
    expect(data).toMatch(/^[0-9]{13}-[0-9a-f]{16}\.[0-9a-f]{64}$/)
    expect((await anon.rpc('form_ticket_backdated', { p_seconds: 60 })).error).not.toBeNull()
  })

  it('forms that ask in the same instant get tickets of their own, and each stores its row', async () => {
    // One ticket admits one row, so two visitors handed the same ticket would lose a row.
    const tickets = await Promise.all(Array.from({ length: 20 }, () => ticket()))
    expect(new Set(tickets).size).toBe(tickets.length)
    const emails = tickets.map(() => uniqueEmail('same-instant'))
    await Promise.all(tickets.map((form_ticket, i) => post('waitlist', { email: emails[i], zip: '77084', form_ticket })))
    const { data } = await service.from('waitlist').select('email').in('email', emails)
    expect(data).toHaveLength(tickets.length)
  })

  it.each([
    ['a filled honeypot', async () => ({ website: 'https://spam.example', form_ticket: await ticket() })],
    ['no ticket', async () => ({})],
    ['a ticket asked for just now (faster than 3 s)', async () => ({ form_ticket: (await anon.rpc('form_ticket')).data as string })],
    ['a forged ticket', async () => ({ form_ticket: `${Date.now() - 60_000}.${'0'.repeat(64)}` })],
  ])('a bot row with %s is answered 201 on every form, and nothing is stored or queued', async (_, fields) => {
    const before = await outbox()
    const email = uniqueEmail('bot')
    const rows: [string, Record<string, unknown>][] = [
      ['leads', { email }],
      ['chatbot_leads', { name: 'Bot', email }],
      ['waitlist', { email, zip: '77084' }],
    ]
    for (const [table, row] of rows) {
      const response = await post(table, { ...row, ...(await fields()) })
      expect(response.status, table).toBe(201)
      expect(await count(`from public.${table} where email = $1`, [email]), table).toBe(0)
    }
    expect((await outbox()) - before).toBe(0)
  })

  it('a person joins the waiting list once per address and ZIP, a repeat is answered like a join, and the owner hears of it once', async () => {
    const before = await outbox()
    const email = uniqueEmail('wait')
    expect((await post('waitlist', { email, zip: '77084', website: '', form_ticket: await ticket() })).status).toBe(201)
    const again = await anon.from('waitlist').insert({ email: email.toUpperCase(), zip: '77084', website: '', form_ticket: await ticket() })
    expect(again.status).toBe(201)
    expect(again.error).toBeNull()
    expect((await anon.from('waitlist').insert({ email, zip: '77077', form_ticket: await ticket() })).error).toBeNull()
    expect(await count('from public.waitlist where lower(email) = lower($1)', [email])).toBe(2)
    const queued = await backend.query<{ kind: string; zip: string; website: string | null }>(
      `select kind, payload ->> 'zip' as zip, payload ->> 'website' as website from private.owner_outbox where payload ->> 'email' ilike $1 order by id`,
      [email],
    )
    expect(queued).toEqual([
      { kind: 'waitlist', zip: '77084', website: null },
      { kind: 'waitlist', zip: '77077', website: null },
    ])
    expect((await outbox()) - before).toBe(2)
    expect((await anon.from('waitlist').select('email')).error?.code).toBe('42501')
  })

  it('one ticket admits one row on any form: leads for a second address and a waiting-list row with it are dropped', async () => {
    const before = await outbox()
    const once = await ticket()
    const [first, second] = [uniqueEmail('once'), uniqueEmail('twice')]
    expect((await post('leads', { email: first, form_ticket: once })).status).toBe(201)
    expect((await post('leads', { email: second, form_ticket: once })).status).toBe(201)
    expect((await post('chatbot_leads', { name: 'Bot', email: second, form_ticket: once })).status).toBe(201)
    expect((await post('waitlist', { email: second, zip: '77084', form_ticket: once })).status).toBe(201)
    expect(await count('from public.leads where email in ($1, $2)', [first, second])).toBe(1)
    expect(await count('from public.chatbot_leads where email = $1', [second])).toBe(0)
    expect(await count('from public.waitlist where email = $1', [second])).toBe(0)
    expect((await outbox()) - before).toBe(1)
  })

  it('a ticket older than 20 minutes admits nothing', async () => {
    const email = uniqueEmail('expired')
    expect((await post('leads', { email, form_ticket: await ticket(21 * 60) })).status).toBe(201)
    expect(await count('from public.leads where email = $1', [email])).toBe(0)
  })

  // Every Prefer (and the singular Accept) the anon role may send to an insert
  // (https://github.com/PostgREST/postgrest src/library/PostgREST/ApiRequest/Preferences.hs):
  // a dropped row gets exactly the stored row's status, headers and body (Response.hs
  // actionResponse, MainTx.hs failNotSingular: both depend on the rows the INSERT counted).
  describe('a dropped row is answered exactly like a stored one', () => {
    const prefers = [
      '',
      'return=minimal',
      'return=headers-only',
      'return=representation',
      'count=exact',
      'count=planned',
      'count=estimated',
      'return=minimal, count=exact',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates, count=exact',
      'missing=default, count=exact',
      'handling=strict, count=exact',
      'handling=lenient',
      'handling=strict, max-affected=0, count=exact',
      'tx=rollback, count=exact',
      'tx=commit, count=exact',
    ]
    const answer = async (table: string, row: Record<string, unknown>, prefer: string, accept?: string) => {
      const response = await fetch(`${backend.url}/rest/v1/${table}`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
          ...(prefer ? { Prefer: prefer } : {}),
          ...(accept ? { Accept: accept } : {}),
        },
        body: JSON.stringify(row),
      })
      const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'))
      // The body of an error names nothing of the row; ids in it would differ anyway.
      return { status: response.status, headers, body: await response.text() }
    }
    const cases: [string, string, (email: string) => Promise<Record<string, unknown>>, (email: string) => Promise<Record<string, unknown>>][] = [
      ['a lead with a filled honeypot', 'leads', async (email) => ({ email, form_ticket: await ticket() }), async (email) => ({ email, website: 'x', form_ticket: await ticket() })],
      [
        'a chat lead with a used ticket',
        'chatbot_leads',
        async (email) => ({ name: 'Pat', email, form_ticket: await ticket() }),
        async (email) => {
          const used = await ticket()
          expect((await post('chatbot_leads', { name: 'Pat', email: uniqueEmail('first'), form_ticket: used })).status).toBe(201)
          return { name: 'Pat', email, form_ticket: used }
        },
      ],
      [
        'a waiting-list repeat',
        'waitlist',
        async (email) => ({ email, zip: '77084', form_ticket: await ticket() }),
        async (email) => {
          expect((await post('waitlist', { email, zip: '77084', form_ticket: await ticket() })).status).toBe(201)
          return { email: email.toUpperCase(), zip: '77084', form_ticket: await ticket() }
        },
      ],
    ]
    it.each(
      cases.flatMap(([label, table, stored, dropped]) => [
        ...prefers.map((prefer) => [label, table, prefer || '(none)', '(default)', stored, dropped] as const),
        [label, table, 'return=minimal', 'application/vnd.pgrst.object+json', stored, dropped] as const,
      ]),
    )('%s, posted to %s (Prefer: %s, Accept: %s)', async (_, table, preferLabel, acceptLabel, stored, dropped) => {
      const prefer = preferLabel === '(none)' ? '' : preferLabel
      const accept = acceptLabel === '(default)' ? undefined : acceptLabel
      const before = await outbox()
      const storedAnswer = await answer(table, await stored(uniqueEmail('kept')), prefer, accept)
      const afterStored = await outbox()
      const droppedEmail = uniqueEmail('dropped')
      const droppedRow = await dropped(droppedEmail)
      const afterSetup = await outbox()
      const droppedAnswer = await answer(table, droppedRow, prefer, accept)
      expect(droppedAnswer).toEqual(storedAnswer)
      expect((await outbox()) - afterSetup, 'nothing dropped reaches the outbox').toBe(0)
      expect(afterStored - before).toBeLessThanOrEqual(1)
      expect(await count(`from public.${table} where email like '%@husk.invalid'`)).toBe(0)
    })
  })

  it('a ZIP that is not five digits is refused with 400 and a check violation', async () => {
    const { error, status } = await anon.from('waitlist').insert({ email: uniqueEmail('zip'), zip: '7708', form_ticket: await ticket() })
    expect(status).toBe(400)
    expect(error?.code).toBe('23514')
  })
})
