import type { Business } from './types'

export interface ContactLink {
  kind: 'call' | 'text' | 'email'
  href: string
  label: string
  /** What the link shows besides the label: the number or the address. */
  detail: string
}

/** What Book Now needs of the business: the scheduler's page and origin, and the ways to call, text or e-mail instead. */
export interface SchedulerContact {
  schedulerUrl: string
  schedulerOrigin: string
  links: ContactLink[]
}

export function schedulerContact(business: Pick<Business, 'phone' | 'email' | 'schedulerUrl' | 'schedulerOrigin'>): SchedulerContact {
  return { schedulerUrl: business.schedulerUrl, schedulerOrigin: business.schedulerOrigin, links: contactLinks(business) }
}

/** Call, text and e-mail links for the business, from data/business.json. */
export function contactLinks(business: Pick<Business, 'phone' | 'email'>): ContactLink[] {
  return [
    { kind: 'call', href: `tel:${business.phone.e164}`, label: 'Call us', detail: business.phone.display },
    { kind: 'text', href: `sms:${business.phone.e164}`, label: 'Text us', detail: business.phone.display },
    { kind: 'email', href: `mailto:${business.email}`, label: 'E-mail us', detail: business.email },
  ]
}
