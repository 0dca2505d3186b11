import { useData } from 'vike-react/useData'
import { addOns, areas, business, servicePages, variants } from '../../lib/catalogue/catalogue'
import { localBusinessJsonLd, offerSources } from '../../lib/seo/jsonld'
import type { ImageRef } from '../../lib/catalogue/types'
import { PageHead } from './PageHead'

/** What the head reads of the home and area pages' data (components/home/data.ts HomeData), named here so seo/ does not import home/ (decision 122). */
interface HomeHeadData {
  area: { slug: string; image: ImageRef }
}

/**
 * Head of the home and area pages: AutoWash with areaServed and the whole OfferCatalog.
 * "/" and "/katy" are the same Katy home page (lib/catalogue/rules.ts), so both name "/" as canonical.
 */
export function HomeHead() {
  const data = useData<HomeHeadData>()
  const path = data.area.slug === 'katy' ? '/' : `/${data.area.slug}`
  const jsonLd = localBusinessJsonLd({ business, areas, offers: offerSources(servicePages, variants, addOns), path })
  return <PageHead path={path} jsonLd={[jsonLd]} image={data.area.image} />
}
