import { css } from 'styled-system/css'
import { TestimonialCard, type TestimonialCardData } from '../TestimonialCard'
import { pageContainer } from '../../ui/page-styles'

/** /testimonials: every review. */
export function TestimonialGrid({ testimonials }: { testimonials: TestimonialCardData[] }) {
  return (
    <section aria-label="Customer reviews" className={`${pageContainer} ${css({ py: '10' })}`}>
      <ul className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } })}>
        {testimonials.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
    </section>
  )
}
