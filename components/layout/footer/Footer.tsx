import { css } from 'styled-system/css'
import { Island } from '../../../lib/islands/Island'
import { CurrentYear } from './CurrentYear'
import { FOOTER_BOOKING_LINKS, FOOTER_INFO_LINKS } from './footer-links'
import { footerLocation, type LocationOption } from './footer-location'

interface FooterProps {
  pathname: string
  businessName: string
  phone: { e164: string; display: string }
  email: string
  areas: readonly LocationOption[]
  services: readonly { slug: string; name: string }[]
  /** The year printed at prerender time; the CurrentYear island corrects it in the browser. */
  buildYear?: number
}

const headingClass = css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'accent.onDark', mb: '3' })
const listClass = css({ listStyle: 'none', display: 'grid', gap: '1.5', fontSize: 'sm' })
const linkClass = css({ color: 'fg.invertedMuted', textDecoration: 'none', _hover: { textDecoration: 'underline', color: 'fg.inverted' } })

export function Footer({ pathname, businessName, phone, email, areas, services, buildYear = new Date().getFullYear() }: FooterProps) {
  const location = footerLocation(pathname, areas)
  return (
    <footer className={css({ bg: 'bg.inverted', color: 'fg.inverted', mt: '16' })}>
      <div className={css({ maxW: 'content', mx: 'auto', px: '4', py: '12', display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr' } })}>
        <div>
          <a href={`/${location.slug}`} className={css({ fontSize: 'xl', fontWeight: 'bold', textDecoration: 'none' })} aria-label={`${businessName}, ${location.name} home`}>
            {businessName}
          </a>
          <p className={css({ mt: '2', color: 'fg.invertedMuted' })}>
            Mobile detailing in <strong className={css({ color: 'fg.inverted' })}>{location.name}</strong>, Texas. We come to your home or office.
          </p>
          <ul className={`${listClass} ${css({ mt: '4' })}`}>
            <li>
              <a className={linkClass} href={`tel:${phone.e164}`}>
                Call {phone.display}
              </a>
            </li>
            <li>
              <a className={linkClass} href={`sms:${phone.e164}`}>
                Text {phone.display}
              </a>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Book a service">
          <h2 className={headingClass}>Book</h2>
          <ul className={listClass}>
            {FOOTER_BOOKING_LINKS.map((link) => (
              <li key={link.label}>
                <a className={linkClass} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="All services">
          <h2 className={headingClass}>Services</h2>
          <ul className={listClass}>
            {services.map((service) => (
              <li key={service.slug}>
                <a className={linkClass} href={`/services/${service.slug}`}>
                  {service.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className={headingClass}>Company</h2>
          <ul className={listClass}>
            {FOOTER_INFO_LINKS.map((link) => (
              <li key={link.href}>
                <a className={linkClass} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={`${headingClass} ${css({ mt: '6' })}`}>Areas</h2>
          <ul className={listClass}>
            {areas.map((area) => (
              <li key={area.slug}>
                <a className={linkClass} href={`/${area.slug}`}>
                  {area.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={css({ borderTopWidth: '1px', borderColor: 'brand.default', textAlign: 'center', py: '4', fontSize: 'sm', color: 'fg.invertedMuted' })}>
        © <Island name="current-year" component={CurrentYear} props={{ buildYear }} as="span" /> {businessName}. All rights reserved.
      </p>
    </footer>
  )
}
