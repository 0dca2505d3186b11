import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { homeData } from '../../components/catalogue-pages'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const home = homeData(catalogue, pageContext.routeParams.area ?? '', false)
  if (!home) throw render(404)
  return home
}
