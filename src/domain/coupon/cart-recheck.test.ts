import { describe, expect, it } from 'vitest'
import { calculateOrder } from '../pricing.ts'
import { recheckCoupon } from './cart-recheck.ts'
import type { ValidatedCoupon } from './responses.ts'

// A ₹500 shelf price before tax is ₹590 on the shelf.
const line = (quantity: number) => ({ price: 500_00, quantity })
const priced = (coupon: ValidatedCoupon, quantity: number) => {
  const lines = [line(quantity)]
  const check = recheckCoupon(coupon, calculateOrder(lines).subtotal)
  return { check, order: calculateOrder(lines, check.terms) }
}

describe('recheckCoupon', () => {
  it('prices a flat coupon from the answer in rupees as the server did', () => {
    const coupon: ValidatedCoupon = { code: 'FLAT100', type: 'flat', value: 100.5, minCartValue: 0 }
    const { check, order } = priced(coupon, 2)
    expect(check).toEqual({ terms: { type: 'flat', value: 100_50 }, refusal: null })
    expect(order.discount).toBe(100_50)
    expect(order.total).toBe(1180_00 - 100_50)
  })

  it('follows the cart for a percentage coupon', () => {
    const coupon: ValidatedCoupon = { code: 'TEN', type: 'percentage', value: 10, minCartValue: 0 }
    expect(priced(coupon, 1).order.discount).toBe(59_00)
    expect(priced(coupon, 3).order.discount).toBe(177_00)
  })

  it('refuses the coupon once the cart falls below its minimum, with the server’s words', () => {
    const coupon: ValidatedCoupon = {
      code: 'BIG',
      type: 'percentage',
      value: 10,
      minCartValue: 1000,
    }
    const { check, order } = priced(coupon, 1)
    expect(check).toEqual({
      terms: null,
      refusal: 'This coupon needs a cart of at least ₹1,000',
    })
    expect(order.discount).toBe(0)
  })

  it('accepts it again at exactly the minimum', () => {
    const coupon: ValidatedCoupon = { code: 'MIN', type: 'flat', value: 50, minCartValue: 1180 }
    expect(priced(coupon, 2).check.refusal).toBeNull()
    expect(priced(coupon, 2).order.discount).toBe(50_00)
  })
})
