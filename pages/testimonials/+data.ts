import { catalogue } from '../../lib/catalogue/catalogue'
import { testimonialsPageData } from '../../components/catalogue-pages/info/page-data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return testimonialsPageData(catalogue)
}
