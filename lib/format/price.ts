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

// Prices inside sentences (the chat's canned quotes) are written without cents: "$349", "$1,199".
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** 349 -> "$349", 1199 -> "$1,199": a whole-dollar price as a sentence writes it. */
export function formatWholeDollars(dollars: number): string {
  if (!Number.isSafeInteger(dollars)) throw new RangeError(`formatWholeDollars: not a whole number of dollars: ${dollars}`)
  return usdWhole.format(dollars)
}
