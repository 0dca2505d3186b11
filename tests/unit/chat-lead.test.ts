import { describe, expect, it } from 'vitest'
import { insertChatLead, toChatLead } from '../../components/chat/lead'
import { createFakeSupabase, NETWORK_ERROR } from '../fixtures/engagement/fake-supabase'
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

  it('inserts into chatbot_leads and reports success', async () => {
    const fake = createFakeSupabase()
    const lead = toChatLead(sampleLead, 'Truck', 'Ceramic Coating')!
    expect(await insertChatLead(lead, fake.getClient)).toBe(true)
    expect(fake.calls.inserts).toEqual([{ table: 'chatbot_leads', row: lead }])
  })

  it('reports failure for an error answer, a throwing client and a client that cannot be created', async () => {
    const lead = toChatLead(sampleLead, 'Truck', 'Ceramic Coating')!
    expect(await insertChatLead(lead, createFakeSupabase({ insertError: NETWORK_ERROR }).getClient)).toBe(false)
    expect(await insertChatLead(lead, createFakeSupabase({ throws: new TypeError('Failed to fetch') }).getClient)).toBe(false)
    expect(await insertChatLead(lead, () => Promise.reject(new Error('not configured')))).toBe(false)
  })
})
