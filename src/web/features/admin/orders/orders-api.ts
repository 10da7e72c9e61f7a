// The admin order calls: a status change with its courier details, a refund through Razorpay,
// booking a parcel with the courier, and the courier simulator's scans.
import type { ApiOrder, OrderChangedResponse } from '#domain/order/responses.ts'
import type { OrderStatusUpdateInput } from '#domain/order/staff.ts'
import type {
  ShippingInfo,
  SimulatedScan,
  SimulatedScanResponse,
} from '#domain/shipping/shipment.ts'
import { api } from '#web/lib/api-client.ts'

export const updateOrderStatus = (id: string, change: OrderStatusUpdateInput) =>
  api<OrderChangedResponse>(`/orders/admin/${id}/status`, { method: 'PUT', body: change })

export const refundOrder = (id: string, refund: { amount: number; reason: string }) =>
  api<OrderChangedResponse>(`/orders/admin/${id}/refund`, { method: 'POST', body: refund })

/** Books the order's parcel with the courier: its AWB, courier and tracking link come back. */
export const shipOrder = (id: string) =>
  api<OrderChangedResponse>(`/orders/admin/${id}/ship`, { method: 'POST' })

/** Whether a courier books parcels (Shiprocket or its simulator), or staff ship by hand. */
export const fetchShippingInfo = (signal: AbortSignal) =>
  api<ShippingInfo>('/orders/admin/shipping', { signal })

/** Asks the courier simulator to scan a parcel, which it reports to the shop as the courier would. */
export const simulateScan = (scan: SimulatedScan) =>
  api<SimulatedScanResponse>('/shipping/simulator/scans', { method: 'POST', body: scan })

/** One order as it now is, found by its number (the list is the admin's one way to read orders). */
export async function fetchStaffOrder(order: Pick<ApiOrder, '_id' | 'orderNumber'>) {
  const page = await api<{ orders: ApiOrder[] }>('/orders/admin/all', {
    query: { search: order.orderNumber },
  })
  return page.orders.find((found) => found._id === order._id)
}

/** The order a link names by its number, or null when there is none. */
export async function fetchOrderByNumber(orderNumber: string, signal: AbortSignal) {
  const page = await api<{ orders: ApiOrder[] }>('/orders/admin/all', {
    query: { search: orderNumber },
    signal,
  })
  return page.orders.find((found) => found.orderNumber === orderNumber) ?? null
}
