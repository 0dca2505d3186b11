// Add-ons as pages and the upsell dialog show them: the priced item (lib/catalogue/price.ts) and
// its description. Plain data: the layout passes the upsell's list to its island as props, so
// the dialog's code never imports the catalogue.
import { pricedItem, type PricedItem } from './price'
import type { AddOn, StaticCatalogue } from './types'

export interface AddOnOffer extends PricedItem {
  description: string
}

export function addOnOffer(addOn: AddOn): AddOnOffer {
  return { ...pricedItem(addOn), description: addOn.description }
}

/**
 * Every add-on some package suggests, once, in the order first suggested: all the upsell dialog
 * can show after any add, whichever page the visitor is on.
 */
export function upsellOffers(catalogue: Pick<StaticCatalogue, 'baseServices' | 'addOns'>): AddOnOffer[] {
  const ids = [...new Set(catalogue.baseServices.flatMap((b) => b.addOns))]
  return ids.flatMap((id) => catalogue.addOns.filter((a) => a.id === id).map(addOnOffer))
}
