import { describe, expect, it } from 'vitest'
import {
  type CouponState,
  couponRefusal,
  couponTermsFromApi,
  couponTermsToApi,
  couponValueFromPaise,
  couponValueToPaise,
} from './rules.ts'

const coupon = (overrides: Partial<CouponState> = {}): CouponState => ({
  type: 'flat',
  value: 100_00,
  isActive: true,
  minCartValue: 999_00,
  maxUsage: 3,
  uses: 0,
  ...overrides,
})

describe('couponRefusal', () => {
  it('accepts an active coupon at exactly its minimum cart value', () => {
    expect(couponRefusal(coupon(), 999_00)).toBeNull()
  })

  it('says the cart is below the minimum, a paisa short', () => {
    expect(couponRefusal(coupon(), 998_99)).toBe('This coupon needs a cart of at least ₹999')
  })

  it('refuses an inactive coupon before anything else, as if its code did not exist', () => {
    expect(couponRefusal(coupon({ isActive: false, uses: 3 }), 0)).toBe('Invalid coupon code')
  })

  it('refuses once the uses reach maxUsage, and allows the last one before', () => {
    expect(couponRefusal(coupon({ uses: 2 }), 1000_00)).toBeNull()
    expect(couponRefusal(coupon({ uses: 3 }), 1000_00)).toBe(
      'This coupon has reached its usage limit',
    )
  })

  it('never runs out without a maxUsage', () => {
    expect(couponRefusal(coupon({ maxUsage: null, uses: 10_000 }), 1000_00)).toBeNull()
  })
})

describe('a coupon value between rupees and its stored form', () => {
  it('stores a flat value in paise and answers it in rupees', () => {
    expect(couponValueToPaise('flat', 149.5)).toBe(149_50)
    expect(couponValueFromPaise('flat', 149_50)).toBe(149.5)
  })

  it('keeps a percentage as the percentage both ways, stored whole', () => {
    expect(couponValueToPaise('percentage', 15)).toBe(15)
    expect(couponValueToPaise('percentage', 12.6)).toBe(13)
    expect(couponValueFromPaise('percentage', 15)).toBe(15)
  })

  it('gives back the rupees it was given for any whole-paisa flat value', () => {
    for (const rupees of [1, 0.01, 99.99, 5_00_000]) {
      expect(couponValueFromPaise('flat', couponValueToPaise('flat', rupees))).toBe(rupees)
    }
  })
})

describe("a coupon's terms between rupees and their stored form", () => {
  it('converts the minimum cart with the value, and nothing else', () => {
    const stored = couponTermsFromApi({ type: 'flat', value: 149.5, minCartValue: 999 })
    expect(stored).toEqual({ type: 'flat', value: 149_50, minCartValue: 999_00 })
    expect(couponTermsToApi(stored)).toEqual({ type: 'flat', value: 149.5, minCartValue: 999 })
    expect(couponTermsToApi({ type: 'percentage', value: 15, minCartValue: 2_000_00 })).toEqual({
      type: 'percentage',
      value: 15,
      minCartValue: 2_000,
    })
  })
})
