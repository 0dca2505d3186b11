import { catalogue } from '../../lib/catalogue/catalogue.server'
import { GALLERY_PATH, hasGallery } from '../../components/gallery'

export default function onBeforePrerenderStart(): string[] {
  return hasGallery(catalogue) ? [GALLERY_PATH] : []
}
