import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { PageSection } from '../ui/page-section'
import { PairFigure } from './PairFigure'
import type { PairView } from './pair-view'

/** A service page's own pairs, under its copy; nothing at all when it has none. */
export function BeforeAfterSection({ serviceName, pairs }: { serviceName: string; pairs: PairView[] }) {
  if (pairs.length === 0) return null
  return (
    <PageSection headingId="before-after-heading" title={`${serviceName}: before and after`} tone="subtle" more={{ href: '/gallery', label: 'See the whole before and after gallery' }}>
      <ul className={stack({ gap: '8', maxW: '40rem' })}>
        {pairs.map((pair) => (
          <li key={pair.id} className={css({ listStyle: 'none' })}>
            <PairFigure pair={pair} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
