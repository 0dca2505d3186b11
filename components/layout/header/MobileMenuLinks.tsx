import { css } from 'styled-system/css'
import { NAV_LINKS, isCurrentPath } from './nav-links'
import type { ServiceMenuEntry } from './ServicesMenu'

export interface MobileMenuProps {
  services: readonly ServiceMenuEntry[]
  pathname: string
}

const linkClass = css({ display: 'block', py: '2', textDecoration: 'none', fontWeight: 'medium', _currentPage: { color: 'accent.default' } })

/** Every header link, Contact, Login and the services: the drawer's and the no-JS disclosure's content. */
export function MobileMenuLinks({ services, pathname, onNavigate }: MobileMenuProps & { onNavigate?: () => void }) {
  return (
    <nav aria-label="Mobile">
      <ul className={css({ listStyle: 'none' })}>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={onNavigate} className={linkClass} aria-current={isCurrentPath(link.href, pathname) ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a href="/login" onClick={onNavigate} className={linkClass}>
            Login / Sign Up
          </a>
        </li>
      </ul>
      <h2 className={css({ mt: '4', fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase' })}>Services</h2>
      <ul className={css({ listStyle: 'none' })}>
        {services.map((service) => (
          <li key={service.slug}>
            <a href={`/services/${service.slug}`} onClick={onNavigate} className={linkClass}>
              {service.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
