import { describe, expect, it, vi } from 'vitest'
import type { FormGuard } from '../../lib/form-guard'
import { createJoinMemory, joinWaitlist, normalizeZip, type WaitlistClient, type WaitlistRow } from '../../components/booking/visit/join'
import { areasServing } from '../../components/booking/visit/service-area'
import areasJson from '../../data/areas.json'

const guard: FormGuard = { start: () => undefined, fields: async (honeypot = '') => ({ website: honeypot, form_ticket: 'T' }) }

function fakeClient(error: { code?: string } | null = null) {
  const rows: WaitlistRow[] = []
  const client: WaitlistClient = {
    from: () => ({
      insert: async (row: WaitlistRow) => {
        rows.push(row)
        return { error }
      },
    }),
  }
  return { rows, getClient: vi.fn(async () => client) }
}

describe('joinWaitlist', () => {
  it('stores the trimmed address and ZIP with the form ticket', async () => {
    const { rows, getClient } = fakeClient()
    await expect(joinWaitlist({ email: ' pat@example.com ', zip: ' 77084 ' }, { getClient, guard })).resolves.toEqual({ outcome: 'joined' })
    expect(rows).toEqual([{ email: 'pat@example.com', zip: '77084', website: '', form_ticket: 'T' }])
  })

  it('says "already" only for a join this browser made itself, and then sends nothing', async () => {
    const stored = new Map<string, string>()
    const area = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) }
    const memory = createJoinMemory(() => area)
    const { rows, getClient } = fakeClient()
    await expect(joinWaitlist({ email: 'Pat@Example.com', zip: '77084' }, { getClient, guard, memory })).resolves.toEqual({ outcome: 'joined' })
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient, guard, memory })).resolves.toEqual({ outcome: 'already' })
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77077' }, { getClient, guard, memory })).resolves.toEqual({ outcome: 'joined' })
    expect(rows.map((row) => row.zip)).toEqual(['77084', '77077'])
    // Another browser (no memory of it) sends the repeat, and the database answers it as a join.
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient, guard, memory: createJoinMemory(() => undefined) })).resolves.toEqual({ outcome: 'joined' })
  })

  it('never reads "already" out of an error: a 23505 is a failure to retry like any other', async () => {
    const { getClient } = fakeClient({ code: '23505' })
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient, guard })).resolves.toEqual({ outcome: 'failed' })
  })

  it('names the field to fix and sends nothing for a bad address or ZIP', async () => {
    const { rows, getClient } = fakeClient()
    await expect(joinWaitlist({ email: 'pat', zip: '77084' }, { getClient, guard })).resolves.toEqual({ outcome: 'invalid', problem: 'email' })
    for (const zip of ['7708', '77084-1234', 'abcde', '']) {
      await expect(joinWaitlist({ email: 'pat@example.com', zip }, { getClient, guard })).resolves.toEqual({ outcome: 'invalid', problem: 'zip' })
    }
    expect(rows).toEqual([])
  })

  it('shows a bot that filled the honeypot the same success and sends nothing', async () => {
    const { rows, getClient } = fakeClient()
    await expect(joinWaitlist({ email: 'bot@example.com', zip: '77084', honeypot: 'https://spam.example' }, { getClient, guard })).resolves.toEqual({ outcome: 'joined' })
    expect(rows).toEqual([])
  })

  it('fails (to retry) on any other error, on a client that cannot load and on a missing ticket', async () => {
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient: fakeClient({ code: '500' }).getClient, guard })).resolves.toEqual({ outcome: 'failed' })
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient: () => Promise.reject(new Error('offline')), guard })).resolves.toEqual({ outcome: 'failed' })
    const noTicket: FormGuard = { start: () => undefined, fields: () => Promise.reject(new Error('no ticket')) }
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient: fakeClient().getClient, guard: noTicket })).resolves.toEqual({ outcome: 'failed' })
  })
})

describe('ZIP codes', () => {
  it('takes five digits only', () => {
    expect(normalizeZip(' 77494 ')).toBe('77494')
    expect(normalizeZip('7749')).toBeNull()
    expect(normalizeZip('77494-0001')).toBeNull()
  })

  it('finds the areas of data/areas.json that serve a ZIP, and none for one outside', () => {
    expect(areasServing(areasJson.areas, '77494').map((a) => a.slug)).toEqual(['katy', 'cinco-ranch'])
    expect(
      areasServing(areasJson.areas, '77441')
        .map((a) => a.slug)
        .sort(),
    ).toEqual(['fulshear', 'jordan-ranch'])
    // 77084 is west Houston (Bear Creek), outside every area: the waiting list's test ZIP.
    expect(areasServing(areasJson.areas, '77084')).toEqual([])
  })
})
