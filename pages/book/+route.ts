import type { PageContext } from 'vike/types'

// One booking page for /book and /book/{serviceId}.
export default function route(pageContext: PageContext) {
  const match = /^\/book(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname)
  if (!match) return false
  const id = match[1]
  return { routeParams: id ? { serviceId: decodeURIComponent(id) } : {} }
}
