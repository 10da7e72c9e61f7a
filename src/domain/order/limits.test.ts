import { describe, expect, it } from 'vitest'
import {
  MAX_ORDER_VALUE,
  ORDER_TOO_LARGE,
  orderValueRefusal,
  PER_PRODUCT_CAP,
  quantityLimit,
} from './limits.ts'

describe('quantityLimit', () => {
  it("stops at the per-product cap when stock isn't low", () => {
    expect(quantityLimit(10, undefined)).toEqual({
      most: 10,
      reason: 'At most 10 of one product per order',
      byStock: false,
    })
  })

  it("stops at the room other variants' lines leave under the cap", () => {
    expect(quantityLimit(6, 8)).toEqual({ most: 6, reason: PER_PRODUCT_CAP, byStock: false })
  })

  it('stops at the units left when they are fewer than the room', () => {
    expect(quantityLimit(10, 4)).toEqual({ most: 4, reason: 'Only 4 left', byStock: true })
    expect(quantityLimit(6, 5)).toEqual({ most: 5, reason: 'Only 5 left', byStock: true })
  })

  it('names the cap when both allow the same number', () => {
    expect(quantityLimit(4, 4)).toMatchObject({ most: 4, reason: PER_PRODUCT_CAP })
  })

  it('allows nothing when no room is left', () => {
    expect(quantityLimit(0, undefined)).toMatchObject({ most: 0, reason: PER_PRODUCT_CAP })
    expect(quantityLimit(0, 3)).toMatchObject({ most: 0, reason: PER_PRODUCT_CAP })
  })
})

describe('orderValueRefusal', () => {
  it("refuses an order above the largest value, in the shopper's words", () => {
    expect(orderValueRefusal(MAX_ORDER_VALUE)).toBeNull()
    expect(orderValueRefusal(MAX_ORDER_VALUE + 1)).toBe(ORDER_TOO_LARGE)
    expect(ORDER_TOO_LARGE).toBe(
      'An order can be at most ₹5,00,000. Please split your cart into smaller orders.',
    )
  })
})
