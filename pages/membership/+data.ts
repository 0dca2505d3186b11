import { catalogue } from '../../lib/catalogue/catalogue'
import { monthlyPriceLabel } from '../../lib/catalogue/price'
import { infoData } from '../../components/info/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    ...infoData(catalogue, 'membership'),
    intro: catalogue.membership.intro,
    tiers: catalogue.membership.tiers.map((t) => ({
      id: t.id,
      name: t.name,
      priceLabel: monthlyPriceLabel(t.pricePerMonth),
      summary: t.summary,
      perks: t.perks,
      frequency: t.frequency,
      featured: t.featured,
    })),
  }
}
