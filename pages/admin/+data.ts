import { business, catalogue } from '../../lib/catalogue/catalogue.server'
import { previewCatalogueOf } from '../../lib/cms/preview-data'

export type Data = Awaited<ReturnType<typeof data>>

// Not for search engines (noindex; left out of the sitemap by build/sitemap.ts). The previews'
// prices come with the page (docs/decisions/127-one-price-model.md: browser code never imports the catalogue).
export async function data() {
  return {
    meta: { title: `Content manager | ${business.name}`, description: `Edit the ${business.name} catalogue.`, noindex: true },
    preview: previewCatalogueOf(catalogue),
  }
}
