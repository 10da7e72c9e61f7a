// The cart's own check of a coupon the server accepted, run again whenever the cart changes.
import type { Paise } from '../money.ts'
import type { ValidatedCoupon } from './responses.ts'
import { type CouponTerms, couponRefusal, couponTermsFromApi } from './rules.ts'

type CouponRecheck = { terms: CouponTerms; refusal: null } | { terms: null; refusal: string }

/**
 * Whether a cart with this tax-inclusive subtotal still qualifies for a coupon the server accepted,
 * and the terms to price it with. The server has just judged the coupon's active state and uses;
 * what the cart can change is whether it reaches the minimum. Checkout judges everything again.
 */
export function recheckCoupon(coupon: ValidatedCoupon, subtotal: Paise): CouponRecheck {
  const { minCartValue, ...terms } = couponTermsFromApi(coupon)
  const refusal = couponRefusal(
    {
      ...terms,
      minCartValue,
      isActive: true,
      maxUsage: null,
      uses: 0,
    },
    subtotal,
  )
  return refusal === null ? { terms, refusal } : { terms: null, refusal }
}
