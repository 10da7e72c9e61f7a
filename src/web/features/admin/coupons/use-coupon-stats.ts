import type { CouponStats } from '#domain/coupon/responses.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchCouponStats } from './coupon-api.ts'

/** The coupon tab's counts, and a reload for after the tab changes a coupon. */
export function useCouponStats(): { stats: CouponStats | null; reload: () => void } {
  const query = useApiQuery('/coupons/admin/stats', fetchCouponStats, { what: 'coupon stats' })
  return { stats: query.data ?? null, reload: query.refetch }
}
