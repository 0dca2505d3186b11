import { describe, expect, it } from 'vitest'
import { formatPrice, formatPriceOrQuote, formatPriceRange, REQUEST_A_QUOTE } from '../../lib/format/price'

describe('price formatting', () => {
  it('shows whole dollars with a dollar sign, grouping and two decimals', () => {
    expect(formatPrice(349)).toBe('$349.00')
    expect(formatPrice(1199)).toBe('$1,199.00')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice(1397.5)).toBe('$1,397.50') // bag totals of whole prices stay exact
  })

  it('says "Request a quote" when there is no price, never $0', () => {
    expect(REQUEST_A_QUOTE).toBe('Request a quote')
    expect(formatPriceOrQuote(null)).toBe('Request a quote')
    expect(formatPriceOrQuote(undefined)).toBe('Request a quote')
    expect(formatPriceOrQuote(69)).toBe('$69.00')
  })

  it('gives a "From" price for variants', () => {
    expect(formatPriceRange([349, 399, 449])).toBe('From $349.00')
    expect(formatPriceRange([69])).toBe('$69.00')
    expect(formatPriceRange([])).toBe('Request a quote')
  })

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError)
  })
})
