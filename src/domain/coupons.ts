// When a coupon may be used (spec §3, §8); how much it takes off lives in pricing.ts.
import { formatRupees, type Paise } from './money.ts'
import type { CouponTerms } from './pricing.ts'

export interface CouponState extends CouponTerms {
  isActive: boolean
  minCartValue: Paise
  maxUsage: number | null
  /** Uses already paid for plus uses held by unpaid orders. */
  uses: number
}

export const UNKNOWN_COUPON = 'Invalid coupon code'

/** Why the coupon can't be used on this tax-inclusive subtotal, or null when it can. */
export function couponRefusal(coupon: CouponState, subtotal: Paise): string | null {
  if (!coupon.isActive) return 'This coupon is no longer active'
  if (coupon.maxUsage !== null && coupon.uses >= coupon.maxUsage) {
    return 'This coupon has reached its usage limit'
  }
  if (subtotal < coupon.minCartValue) {
    return `This coupon needs a cart of at least ${formatRupees(coupon.minCartValue)}`
  }
  return null
}
