// The referral offer's words and link (docs/decisions/158-referral-credit.md), pure so the garage,
// the /membership offer and the tests say the same thing.
import { formatWholeDollars } from '../../lib/format/price'
import { readReferralSetting, type ReferralSetting } from '../../lib/catalogue/referral'

/** The link a customer shares: the home page with their code, which the discount popup passes on. */
export function referralUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`
}

/** What the offer promises, e.g. "Friends get 10% off their first detail through your link; …". */
export function referralOfferText(terms: ReferralSetting, discountPercent: number): string {
  const most = terms.monthlyCreditCap === 1 ? 'one credit a month' : `up to ${terms.monthlyCreditCap} credits a month`
  return `Friends get ${discountPercent}% off their first detail through your link. Once their visit is done, you get ${formatWholeDollars(terms.creditAmount)} off your next one (${most}).`
}

/** What the share sheet carries: a title, a line and the link (https://developer.mozilla.org/docs/Web/API/Navigator/share). */
export function referralShareData(url: string, businessName: string, discountPercent: number): ShareData {
  return { title: businessName, text: `${discountPercent}% off your first detail with ${businessName}:`, url }
}

/** Whether this browser has a share sheet for this data (navigator.share, and canShare where it exists). */
export function canShareLink(nav: Pick<Navigator, 'share' | 'canShare'> | undefined, data: ShareData): boolean {
  if (!nav || typeof nav.share !== 'function') return false
  try {
    return typeof nav.canShare === 'function' ? nav.canShare(data) : true
  } catch {
    return false
  }
}

/** One credit as the garage lists it. */
export function creditLine(amount: number): string {
  return `${formatWholeDollars(amount)} off your next visit`
}

/** What the garage and /membership need to offer referrals, or null while data/business.json has them off. */
export interface ReferralOfferProps {
  terms: ReferralSetting
  discountPercent: number
  businessName: string
  /** The site the link opens. @default window.location.origin (the garage's own site) */
  origin?: string
}

export function referralOffer(business: { referral?: unknown; firstDetailDiscountPercent: number; name: string }): ReferralOfferProps | null {
  const terms = readReferralSetting(business.referral)
  return terms ? { terms, discountPercent: business.firstDetailDiscountPercent, businessName: business.name } : null
}
