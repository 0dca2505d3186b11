// Whatever the lead forms accept, the database stores (docs/decisions/144-bot-proof-forms.md). If the browser let
// through something chatbot_leads refuses, the visitor would read "Sorry, there was an issue...
// Please try again." and no retry could ever succeed. Random and hostile form input (as long as
// the form's fields allow) goes through checkChatLead; every accepted lead must insert as anon,
// stored exactly as sent. The same for the discount popup's address and leads.
import type { SupabaseClient } from '@supabase/supabase-js'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { checkChatLead } from '../../components/engagement/chat/lead'
import { isValidEmail } from '../../components/engagement/discount/email'
import { SERVICE_INTERESTS, VEHICLE_TYPES } from '../../components/engagement/chat/machine'
import { startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

/** The form's maxLength values (ChatPanel): counted in UTF-16 code units, like the browser. */
const fitting = (max: number) => (text: string) => text.length <= max
const hostile = fc.constantFrom('<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', "'; drop table chatbot_leads;--", '\u202e', '\u0000', '\u00a0', '\t', '😀', '𝒜')
const text = (max: number) =>
  fc
    .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), hostile, fc.string({ maxLength: 8 })), { maxLength: 12 })
    .map((parts) => parts.join(''))
    .filter(fitting(max))
const email = fc
  .oneof(
    fc.emailAddress(),
    fc.tuple(text(40), text(40), text(10)).map(([a, b, c]) => `${a}@${b}.${c}`),
  )
  .filter(fitting(254))
const phone = fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9+(). \u00a0\t-]{0,30}$/), text(30)).filter(fitting(30))

// PGlite: the same migrations as hosted Supabase; the whole database in process keeps 1,000 inserts fast.
describe('lead forms vs the database constraints (pglite)', () => {
  let backend: RunningBackend
  let anon: SupabaseClient

  beforeAll(async () => {
    backend = await startTestBackend('pglite')
    await ticketLeadsByDefault(backend)
    anon = createTestClient(backend)
  })
  afterAll(() => backend?.close())

  it('every lead the form accepts is stored exactly as sent (1,000 random and hostile forms)', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(text(100), email, phone, fc.constantFrom(...VEHICLE_TYPES), fc.constantFrom(...SERVICE_INTERESTS), async (name, address, tel, vehicle, service) => {
        const check = checkChatLead({ name, email: address, phone: tel }, vehicle, service)
        if (!check.ok) return
        accepted++
        // The repeat window would refuse a second lead from one address: start each case empty.
        await backend.query('delete from public.chatbot_leads')
        const { error } = await anon.from('chatbot_leads').insert(check.lead)
        expect(error, JSON.stringify(check.lead)).toBeNull()
        const [row] = await backend.query<Record<string, unknown>>('select name, email, phone from public.chatbot_leads')
        expect(row).toEqual({ name: check.lead.name, email: check.lead.email, phone: check.lead.phone })
      }),
      { numRuns: 1000 },
    )
    // The generators must actually reach the database, not only be refused by the form.
    expect(accepted).toBeGreaterThan(200)
  }, 300_000)

  it('every address the discount popup accepts is stored in leads exactly as sent (1,000 random and hostile addresses)', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(fc.oneof(email, text(254)), async (raw) => {
        if (!isValidEmail(raw)) return
        accepted++
        await backend.query('delete from public.leads')
        const address = raw.trim() // submitDiscount sends the trimmed address
        const { error } = await anon.from('leads').insert({ email: address })
        expect(error, JSON.stringify(address)).toBeNull()
        expect(await backend.query('select email from public.leads')).toEqual([{ email: address }])
      }),
      { numRuns: 1000 },
    )
    expect(accepted).toBeGreaterThan(200)
  }, 300_000)
})
