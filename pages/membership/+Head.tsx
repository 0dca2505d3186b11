import { useData } from 'vike-react/useData'
import { crumbsFor, PageHead } from '../../components/seo/PageHead'
import type { Data } from './+data'

export default function Head() {
  const data = useData<Data>()
  return <PageHead crumbs={crumbsFor(data.heading, '/membership')} />
}
