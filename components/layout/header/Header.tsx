import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Island } from '../../../lib/islands/Island'
import { layoutIslands } from '../islands'
import { NAV_LINKS, isCurrentPath } from './nav-links'
import { MobileMenu } from './MobileMenu'
import { ServicesMenu, type ServiceMenuEntry } from './ServicesMenu'

interface HeaderProps {
  businessName: string
  services: readonly ServiceMenuEntry[]
  pathname: string
  /** The account slot: "Login / Sign Up" for guests, the user menu when signed in. */
  account: ReactNode
  /** The View Bag button, owned by the bag feature. */
  bag: ReactNode
}

const navLinkClass = css({
  px: '2',
  py: '2',
  borderRadius: 'md',
  textDecoration: 'none',
  fontWeight: 'medium',
  _hover: { bg: 'bg.invertedHover' },
  _currentPage: { textDecoration: 'underline', textUnderlineOffset: '6px' },
})

/**
 * The fixed header with the navigation; the page content starts 80px below it. Static markup: the
 * Services disclosure, the mobile menu and the account and bag slots are islands.
 */
export function Header({ businessName, services, pathname, account, bag }: HeaderProps) {
  return (
    <header
      className={css({
        position: 'fixed',
        top: '0',
        insetX: '0',
        h: 'header',
        zIndex: 'sticky',
        bg: 'bg.inverted',
        color: 'fg.inverted',
        boxShadow: 'md',
      })}
    >
      <div className={css({ maxW: 'content', mx: 'auto', h: 'full', px: '4', display: 'flex', alignItems: 'center', gap: '4' })}>
        <a href="/" className={css({ fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' }, textDecoration: 'none', mr: 'auto', lineHeight: '1.2' })}>
          {businessName}
        </a>
        <nav aria-label="Main" className={css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '1' })}>
          <a href="/" className={navLinkClass} aria-current={isCurrentPath('/', pathname) ? 'page' : undefined}>
            Home
          </a>
          {/* Idle, not intent: a tap after idle must answer on the frame, not wait for a hydration. */}
          <Island of={layoutIslands['services-menu']} component={ServicesMenu} props={{ services }} as="span" />
          {NAV_LINKS.filter((link) => link.href !== '/' && !link.mobileOnly).map((link) => (
            <a key={link.href} href={link.href} className={navLinkClass} aria-current={isCurrentPath(link.href, pathname) ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {account}
          {bag}
          <Island of={layoutIslands['mobile-menu']} component={MobileMenu} props={{ services, pathname }} as="span" />
        </div>
      </div>
    </header>
  )
}
