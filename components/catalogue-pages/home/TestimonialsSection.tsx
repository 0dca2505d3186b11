import { css } from 'styled-system/css'
import { TestimonialCard, type TestimonialCardData } from '../TestimonialCard'
import { PageSection } from '../../ui/page-section'

/** Three reviews, the page's area first, and a link to all of them. */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialCardData[] }) {
  return (
    <PageSection headingId="reviews-heading" title="What our customers say" tone="subtle" more={{ href: '/testimonials', label: 'Read all customer reviews' }}>
      <ul className={css({ display: 'grid', gap: '6', mt: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
        {testimonials.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
