// The quote pages' islands (the owner's compose page and the customer's quote page), declared once
// (lib/islands/declare.ts); components/islands/registry.ts hands them to the browser's runtime.
import { declareIslands } from '../../lib/islands/declare'

export const quoteIslands = declareIslands({
  'quote-compose': () => import('./QuoteComposePage').then((module) => module.QuoteComposePage),
  quote: () => import('./QuotePage').then((module) => module.QuotePage),
})
