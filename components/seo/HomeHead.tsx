import { useData } from 'vike-react/useData'
import { addOns, areas, business, servicePages, variants } from '../../lib/catalogue/catalogue'
import { localBusinessJsonLd, offerSources } from '../../lib/seo/jsonld'
import type { HomeData } from '../home/data'
import { JsonLdScript } from './SeoHead'

/** JSON-LD of the home and area pages: AutoWash with areaServed and the whole OfferCatalog (the rest of the head: pages/+Head.tsx). */
export function HomeHead() {
  const { meta } = useData<HomeData>()
  const path = meta.canonicalPath ?? '/'
  return <JsonLdScript data={localBusinessJsonLd({ business, areas, offers: offerSources(servicePages, variants, addOns), path })} />
}
