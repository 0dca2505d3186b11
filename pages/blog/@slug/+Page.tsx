import { useData } from 'vike-react/useData'
import { BlogPostView } from '../../../components/catalogue-pages/blog/BlogPostView'
import type { Data } from './+data'

export default function Page() {
  return <BlogPostView post={useData<Data>()} />
}
