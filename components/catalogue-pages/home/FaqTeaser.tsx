import { css } from 'styled-system/css'
import { FaqList } from '../FaqList'
import { PageSection } from '../../ui/page-section'
import type { HomeData } from './data'

/** A few common questions as disclosure widgets (work without JavaScript) and a link to /faq. */
export function FaqTeaser({ faq }: { faq: HomeData['faq'] }) {
  return (
    <PageSection headingId="faq-heading" title="Common questions" tone="subtle" containerClassName={css({ maxW: '3xl' })} more={{ href: '/faq', label: 'See all frequently asked questions' }}>
      <FaqList entries={faq} />
    </PageSection>
  )
}
