import { css } from 'styled-system/css'
import { TestimonialCard, type TestimonialCardData } from '../ui/TestimonialCard'
import { pageContainer, sectionTitle, sectionY, textLink } from '../ui/page-styles'

/** Three reviews, the page's area first, and a link to all of them. */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialCardData[] }) {
  return (
    <section aria-labelledby="reviews-heading" className={`${sectionY} ${css({ bg: 'bg.subtle' })}`}>
      <div className={pageContainer}>
        <h2 id="reviews-heading" className={sectionTitle}>
          What our customers say
        </h2>
        <ul className={css({ display: 'grid', gap: '6', mt: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
          {testimonials.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <p className={css({ mt: '6' })}>
          <a href="/testimonials" className={textLink}>
            Read all customer reviews
          </a>
        </p>
      </div>
    </section>
  )
}
