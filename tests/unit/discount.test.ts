import { describe, expect, it, vi } from 'vitest'
import { createRecentLeadStore, LEAD_REPEAT_WINDOW_MS } from '../../components/engagement/lead-guard'
import { isValidEmail } from '../../components/engagement/discount/email'
import { DISCOUNT_MESSAGES } from '../../components/engagement/discount/messages'
import { DISCOUNT_POPUP_DELAY_MS } from '../../components/engagement/discount/discount-popup-delay'
import { submitDiscount } from '../../components/engagement/discount/submit'
import { EXISTING_SUBSCRIBER, INVALID_EMAILS, NEW_SUBSCRIBER, VALID_EMAILS } from '../fixtures/engagement/emails'
import { createFakeSupabase, FUNCTION_ERROR, NETWORK_ERROR } from '../fixtures/engagement/fake-supabase'

describe('discount e-mail validation', () => {
  it.each(VALID_EMAILS)('accepts %j', (email) => expect(isValidEmail(email)).toBe(true))
  it.each(INVALID_EMAILS)('rejects %j', (email) => expect(isValidEmail(email)).toBe(false))
  it.each(['jane\u0000@example.com', 'jane@exam\u0007ple.com', 'jane@example.com\u007f'])('rejects control characters: %j', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
  it('rejects an address longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false)
  })
})

describe('discount submit flow', () => {
  const setup = (options: Parameters<typeof createFakeSupabase>[0] = {}) => {
    const fake = createFakeSupabase(options)
    const notify = vi.fn()
    return { fake, notify, submit: (email: string) => submitDiscount({ email, getClient: fake.getClient, notify }) }
  }

  it('waits 3000 ms before the popup opens', () => {
    expect(DISCOUNT_POPUP_DELAY_MS).toBe(3000)
  })

  it('new e-mail: inserts into leads (trimmed), invokes send-discount-email, no toast, sent', async () => {
    const { fake, notify, submit } = setup()
    expect(await submit(`  ${NEW_SUBSCRIBER} `)).toBe('sent')
    expect(fake.calls.inserts).toEqual([{ table: 'leads', row: { email: NEW_SUBSCRIBER } }])
    expect(fake.calls.invokes).toEqual([{ name: 'send-discount-email', body: { email: NEW_SUBSCRIBER } }])
    expect(notify).not.toHaveBeenCalled()
  })

  it('invalid e-mail: toast Invalid Email, nothing sent', async () => {
    const { fake, notify, submit } = setup()
    expect(await submit('not-an-email')).toBe('invalid')
    expect(notify).toHaveBeenCalledWith('error', 'Invalid Email', 'Please enter a valid email address')
    expect(fake.calls.inserts).toEqual([])
    expect(fake.calls.invokes).toEqual([])
  })

  it('duplicate (23505): toast Already Subscribed! and still sends the e-mail', async () => {
    const { fake, notify, submit } = setup({ existingEmails: [EXISTING_SUBSCRIBER] })
    expect(await submit(EXISTING_SUBSCRIBER)).toBe('sent')
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('info', 'Already Subscribed!', 'This email address is already on our list. Thanks for being a fan!')
    expect(fake.calls.invokes).toEqual([{ name: 'send-discount-email', body: { email: EXISTING_SUBSCRIBER } }])
  })

  it('the same e-mail twice: second time is a duplicate that still sends', async () => {
    const { fake, notify, submit } = setup()
    expect(await submit(NEW_SUBSCRIBER)).toBe('sent')
    expect(await submit(NEW_SUBSCRIBER)).toBe('sent')
    expect(fake.calls.invokes).toHaveLength(2)
    expect(notify.mock.calls.map((c) => c[1])).toEqual([DISCOUNT_MESSAGES.duplicate.title])
  })

  it('insert failure (not 23505): Submission Failed, no e-mail', async () => {
    const { fake, notify, submit } = setup({ insertError: NETWORK_ERROR })
    expect(await submit(NEW_SUBSCRIBER)).toBe('failed')
    expect(notify).toHaveBeenCalledWith('error', 'Submission Failed', "We couldn't process your request. Please check your connection and try again.")
    expect(fake.calls.invokes).toEqual([])
  })

  it('function failure: Submission Failed (also after a duplicate)', async () => {
    const plain = setup({ invokeError: FUNCTION_ERROR })
    expect(await plain.submit(NEW_SUBSCRIBER)).toBe('failed')
    expect(plain.notify).toHaveBeenLastCalledWith('error', DISCOUNT_MESSAGES.failed.title, DISCOUNT_MESSAGES.failed.description)

    const duplicate = setup({ invokeError: FUNCTION_ERROR, existingEmails: [EXISTING_SUBSCRIBER] })
    expect(await duplicate.submit(EXISTING_SUBSCRIBER)).toBe('failed')
    expect(duplicate.notify.mock.calls.map((c) => c[1])).toEqual(['Already Subscribed!', 'Submission Failed'])
  })

  it('a client that throws or cannot be created: Submission Failed', async () => {
    const throwing = setup({ throws: new TypeError('Failed to fetch') })
    expect(await throwing.submit(NEW_SUBSCRIBER)).toBe('failed')
    const notify = vi.fn()
    expect(await submitDiscount({ email: NEW_SUBSCRIBER, getClient: () => Promise.reject(new Error('unconfigured')), notify })).toBe('failed')
    expect(notify).toHaveBeenCalledWith('error', DISCOUNT_MESSAGES.failed.title, DISCOUNT_MESSAGES.failed.description)
  })
})

describe('discount guards (decision 144)', () => {
  const setup = (options: Parameters<typeof createFakeSupabase>[0] = {}) => {
    const fake = createFakeSupabase(options)
    const notify = vi.fn()
    let now = 1_000_000
    const recent = createRecentLeadStore('discount', { storage: () => undefined, now: () => now })
    const submit = (email: string, honeypot = '') => submitDiscount({ email, honeypot, recent, getClient: fake.getClient, notify })
    return { fake, notify, submit, advance: (ms: number) => (now += ms) }
  }

  it('honeypot filled: pretends success, sends nothing, says nothing, remembers nothing', async () => {
    const { fake, notify, submit } = setup()
    expect(await submit(NEW_SUBSCRIBER, 'http://spam.example')).toBe('sent')
    expect(await submit('not even an e-mail', 'x')).toBe('sent')
    expect(fake.calls).toEqual({ inserts: [], invokes: [] })
    expect(notify).not.toHaveBeenCalled()
    expect(await submit(NEW_SUBSCRIBER)).toBe('sent') // a person with the same address is not refused
  })

  it('the same address again within the window (any case): refused with a message, no request', async () => {
    const { fake, notify, submit, advance } = setup()
    expect(await submit(NEW_SUBSCRIBER)).toBe('sent')
    advance(LEAD_REPEAT_WINDOW_MS - 1)
    expect(await submit(` ${NEW_SUBSCRIBER.toUpperCase()} `)).toBe('repeat')
    expect(notify).toHaveBeenCalledWith('info', DISCOUNT_MESSAGES.repeat.title, DISCOUNT_MESSAGES.repeat.description)
    expect(fake.calls.inserts).toHaveLength(1)
    expect(fake.calls.invokes).toHaveLength(1)
    advance(1)
    expect(await submit(NEW_SUBSCRIBER)).toBe('sent') // window over: a duplicate that still sends
    expect(fake.calls.invokes).toHaveLength(2)
  })

  it('a failed submit is not remembered: the retry goes through', async () => {
    const failing = setup({ invokeError: FUNCTION_ERROR })
    expect(await failing.submit(NEW_SUBSCRIBER)).toBe('failed')
    expect(await failing.submit(NEW_SUBSCRIBER)).toBe('failed')
    expect(failing.fake.calls.invokes).toHaveLength(2)
  })

  it('an invalid address is reported as invalid, not as a repeat', async () => {
    const { submit } = setup()
    expect(await submit('jane@')).toBe('invalid')
    expect(await submit('jane@')).toBe('invalid')
  })
})

describe('discount form ticket (decision 144)', () => {
  it('sends the form ticket with the lead, and fails (to retry) without one rather than send a row the database drops', async () => {
    const fake = createFakeSupabase()
    const guard = { start: () => undefined, fields: vi.fn(async (honeypot = '') => ({ website: honeypot, form_ticket: 'TICKET' })) }
    expect(await submitDiscount({ email: NEW_SUBSCRIBER, getClient: fake.getClient, notify: vi.fn(), guard })).toBe('sent')
    expect(fake.calls.inserts).toEqual([{ table: 'leads', row: { email: NEW_SUBSCRIBER, website: '', form_ticket: 'TICKET' } }])
    const noTicket = { start: () => undefined, fields: () => Promise.reject(new Error('offline')) }
    const other = createFakeSupabase()
    expect(await submitDiscount({ email: NEW_SUBSCRIBER, getClient: other.getClient, notify: vi.fn(), guard: noTicket })).toBe('failed')
    expect(other.calls.inserts).toEqual([])
  })
})
