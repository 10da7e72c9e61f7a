import { describe, expect, it } from 'vitest'
import {
  formatApiRupees,
  formatRupees,
  formatRupeesExact,
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
})
