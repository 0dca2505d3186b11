import type { PageContext } from 'vike/types'
import { areas } from '../../data/areas.json'

// /katy, /jordan-ranch, /fulshear, /cinco-ranch: one page per area of the catalogue.
// Route functions ship in the client router's entry: import areas.json alone, not the whole catalogue.
export default function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.replace(/^\/+|\/+$/g, '')
  if (!areas.some((a) => a.slug === slug)) return false
  return { routeParams: { area: slug } }
}
