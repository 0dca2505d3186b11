import { css } from 'styled-system/css'
import { ServiceCard } from '../ServiceCard'
import type { ServiceCardData } from '../../../lib/catalogue/service-card'
import { lead, pageContainer, sectionTitle, sectionY } from '../../ui/page-styles'

export interface PopularServicesProps {
  services: ServiceCardData[]
  areaName: string
}

/** Cards for the most booked services; popular packages lead. */
export function PopularServices({ services, areaName }: PopularServicesProps) {
  return (
    <section id="services" aria-labelledby="services-heading" className={sectionY}>
      <div className={pageContainer}>
        <h2 id="services-heading" className={sectionTitle}>
          Popular services in {areaName}
        </h2>
        <p className={lead}>Every package is done by hand at your home or office. Prices are per vehicle, by size: Sedan, SUV or XL.</p>
        <ul className={css({ display: 'grid', gap: '6', mt: '8', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } })}>
          {services.map((s) => (
            <li key={s.slug}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
