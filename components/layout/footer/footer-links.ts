/** The footer's booking links; Paint Protection Film is quote-only, so it goes to /contact. */
export const FOOTER_BOOKING_LINKS = [
  { href: '/book/signature-detail', label: 'Signature Detail' },
  { href: '/book/signature-ceramic-coating', label: 'Signature Ceramic Coating' },
  { href: '/book/full-detail', label: 'Full Detail' },
  { href: '/book/interior-detail', label: 'Interior Detail' },
  { href: '/contact', label: 'Paint Protection Film' },
] as const

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
