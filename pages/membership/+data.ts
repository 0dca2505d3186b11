import { catalogue } from '../../lib/catalogue/catalogue'
import { formatPrice, REQUEST_A_QUOTE } from '../../lib/format/price'
import { infoData } from '../../components/info/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    ...infoData(catalogue, 'membership'),
    intro: catalogue.membership.intro,
    tiers: catalogue.membership.tiers.map((t) => ({
      id: t.id,
      name: t.name,
      priceLabel: t.pricePerMonth === null ? REQUEST_A_QUOTE : `${formatPrice(t.pricePerMonth)} / month`,
      summary: t.summary,
      perks: t.perks,
      frequency: t.frequency,
      featured: t.featured,
    })),
  }
}
