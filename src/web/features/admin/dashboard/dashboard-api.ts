// The dashboard's calls to the server: the overview, and the order and message figures
// from the stats endpoints the spec names for them.
import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import type { ContactStats, ContactStatsResponse } from '#domain/contact.ts'
import type { AdminMail } from '#domain/failing-mail.ts'
import type { AbandonedCartStatsAnswer } from '#domain/cart/server-cart.ts'
import type {
  OrderChangedResponse,
  OrderStats,
  OrderStatsResponse,
} from '#domain/order/responses.ts'
import type { OpenFailedDeliveriesResponse } from '#domain/shipping/tracking.ts'
import { api } from '#web/lib/api-client.ts'

export function fetchDashboard(signal: AbortSignal): Promise<AdminDashboard> {
  return api<AdminDashboard>('/admin/dashboard', { signal })
}

export async function fetchOrderStats(signal: AbortSignal): Promise<OrderStats> {
  return (await api<OrderStatsResponse>('/orders/admin/stats', { signal })).stats
}

export async function fetchMessageStats(signal: AbortSignal): Promise<ContactStats> {
  return (await api<ContactStatsResponse>('/contact/admin/stats', { signal })).stats
}

/** Mail that keeps failing, each with its last error and next try. */
export async function fetchFailingMail(signal: AbortSignal): Promise<AdminMail[]> {
  return (await api<{ mails: AdminMail[] }>('/admin/mail?status=failing', { signal })).mails
}

/** Failed deliveries nobody has answered, oldest first. */
export async function fetchFailedDeliveries(signal: AbortSignal) {
  return (await api<OpenFailedDeliveriesResponse>('/orders/admin/failed-deliveries', { signal }))
    .failedDeliveries
}

/** Staff answer a failed delivery for the shopper: try again, or bring the parcel back. */
export function answerFailedDelivery(orderId: string, action: 'reattempt' | 'cancel') {
  return api<OrderChangedResponse>(`/orders/${orderId}/delivery-attempt`, {
    method: 'POST',
    body: { action },
  })
}

/** Checkouts never paid, carts reminded by mail, and the shoppers who came back, over `days`. */
export function fetchAbandonedCarts(days: number, signal: AbortSignal) {
  return api<AbandonedCartStatsAnswer>('/admin/abandoned-carts', {
    query: { days },
    signal,
  })
}
