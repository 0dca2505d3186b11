import { useData } from 'vike-react/useData'
import { BlogPostView } from '../../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  return <BlogPostView post={useData<Data>()} />
}
