// The coupon tab's calls to the server (spec §7): stats, create, update and delete.
import type { CouponCreate, CouponUpdate } from '#domain/coupon/requests.ts'
import type {
  ApiCoupon,
  CouponSaved,
  CouponStats,
  CouponStatsAnswer,
} from '#domain/coupon/responses.ts'
import { api } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

const fetchCouponStats = async (signal: AbortSignal) =>
  (await api<CouponStatsAnswer>('/coupons/admin/stats', { signal })).stats

export function useCouponStats(): { stats: CouponStats | null; reload: () => void } {
  const query = useApiQuery('/coupons/admin/stats', fetchCouponStats, { what: 'coupon stats' })
  return { stats: query.data ?? null, reload: query.refetch }
}

export async function createCoupon(input: CouponCreate): Promise<ApiCoupon> {
  const result = await api<CouponSaved>('/coupons/admin/create', {
    method: 'POST',
    body: input,
  })
  return result.coupon
}

export async function updateCoupon(id: string, input: CouponUpdate): Promise<ApiCoupon> {
  const result = await api<CouponSaved>(`/coupons/admin/${id}`, {
    method: 'PUT',
    body: input,
  })
  return result.coupon
}

export async function deleteCoupon(id: string): Promise<void> {
  await api(`/coupons/admin/${id}`, { method: 'DELETE' })
}
