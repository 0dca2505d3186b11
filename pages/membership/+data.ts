import { catalogue } from '../../lib/catalogue/catalogue.server'
import { membershipPageData } from '../../components/catalogue-pages'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return membershipPageData(catalogue)
}
