import { describe, expect, it } from 'vitest'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { MAX_ORDER_VALUE, ORDER_TOO_LARGE } from '#domain/order/limits.ts'
import { cartCalculation } from './cart-calculation.ts'

// ₹500 before tax is ₹590 on the shelf.
const line = (quantity: number, originalPrice: number | null = null) => ({
  price: 500,
  originalPrice,
  quantity,
})
const tenPercentFrom1000: ValidatedCoupon = {
  code: 'SAVE10',
  type: 'percentage',
  value: 10,
  minCartValue: 1000,
  maxDiscount: null,
  categories: [],
}

describe('cartCalculation', () => {
  it('adds up the shelf prices and ships free above the threshold', () => {
    const order = cartCalculation([line(2)], null)
    expect(order).toMatchObject({ subtotal: 1180_00, discount: 0, shipping: 0, total: 1180_00 })
    expect(order.couponRefusal).toBeNull()
  })

  it('counts what the shopper saves against the original price, with tax', () => {
    expect(cartCalculation([line(1, 600)], null).savings).toBe(118_00)
  })

  it('takes the coupon off a cart that reaches its minimum', () => {
    const order = cartCalculation([line(2)], tenPercentFrom1000)
    expect(order).toMatchObject({ discount: 118_00, total: 1062_00, couponRefusal: null })
  })

  it('leaves the coupon off and says why once the cart falls below its minimum', () => {
    const order = cartCalculation([line(1)], tenPercentFrom1000)
    expect(order).toMatchObject({ discount: 0, total: 590_00 })
    expect(order.couponRefusal).toBe('This coupon needs a cart of at least ₹1,000')
  })

  it('says before checkout when the cart is worth more than one order may be', () => {
    // 847 units at ₹590 is ₹4,99,730; one more passes ₹5,00,000.
    expect(cartCalculation([line(847)], null).tooLarge).toBeNull()
    const order = cartCalculation([line(848)], null)
    expect(order.subtotal).toBeGreaterThan(MAX_ORDER_VALUE)
    expect(order.tooLarge).toBe(ORDER_TOO_LARGE)
  })
})
