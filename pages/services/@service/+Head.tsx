import { useData } from 'vike-react/useData'
import { addOns, areas, business, variants } from '../../../lib/catalogue/catalogue'
import { serviceJsonLd } from '../../../lib/seo/jsonld'
import { crumbsFor, PageHead } from '../../../components/seo/PageHead'
import { servicePages } from '../../../lib/catalogue/catalogue'
import type { Data } from './+data'

export default function Head() {
  const { service } = useData<Data>()
  const page = servicePages.find((p) => p.slug === service.slug)
  const path = `/services/${service.slug}`
  if (!page) return <PageHead crumbs={crumbsFor(service.name, path)} />
  const addOn = page.addOnId ? addOns.find((a) => a.id === page.addOnId) : undefined
  const jsonLd = serviceJsonLd({
    business,
    areas,
    page,
    variants: page.baseId ? variants.filter((v) => v.baseId === page.baseId) : [],
    ...(addOn ? { addOn } : {}),
  })
  return <PageHead crumbs={crumbsFor(service.name, path)} jsonLd={[jsonLd]} image={service.image} />
}
