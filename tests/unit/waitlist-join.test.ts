import { describe, expect, it, vi } from 'vitest'
import type { FormGuard } from '../../lib/form-guard'
import { joinWaitlist, normalizeZip, type WaitlistClient, type WaitlistRow } from '../../lib/waitlist/join'
import { areasServing } from '../../lib/waitlist/service-area'
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

  it('answers a repeat (23505) as already on the list', async () => {
    const { getClient } = fakeClient({ code: '23505' })
    await expect(joinWaitlist({ email: 'pat@example.com', zip: '77084' }, { getClient, guard })).resolves.toEqual({ outcome: 'already' })
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
