import type { PageContextServer } from 'vike/types'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { bookingData } from '../../components/booking'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return bookingData(catalogue, pageContext.routeParams.serviceId)
}
