// "How to get ready" (a service's prep items, data/services.json) and the business's
// cancellation, weather and deposit policy (data/business.json), as service pages, /book and
// My Garage show them. Static: no script. docs/decisions/146-zip-check-and-visit-terms.md
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { BusinessPolicies } from '../../../lib/catalogue/types'
import { Checklist } from '../../ui/checklist'
import { columnTitle } from '../../ui/page-styles'

export const PREP_HEADING = 'How to get ready'
export const POLICY_HEADING = 'Cancellation, weather and deposit'

/** The three policies as a short definition list. */
export function PolicyList({ policies }: { policies: BusinessPolicies }) {
  const rows: [string, string][] = [
    ['Cancellation', policies.cancellation],
    ['Weather', policies.weather],
    ['Deposit', policies.deposit],
  ]
  return (
    <dl data-testid="policy-list" className={stack({ gap: '3' })}>
      {rows.map(([term, text]) => (
        <div key={term}>
          <dt className={css({ fontWeight: 'semibold' })}>{term}</dt>
          <dd className={css({ color: 'fg.muted' })}>{text}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface VisitTermsProps {
  /** The service's prep items (the section leaves the list out when there are none). */
  prep: readonly string[]
  policies: BusinessPolicies | null
  /** The section's id: Book Now's tick links here. @default "visit-terms" */
  id?: string
}

/** "How to get ready" and the policies, as one section of a page. */
export function VisitTerms({ prep, policies, id = 'visit-terms' }: VisitTermsProps) {
  if (prep.length === 0 && !policies) return null
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-testid="visit-terms" className={stack({ gap: '6' })}>
      {prep.length > 0 ? (
        <div className={stack({ gap: '3' })}>
          <h2 id={`${id}-heading`} className={columnTitle}>
            {PREP_HEADING}
          </h2>
          <Checklist items={prep} label={PREP_HEADING} testId="prep-list" />
        </div>
      ) : null}
      {policies ? (
        <div className={stack({ gap: '3' })}>
          <h2 id={prep.length > 0 ? undefined : `${id}-heading`} className={columnTitle}>
            {POLICY_HEADING}
          </h2>
          <PolicyList policies={policies} />
        </div>
      ) : null}
    </section>
  )
}
