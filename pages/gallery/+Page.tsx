import { useData } from 'vike-react/useData'
import { GalleryPage } from '../../components/gallery'
import type { Data } from './+data'

export default function Page() {
  return <GalleryPage data={useData<Data>()} />
}
