import { catalogue } from '../../lib/catalogue/catalogue'
import { infoData } from '../../components/info/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  const areaName = (slug: string) => catalogue.areas.find((a) => a.slug === slug)?.name ?? slug
  const serviceName = (slug?: string) => (slug ? catalogue.servicePages.find((p) => p.slug === slug)?.name : undefined)
  return {
    ...infoData(catalogue, 'testimonials'),
    testimonials: [...catalogue.testimonials]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((t) => {
        const service = serviceName(t.service)
        return { id: t.id, author: t.author, areaName: areaName(t.area), rating: t.rating, text: t.text, ...(service ? { serviceName: service } : {}) }
      }),
  }
}
