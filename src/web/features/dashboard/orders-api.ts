import type { CancelOrderInput } from '#domain/order/refund.ts'
import type { MyOrdersResponse, OrderChangedResponse } from '#domain/order/responses.ts'
import type { ReviewInput, ReviewSubmittedResponse } from '#domain/review.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchMyOrders = async (signal?: AbortSignal) =>
  (await api<MyOrdersResponse>('/orders/my-orders', { signal })).orders

export const submitReview = (productId: string, review: ReviewInput) =>
  api<ReviewSubmittedResponse>(`/products/${encodeURIComponent(productId)}/review`, {
    method: 'POST',
    body: review,
  })

export const confirmMyOrder = (orderId: string) =>
  api<OrderChangedResponse>(`/orders/${encodeURIComponent(orderId)}/confirm`, { method: 'POST' })

export const cancelMyOrder = (orderId: string, body: CancelOrderInput) =>
  api<OrderChangedResponse>(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body,
  })
