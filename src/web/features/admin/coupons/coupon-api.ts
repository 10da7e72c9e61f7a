// The coupon tab's calls to the server (spec §7): stats, create, update and delete.
import { useEffect, useState } from 'react'
import type { CouponCreate, CouponUpdate } from '#domain/coupon/requests.ts'
import type {
  ApiCoupon,
  CouponSaved,
  CouponStats,
  CouponStatsAnswer,
} from '#domain/coupon/responses.ts'
import { api } from '#web/lib/api-client.ts'

export function useCouponStats() {
  const [stats, setStats] = useState<CouponStats | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    api<CouponStatsAnswer>('/coupons/admin/stats', { signal: controller.signal })
      .then((data) => setStats(data.stats))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to fetch coupon stats', error)
      })
    return () => controller.abort()
  }, [version])
  return { stats, reload: () => setVersion((v) => v + 1) }
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
