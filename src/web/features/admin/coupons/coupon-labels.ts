import type { ApiCoupon } from '#domain/coupon/responses.ts'
import {
  COUPON_STATUSES,
  COUPON_TYPES,
  type CouponStatus,
  type CouponType,
} from '#domain/coupon/rules.ts'
import { adminRupees } from '../shared/admin-rupees.ts'

export const TYPE_LABELS: Record<CouponType, string> = {
  flat: 'Flat Discount',
  percentage: 'Percentage Discount',
}

export const TYPE_OPTIONS = COUPON_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))

export const STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
}

export const STATUS_OPTIONS = COUPON_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}))

export function discountLabel(coupon: Pick<ApiCoupon, 'type' | 'value'>): string {
  return coupon.type === 'flat' ? `${adminRupees(coupon.value)} off` : `${coupon.value}% off`
}

export function usageLabel(coupon: Pick<ApiCoupon, 'usageCount' | 'maxUsage'>): string {
  return coupon.maxUsage === null
    ? `${coupon.usageCount}`
    : `${coupon.usageCount}/${coupon.maxUsage}`
}
