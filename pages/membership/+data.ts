import { catalogue } from '../../lib/catalogue/catalogue.server'
import { membershipPageData } from '../../components/catalogue-pages'
import { referralOffer } from '../../components/garage'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  // The referral offer when data/business.json turns it on (docs/decisions/158-referral-credit.md).
  return { ...membershipPageData(catalogue), referral: referralOffer(catalogue.business) }
}
