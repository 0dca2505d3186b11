import { css } from 'styled-system/css'

export interface TestimonialCardData {
  id: string
  author: string
  areaName: string
  rating: number
  text: string
  serviceName?: string
}

/** One customer review as a figure with its quote and attribution. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  const stars = Math.max(0, Math.min(5, Math.round(testimonial.rating)))
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '3', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', h: 'full' })}>
      <p role="img" aria-label={`Rated ${stars} out of 5`} className={css({ color: 'rating', fontSize: 'lg', letterSpacing: 'widest' })}>
        {'★'.repeat(stars)}
        <span className={css({ color: 'border.default' })}>{'★'.repeat(5 - stars)}</span>
      </p>
      <blockquote className={css({ color: 'fg.default', flex: '1' })}>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <strong className={css({ color: 'fg.default' })}>{testimonial.author}</strong>, {testimonial.areaName}
        {testimonial.serviceName ? ` · ${testimonial.serviceName}` : null}
      </figcaption>
    </figure>
  )
}
