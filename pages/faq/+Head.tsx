import { useData } from 'vike-react/useData'
import { business } from '../../lib/catalogue/catalogue.server'
import { faqPageJsonLd } from '../../lib/seo/jsonld'
import { JsonLdScript } from '../../components/layout'
import type { Data } from './+data'

// The FAQPage JSON-LD; the rest of the head comes from the page's meta (pages/+Head.tsx).
export default function Head() {
  return <JsonLdScript data={faqPageJsonLd(business.siteUrl, useData<Data>().entries)} />
}
