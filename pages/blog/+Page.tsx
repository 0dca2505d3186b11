import { useData } from 'vike-react/useData'
import { BlogList, InfoPage } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/blog">
      <BlogList posts={data.posts} />
    </InfoPage>
  )
}
