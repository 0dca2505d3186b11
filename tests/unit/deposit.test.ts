// The deposit the scheduler takes: what the booking page and the bag say before it opens,
// what My Garage and the mails say of a booking's payment (Calendly's invitee `payment`:
// https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee),
// and the catalogue check that keeps the owner's policy text in step with the setting.
import { afterEach, describe, expect, it } from 'vitest'
import { cancelNotice, depositFor, depositLines, depositNotice, formatMoney, insideRefundWindow } from '../../lib/catalogue/deposit'
import { readDepositSetting, refundAdvice, type DepositSetting } from '../../supabase/functions/_shared/deposit'
import { depositTerms } from '../../lib/catalogue/visit-terms'
import { bookingData } from '../../components/booking/data'
import { bagCatalogue } from '../../lib/catalogue/bag-products'
import { formatProblem, validateCatalogue } from '../../lib/catalogue/validate'
import { catalogue } from '../fixtures/catalogue/static'
import { imageExists, realCatalogueFiles, reservedRoutes, type Json } from '../fixtures/catalogue/real-files'
import { DEPOSIT_BOOKING, DEPOSIT_SETTING, FAILED_DEPOSIT_BOOKING, PAID } from '../fixtures/garage/deposits'

const FIXED = DEPOSIT_SETTING
const PER_SERVICE: DepositSetting = { kind: 'per-service', amount: 25, perService: [{ service: 'signature-detail', amount: 75 }], refundableHours: 48 }
const { catalogue: prices } = depositTerms(catalogue)

describe('the deposit a visit takes', () => {
  it('is none, a fixed amount, or the largest of its services’ amounts', () => {
    expect(depositFor({ kind: 'none' }, ['signature-detail-suv'])).toBeNull()
    expect(depositFor(undefined, ['signature-detail-suv'])).toBeNull()
    expect(depositFor(FIXED, [])).toBe(50)
    expect(depositFor(PER_SERVICE, ['signature-detail-suv', 'engine-bay-detailing'], catalogue.variants)).toBe(75)
    expect(depositFor(PER_SERVICE, ['engine-bay-detailing'], catalogue.variants)).toBe(25)
    expect(depositFor({ kind: 'per-service', perService: [{ service: 'signature-detail', amount: 75 }] }, ['wash-and-wax-suv'], catalogue.variants)).toBeNull()
  })

  it('is said in one sentence before the scheduler opens', () => {
    expect(depositNotice(FIXED)).toBe('A $50 deposit holds your visit; refundable up to 24 hours before.')
    expect(depositNotice({ ...FIXED, refundableHours: 0 })).toBe('A $50 deposit holds your visit; it is not refundable.')
    expect(depositNotice(PER_SERVICE)).toBe('A deposit of $25 to $75, by service, holds your visit; refundable up to 48 hours before.')
    expect(depositNotice(PER_SERVICE, ['signature-detail'])).toBe('A $75 deposit holds your visit; refundable up to 48 hours before.')
    expect(depositNotice({ kind: 'none' })).toBeNull()
  })

  it('reaches the booking page and the bag only when the owner takes one', () => {
    const withDeposit = { ...catalogue, business: { ...catalogue.business, deposit: FIXED } }
    expect(bookingData(withDeposit, 'signature-detail').deposit).toBe('A $50 deposit holds your visit; refundable up to 24 hours before.')
    expect(bookingData(withDeposit).deposit).toBe('A $50 deposit holds your visit; refundable up to 24 hours before.')
    expect(bagCatalogue(withDeposit).deposit).toEqual(FIXED)
    const none = { ...catalogue, business: { ...catalogue.business, deposit: { kind: 'none' as const } } }
    expect(bookingData(none, 'signature-detail').deposit).toBeNull()
    expect(bagCatalogue(none)).not.toHaveProperty('deposit')
    expect(depositTerms(none).setting).toBeNull()
  })
})

describe('dollar amounts', () => {
  const intlNumberFormat = Intl.NumberFormat
  afterEach(() => {
    Intl.NumberFormat = intlNumberFormat
  })

  // The bag builds the sentence during a tap, where a first Intl currency formatter would load
  // the locale's currency data (supabase/functions/_shared/price.ts).
  it('are written without an Intl formatter; only another currency builds one', () => {
    let built = 0
    Intl.NumberFormat = new Proxy(intlNumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
        built += 1
        return new target(...args)
      },
    })
    expect(depositNotice(PER_SERVICE)).toBe('A deposit of $25 to $75, by service, holds your visit; refundable up to 48 hours before.')
    expect(depositNotice({ ...FIXED, amount: 1250 })).toBe('A $1,250 deposit holds your visit; refundable up to 24 hours before.')
    expect(depositLines(DEPOSIT_BOOKING, FIXED, prices).deposit).toBe('Deposit paid $50.00')
    expect(built).toBe(0)
    expect(formatMoney(50, 'EUR')).toBe('€50.00')
    expect(built).toBe(1)
  })

  it('keep the cents of an amount that has them', () => {
    expect(depositNotice({ ...FIXED, amount: 49.5 })).toBe('A $49.50 deposit holds your visit; refundable up to 24 hours before.')
    expect(formatMoney(12.5, 'XYZ1')).toBe('12.50 XYZ1')
  })
})

describe("a booking's deposit and balance", () => {
  it('says the deposit paid and the services at catalogue prices less it', () => {
    // Signature Detail (XL) $449 + Pet Hair Removal $65.
    expect(depositLines(DEPOSIT_BOOKING, FIXED, prices)).toMatchObject({ deposit: 'Deposit paid $50.00', balance: 'Balance due $464.00', balanceDue: 464 })
  })

  it('reads the amount PostgREST or another client gives, number or numeric text', () => {
    expect(depositLines({ ...DEPOSIT_BOOKING, payment_amount: '50.00' }, FIXED, prices).deposit).toBe('Deposit paid $50.00')
  })

  it('says a failed payment, and takes nothing off for it', () => {
    expect(depositLines(FAILED_DEPOSIT_BOOKING, FIXED, prices)).toMatchObject({
      deposit: 'Deposit not paid: the $50.00 payment through Stripe did not go through',
      balance: 'Balance due $514.00',
    })
  })

  it('says a missing payment when the owner takes a deposit, and nothing when not', () => {
    const none = { ...DEPOSIT_BOOKING, payment_provider: null, payment_external_id: null, payment_amount: null, payment_currency: null, payment_successful: null }
    expect(depositLines(none, FIXED, prices)).toMatchObject({ deposit: 'No deposit received ($50.00 expected)', balance: 'Balance due $514.00' })
    expect(depositLines(none, null, prices)).toMatchObject({ deposit: null, state: { state: 'none' } })
  })

  it('shows a deposit in another currency in it, without subtracting it from dollars', () => {
    expect(depositLines({ ...DEPOSIT_BOOKING, payment_currency: 'EUR' }, FIXED, prices)).toMatchObject({
      deposit: 'Deposit paid €50.00',
      balance: 'Balance due $514.00, less the €50.00 deposit',
    })
    // A code Intl cannot take at all (the database keeps only three letters) still reads as money.
    expect(formatMoney(50, 'dollars')).toBe('50.00 dollars')
  })

  it('says the total is confirmed at the visit when a service has no catalogue price', () => {
    expect(depositLines({ ...DEPOSIT_BOOKING, services: ['Ceramic coating, as we discussed'] }, FIXED, prices).balance).toBe('Balance due: the total is confirmed with you at the visit')
  })
})

describe('canceling with a deposit paid', () => {
  const start = DEPOSIT_BOOKING.start_time
  it('keeps the deposit inside the refund window, refunds it before', () => {
    const inside = new Date(Date.parse(start) - 23 * 3_600_000)
    const before = new Date(Date.parse(start) - 25 * 3_600_000)
    expect(insideRefundWindow(start, FIXED, inside)).toBe(true)
    expect(cancelNotice(DEPOSIT_BOOKING, FIXED, inside)).toBe('Canceling now keeps your $50.00 deposit: it is refundable only up to 24 hours before your visit.')
    expect(cancelNotice(DEPOSIT_BOOKING, FIXED, before)).toBe('Cancel at least 24 hours before your visit and your $50.00 deposit is refunded.')
    expect(cancelNotice(FAILED_DEPOSIT_BOOKING, FIXED, inside)).toBeNull()
  })

  it('tells the owner whether to refund', () => {
    const canceled = (hoursBefore: number) => new Date(Date.parse(start) - hoursBefore * 3_600_000).toISOString()
    expect(refundAdvice({ ...PAID, start_time: start, canceled_at: canceled(30) }, FIXED)).toBe('Refund $50.00 in Stripe (payment ch_3QdepositKaty01): canceled more than 24 hours before the visit')
    expect(refundAdvice({ ...PAID, start_time: start, canceled_at: canceled(2) }, FIXED)).toBe('Keep the $50.00: canceled less than 24 hours before the visit, no refund due')
    expect(refundAdvice({ ...PAID, start_time: start, canceled_at: canceled(2), rescheduled: true }, FIXED)).toBe('$50.00 paid; no refund: it holds the new time')
    expect(refundAdvice({ start_time: start, canceled_at: canceled(2) }, FIXED)).toBeNull()
  })
})

describe('the setting as the edge functions read it', () => {
  it('keeps only the shape of the schema', () => {
    expect(readDepositSetting({ kind: 'fixed', amount: 50, refundableHours: 24 })).toEqual({ kind: 'fixed', amount: 50, refundableHours: 24 })
    expect(readDepositSetting({ kind: 'none' })).toBeNull()
    expect(readDepositSetting('fifty')).toBeNull()
    expect(readDepositSetting({ kind: 'per-service', perService: [{ service: 'signature-detail', amount: 75 }, { service: 3 }] })).toEqual({
      kind: 'per-service',
      perService: [{ service: 'signature-detail', amount: 75 }],
    })
  })
})

describe('the catalogue check of the deposit', () => {
  function linesAfter(edit: (files: Record<string, Json>) => void): string[] {
    const files = realCatalogueFiles()
    edit(files)
    return validateCatalogue(files, { imageExists, reservedRoutes }).map(formatProblem)
  }

  it('refuses a policy text that denies a deposit the setting takes', () => {
    expect(linesAfter((f) => (f['data/business.json'].deposit = { kind: 'fixed', amount: 50, refundableHours: 24 }))).toEqual([
      `data/business.json $.policies.deposit: expected a deposit policy that agrees with $.deposit, which takes a deposit, found "${catalogue.business.policies!.deposit}"`,
    ])
  })

  it('refuses a fixed deposit without an amount and a per-service one naming nothing sold', () => {
    const lines = linesAfter((f) => {
      f['data/business.json'].policies.deposit = 'A deposit holds your visit.'
      f['data/business.json'].deposit = { kind: 'fixed' }
    })
    expect(lines).toEqual(['data/business.json $.deposit.amount: expected the deposit in whole dollars above 0 (the kind is fixed), found nothing'])
    const unknown = linesAfter((f) => {
      f['data/business.json'].policies.deposit = 'A deposit holds your visit.'
      f['data/business.json'].deposit = { kind: 'per-service', perService: [{ service: 'ceramic-coating', amount: 100 }] }
    })
    expect(unknown).toHaveLength(1)
    expect(unknown[0]).toMatch(/^data\/business\.json \$\.deposit\.perService\[0\]\.service: expected the id of a package or add-on in data\/services\.json/)
  })
})
