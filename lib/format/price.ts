// Prices are whole dollars in the catalogue and always shown with two decimals
// (data/services.json). Services without a price say "Request a quote", never $0.

export const REQUEST_A_QUOTE = 'Request a quote'

// One formatter for the whole site: en-US grouping, the same on server and client,
// so prerendered HTML and hydrated text never differ.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 349 -> "$349.00", 1199 -> "$1,199.00". */
export function formatPrice(dollars: number): string {
  if (!Number.isFinite(dollars)) throw new RangeError(`formatPrice: not a finite amount: ${dollars}`)
  return usd.format(dollars)
}

/** A price, or "Request a quote" when there is none (null/undefined). */
export function formatPriceOrQuote(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? REQUEST_A_QUOTE : formatPrice(dollars)
}

/** Lowest of several prices as "From $275.00"; one price alone is just that price; none is a quote. */
export function formatPriceRange(prices: readonly number[]): string {
  if (prices.length === 0) return REQUEST_A_QUOTE
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? formatPrice(low) : `From ${formatPrice(low)}`
}
