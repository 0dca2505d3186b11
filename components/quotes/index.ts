export { QuoteIsland } from './QuoteIsland'
export { quoteIslands } from './islands'
export { quoteOptions, formatCents } from './quote-rules'
export { readQuoteHandoff, type QuoteHandoff } from './quote-handoff'
