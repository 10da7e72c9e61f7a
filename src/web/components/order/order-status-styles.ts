import { type PaymentMethod, paysOnDelivery } from '#domain/order/payment-method.ts'
import type { OrderStatus, PaymentStatus } from '#domain/order/status.ts'

/** An order status badge's colours, alike for the shopper and for staff. */
export const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-blue-100 text-blue-800',
  packed: 'bg-indigo-100 text-indigo-800',
  dispatched: 'bg-purple-100 text-purple-800',
  delivered: 'bg-green-100 text-green-800',
  returning: 'bg-orange-100 text-orange-800',
  returned: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
}

/** A payment badge's colours: amber while the courier is still to collect, grey otherwise. */
export function paymentStatusStyle(order: {
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
}): string {
  return paysOnDelivery(order) ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700'
}
