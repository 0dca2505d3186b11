import { describe, expect, it } from 'vitest'
import { checkChatLead, insertChatLead, toChatLead } from '../../components/engagement/chat/lead'
import { createFakeSupabase, DUPLICATE_ERROR, NETWORK_ERROR } from '../fixtures/engagement/fake-supabase'
import { sampleLead } from '../fixtures/engagement/chat'

describe('chat lead', () => {
  it('builds the chatbot_leads row: trimmed, phone optional (null when empty)', () => {
    expect(toChatLead({ name: ' Jane ', email: ' jane@example.com ', phone: '' }, 'SUV', 'Signature Detail')).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      phone: null,
      vehicle_type: 'SUV',
      service_interest: 'Signature Detail',
    })
    expect(toChatLead(sampleLead, 'Sedan', 'Interior Detail')?.phone).toBe(sampleLead.phone)
  })

  it.each([
    { name: '', email: 'jane@example.com', phone: '' },
    { name: '   ', email: 'jane@example.com', phone: '' },
    { name: 'Jane', email: '', phone: '555' },
    { name: 'Jane', email: 'not-an-email', phone: '' },
  ])('is incomplete without a name and an e-mail: %o', (form) => {
    expect(toChatLead(form, 'SUV', 'Signature Detail')).toBeUndefined()
  })

  it.each(['abc', '12345', '<img src=x onerror=alert(1)>', '555-0199; drop table', '1'.repeat(31)])('refuses the phone %j with its own problem, not as incomplete', (phone) => {
    expect(checkChatLead({ ...sampleLead, phone }, 'SUV', 'Signature Detail')).toEqual({ ok: false, problem: 'phone' })
  })

  it.each(['(281) 555-0199', '+1 281.555.0199', '2815550199', '  281-555-0199  '])('accepts the phone %j (trimmed)', (phone) => {
    const check = checkChatLead({ ...sampleLead, phone }, 'SUV', 'Signature Detail')
    expect(check).toMatchObject({ ok: true, lead: { phone: phone.trim() } })
  })

  it('keeps hostile markup in name and e-mail exactly as typed (it is rendered as text, never as HTML)', () => {
    const name = '<img src=x onerror=alert(1)>'
    const email = '"><svg/onload=alert(1)>@example.com'
    expect(checkChatLead({ name, email, phone: '' }, 'SUV', 'Exploring')).toMatchObject({ ok: true, lead: { name, email } })
  })

  it('drops U+0000, the one character Postgres text cannot hold; a no-break space is no phone character', () => {
    expect(checkChatLead({ name: 'Ja\u0000ne', email: 'jane@exa\u0000mple.com', phone: '' }, 'SUV', 'Exploring')).toMatchObject({
      ok: true,
      lead: { name: 'Jane', email: 'jane@example.com' },
    })
    expect(checkChatLead({ ...sampleLead, phone: '281\u00a0555 0199' }, 'SUV', 'Exploring')).toEqual({ ok: false, problem: 'phone' })
  })

  it('a missing name wins over a bad phone: the visitor fixes the required fields first', () => {
    expect(checkChatLead({ name: '', email: 'jane@example.com', phone: 'abc' }, 'SUV', 'Signature Detail')).toEqual({ ok: false, problem: 'incomplete' })
  })

  it('inserts into chatbot_leads and reports success', async () => {
    const fake = createFakeSupabase()
    const lead = toChatLead(sampleLead, 'Truck', 'Ceramic Coating')!
    expect(await insertChatLead(lead, fake.getClient)).toBe('stored')
    expect(fake.calls.inserts).toEqual([{ table: 'chatbot_leads', row: lead }])
  })

  it('sends the form ticket with the lead when given a guard (decision 144)', async () => {
    const fake = createFakeSupabase()
    const lead = toChatLead(sampleLead, 'Truck', 'Ceramic Coating')!
    const guard = { start: () => undefined, fields: async () => ({ website: '', form_ticket: 'TICKET' }) }
    expect(await insertChatLead(lead, fake.getClient, guard)).toBe('stored')
    expect(fake.calls.inserts).toEqual([{ table: 'chatbot_leads', row: { ...lead, website: '', form_ticket: 'TICKET' } }])
  })

  it('reports failure for an error answer, a throwing client and a client that cannot be created', async () => {
    const lead = toChatLead(sampleLead, 'Truck', 'Ceramic Coating')!
    expect(await insertChatLead(lead, createFakeSupabase({ insertError: NETWORK_ERROR }).getClient)).toBe('failed')
    expect(await insertChatLead(lead, createFakeSupabase({ throws: new TypeError('Failed to fetch') }).getClient)).toBe('failed')
    expect(await insertChatLead(lead, () => Promise.reject(new Error('not configured')))).toBe('failed')
  })

  it('reports a repeat when the database refuses the address as sent within the last minute (23505)', async () => {
    const lead = toChatLead(sampleLead, 'Truck', 'Ceramic Coating')!
    expect(await insertChatLead(lead, createFakeSupabase({ insertError: DUPLICATE_ERROR }).getClient)).toBe('repeat')
  })
})
