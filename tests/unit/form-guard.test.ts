import { describe, expect, it, vi } from 'vitest'
import { MIN_FILL_TIME_MS, TICKET_LIFETIME_MS, TICKET_REFRESH_MS, createFormGuard, type FormTicketClient } from '../../lib/form-guard'
import { createCaptchaTokens, readTurnstileSiteKey } from '../../lib/turnstile/turnstile'

/** Lets the ticket's answer arrive (the fake resolves on the next turns of the event loop). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const TICKET = `1795676414902.${'a'.repeat(64)}`
/** The n-th ticket the fake database signs (each is another, as the database's are). */
const ticketNo = (n: number) => (n === 1 ? TICKET : `${1795676414902 + n}.${'a'.repeat(64)}`)

function setup(answers: { data: unknown; error: unknown }[]) {
  let clock = 1_000_000
  let signed = 0
  const slept: number[] = []
  const rpc = vi.fn(async () => answers.shift() ?? { data: ticketNo(++signed), error: null })
  const client: FormTicketClient = { rpc, functions: { invoke: async () => ({ data: null, error: new Error('not used') }) } }
  const guard = createFormGuard(async () => client, {
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
  })
  return { guard, rpc, slept, advance: (ms: number) => (clock += ms) }
}

describe('the form guard (decision 144)', () => {
  it('asks for a ticket when the form is shown and sends it with the empty honeypot', async () => {
    const { guard, slept, advance } = setup([])
    guard.start()
    await settle()
    advance(10_000)
    await expect(guard.fields('')).resolves.toEqual({ website: '', form_ticket: TICKET })
    expect(slept).toEqual([])
  })

  it('spends the ticket on each submit and asks for the next one at once, so no two rows carry one ticket', async () => {
    const { guard, rpc, slept, advance } = setup([])
    guard.start()
    await settle()
    advance(10_000)
    const first = await guard.fields('')
    expect(rpc).toHaveBeenCalledTimes(2)
    await settle()
    advance(10_000)
    const second = await guard.fields('')
    expect(second.form_ticket).not.toBe(first.form_ticket)
    // The next one was asked for right after the first submit: by the second it was old enough.
    expect(slept).toEqual([])
    // A double click: both submits get a ticket of their own.
    await settle()
    advance(10_000)
    const [a, b] = await Promise.all([guard.fields(''), guard.fields('')])
    expect(a.form_ticket).not.toBe(b.form_ticket)
  })

  it('a submit right after another waits out the fill time of its fresh ticket, and no longer', async () => {
    const { guard, slept, advance } = setup([])
    guard.start()
    await settle()
    advance(10_000)
    await guard.fields('')
    await settle()
    advance(500)
    await guard.fields('')
    expect(slept).toHaveLength(1)
    expect(slept[0]).toBeGreaterThanOrEqual(MIN_FILL_TIME_MS - 500)
    expect(slept[0]).toBeLessThanOrEqual(MIN_FILL_TIME_MS)
  })

  it('waits out the rest of the minimum fill time for a fast person instead of sending a row the database drops', async () => {
    const { guard, slept, advance } = setup([])
    guard.start()
    await settle()
    advance(1_000)
    await guard.fields('')
    expect(slept).toHaveLength(1)
    expect(slept[0]).toBeGreaterThanOrEqual(MIN_FILL_TIME_MS - 1_000)
  })

  it('asks again when the first request failed, and rejects when no ticket can be had', async () => {
    const { guard, rpc } = setup([{ data: null, error: { message: 'offline' } }])
    guard.start()
    await expect(guard.fields('')).resolves.toMatchObject({ form_ticket: TICKET })
    // The failed one, the retry, and the next submit's ticket.
    expect(rpc).toHaveBeenCalledTimes(3)
    const broken = setup([
      { data: 'not a ticket', error: null },
      { data: null, error: { message: 'down' } },
    ])
    broken.guard.start()
    await expect(broken.guard.fields('')).rejects.toThrow()
  })

  it('replaces a held ticket near the end of its life before sending it, waiting no more than the minimum fill time', async () => {
    const { guard, rpc, slept, advance } = setup([])
    guard.start()
    await settle()
    expect(TICKET_REFRESH_MS).toBeLessThan(TICKET_LIFETIME_MS)
    advance(TICKET_REFRESH_MS + 1)
    const { form_ticket } = await guard.fields('')
    expect(form_ticket).not.toBe(TICKET)
    expect(rpc).toHaveBeenCalledTimes(3)
    expect(slept).toHaveLength(1)
    expect(slept[0]).toBeLessThanOrEqual(MIN_FILL_TIME_MS + 250)
  })

  it('with Turnstile on, waits for the widget token and gets a verified ticket from the form-ticket function', async () => {
    const verified = `1795676414902c.${'b'.repeat(64)}`
    const invoke = vi.fn(async (_name: 'form-ticket', options: { body: { captchaToken: string } }) => ({ data: options.body.captchaToken === 'TOKEN' ? { ticket: verified } : null, error: null }))
    const rpc = vi.fn(async () => ({ data: TICKET, error: null }))
    const tokens = createCaptchaTokens()
    let clock = 0
    const guard = createFormGuard(async () => ({ rpc, functions: { invoke } }), { captcha: tokens, now: () => clock, sleep: async (ms) => void (clock += ms) })
    guard.start()
    await settle()
    expect(invoke).not.toHaveBeenCalled()
    tokens.set('TOKEN')
    await expect(guard.fields('')).resolves.toEqual({ website: '', form_ticket: verified })
    expect(invoke).toHaveBeenCalledWith('form-ticket', { body: { captchaToken: 'TOKEN' } })
    expect(rpc).not.toHaveBeenCalled()
  })
})

describe('captcha tokens', () => {
  it('hands each token out once and tells the widget to fetch the next', async () => {
    const tokens = createCaptchaTokens()
    const used = vi.fn()
    tokens.onUsed(used)
    const waiting = tokens.next()
    tokens.set('A')
    await expect(waiting).resolves.toBe('A')
    tokens.set('B')
    await expect(tokens.next()).resolves.toBe('B')
    expect(used).toHaveBeenCalledTimes(2)
    tokens.set('C')
    tokens.set(null) // expired before it was used
    let got = ''
    void tokens.next().then((t) => (got = t))
    await settle()
    expect(got).toBe('')
  })
})

describe('Turnstile site key', () => {
  it('is read from VITE_TURNSTILE_SITE_KEY; none (or blank) means no widget', () => {
    expect(readTurnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: ' 1x00000000000000000000AA ' })).toBe('1x00000000000000000000AA')
    expect(readTurnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: '' })).toBeNull()
    expect(readTurnstileSiteKey({})).toBeNull()
  })
})
