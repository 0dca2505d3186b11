import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import * as Dialog from '../../ui/dialog'
import { NAV_LINKS, isCurrentPath } from './nav-links'
import type { ServiceMenuEntry } from './ServicesMenu'

interface MobileMenuProps {
  services: readonly ServiceMenuEntry[]
  pathname: string
}

/** Small screens: every header link, Contact and the services in a drawer that mounts on first open. */
export function MobileMenu({ services, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const linkClass = css({ display: 'block', py: '2', textDecoration: 'none', fontWeight: 'medium', _currentPage: { color: 'accent.default' } })
  const close = () => setOpen(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="right">
      <Dialog.Trigger className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ color: 'inherit', display: { base: 'inline-flex', lg: 'none' }, _hover: { bg: 'bg.invertedHover' } })}`} aria-label="Open menu">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Body>
            <Dialog.Title>Menu</Dialog.Title>
            <nav aria-label="Mobile">
              <ul className={css({ listStyle: 'none' })}>
                {NAV_LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} onClick={close} className={linkClass} aria-current={isCurrentPath(link.href, pathname) ? 'page' : undefined}>
                      {link.label}
                    </a>
                  </li>
                ))}
                <li>
                  <a href="/login" onClick={close} className={linkClass}>
                    Login / Sign Up
                  </a>
                </li>
              </ul>
              <h2 className={css({ mt: '4', fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase' })}>Services</h2>
              <ul className={css({ listStyle: 'none' })}>
                {services.map((service) => (
                  <li key={service.slug}>
                    <a href={`/services/${service.slug}`} onClick={close} className={linkClass}>
                      {service.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </Dialog.Body>
          <Dialog.CloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
            <span aria-hidden="true">×</span>
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
