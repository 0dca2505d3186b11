import { business } from '../../lib/catalogue/catalogue.server'
import { accountPageMeta } from '../../lib/seo/page-meta'

// Prerendered as the site's shell, its content a client-only island (docs/decisions/110-islands-html-only-pages.md): the
// quote's token is in the address's fragment, which only the browser sees.
export async function data() {
  return { meta: accountPageMeta('Your quote', '/quote', business.name) }
}
