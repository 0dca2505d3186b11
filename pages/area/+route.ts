import type { PageContext } from 'vike/types'
import { areas } from '../../lib/catalogue/catalogue'

// /katy, /jordan-ranch, /fulshear, /cinco-ranch: one page per area of the catalogue.
export default function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.replace(/^\/+|\/+$/g, '')
  if (!areas.some((a) => a.slug === slug)) return false
  return { routeParams: { area: slug } }
}
