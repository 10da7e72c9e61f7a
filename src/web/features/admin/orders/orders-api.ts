// The admin order calls: a status change with its courier details, and a refund through Razorpay.
import type { OrderChangedResponse } from '#domain/order/responses.ts'
import type { OrderStatusUpdateInput } from '#domain/order/staff.ts'
import { api } from '#web/lib/api-client.ts'

export const updateOrderStatus = (id: string, change: OrderStatusUpdateInput) =>
  api<OrderChangedResponse>(`/orders/admin/${id}/status`, { method: 'PUT', body: change })

export const refundOrder = (id: string, refund: { amount: number; reason: string }) =>
  api<OrderChangedResponse>(`/orders/admin/${id}/refund`, { method: 'POST', body: refund })
