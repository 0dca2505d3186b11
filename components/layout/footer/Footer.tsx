import { css } from 'styled-system/css'
import { Island } from '../../../lib/islands/Island'
import { layoutIslands } from '../islands'
import { CurrentYear } from './CurrentYear'
import { FOOTER_INFO_LINKS, GALLERY_LINK } from './footer-links'
import { footerLocation, type LocationOption } from './footer-location'

interface FooterProps {
  pathname: string
  businessName: string
  phone: { e164: string; display: string }
  email: string
  areas: readonly LocationOption[]
  /** Slug of the area named where the path names no other (business.json homeArea). */
  homeArea: string
  services: readonly { slug: string; name: string }[]
  /** The Book list: service pages' booking links, or /contact for a quote-only one. */
  bookLinks: readonly { href: string; label: string }[]
  /** The year printed at prerender time; the CurrentYear island corrects it in the browser. */
  buildYear?: number
  /** Company lists the before/after gallery (lib/catalogue/nav.ts hasBeforeAfter). @default false */
  gallery?: boolean
}

const headingClass = css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'accent.onDark', mb: '3' })
const listClass = css({ listStyle: 'none', display: 'grid', gap: '1.5', fontSize: 'sm' })
const linkClass = css({ color: 'fg.invertedMuted', textDecoration: 'none', _hover: { textDecoration: 'underline', color: 'fg.inverted' } })

/** One column's list of links. */
function FooterLinks({ links, className }: { links: readonly { href: string; label: string }[]; className?: string }) {
  return (
    <ul className={className ? `${listClass} ${className}` : listClass}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={linkClass} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

export function Footer({ pathname, businessName, phone, email, areas, homeArea, services, bookLinks, buildYear = new Date().getFullYear(), gallery = false }: FooterProps) {
  const location = footerLocation(pathname, areas, homeArea)
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
          <FooterLinks
            className={css({ mt: '4' })}
            links={[
              { href: `tel:${phone.e164}`, label: `Call ${phone.display}` },
              { href: `sms:${phone.e164}`, label: `Text ${phone.display}` },
              { href: `mailto:${email}`, label: email },
            ]}
          />
        </div>
        <nav aria-label="Book a service">
          <h2 className={headingClass}>Book</h2>
          <FooterLinks links={bookLinks} />
        </nav>
        <nav aria-label="All services">
          <h2 className={headingClass}>Services</h2>
          <FooterLinks links={services.map((service) => ({ href: `/services/${service.slug}`, label: service.name }))} />
        </nav>
        <nav aria-label="Company">
          <h2 className={headingClass}>Company</h2>
          <FooterLinks links={gallery ? [...FOOTER_INFO_LINKS, GALLERY_LINK] : FOOTER_INFO_LINKS} />
          <h2 className={`${headingClass} ${css({ mt: '6' })}`}>Areas</h2>
          <FooterLinks links={areas.map((area) => ({ href: `/${area.slug}`, label: area.name }))} />
        </nav>
      </div>
      <p className={css({ borderTopWidth: '1px', borderColor: 'brand.default', textAlign: 'center', py: '4', fontSize: 'sm', color: 'fg.invertedMuted' })}>
        © <Island of={layoutIslands['current-year']} component={CurrentYear} props={{ buildYear }} as="span" /> {businessName}. All rights reserved.
      </p>
    </footer>
  )
}
