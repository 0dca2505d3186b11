export { BeforeAfterSection } from './BeforeAfterSection'
export { GalleryPage } from './GalleryPage'
export { GALLERY_PATH, galleryData, hasGallery, type GalleryData } from './data'
export { servicePairs, type PairView } from './pair-view'
