import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  formatApiRupees,
  formatRupees,
  formatRupeesExact,
  groupIndian,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts'
import { rupees } from './money-codec.ts'
import { OrderCalculationSchema } from './order/responses.ts'

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

describe('rupees, the codec between the API and the shop', () => {
  it('reads what a request sends in rupees as paise, checking the rupees as sent', () => {
    const price = rupees(z.number().max(10, 'At most ₹10'))
    expect(price.parse(9.99)).toBe(999)
    expect(price.safeParse(10.5).error?.issues[0]?.message).toBe('At most ₹10')
  })

  it('shapes every figure of an order answer in rupees, and reads them back as paise', () => {
    const held = {
      subtotal: 589_00,
      tax: 89_85,
      shipping: 0,
      discount: 58_90,
      codFee: 49_00,
      total: 579_10,
      savings: 1_18,
    }
    const sent = z.encode(OrderCalculationSchema, held)
    expect(sent).toEqual({
      subtotal: 589,
      tax: 89.85,
      shipping: 0,
      discount: 58.9,
      codFee: 49,
      total: 579.1,
      savings: 1.18,
    })
    expect(OrderCalculationSchema.parse(sent)).toEqual(held)
  })
})
