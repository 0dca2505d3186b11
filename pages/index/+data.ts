import { catalogue } from '../../lib/catalogue/catalogue'
import { homeData } from '../../components/catalogue-pages'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  const home = homeData(catalogue, 'katy', true)
  if (!home) throw new Error('data/areas.json has no "katy" area: the home page speaks of Katy.')
  return home
}
