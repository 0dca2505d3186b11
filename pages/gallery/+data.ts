import { render } from 'vike/abort'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { galleryData, hasGallery } from '../../components/gallery'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  if (!hasGallery(catalogue)) throw render(404, 'No before and after pairs yet')
  return galleryData(catalogue)
}
