import { useData } from 'vike-react/useData'
import { BlogList } from '../../components/blog/BlogList'
import { InfoPage } from '../../components/info/InfoPage'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/blog">
      <BlogList posts={data.posts} />
    </InfoPage>
  )
}
