// The quote pages' island (the owner's compose page and the customer's quote page, one loader:
// QuoteIsland.tsx), declared once (lib/islands/declare.ts); components/islands/registry.ts hands it
// to the browser's runtime.
import { declareIslands } from '../../lib/islands/declare'

export const quoteIslands = declareIslands({
  quote: () => import('./QuoteIsland').then((module) => module.QuoteIsland),
})
