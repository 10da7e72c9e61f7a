// A coupon's rules as shoppers and staff read them, from the answers the API gives (rupees).
import { formatDay } from '../india-calendar.ts'
import { formatApiRupees } from '../money.ts'
import type { ApiCoupon } from './responses.ts'
import { categoryList } from './rules.ts'

type Rules = Pick<
  ApiCoupon,
  'firstOrderOnly' | 'perCustomerLimit' | 'categories' | 'maxDiscount' | 'validFrom' | 'validUntil'
>

/** "First order only", "Once per shopper", "On Cases only", "Up to ₹200 off", "Ends 31 Dec 2026"… */
export function couponRuleLabels(coupon: Partial<Rules>): string[] {
  const labels: string[] = []
  if (coupon.firstOrderOnly) labels.push('First order only')
  const limit = coupon.perCustomerLimit
  if (limit) labels.push(limit === 1 ? 'Once per shopper' : `${limit} times per shopper`)
  if (coupon.categories?.length) labels.push(`On ${categoryList(coupon.categories)} only`)
  if (coupon.maxDiscount != null) labels.push(`Up to ${formatApiRupees(coupon.maxDiscount)} off`)
  if (coupon.validFrom) labels.push(`Starts ${formatDay(coupon.validFrom)}`)
  if (coupon.validUntil) labels.push(`Ends ${formatDay(coupon.validUntil)}`)
  return labels
}
