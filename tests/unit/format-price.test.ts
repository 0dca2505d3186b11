import { describe, expect, it } from 'vitest'
import { formatPrice, formatWholeDollars, REQUEST_A_QUOTE } from '../../lib/format/price'

describe('price formatting', () => {
  it('shows whole dollars with a dollar sign, grouping and two decimals', () => {
    expect(formatPrice(349)).toBe('$349.00')
    expect(formatPrice(1199)).toBe('$1,199.00')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice(1397.5)).toBe('$1,397.50') // bag totals of whole prices stay exact
  })

  it('names the quote the way the spec writes it', () => {
    expect(REQUEST_A_QUOTE).toBe('Request a quote')
  })

  it('writes whole dollars without cents inside sentences, with grouping', () => {
    expect(formatWholeDollars(349)).toBe('$349')
    expect(formatWholeDollars(1199)).toBe('$1,199')
    expect(() => formatWholeDollars(69.5)).toThrow(RangeError)
    expect(() => formatWholeDollars(2 ** 53)).toThrow(RangeError)
  })

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError)
  })
})
