import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { PrepCatalogue } from '../../lib/catalogue/booking-prep'
import type { DepositTerms } from '../../lib/catalogue/visit-terms'
import type { PackagePrices } from './garage-rules'
import type { GaragePlan } from './plan-rules'
import { MemberPerksSection, ServiceHistorySection, UpcomingBookingsSection, VehiclesSection } from './GarageSections'
import { QuotesSection } from './QuotesSection'
import { ReferralSection } from './ReferralSection'
import type { ReferralOfferProps } from './referral-rules'

export interface MyGarageProps {
  userId: string
  /** Display name (full_name, else the e-mail). */
  name: string
  /** What "upcoming" and "past" are measured against (stories fix it). @default the time of the first render */
  now?: Date
  /** Each package's price per vehicle size, from the page (the catalogue at prerender). */
  packages: readonly PackagePrices[]
  /** The services' prep items (lib/catalogue/visit-terms.ts): each upcoming booking's checklist. */
  prep?: PrepCatalogue
  /** The deposit setting and prices (lib/catalogue/visit-terms.ts): each upcoming booking's deposit and balance due. */
  deposit?: DepositTerms
  /** The maintenance plans (data/membership.json) a vehicle can join. @default none */
  plans?: readonly GaragePlan[]
  /** The referral offer (data/business.json `referral`, referral-rules.ts referralOffer); null or left out: not offered. */
  referral?: ReferralOfferProps | null
}

/** /garage for a signed-in user: upcoming bookings, vehicles, service history, member perks and, when on, referrals. */
export function MyGarage({ userId, name, now: fixedNow, packages, prep, deposit, plans, referral }: MyGarageProps) {
  const [now] = useState(() => fixedNow ?? new Date())
  return (
    <div className={stack({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' }, gap: '10' })}>
      <header>
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', color: 'fg.default' })}>My Garage</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>Welcome back, {name}.</p>
      </header>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, gap: '10', alignItems: 'start' })}>
        <div className={stack({ gap: '10' })}>
          <UpcomingBookingsSection userId={userId} now={now} prep={prep} deposit={deposit} />
          <QuotesSection userId={userId} />
          <VehiclesSection userId={userId} packages={packages} plans={plans} now={now} />
          <ServiceHistorySection userId={userId} now={now} />
        </div>
        <div className={stack({ gap: '10' })}>
          <MemberPerksSection userId={userId} />
          {referral ? <ReferralSection userId={userId} {...referral} /> : null}
        </div>
      </div>
    </div>
  )
}
