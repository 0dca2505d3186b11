/** The header's links, in order. Contact shows only in the mobile menu. */
export interface NavLink {
  href: string
  label: string
  mobileOnly?: boolean
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/service-areas', label: 'Service Areas' },
  { href: '/about', label: 'About' },
  { href: '/membership', label: 'Membership' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact', mobileOnly: true },
]

/** A link counts as current on its own path and below it ("/blog" for "/blog/post"), except Home. */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
