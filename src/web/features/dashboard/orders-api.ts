import type { ReviewInput, ReviewSubmittedResponse } from '#domain/review.ts'
import type { ApiOrder } from '#domain/schemas/order.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchMyOrders = async () =>
  (await api<{ orders: ApiOrder[] }>('/orders/my-orders')).orders

export const submitReview = (productId: string, review: ReviewInput) =>
  api<ReviewSubmittedResponse>(`/products/${encodeURIComponent(productId)}/review`, {
    method: 'POST',
    body: review,
  })
