import { business } from '../../../lib/catalogue/catalogue.server'
import { accountPageMeta } from '../../../lib/seo/page-meta'

// The owner's compose page: a client-only island, its token in the address's fragment.
export async function data() {
  return { meta: accountPageMeta('Send a quote', '/quote/compose', business.name) }
}
