import { useData } from 'vike-react/useData'
import { business } from '../../lib/catalogue/catalogue'
import { faqPageJsonLd } from '../../lib/seo/jsonld'
import { crumbsFor, PageHead } from '../../components/seo/PageHead'
import type { Data } from './+data'

export default function Head() {
  const data = useData<Data>()
  return <PageHead crumbs={crumbsFor(data.heading, '/faq')} jsonLd={[faqPageJsonLd(business.siteUrl, data.entries)]} />
}
