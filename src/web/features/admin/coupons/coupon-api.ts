// The coupon tab's calls to the server: stats, create, update and delete.
import type { CouponCreateInput, CouponUpdateInput } from '#domain/coupon/requests.ts'
import type {
  ApiCoupon,
  CouponSaved,
  CouponStats,
  CouponStatsAnswer,
} from '#domain/coupon/responses.ts'
import { api } from '#web/lib/api-client.ts'

export async function fetchCouponStats(signal: AbortSignal): Promise<CouponStats> {
  return (await api<CouponStatsAnswer>('/coupons/admin/stats', { signal })).stats
}

export async function createCoupon(input: CouponCreateInput): Promise<ApiCoupon> {
  const result = await api<CouponSaved>('/coupons/admin/create', {
    method: 'POST',
    body: input,
  })
  return result.coupon
}

export async function updateCoupon(id: string, input: CouponUpdateInput): Promise<ApiCoupon> {
  const result = await api<CouponSaved>(`/coupons/admin/${id}`, {
    method: 'PUT',
    body: input,
  })
  return result.coupon
}

export async function deleteCoupon(id: string): Promise<void> {
  await api(`/coupons/admin/${id}`, { method: 'DELETE' })
}
