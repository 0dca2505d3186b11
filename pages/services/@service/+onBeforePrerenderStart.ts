import { servicePages } from '../../../lib/catalogue/catalogue.server'

export default function onBeforePrerenderStart(): string[] {
  return servicePages.map((p) => `/services/${p.slug}`)
}
