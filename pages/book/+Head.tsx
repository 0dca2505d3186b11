import { useData } from 'vike-react/useData'
import { PageHead, crumbsFor } from '../../components/seo/PageHead'
import type { Data } from './+data'

export default function Head() {
  const data = useData<Data>()
  const { selected } = data
  if (!selected) return <PageHead path="/book" crumbs={crumbsFor('Book', '/book')} {...(data.unknownId ? { noindex: true } : {})} />
  return <PageHead image={selected.image} crumbs={crumbsFor(selected.name, `/book/${selected.slug}`, { name: 'Book', path: '/book' })} />
}
