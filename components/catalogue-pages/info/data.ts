// Trimmed data for the information pages (/about, /contact, /faq ...), built at prerender.
import type { BlogBlock, StaticCatalogue } from '../../../lib/catalogue/types'
import { crumbsFor, type PageMeta } from '../../../lib/seo/page-meta'

export interface InfoData {
  meta: PageMeta
  heading: string
  body: BlogBlock[]
  updated?: string
}

/** The page at "/{slug}". Throws when the catalogue lacks it: a missing page must fail the build, not ship empty. */
export function infoData(catalogue: StaticCatalogue, slug: string): InfoData {
  const page = catalogue.infoPages.find((p) => p.slug === slug)
  if (!page) throw new Error(`data/info-pages.json has no page "${slug}".`)
  return {
    meta: { title: page.seo.title, description: page.seo.description, canonicalPath: `/${slug}`, crumbs: crumbsFor(page.heading, `/${slug}`) },
    heading: page.heading,
    body: page.body,
    ...(page.updated ? { updated: page.updated } : {}),
  }
}

export interface ContactDetailsData {
  name: string
  phoneDisplay: string
  phoneE164: string
  email: string
  hours: { days: string; opens: string; closes: string }[]
  serviceRadius: string
  requirements: string
}

/** "Monday–Friday" for consecutive days, else a comma list. */
export function formatDays(days: string[]): string {
  const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  const idx = days.map((d) => week.indexOf(d))
  const consecutive = idx.length > 2 && idx.every((v, i) => i === 0 || v === (idx[i - 1] ?? -2) + 1)
  return consecutive ? `${days[0]}–${days[days.length - 1]}` : days.join(', ')
}

/** "07:30" -> "7:30 am". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`
}

export function contactDetails(catalogue: StaticCatalogue): ContactDetailsData {
  const b = catalogue.business
  return {
    name: b.name,
    phoneDisplay: b.phone.display,
    phoneE164: b.phone.e164,
    email: b.email,
    hours: b.hours.map((h) => ({ days: formatDays(h.days), opens: formatTime(h.opens), closes: formatTime(h.closes) })),
    serviceRadius: b.serviceRadius,
    requirements: b.requirements,
  }
}
