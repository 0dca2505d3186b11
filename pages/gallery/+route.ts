// /gallery exists only while data/gallery.json has pairs (docs/decisions/153). A Route Function, so
// Vike prerenders exactly the URLs +onBeforePrerenderStart lists: none without pairs, and then the
// build has no /gallery page at all (a static Route String is always prerendered). Vike's own
// warning for a function route with no URL to prerender is the sign of an empty gallery.
import type { PageContextServer } from 'vike/types'

export default (pageContext: Pick<PageContextServer, 'urlPathname'>) => pageContext.urlPathname === '/gallery'
