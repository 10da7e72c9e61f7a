// What a coupon is and when it may be used; what it takes off lives in pricing.ts.
import { formatRupees, type Paise, paiseToRupees, rupeesToPaise } from '../money.ts'
import { MAX_ORDER_VALUE } from '../order/limits.ts'

export const COUPON_TYPES = ['flat', 'percentage'] as const
export type CouponType = (typeof COUPON_TYPES)[number]
/** The admin list's status filter. */
export const COUPON_STATUSES = ['active', 'inactive'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

export interface CouponTerms {
  type: CouponType
  /** Paise off for flat coupons, or the percentage for percentage coupons. */
  value: number
}

export const COUPON_CODE_MAX = 20
export const COUPON_DESCRIPTION_MAX = 200
export const MAX_COUPON_USES = 1_000_000
/** A coupon can't take off or ask for more than the largest order. */
export const MAX_COUPON_AMOUNT: Paise = MAX_ORDER_VALUE

export const UNKNOWN_COUPON = 'Invalid coupon code'
const COUPON_USED_UP = 'This coupon has reached its usage limit'
export const COUPON_APPLIED = 'Coupon applied'
export const COUPON_CREATED = 'Coupon created successfully!'
export const COUPON_UPDATED = 'Coupon updated successfully!'
export const COUPON_DELETED = 'Coupon deleted successfully!'
export const COUPON_NOT_FOUND = 'Coupon not found'
export const DUPLICATE_COUPON = 'A coupon with this code already exists'

/** A value as stored (paise off, or the percentage) from the rupees the API speaks. */
export function couponValueToPaise(type: CouponType, value: number): number {
  return type === 'flat' ? rupeesToPaise(value) : Math.round(value)
}

/** A stored value (paise off, or the percentage) in the rupees the API speaks. */
export function couponValueFromPaise(type: CouponType, value: number): number {
  return type === 'flat' ? paiseToRupees(value) : value
}

/** A coupon's terms with the smallest cart it applies to, the part the shop and the cart both judge. */
export interface CouponPriceTerms extends CouponTerms {
  minCartValue: number
}

/** Terms as stored (paise) from the rupees the API speaks. */
export function couponTermsFromApi({
  type,
  value,
  minCartValue,
}: CouponPriceTerms): CouponPriceTerms {
  return { type, value: couponValueToPaise(type, value), minCartValue: rupeesToPaise(minCartValue) }
}

/** Stored terms (paise) in the rupees the API speaks. */
export function couponTermsToApi({
  type,
  value,
  minCartValue,
}: CouponPriceTerms): CouponPriceTerms {
  return {
    type,
    value: couponValueFromPaise(type, value),
    minCartValue: paiseToRupees(minCartValue),
  }
}

export interface CouponState extends CouponTerms {
  isActive: boolean
  minCartValue: Paise
  maxUsage: number | null
  /** Uses already paid for plus uses held by unpaid orders. */
  uses: number
}

/**
 * Why the coupon can't be used on this tax-inclusive subtotal, or null when it can. An inactive
 * coupon is refused as an unknown code is, so that guessing codes doesn't find withdrawn ones.
 */
export function couponRefusal(coupon: CouponState, subtotal: Paise): string | null {
  if (!coupon.isActive) return UNKNOWN_COUPON
  if (coupon.maxUsage !== null && coupon.uses >= coupon.maxUsage) return COUPON_USED_UP
  if (subtotal < coupon.minCartValue) {
    return `This coupon needs a cart of at least ${formatRupees(coupon.minCartValue)}`
  }
  return null
}
