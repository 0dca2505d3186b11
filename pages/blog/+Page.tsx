import { useData } from 'vike-react/useData'
import { BlogList } from '../../components/catalogue-pages/blog/BlogList'
import { InfoPage } from '../../components/catalogue-pages/info/InfoPage'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/blog">
      <BlogList posts={data.posts} />
    </InfoPage>
  )
}
