import { business } from '../../lib/catalogue/catalogue.server'
import { accountPageMeta } from '../../lib/seo/page-meta'

// Prerendered as the site's shell, its content a client-only island (docs/decisions/110-islands-html-only-pages.md): the token
// is in the address, which only the browser sees.
export async function data() {
  return { meta: accountPageMeta('Unsubscribe', '/unsubscribe', business.name) }
}
