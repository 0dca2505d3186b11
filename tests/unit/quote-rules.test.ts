import { describe, expect, it } from 'vitest'
import { checkDraft, draftTotal, formatCents, parseDollars, quoteOptions, tokenFromHash, type DraftLine } from '../../components/quotes/quote-rules'
import { readQuoteHandoff, saveQuoteHandoff } from '../../components/quotes/quote-handoff'
import { catalogue } from '../fixtures/catalogue/static'

const line = (label: string, price: string, key = label): DraftLine => ({ key, label, price })

describe('parseDollars', () => {
  it.each([
    ['349', 34900],
    ['$349', 34900],
    ['49.5', 4950],
    ['49.50', 4950],
    [' $1,199.00 ', 119900],
    ['0', 0],
    ['10000', 1000000],
  ])('%s -> %i cents', (text, cents) => expect(parseDollars(text)).toBe(cents))

  it.each(['', '-5', '10000.01', '1e3', '12.345', 'twelve', '1,19', '$', '99999999999999999999'])('refuses %j', (text) => expect(parseDollars(text)).toBeNull())
})

describe('checkDraft', () => {
  it('turns a draft into what the database takes', () => {
    const result = checkDraft({ lines: [{ ...line('Signature Detail (SUV)', '349'), service: 'Signature Detail (SUV)' }, line(' Pet hair ', '49.50')], note: '  Two hours. ', validDays: '14' })
    expect(result).toEqual({
      ok: true,
      payload: {
        lines: [
          { label: 'Signature Detail (SUV)', service: 'Signature Detail (SUV)', price_cents: 34900 },
          { label: 'Pet hair', service: null, price_cents: 4950 },
        ],
        note: 'Two hours.',
        validDays: 14,
      },
    })
  })

  it('says what is wrong with an empty quote, bad prices, a long note and a past or huge validity', () => {
    expect(checkDraft({ lines: [], note: '', validDays: '14' })).toMatchObject({ ok: false, errors: { form: expect.stringMatching(/at least one/) } })
    const bad = checkDraft({ lines: [line('', '-3', 'a'), line('Wash', '20000', 'b')], note: 'x'.repeat(1001), validDays: '-1' })
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        lines: { a: { label: 'Name this line.', price: expect.stringMatching(/between \$0.00 and \$10,000.00/) }, b: { price: expect.stringMatching(/between/) } },
        note: expect.stringMatching(/1000 characters \(it has 1001\)/),
        validDays: expect.stringMatching(/between 1 and 60 days/),
      },
    })
    for (const days of ['0', '61', 'soon', '1.5', ''])
      expect(checkDraft({ lines: [line('Wash', '10')], note: '', validDays: days })).toMatchObject({ ok: false, errors: { validDays: expect.any(String) } })
    expect(checkDraft({ lines: [line('Free', '0')], note: '', validDays: '7' })).toMatchObject({ ok: false, errors: { form: expect.stringMatching(/more than \$0.00/) } })
    expect(checkDraft({ lines: [line('A', '10000', 'a'), line('B', '10000', 'b'), line('C', '1', 'c')], note: '', validDays: '7' })).toMatchObject({
      ok: false,
      errors: { form: expect.stringMatching(/at most \$20,000.00/) },
    })
    expect(checkDraft({ lines: Array.from({ length: 21 }, (_, i) => line('A', '1', String(i))), note: '', validDays: '7' })).toMatchObject({
      ok: false,
      errors: { form: expect.stringMatching(/at most 20 lines/) },
    })
  })

  it('totals the prices that read as prices, and writes cents as the site writes dollars', () => {
    expect(draftTotal([line('A', '349'), line('B', 'x'), line('C', '49.50')])).toBe(39850)
    expect(formatCents(39850)).toBe('$398.50')
    expect(formatCents(119900)).toBe('$1,199.00')
  })
})

describe('quoteOptions', () => {
  it('lists every size of every package and each add-on at its catalogue price', () => {
    const options = quoteOptions(catalogue)
    expect(options).toHaveLength(catalogue.variants.length + catalogue.addOns.length)
    const first = catalogue.variants[0]!
    expect(options[0]).toEqual({ service: first.name, price: first.price })
  })
})

describe('tokenFromHash', () => {
  it('takes only a well-formed token from the fragment', () => {
    const token = 'a'.repeat(64)
    expect(tokenFromHash(`#token=${token}`)).toBe(token)
    expect(tokenFromHash(`#token=${token.toUpperCase()}`)).toBeNull()
    expect(tokenFromHash('#token=<script>')).toBeNull()
    expect(tokenFromHash('')).toBeNull()
  })
})

describe('the quote handoff', () => {
  it('round-trips through storage and refuses what this site did not write', () => {
    const store = new Map<string, string>()
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null }
    const handoff = { quoteId: 'q1', services: ['Signature Detail (SUV)'], lines: [{ label: 'Signature Detail (SUV)', service: 'Signature Detail (SUV)', price_cents: 34900 }], totalCents: 34900 }
    saveQuoteHandoff(handoff, storage)
    expect(readQuoteHandoff(storage)).toEqual(handoff)
    store.set('approved-quote', '{"quoteId": 3}')
    expect(readQuoteHandoff(storage)).toBeNull()
    store.set('approved-quote', 'not json')
    expect(readQuoteHandoff(storage)).toBeNull()
  })
})
