// An order's status, its payment status and how staff may move it.
import {
  PAY_ON_DELIVERY,
  PAYMENT_METHOD_FACTS,
  type PaymentMethod,
  paysOnDelivery,
} from './payment-method.ts'

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'packed',
  'dispatched',
  'delivered',
  'returning',
  'returned',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  returning: 'Returning to us',
  returned: 'Returned to us',
  cancelled: 'Cancelled',
}

/**
 * Where an order's life ends: handed over, back at the shop after the courier could not deliver
 * it (return to origin), or called off.
 */
export const FINAL_ORDER_STATUSES = [
  'delivered',
  'returned',
  'cancelled',
] as const satisfies readonly OrderStatus[]
export const isFinalStatus = (status: OrderStatus) =>
  (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status)

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
}

/**
 * The payment status as shopper and staff read it: a COD order not yet delivered says 'Pay on
 * delivery'; a paid order with money going back says 'Refunded' or 'Partly refunded' (the API's
 * rupees or paise alike, as long as both figures are in the same unit).
 */
export function paymentStatusLabel(order: {
  paymentStatus: PaymentStatus
  paymentMethod: PaymentMethod
  refundedAmount?: number
  totalAmount?: number
}): string {
  if (paysOnDelivery(order)) return PAY_ON_DELIVERY
  const refunded = order.refundedAmount ?? 0
  if (order.paymentStatus === 'paid' && refunded > 0) {
    return refunded >= (order.totalAmount ?? 0) ? 'Refunded' : 'Partly refunded'
  }
  return PAYMENT_STATUS_LABELS[order.paymentStatus]
}

const FINAL: { paid: OrderStatus[]; unpaid: OrderStatus[] } = { paid: [], unpaid: [] }

/**
 * Where staff may move an order next. Fulfilment only moves forward and only once the order is
 * paid or is cash on delivery (steps may be skipped, e.g. packed and handed over at once); an
 * online order still unpaid can only be cancelled; delivered, returned and cancelled are final.
 * A parcel the courier could not deliver comes back (returning, then returned); a dispatched
 * parcel the courier lost is cancelled.
 */
export const ORDER_STATUS_TRANSITIONS: Record<
  OrderStatus,
  { paid: OrderStatus[]; unpaid: OrderStatus[] }
> = {
  pending: { paid: ['confirmed', 'cancelled'], unpaid: ['cancelled'] },
  confirmed: { paid: ['packed', 'dispatched', 'delivered', 'cancelled'], unpaid: ['cancelled'] },
  packed: { paid: ['dispatched', 'delivered', 'cancelled'], unpaid: ['cancelled'] },
  dispatched: { paid: ['delivered', 'returning', 'returned', 'cancelled'], unpaid: [] },
  returning: { paid: ['returned', 'cancelled'], unpaid: [] },
  delivered: FINAL,
  returned: FINAL,
  cancelled: FINAL,
}

/** A cash-on-delivery order moves as a paid one does, its payment due at the door. */
export function nextOrderStatuses(
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentMethod = 'online',
) {
  const due = paymentStatus === 'paid' || paysOnDelivery({ paymentMethod, paymentStatus })
  return ORDER_STATUS_TRANSITIONS[status][due ? 'paid' : 'unpaid']
}

interface MovableOrder {
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod?: PaymentMethod
}

/** Staying put is always allowed, so tracking numbers and notes can change on any order. */
export function canChangeOrderStatus(order: MovableOrder, to: OrderStatus): boolean {
  return (
    to === order.status ||
    nextOrderStatuses(order.status, order.paymentStatus, order.paymentMethod).includes(to)
  )
}

export function orderStatusRefusal(order: MovableOrder, to: OrderStatus): string | null {
  if (canChangeOrderStatus(order, to)) return null
  if (isFinalStatus(order.status)) {
    return `A ${order.status} order can't change status`
  }
  const collectsAtDoor = PAYMENT_METHOD_FACTS[order.paymentMethod ?? 'online'].collectsAtDoor
  if (order.paymentStatus !== 'paid' && !collectsAtDoor) {
    return `An unpaid order can only be cancelled`
  }
  return `An order can't go from ${order.status} to ${to}`
}

/**
 * Something about a payment staff must look at: Razorpay reported a different amount, or an
 * order was paid after it expired and its stock had gone to other shoppers meanwhile.
 */
export const PAYMENT_ISSUES = ['amount_mismatch', 'out_of_stock'] as const
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number]
export const PAYMENT_ISSUE_LABELS: Record<PaymentIssue, string> = {
  amount_mismatch: 'Amount mismatch',
  out_of_stock: 'Paid late, stock sold out',
}
