import type { ReturnStatus } from '#domain/order/returns.ts'

/** A return status badge's colours, in the order page's badge palette. */
export const RETURN_STATUS_STYLES: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-800',
  approved: 'bg-blue-100 text-blue-800',
  picked_up: 'bg-purple-100 text-purple-800',
  refunded: 'bg-green-100 text-green-800',
  exchanged: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
}
