// data/business.json `referral` as the garage and notify-owner read it (lib/catalogue/referral.ts):
// off unless enabled with usable terms, so the site never offers what the dispatcher would not give.
import { describe, expect, it } from 'vitest'
import { readReferralSetting } from '../../lib/catalogue/referral'
import business from '../../data/business.json'

describe('readReferralSetting', () => {
  it('answers the terms when enabled', () => {
    expect(readReferralSetting({ enabled: true, creditAmount: 20, monthlyCreditCap: 3 })).toEqual({ creditAmount: 20, monthlyCreditCap: 3 })
  })

  it('is off when disabled, missing or unusable', () => {
    for (const value of [
      undefined,
      null,
      'yes',
      { enabled: false, creditAmount: 20, monthlyCreditCap: 3 },
      { enabled: 'true', creditAmount: 20, monthlyCreditCap: 3 },
      { enabled: true, creditAmount: 0, monthlyCreditCap: 3 },
      { enabled: true, creditAmount: 20.5, monthlyCreditCap: 3 },
      { enabled: true, creditAmount: 20, monthlyCreditCap: 0 },
      { enabled: true, creditAmount: 20 },
    ]) {
      expect(readReferralSetting(value), JSON.stringify(value)).toBeNull()
    }
  })

  it('is shipped off: the owner sets the amount and turns it on (README "Referral credit")', () => {
    expect(readReferralSetting(business.referral)).toBeNull()
  })
})
