import { css } from 'styled-system/css'
import { FaqList } from '../ui/FaqList'
import { pageContainer, sectionTitle, sectionY, textLink } from '../ui/page-styles'
import type { HomeData } from './data'

/** A few common questions as disclosure widgets (work without JavaScript) and a link to /faq. */
export function FaqTeaser({ faq }: { faq: HomeData['faq'] }) {
  return (
    <section aria-labelledby="faq-heading" className={`${sectionY} ${css({ bg: 'bg.subtle' })}`}>
      <div className={`${pageContainer} ${css({ maxW: '3xl' })}`}>
        <h2 id="faq-heading" className={sectionTitle}>
          Common questions
        </h2>
        <FaqList entries={faq} />
        <p className={css({ mt: '6' })}>
          <a href="/faq" className={textLink}>
            See all frequently asked questions
          </a>
        </p>
      </div>
    </section>
  )
}
