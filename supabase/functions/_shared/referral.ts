// The referral credit's terms from data/business.json `referral` (docs/decisions/158-referral-credit.md),
// read the same way by the site (lib/catalogue/referral.ts: whether My Garage and /membership offer it)
// and by notify-owner (whether, and for how much, it gives credits). The catalogue check refuses a
// bad value before a build; this reader still answers "off" for anything it cannot use.

export interface ReferralSetting {
  /** Dollars off the referrer's next visit, per friend's first visit. */
  creditAmount: number
  /** Credits one referrer may earn in a calendar month (Katy's calendar). */
  monthlyCreditCap: number
}

const whole = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** The terms when referrals are on, null when off or unusable. */
export function readReferralSetting(value: unknown): ReferralSetting | null {
  if (typeof value !== 'object' || value === null) return null
  const { enabled, creditAmount, monthlyCreditCap } = value as Record<string, unknown>
  if (enabled !== true || !whole(creditAmount, 1, 1000) || !whole(monthlyCreditCap, 1, 100)) return null
  return { creditAmount, monthlyCreditCap }
}
