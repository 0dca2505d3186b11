import { catalogue } from '../../lib/catalogue/catalogue.server'
import { homeData } from '../../components/catalogue-pages'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  const { homeArea } = catalogue.business
  const home = homeData(catalogue, homeArea, true)
  // The catalogue check refuses a homeArea that names no area (lib/catalogue/rules.ts checkBusiness).
  if (!home) throw new Error(`data/business.json homeArea "${homeArea}" names no area of data/areas.json.`)
  return home
}
