import type { z } from 'zod'
import type { CancelOrderInput } from '#domain/order/refund.ts'
import type {
  MyOrdersResponse,
  OrderChangedResponse,
  OrderPageResponse,
} from '#domain/order/responses.ts'
import type { DeliveryAttemptSchema } from '#domain/shipping/tracking.ts'
import type { ReviewInput, ReviewSubmittedResponse } from '#domain/review.ts'
import { api } from '#web/lib/api-client.ts'

type DeliveryAttemptInput = z.input<typeof DeliveryAttemptSchema>

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

/** One of the shopper's orders by its number or id, with its parcel's scans and expected days. */
export const fetchOrderPage = async (ref: string, signal?: AbortSignal) =>
  (await api<OrderPageResponse>(`/orders/${encodeURIComponent(ref)}`, { signal })).order

/** The shopper's answer to a failed delivery: another attempt (on a day, at a number) or cancel. */
export const answerFailedDelivery = (orderId: string, body: DeliveryAttemptInput) =>
  api<OrderChangedResponse>(`/orders/${encodeURIComponent(orderId)}/delivery-attempt`, {
    method: 'POST',
    body,
  })
