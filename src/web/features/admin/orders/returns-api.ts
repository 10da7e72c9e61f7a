// The Returns view's calls: the returns in a state, and staff's decisions on one (approve with a
// pickup, reject saying why, receive the parcel).
import type {
  AdminReturnsResponse,
  ReturnPickup,
  ReturnReceipt,
  ReturnResponse,
  ReturnStatus,
} from '#domain/order/returns.ts'
import { api } from '#web/lib/api-client.ts'

/** A state of returns, or `open`: those staff still have to act on. */
export type ReturnFilter = ReturnStatus | 'open'

/** Open returns come oldest first; closed ones latest first. */
export async function fetchReturns(status: ReturnFilter, signal: AbortSignal) {
  return (await api<AdminReturnsResponse>('/orders/admin/returns', { query: { status }, signal }))
    .returns
}

/** Approves a return: the courier collects it (booking a pickup), or the shopper sends it. */
export const approveReturn = (id: string, pickup: ReturnPickup) =>
  api<ReturnResponse>(`/orders/admin/returns/${id}/approve`, { method: 'POST', body: { pickup } })

export const rejectReturn = (id: string, reason: string) =>
  api<ReturnResponse>(`/orders/admin/returns/${id}/reject`, { method: 'POST', body: { reason } })

/** Takes the parcel in, which closes the return: refunded or exchanged. */
export const receiveReturn = (id: string, receipt: ReturnReceipt) =>
  api<ReturnResponse>(`/orders/admin/returns/${id}/receive`, { method: 'POST', body: receipt })
