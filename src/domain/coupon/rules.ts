// What a coupon is and when it may be used; what it takes off lives in pricing.ts.
import { formatDay } from '../india-calendar.ts'
import { formatRupees, type Paise, paiseToRupees, rupeesToPaise } from '../money.ts'
import { MAX_ORDER_VALUE } from '../order/limits.ts'
import { type Category, CATEGORY_LABELS } from '../product/catalogue.ts'

export const COUPON_TYPES = ['flat', 'percentage'] as const
export type CouponType = (typeof COUPON_TYPES)[number]
/** The admin list's status filter. */
export const COUPON_STATUSES = ['active', 'inactive'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

export interface CouponTerms {
  type: CouponType
  /** Paise off for flat coupons, or the percentage for percentage coupons. */
  value: number
  /** The most a percentage coupon takes off, in paise; null or absent for no cap. */
  maxDiscount?: Paise | null
  /** The categories whose lines it takes off; empty or absent for the whole cart. */
  categories?: readonly Category[]
}

/** Whether a coupon takes off a line of this category. */
export const couponCovers = (terms: CouponTerms, category: string | undefined): boolean =>
  !terms.categories?.length || terms.categories.some((c) => c === category)

/** "Cases and Chargers": the categories a coupon is limited to, as a shopper reads them. */
export function categoryList(categories: readonly Category[]): string {
  const labels = categories.map((c) => CATEGORY_LABELS[c])
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
}

export const COUPON_CODE_MAX = 20
export const COUPON_DESCRIPTION_MAX = 200
export const MAX_COUPON_USES = 1_000_000
/** How many times one shopper may use a coupon, at most, when staff set a limit. */
export const MAX_USES_PER_SHOPPER = 100
/** A coupon can't take off or ask for more than the largest order. */
export const MAX_COUPON_AMOUNT: Paise = MAX_ORDER_VALUE

export const UNKNOWN_COUPON = 'Invalid coupon code'
const COUPON_USED_UP = 'This coupon has reached its usage limit'
export const FIRST_ORDER_ONLY = 'This coupon is for your first order only'
const COUPON_EXPIRED = 'This coupon has expired'
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
  maxDiscount: number | null
}

const orNull = (amount: number | null, convert: (n: number) => number) =>
  amount === null ? null : convert(amount)

/** Terms as stored (paise) from the rupees the API speaks. */
export function couponTermsFromApi<Terms extends CouponPriceTerms>(terms: Terms): Terms {
  return {
    ...terms,
    value: couponValueToPaise(terms.type, terms.value),
    minCartValue: rupeesToPaise(terms.minCartValue),
    maxDiscount: orNull(terms.maxDiscount, rupeesToPaise),
  }
}

/** Stored terms (paise) in the rupees the API speaks. */
export function couponTermsToApi<Terms extends CouponPriceTerms>(terms: Terms): Terms {
  return {
    ...terms,
    value: couponValueFromPaise(terms.type, terms.value),
    minCartValue: paiseToRupees(terms.minCartValue),
    maxDiscount: orNull(terms.maxDiscount, paiseToRupees),
  }
}

/** The rules a coupon sets beside what it takes off. Dates are IST calendar days, 'YYYY-MM-DD'. */
export interface CouponConditions {
  /** The first day it may be used; null from the day it was made. */
  validFrom: string | null
  /** The last day it may be used; null for no end. */
  validUntil: string | null
  firstOrderOnly: boolean
  /** How many orders of one shopper may use it; null for no limit. */
  perCustomerLimit: number | null
}

export interface CouponState extends CouponTerms, CouponConditions {
  isActive: boolean
  minCartValue: Paise
  maxUsage: number | null
  /** Uses already paid for plus uses held by unpaid orders. */
  uses: number
}

/** What a coupon is judged against: the tax-inclusive subtotal, and the part of it the coupon covers. */
export interface CouponCart {
  subtotal: Paise
  covered: Paise
}

/** The shopper's history with the coupon; unknown (null) until they sign in, and judged at checkout. */
export interface CouponShopper {
  /** Their orders that used this coupon, not counting the one being judged. */
  uses: number
  /** Their placed orders not cancelled, not counting the one being judged. */
  orders: number
}

/**
 * Why the coupon can't be used on this cart, today (IST), by this shopper, or null when it can. An
 * inactive coupon is refused as an unknown code is, so that guessing codes doesn't find withdrawn
 * ones.
 */
export function couponRefusal(
  coupon: CouponState,
  cart: CouponCart,
  today: string,
  shopper: CouponShopper | null = null,
): string | null {
  if (!coupon.isActive) return UNKNOWN_COUPON
  if (coupon.validFrom !== null && today < coupon.validFrom) {
    return `This coupon can be used from ${formatDay(coupon.validFrom)}`
  }
  if (coupon.validUntil !== null && today > coupon.validUntil) return COUPON_EXPIRED
  if (coupon.maxUsage !== null && coupon.uses >= coupon.maxUsage) return COUPON_USED_UP
  if (shopper && coupon.firstOrderOnly && shopper.orders > 0) return FIRST_ORDER_ONLY
  if (shopper && coupon.perCustomerLimit !== null && shopper.uses >= coupon.perCustomerLimit) {
    return coupon.perCustomerLimit === 1
      ? 'You have already used this coupon'
      : `You have already used this coupon ${coupon.perCustomerLimit} times, its limit`
  }
  if (coupon.categories?.length && cart.covered === 0) {
    return `This coupon applies to ${categoryList(coupon.categories)} only`
  }
  if (cart.subtotal < coupon.minCartValue) {
    return `This coupon needs a cart of at least ${formatRupees(coupon.minCartValue)}`
  }
  return null
}
