// Referral credit in the browser (docs/decisions/158-referral-credit.md): the link's code kept from
// the visit that brought it, passed to send-discount-email with the claim, and the garage's words,
// link and share-sheet choice.
import { describe, expect, it } from 'vitest'
import { REFERRAL_KEY, rememberedReferral, rememberReferral } from '../../components/engagement/discount/referral-ref'
import { submitDiscount } from '../../components/engagement/discount/submit'
import { canShareLink, creditLine, referralOffer, referralOfferText, referralShareData, referralUrl } from '../../components/garage/referral-rules'
import { createFakeSupabase } from '../fixtures/engagement/fake-supabase'
import { NEW_SUBSCRIBER } from '../fixtures/engagement/emails'
import { REFERRAL_TERMS } from '../fixtures/garage/referrals'

function memoryStorage() {
  const items = new Map<string, string>()
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
}

const DAY = 24 * 3600_000

describe('the referral link code kept in the browser', () => {
  it('keeps a well-formed ?ref= for 30 days, lower-cased, and ignores anything else', () => {
    const storage = memoryStorage()
    expect(rememberReferral('?utm_source=x', storage, 0)).toBe(false)
    expect(rememberReferral('?ref=not-a-code', storage, 0)).toBe(false)
    expect(rememberReferral('?ref=<script>', storage, 0)).toBe(false)
    expect(storage.items.size).toBe(0)
    expect(rememberReferral('?ref=3F9A0C21B7D4', storage, 1000)).toBe(true)
    expect(rememberedReferral(storage, 1000 + 29 * DAY)).toBe('3f9a0c21b7d4')
    expect(rememberedReferral(storage, 1000 + 30 * DAY)).toBeUndefined()
    expect(storage.items.has(REFERRAL_KEY)).toBe(false)
  })

  it('drops an unreadable entry and survives storage that throws', () => {
    const storage = memoryStorage()
    storage.setItem(REFERRAL_KEY, '{nope')
    expect(rememberedReferral(storage, 0)).toBeUndefined()
    expect(storage.items.size).toBe(0)
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(rememberReferral('?ref=3f9a0c21b7d4', refusing, 0)).toBe(true)
    expect(rememberedReferral(undefined)).toBeUndefined()
  })

  it('goes to send-discount-email with the claim, and only when there is one', async () => {
    const fake = createFakeSupabase()
    expect(await submitDiscount({ email: NEW_SUBSCRIBER, getClient: fake.getClient, notify: () => {}, referral: '3f9a0c21b7d4' })).toBe('sent')
    expect(await submitDiscount({ email: `other.${NEW_SUBSCRIBER}`, getClient: fake.getClient, notify: () => {} })).toBe('sent')
    expect(fake.calls.invokes).toEqual([
      { name: 'send-discount-email', body: { email: NEW_SUBSCRIBER, ref: '3f9a0c21b7d4' } },
      { name: 'send-discount-email', body: { email: `other.${NEW_SUBSCRIBER}` } },
    ])
  })
})

describe('the garage referral words', () => {
  it('links the home page with the code', () => {
    expect(referralUrl('https://www.katymobiledetailing.com/', '3f9a0c21b7d4')).toBe('https://www.katymobiledetailing.com/?ref=3f9a0c21b7d4')
  })

  it('says the friend discount, the credit and the monthly cap', () => {
    expect(referralOfferText(REFERRAL_TERMS, 10)).toBe('Friends get 10% off their first detail through your link. Once their visit is done, you get $20 off your next one (up to 3 credits a month).')
    expect(referralOfferText({ creditAmount: 15, monthlyCreditCap: 1 }, 10)).toContain('(one credit a month)')
    expect(creditLine(20)).toBe('$20 off your next visit')
  })

  it('offers the share sheet only where the browser has one for the link', () => {
    const data = referralShareData('https://example.com/?ref=3f9a0c21b7d4', 'Katy Mobile Detailing', 10)
    expect(data).toEqual({ title: 'Katy Mobile Detailing', text: '10% off your first detail with Katy Mobile Detailing:', url: 'https://example.com/?ref=3f9a0c21b7d4' })
    const share = () => Promise.resolve()
    expect(canShareLink(undefined, data)).toBe(false)
    expect(canShareLink({} as Navigator, data)).toBe(false)
    expect(canShareLink({ share } as Navigator, data)).toBe(true)
    expect(canShareLink({ share, canShare: () => false } as Navigator, data)).toBe(false)
    expect(
      canShareLink(
        {
          share,
          canShare: () => {
            throw new TypeError('no')
          },
        } as unknown as Navigator,
        data,
      ),
    ).toBe(false)
  })

  it('is offered only when data/business.json turns it on', () => {
    const business = { name: 'Katy Mobile Detailing', firstDetailDiscountPercent: 10 }
    expect(referralOffer({ ...business, referral: { enabled: false, creditAmount: 20, monthlyCreditCap: 3 } })).toBeNull()
    expect(referralOffer({ ...business, referral: { enabled: true, creditAmount: 20, monthlyCreditCap: 3 } })).toEqual({
      terms: REFERRAL_TERMS,
      discountPercent: 10,
      businessName: 'Katy Mobile Detailing',
    })
  })
})
