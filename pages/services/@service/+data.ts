import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { catalogue } from '../../../lib/catalogue/catalogue.server'
import { servicePageData } from '../../../lib/catalogue/service-detail'
import { servicePairs } from '../../../components/gallery'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const page = servicePageData(catalogue, pageContext.routeParams.service ?? '')
  if (!page) throw render(404, 'No such service')
  return { ...page, beforeAfter: servicePairs(catalogue, page.service.slug) }
}
