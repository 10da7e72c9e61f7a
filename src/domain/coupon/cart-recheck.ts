// The cart's own check of a coupon the server accepted, run again whenever the cart changes.
import { istDate } from '../business-days.ts'
import { coveredAmount, type PricedLine, subtotalOf } from '../pricing.ts'
import type { ValidatedCoupon } from './responses.ts'
import { type CouponTerms, couponRefusal, couponTermsFromApi } from './rules.ts'

type CouponRecheck = { terms: CouponTerms; refusal: null } | { terms: null; refusal: string }

/**
 * Whether the cart's lines still qualify for a coupon the server accepted, and the terms to price
 * them with. The server has just judged the coupon's dates, uses and the shopper; what the cart
 * can change is whether it reaches the minimum and holds something the coupon covers. Checkout
 * judges everything again.
 */
export function recheckCoupon(coupon: ValidatedCoupon, lines: PricedLine[]): CouponRecheck {
  const { code: _code, minCartValue, ...terms } = couponTermsFromApi(coupon)
  const refusal = couponRefusal(
    {
      ...terms,
      minCartValue,
      isActive: true,
      maxUsage: null,
      uses: 0,
      validFrom: null,
      validUntil: null,
      firstOrderOnly: false,
      perCustomerLimit: null,
    },
    {
      subtotal: subtotalOf(lines),
      covered: coveredAmount(lines, terms),
    },
    istDate(new Date()),
  )
  return refusal === null ? { terms, refusal } : { terms: null, refusal }
}
