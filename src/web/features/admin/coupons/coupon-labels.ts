import { formatRupees, formatRupeesExact, rupeesToPaise } from '#domain/money.ts'
import type { CouponType } from '#domain/pricing.ts'
import type { ApiCoupon } from '#domain/schemas/order.ts'

export const TYPE_LABELS: Record<CouponType, string> = {
  flat: 'Flat Discount',
  percentage: 'Percentage Discount',
}

export const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))

/** Whole rupees as '₹100', anything else with its paise. */
export function rupees(amount: number): string {
  const paise = rupeesToPaise(amount)
  return paise % 100 === 0 ? formatRupees(paise) : formatRupeesExact(paise)
}

export function discountLabel(coupon: Pick<ApiCoupon, 'type' | 'value'>): string {
  return coupon.type === 'flat' ? `${rupees(coupon.value)} off` : `${coupon.value}% off`
}

export function usageLabel(coupon: Pick<ApiCoupon, 'usageCount' | 'maxUsage'>): string {
  return coupon.maxUsage === null
    ? `${coupon.usageCount}`
    : `${coupon.usageCount}/${coupon.maxUsage}`
}
