import { AboutSection } from './AboutSection'
import type { HomeData } from './data'
import { FaqTeaser } from './FaqTeaser'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'
import { PopularServices } from './PopularServices'
import { ServiceAreasSection } from './ServiceAreasSection'
import { TestimonialsSection } from './TestimonialsSection'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { pageContainer } from '../../ui/page-styles'

/** The home page (its area: business.json homeArea, Katy) and the area pages: same sections, the area's own words. */
export function HomePage({ data }: { data: HomeData }) {
  const { area, business } = data
  return (
    <>
      <Hero area={area} business={business} />
      {area.intro.length > 1 ? (
        <section aria-label={`Detailing in ${area.name}`} className={css({ py: '10' })}>
          <div className={`${pageContainer} ${stack({ maxW: '3xl', gap: '4' })}`}>
            {area.intro.slice(1).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            <p className={css({ color: 'fg.muted' })}>
              We regularly work in {area.neighborhoods.join(', ')}, around {area.landmarks.join(', ')}.
            </p>
          </div>
        </section>
      ) : null}
      <PopularServices services={data.services} areaName={area.name} />
      <HowItWorks requirements={business.requirements} phoneDisplay={business.phoneDisplay} />
      <AboutSection businessName={business.name} paragraphs={data.about} serviceRadius={business.serviceRadius} />
      <TestimonialsSection testimonials={data.testimonials} />
      <ServiceAreasSection areas={data.areas} currentSlug={area.slug} />
      <FaqTeaser faq={data.faq} />
    </>
  )
}
