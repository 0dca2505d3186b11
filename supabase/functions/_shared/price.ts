// Prices are whole dollars in the catalogue and always shown with two decimals
// (data/services.json). Services without a price say "Request a quote", never $0.
//
// Written out by hand, not with Intl.NumberFormat: constructing a currency formatter loads the
// locale's currency data, and the first one is built in the middle of a tap (the bag drawer's
// first open). The output is Intl's en-US USD format, which the unit test
// compares it with (tests/unit/format-price.test.ts); the same on server and client, so
// prerendered HTML and hydrated text never differ.

export const REQUEST_A_QUOTE = 'Request a quote'

/** "1199" -> "1,199": en-US grouping of a string of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * [whole dollars, two-digit cents] of a non-negative amount, rounded half up on its shortest
 * decimal form ("0.015" -> 2 cents), as Intl does; toFixed would round the binary value (1 cent).
 */
function dollarsAndCents(amount: number): [string, string] {
  const decimal = String(amount)
  // Exponent forms: below a millionth rounds to nothing; 1e21 and up are whole numbers.
  if (decimal.includes('e')) return amount < 1 ? ['0', '00'] : [BigInt(amount).toString(), '00']
  const [whole = '0', fraction = ''] = decimal.split('.')
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'))
  if ((fraction[2] ?? '0') >= '5') cents += 1n
  const digits = cents.toString().padStart(3, '0')
  return [digits.slice(0, -2), digits.slice(-2)]
}

/** 349 -> "$349.00", 1199 -> "$1,199.00". */
export function formatPrice(dollars: number): string {
  if (!Number.isFinite(dollars)) throw new RangeError(`formatPrice: not a finite amount: ${dollars}`)
  const [whole, cents] = dollarsAndCents(Math.abs(dollars))
  // As Intl's default sign display: a minus for every negative amount, -0 included.
  const negative = dollars < 0 || Object.is(dollars, -0)
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${cents}`
}

/** 349 -> "$349", 1199 -> "$1,199": a whole-dollar price as a sentence writes it. */
export function formatWholeDollars(dollars: number): string {
  if (!Number.isSafeInteger(dollars)) throw new RangeError(`formatWholeDollars: not a whole number of dollars: ${dollars}`)
  return `${dollars < 0 ? '-' : ''}$${groupThousands(String(Math.abs(dollars)))}`
}
