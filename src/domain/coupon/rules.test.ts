import { describe, expect, it } from 'vitest'
import {
  categoryList,
  couponCovers,
  type CouponShopper,
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
  validFrom: null,
  validUntil: null,
  firstOrderOnly: false,
  perCustomerLimit: null,
  categories: [],
  ...overrides,
})
const TODAY = '2026-11-27'
const cart = (subtotal: number, covered = subtotal) => ({ subtotal, covered })
const refusal = (state: CouponState, subtotal: number, shopper: CouponShopper | null = null) =>
  couponRefusal(state, cart(subtotal), TODAY, shopper)

describe('couponRefusal', () => {
  it('accepts an active coupon at exactly its minimum cart value', () => {
    expect(refusal(coupon(), 999_00)).toBeNull()
  })

  it('says the cart is below the minimum, a paisa short', () => {
    expect(refusal(coupon(), 998_99)).toBe('This coupon needs a cart of at least ₹999')
  })

  it('refuses an inactive coupon before anything else, as if its code did not exist', () => {
    expect(refusal(coupon({ isActive: false, uses: 3, validUntil: '2020-01-01' }), 0)).toBe(
      'Invalid coupon code',
    )
  })

  it('refuses once the uses reach maxUsage, and allows the last one before', () => {
    expect(refusal(coupon({ uses: 2 }), 1000_00)).toBeNull()
    expect(refusal(coupon({ uses: 3 }), 1000_00)).toBe('This coupon has reached its usage limit')
  })

  it('never runs out without a maxUsage', () => {
    expect(refusal(coupon({ maxUsage: null, uses: 10_000 }), 1000_00)).toBeNull()
  })

  it('runs from its first IST day to its last, both included', () => {
    const december = coupon({ validFrom: '2026-11-28', validUntil: '2026-12-31' })
    expect(refusal(december, 1000_00)).toBe('This coupon can be used from 28 Nov 2026')
    expect(couponRefusal(december, cart(1000_00), '2026-11-28')).toBeNull()
    expect(couponRefusal(december, cart(1000_00), '2026-12-31')).toBeNull()
    expect(couponRefusal(december, cart(1000_00), '2027-01-01')).toBe('This coupon has expired')
  })

  it('lets a first-order coupon be used only by a shopper with no order yet', () => {
    const welcome = coupon({ firstOrderOnly: true })
    expect(refusal(welcome, 1000_00, { uses: 0, orders: 0 })).toBeNull()
    expect(refusal(welcome, 1000_00, { uses: 0, orders: 1 })).toBe(
      'This coupon is for your first order only',
    )
    // Before sign-in the shopper is unknown: checkout judges it.
    expect(refusal(welcome, 1000_00, null)).toBeNull()
  })

  it('counts a shopper’s own uses against the limit per shopper', () => {
    const once = coupon({ perCustomerLimit: 1 })
    expect(refusal(once, 1000_00, { uses: 0, orders: 5 })).toBeNull()
    expect(refusal(once, 1000_00, { uses: 1, orders: 5 })).toBe('You have already used this coupon')
    expect(refusal(coupon({ perCustomerLimit: 3 }), 1000_00, { uses: 3, orders: 3 })).toBe(
      'You have already used this coupon 3 times, its limit',
    )
  })

  it('refuses a category coupon on a cart with nothing it covers, naming the categories', () => {
    const cases = coupon({ categories: ['cases'], minCartValue: 0 })
    expect(couponRefusal(cases, cart(500_00, 0), TODAY)).toBe('This coupon applies to Cases only')
    expect(couponRefusal(cases, cart(500_00, 1_00), TODAY)).toBeNull()
  })
})

describe('couponCovers', () => {
  it('covers every line without categories, and only theirs with some', () => {
    expect(couponCovers({ type: 'flat', value: 1 }, 'chargers')).toBe(true)
    const glass = { type: 'flat', value: 1, categories: ['tempered-glass'] } as const
    expect(couponCovers(glass, 'tempered-glass')).toBe(true)
    expect(couponCovers(glass, 'cases')).toBe(false)
    expect(couponCovers(glass, undefined)).toBe(false)
  })
})

describe('categoryList', () => {
  it('names one, two or more categories as a sentence would', () => {
    expect(categoryList(['cases'])).toBe('Cases')
    expect(categoryList(['cases', 'chargers'])).toBe('Cases and Chargers')
    expect(categoryList(['cases', 'chargers', 'work-essentials'])).toBe(
      'Cases, Chargers and Work Essentials',
    )
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
  it('converts the minimum cart and the cap with the value, and nothing else', () => {
    const terms = { type: 'flat', value: 149.5, minCartValue: 999, maxDiscount: null } as const
    const stored = couponTermsFromApi(terms)
    expect(stored).toEqual({ type: 'flat', value: 149_50, minCartValue: 999_00, maxDiscount: null })
    expect(couponTermsToApi(stored)).toEqual(terms)
    const capped = {
      type: 'percentage',
      value: 15,
      minCartValue: 2_000_00,
      maxDiscount: 250_00,
      categories: ['cases'],
    } as const
    expect(couponTermsToApi(capped)).toEqual({
      type: 'percentage',
      value: 15,
      minCartValue: 2_000,
      maxDiscount: 250,
      categories: ['cases'],
    })
  })
})
