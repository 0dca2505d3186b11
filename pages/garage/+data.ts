import { business } from '../../lib/catalogue/catalogue.server'
import { accountPageMeta } from '../../lib/seo/page-meta'

// An account page: prerendered as the site's shell, its content a client-only island (docs/decisions/110-islands-html-only-pages.md).
export async function data() {
  return { meta: accountPageMeta('My Garage', '/garage', business.name) }
}
