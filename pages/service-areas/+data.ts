import { catalogue } from '../../lib/catalogue/catalogue'
import { infoData } from '../../components/info/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    ...infoData(catalogue, 'service-areas'),
    areas: catalogue.areas.map((a) => ({
      slug: a.slug,
      name: a.name,
      intro: a.intro[0] ?? '',
      neighborhoods: a.neighborhoods,
      zipCodes: a.zipCodes,
      image: a.image,
    })),
    serviceRadius: catalogue.business.serviceRadius,
  }
}
