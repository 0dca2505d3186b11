import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { badge, button } from 'styled-system/recipes'
import { pageContainer } from '../../ui/page-styles'
import { garageIslands, PlanJoinIsland } from '../../garage'
import { Island } from '../../../lib/islands/Island'

export interface MembershipTierData {
  id: string
  name: string
  /** "$49.00 / month" or "Request a quote". */
  priceLabel: string
  summary: string
  perks: string[]
  frequency: string
  featured: boolean
}

/** /membership: tiers as cards, each joined for a garage vehicle (an island); tiers without a price invite a quote. */
export function MembershipTiers({ tiers, intro }: { tiers: MembershipTierData[]; intro: string }) {
  return (
    <section aria-labelledby="plans-heading" className={`${pageContainer} ${css({ py: '10' })}`}>
      <h2 id="plans-heading" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Plans
      </h2>
      <p className={css({ color: 'fg.muted', mt: '2', maxW: '2xl' })}>{intro}</p>
      <ul className={css({ display: 'grid', gap: '6', mt: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } })}>
        {tiers.map((t) => (
          <li
            key={t.id}
            id={`plan-${t.id}`}
            className={stack({ gap: '3', bg: 'bg.surface', borderWidth: t.featured ? '2px' : '1px', borderColor: t.featured ? 'brand.default' : 'border.default', borderRadius: 'lg', p: '5' })}
          >
            {t.featured ? <span className={`${badge({ variant: 'popular' })} ${css({ alignSelf: 'flex-start' })}`}>Most popular</span> : null}
            <h3 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t.name}</h3>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{t.priceLabel}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.frequency}</p>
            <p>{t.summary}</p>
            <ul className={css({ listStyleType: 'disc', pl: '5', flex: '1', color: 'fg.default', fontSize: 'sm' })}>
              {t.perks.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <Island of={garageIslands['plan-join']} component={PlanJoinIsland} props={{ planId: t.id, planName: t.name }} instance={t.id} when="visible" />
            <a href="/contact" className={button({ variant: 'outline' })}>
              Ask about {t.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
