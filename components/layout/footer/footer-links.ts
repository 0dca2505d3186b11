// The footer's Company links: the site's own pages. Its Book, Services and Areas lists come from
// the catalogue (lib/catalogue/nav.ts), so the owner changes them in data/.
export const FOOTER_INFO_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/service-areas', label: 'Service Areas' },
  { href: '/membership', label: 'Membership' },
  { href: '/faq', label: 'FAQ' },
  { href: '/testimonials', label: 'Testimonials' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-conditions', label: 'Terms & Conditions' },
] as const

/** Listed after the others while data/gallery.json has pairs (docs/decisions/153-before-after-gallery.md). */
export const GALLERY_LINK = { href: '/gallery', label: 'Before & After' } as const
