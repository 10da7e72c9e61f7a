// The coupon tab's calls to the server (spec §7): stats, create, update and delete.
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import type { CouponStats } from '#domain/schemas/admin-api.ts'
import type { CouponCreateSchema, CouponUpdateSchema } from '#domain/schemas/admin.ts'
import type { ApiCoupon } from '#domain/schemas/order.ts'
import { api } from '#web/lib/api-client.ts'

type CouponCreate = z.output<typeof CouponCreateSchema>
type CouponUpdate = z.input<typeof CouponUpdateSchema>

export function useCouponStats() {
  const [stats, setStats] = useState<CouponStats | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    api<{ stats: CouponStats }>('/coupons/admin/stats', { signal: controller.signal })
      .then((data) => setStats(data.stats))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to fetch coupon stats', error)
      })
    return () => controller.abort()
  }, [version])
  return { stats, reload: () => setVersion((v) => v + 1) }
}

export async function createCoupon(input: CouponCreate): Promise<ApiCoupon> {
  const result = await api<{ coupon: ApiCoupon }>('/coupons/admin/create', {
    method: 'POST',
    body: input,
  })
  return result.coupon
}

export async function updateCoupon(id: string, input: CouponUpdate): Promise<ApiCoupon> {
  const result = await api<{ coupon: ApiCoupon }>(`/coupons/admin/${id}`, {
    method: 'PUT',
    body: input,
  })
  return result.coupon
}

export async function deleteCoupon(id: string): Promise<void> {
  await api(`/coupons/admin/${id}`, { method: 'DELETE' })
}
