// The bag domain's islands (View Bag, the bag drawer, the upsell dialog and the buy box), declared once (lib/islands/declare.ts): pages render them
// with <Island of={bagIslands[…]}>, and components/islands/registry.ts hands the same declarations to
// the browser's runtime. Each loader names the island's own module, so it is a chunk of its own.
import { declareIslands } from '../../lib/islands/declare'

export const bagIslands = declareIslands({
  'bag-button': () => import('./BagButton').then((module) => module.BagButton),
  'bag-drawer': () => import('./BagDrawerIsland').then((module) => module.BagDrawerIsland),
  upsell: () => import('./UpsellIsland').then((module) => module.UpsellIsland),
  'add-to-bag': () => import('./AddToBag').then((module) => module.AddToBag),
})
