import { useData } from 'vike-react/useData'
import { addOns, areas, business, servicePages, variants } from '../../../lib/catalogue/catalogue.server'
import { localBusinessJsonLd, offerSources } from '../../../lib/seo/jsonld'
import type { PageMeta } from '../../../lib/seo/page-meta'
import { JsonLdScript } from './SeoHead'

/** What the head reads of the home and area pages' data (components/catalogue-pages/home/data.ts HomeData); the layout imports no domain's internals (docs/decisions/122-lint-layers-and-feature-boundaries.md). */
interface HomeHeadData {
  meta: Pick<PageMeta, 'canonicalPath'>
}

/** JSON-LD of the home and area pages: AutoWash with areaServed and the whole OfferCatalog (the rest of the head: pages/+Head.tsx). */
export function HomeHead() {
  const { meta } = useData<HomeHeadData>()
  const path = meta.canonicalPath ?? '/'
  return <JsonLdScript data={localBusinessJsonLd({ business, areas, offers: offerSources(servicePages, variants, addOns), path })} />
}
