import { describe, expect, it } from 'vitest'
import {
  formatApiRupees,
  formatRupees,
  formatRupeesExact,
  groupIndian,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts'

describe('money', () => {
  it('converts rupees to whole paise without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999)
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30)
    expect(paiseToRupees(69_62)).toBe(69.62)
  })

  it('formats whole rupees with the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(1_23_456_00)).toBe('₹1,23,456')
    expect(formatRupees(588_82)).toBe('₹589')
  })

  it('formats exact amounts with two decimals', () => {
    expect(formatRupeesExact(69_62)).toBe('₹69.62')
    expect(formatRupeesExact(1_500_00)).toBe('₹1,500.00')
  })
  it('formats an amount the API sent in rupees to the paisa', () => {
    expect(formatApiRupees(3503.7)).toBe('₹3,503.70')
    expect(formatApiRupees(0.1 + 0.2)).toBe('₹0.30')
  })

  it('writes every amount exactly as Intl does for en-IN, without starting Intl in the browser', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    })
    const exact = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    })
    const amounts = [0, 1, 9, 99, 100, 999, 1000, 12_345, 99_999, 1_00_000, 12_34_567, 5_00_000_00]
    for (const paise of [...amounts, ...amounts.map((n) => n * 1_001 + 7), 10 ** 13 + 5]) {
      for (const signed of paise === 0 ? [0] : [paise, -paise]) {
        // Less than half a rupee below nothing is '₹0' here, where Intl writes '-₹0'.
        expect(formatRupees(signed)).toBe(whole.format(Math.round(signed / 100) || 0))
        expect(formatRupeesExact(signed)).toBe(exact.format(signed / 100))
        expect(groupIndian(signed)).toBe(signed.toLocaleString('en-IN'))
      }
    }
  })

  it('writes a number past the safe integers as it is rather than grouping its exponent', () => {
    expect(groupIndian(1e21)).toBe('1e+21')
    expect(groupIndian(Infinity)).toBe('Infinity')
  })
})
