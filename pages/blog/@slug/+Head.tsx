import { useData } from 'vike-react/useData'
import { business } from '../../../lib/catalogue/catalogue.server'
import { blogPostingJsonLd } from '../../../lib/seo/jsonld'
import { JsonLdScript } from '../../../components/layout'
import type { Data } from './+data'

// The article's own tags; the rest of the head comes from the page's meta (pages/+Head.tsx).
export default function Head() {
  const post = useData<Data>()
  return (
    <>
      <meta property="article:published_time" content={post.date} />
      <meta property="article:author" content={post.author} />
      <JsonLdScript data={blogPostingJsonLd(business, post)} />
    </>
  )
}
