import { useData } from 'vike-react/useData'
import { addOns, areas, business, servicePages, variants } from '../../../lib/catalogue/catalogue.server'
import { serviceJsonLd } from '../../../lib/seo/jsonld'
import { JsonLdScript } from '../../../components/layout'
import type { Data } from './+data'

// The Service JSON-LD; the rest of the head comes from the page's meta (pages/+Head.tsx).
export default function Head() {
  const { service } = useData<Data>()
  const page = servicePages.find((p) => p.slug === service.slug)
  if (!page) return null
  const addOn = page.addOnId ? addOns.find((a) => a.id === page.addOnId) : undefined
  const variantsOfPage = page.baseId ? variants.filter((v) => v.baseId === page.baseId) : []
  return <JsonLdScript data={serviceJsonLd({ business, areas, page, variants: variantsOfPage, ...(addOn ? { addOn } : {}) })} />
}
