import type { ReviewInput } from '#domain/schemas/checkout.ts'
import type { ApiOrder } from '#domain/schemas/order.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchMyOrders = async (signal?: AbortSignal) =>
  (await api<{ orders: ApiOrder[] }>('/orders/my-orders', { signal })).orders

export const submitReview = (productId: string, review: ReviewInput) =>
  api<{ message: string }>(`/products/${encodeURIComponent(productId)}/review`, {
    method: 'POST',
    body: review,
  })
