import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import type { ReferralSetting } from '../../lib/catalogue/referral'
import { userScope } from '../../lib/query/query-client'
import { showToast } from '../../lib/toast/show-toast'
import { Field } from '../ui/field'
import { panelTitle as sectionTitle } from '../ui/page-styles'
import { Spinner } from '../ui/spinner'
import { ErrorBlock } from './ErrorBlock'
import { useGarageApi, type GarageApi } from './garage-api'
import { canShareLink, creditLine, referralOfferText, referralShareData, referralUrl } from './referral-rules'

// fetcher (garage-api.ts) -> queryOptions -> hook, as queries.ts. The code never changes once made;
// credits arrive from the scheduled run and leave when a booking uses one, so they are read again
// on every visit.
function referralCodeQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'referral-code'] as const, queryFn: () => api.referralCode(), staleTime: Infinity })
}
function referralCreditsQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'referral-credits'] as const, queryFn: () => api.listReferralCredits(), staleTime: 0 })
}

export interface ReferralSectionProps {
  userId: string
  /** The terms from data/business.json `referral` (lib/catalogue/referral.ts). */
  terms: ReferralSetting
  /** The first-visit discount friends get (data/business.json). */
  discountPercent: number
  businessName: string
  /** The site the link opens. @default window.location.origin */
  origin?: string
  /** The browser's share sheet and clipboard; stories pass their own. @default window.navigator */
  navigator?: Pick<Navigator, 'share' | 'canShare' | 'clipboard'>
}

const mutedClass = css({ color: 'fg.muted' })

/**
 * Refer a friend: the customer's link, shared through the browser's share sheet where there is
 * one and always copyable, and their credit codes not used yet (docs/decisions/158).
 */
export function ReferralSection({ userId, terms, discountPercent, businessName, origin, navigator: nav }: ReferralSectionProps) {
  const api = useGarageApi()
  const code = useQuery(referralCodeQueryOptions(api, userId))
  const credits = useQuery(referralCreditsQueryOptions(api, userId))
  return (
    <section id="referral" aria-labelledby="garage-referral" className={`${stack({ gap: '4' })} ${card()}`}>
      <h2 id="garage-referral" className={sectionTitle}>
        Refer a friend
      </h2>
      <p>{referralOfferText(terms, discountPercent)}</p>
      {code.isPending ? (
        <Spinner label="Loading your referral link" />
      ) : code.isError ? (
        <ErrorBlock what="your referral link" error={code.error} onRetry={() => void code.refetch()} />
      ) : code.data === null ? (
        <p className={mutedClass}>Confirm your e-mail address (the link in our welcome e-mail) to get your link.</p>
      ) : (
        <ShareLink url={referralUrl(origin ?? window.location.origin, code.data)} businessName={businessName} discountPercent={discountPercent} nav={nav ?? window.navigator} />
      )}
      <div className={stack({ gap: '2' })}>
        <h3 className={css({ fontWeight: 'semibold' })}>Your credits</h3>
        {credits.isPending ? (
          <Spinner label="Loading your credits" />
        ) : credits.isError ? (
          <ErrorBlock what="your credits" error={credits.error} onRetry={() => void credits.refetch()} />
        ) : credits.data.length === 0 ? (
          <p className={mutedClass}>No credits yet. Each one shows here until you use it.</p>
        ) : (
          <>
            <ul aria-label="Your credits" className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
              {credits.data.map((credit) => (
                <li key={credit.code} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
                  <code className={css({ fontWeight: 'bold', letterSpacing: 'wide' })}>{credit.code}</code>
                  <span>{creditLine(credit.amount)}</span>
                </li>
              ))}
            </ul>
            <p className={mutedClass}>Enter a code in the discount question when you book. Each works once.</p>
          </>
        )}
      </div>
    </section>
  )
}

function ShareLink({ url, businessName, discountPercent, nav }: { url: string; businessName: string; discountPercent: number; nav: Pick<Navigator, 'share' | 'canShare' | 'clipboard'> }) {
  const data = referralShareData(url, businessName, discountPercent)
  const [shareable] = useState(() => canShareLink(nav, data))
  const copy = async () => {
    try {
      await nav.clipboard.writeText(url)
      showToast('success', 'Link copied', 'Paste it into a message to a friend.')
    } catch {
      showToast('error', 'Could not copy the link', 'Select the link above and copy it yourself.')
    }
  }
  const share = async () => {
    try {
      await nav.share(data)
    } catch (error) {
      // Closing the share sheet is the visitor's choice (AbortError), not a failure to report.
      if ((error as { name?: string }).name !== 'AbortError') showToast('error', 'Could not share the link', 'Copy it instead.')
    }
  }
  return (
    <div className={stack({ gap: '3' })}>
      <Field label="Your referral link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {shareable ? (
          <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => void share()}>
            Share link
          </button>
        ) : null}
        <button type="button" className={button({ variant: shareable ? 'outline' : 'solid', size: 'sm' })} onClick={() => void copy()}>
          Copy link
        </button>
      </div>
    </div>
  )
}
