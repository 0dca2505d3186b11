import { catalogue } from '../../lib/catalogue/catalogue'
import { infoData } from '../../components/info/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    ...infoData(catalogue, 'faq'),
    entries: catalogue.faq.filter((f) => f.onFaqPage).map(({ id, question, answer }) => ({ id, question, answer })),
  }
}
