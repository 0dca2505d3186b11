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

  it('writes every amount as en-US Intl.NumberFormat writes it (the formatter it replaces)', () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })
    const amounts = [0, -0, 0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 99.999, 314.1, 999.995, 1000, 12_345.6, 1_234_567.891, -5, -0.004, -1199.5, 1e15, Number.MAX_SAFE_INTEGER]
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round(Math.sin(i) * 10 ** (i % 9)) / 100)
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(cents.format(amount))
    for (const amount of [0, 7, 349, 1199, 10_000, 999_999, -42, Number.MAX_SAFE_INTEGER]) expect(formatWholeDollars(amount)).toBe(whole.format(amount))
  })

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError)
  })
})
