import type { PageContextServer } from 'vike/types'
import { areas, business } from '../../lib/catalogue/catalogue.server'
import { errorPageData } from '../../components/catalogue-pages'

// Vike runs the error page's data hook too (after a route's own hook threw, or for a 404).
export async function data(pageContext: PageContextServer) {
  return errorPageData(pageContext.is404 === true || pageContext.abortStatusCode === 404, business.name, areas)
}
