import { describe, expect, it } from 'vitest'
import { calculateOrder, type PricedLine } from '../pricing.ts'
import { recheckCoupon } from './cart-recheck.ts'
import type { ValidatedCoupon } from './responses.ts'

// A ₹500 shelf price before tax is ₹590 on the shelf.
const line = (quantity: number, category = 'cases'): PricedLine => ({
  price: 500_00,
  quantity,
  category,
})
const priced = (coupon: ValidatedCoupon, lines: PricedLine[]) => {
  const check = recheckCoupon(coupon, lines)
  return { check, order: calculateOrder(lines, check.terms) }
}
const coupon = (terms: Partial<ValidatedCoupon>): ValidatedCoupon => ({
  code: 'OFF',
  type: 'flat',
  value: 100,
  minCartValue: 0,
  maxDiscount: null,
  categories: [],
  ...terms,
})

describe('recheckCoupon', () => {
  it('prices a flat coupon from the answer in rupees as the server did', () => {
    const { check, order } = priced(coupon({ value: 100.5 }), [line(2)])
    expect(check).toEqual({
      terms: { type: 'flat', value: 100_50, maxDiscount: null, categories: [] },
      refusal: null,
    })
    expect(order.discount).toBe(100_50)
    expect(order.total).toBe(1180_00 - 100_50)
  })

  it('follows the cart for a percentage coupon, up to its cap', () => {
    const ten = coupon({ type: 'percentage', value: 10 })
    expect(priced(ten, [line(1)]).order.discount).toBe(59_00)
    expect(priced(ten, [line(3)]).order.discount).toBe(177_00)
    expect(priced({ ...ten, maxDiscount: 150 }, [line(3)]).order.discount).toBe(150_00)
  })

  it('takes a category coupon off the lines it covers only', () => {
    const cases = coupon({ type: 'percentage', value: 10, categories: ['cases'] })
    const { check, order } = priced(cases, [line(1), line(2, 'chargers')])
    expect(check.refusal).toBeNull()
    expect(order.discount).toBe(59_00)
  })

  it('refuses a category coupon once the cart holds nothing it covers', () => {
    const cases = coupon({ categories: ['cases', 'tempered-glass'] })
    const { check, order } = priced(cases, [line(2, 'chargers')])
    expect(check).toEqual({
      terms: null,
      refusal: 'This coupon applies to Cases and Tempered Glass only',
    })
    expect(order.discount).toBe(0)
  })

  it('refuses the coupon once the cart falls below its minimum, with the server’s words', () => {
    const big = coupon({ type: 'percentage', value: 10, minCartValue: 1000 })
    const { check, order } = priced(big, [line(1)])
    expect(check).toEqual({
      terms: null,
      refusal: 'This coupon needs a cart of at least ₹1,000',
    })
    expect(order.discount).toBe(0)
  })

  it('accepts it again at exactly the minimum', () => {
    const min = coupon({ value: 50, minCartValue: 1180 })
    expect(priced(min, [line(2)]).check.refusal).toBeNull()
    expect(priced(min, [line(2)]).order.discount).toBe(50_00)
  })
})
