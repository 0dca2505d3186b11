import type { Business } from './types'

export interface ContactLink {
  kind: 'call' | 'text' | 'email'
  href: string
  label: string
  /** What the link shows besides the label: the number or the address. */
  detail: string
}

/** Call, text and e-mail links for the business, from data/business.json. */
export function contactLinks(business: Pick<Business, 'phone' | 'email'>): ContactLink[] {
  return [
    { kind: 'call', href: `tel:${business.phone.e164}`, label: 'Call us', detail: business.phone.display },
    { kind: 'text', href: `sms:${business.phone.e164}`, label: 'Text us', detail: business.phone.display },
    { kind: 'email', href: `mailto:${business.email}`, label: 'E-mail us', detail: business.email },
  ]
}
