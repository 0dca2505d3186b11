import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import type { ReferralSetting } from '../../lib/catalogue/referral'
import { loginPathFor } from '../account'
import { panelTitle } from '../ui/page-styles'
import { referralOfferText } from './referral-rules'

/**
 * The referral offer on /membership, static HTML for everyone: the link itself lives in My Garage,
 * so getting one goes through sign-in (a signed-in visitor passes straight on), docs/decisions/158.
 */
export function ReferralOffer({ terms, discountPercent }: { terms: ReferralSetting; discountPercent: number }) {
  return (
    <section aria-labelledby="referral-offer" className={`${stack({ gap: '3', align: 'flex-start' })} ${card({ tone: 'accent' })}`}>
      <h2 id="referral-offer" className={panelTitle}>
        Refer a friend
      </h2>
      <p>{referralOfferText(terms, discountPercent)}</p>
      <p className={css({ color: 'fg.muted' })}>Your link is in My Garage: sign in, or create a free account, to get it.</p>
      <a href={loginPathFor('/garage#referral')} className={button({ variant: 'brand', size: 'sm' })}>
        Get your link
      </a>
    </section>
  )
}
