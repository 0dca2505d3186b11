import { useData } from 'vike-react/useData'
import { business } from '../../../lib/catalogue/catalogue'
import { blogPostingJsonLd } from '../../../lib/seo/jsonld'
import { crumbsFor, PageHead } from '../../../components/seo/PageHead'
import type { Data } from './+data'

export default function Head() {
  const post = useData<Data>()
  const path = `/blog/${post.slug}`
  return (
    <>
      <meta property="article:published_time" content={post.date} />
      <meta property="article:author" content={post.author} />
      <PageHead ogType="article" image={post.image} crumbs={crumbsFor(post.title, path, { name: 'Blog', path: '/blog' })} jsonLd={[blogPostingJsonLd(business, post)]} />
    </>
  )
}
