// An order's status, its payment status and how staff may move it (spec §3/§4/§9).

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
}

const FINAL: { paid: OrderStatus[]; unpaid: OrderStatus[] } = { paid: [], unpaid: [] }

/**
 * Where staff may move an order next. Fulfilment only moves forward and only once the order is
 * paid (steps may be skipped, e.g. packed and handed over at once); an unpaid order can only be
 * cancelled; delivered and cancelled are final. A dispatched parcel may still be cancelled when
 * the courier loses or returns it.
 */
export const ORDER_STATUS_TRANSITIONS: Record<
  OrderStatus,
  { paid: OrderStatus[]; unpaid: OrderStatus[] }
> = {
  pending: { paid: ['confirmed', 'cancelled'], unpaid: ['cancelled'] },
  confirmed: { paid: ['packed', 'dispatched', 'delivered', 'cancelled'], unpaid: ['cancelled'] },
  packed: { paid: ['dispatched', 'delivered', 'cancelled'], unpaid: ['cancelled'] },
  dispatched: { paid: ['delivered', 'cancelled'], unpaid: [] },
  delivered: FINAL,
  cancelled: FINAL,
}

export function nextOrderStatuses(status: OrderStatus, paymentStatus: PaymentStatus) {
  return ORDER_STATUS_TRANSITIONS[status][paymentStatus === 'paid' ? 'paid' : 'unpaid']
}

/** Staying put is always allowed, so tracking numbers and notes can change on any order. */
export function canChangeOrderStatus(
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  to: OrderStatus,
): boolean {
  return to === order.status || nextOrderStatuses(order.status, order.paymentStatus).includes(to)
}

export function orderStatusRefusal(
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  to: OrderStatus,
): string | null {
  if (canChangeOrderStatus(order, to)) return null
  if (order.status === 'delivered' || order.status === 'cancelled') {
    return `A ${order.status} order can't change status`
  }
  if (order.paymentStatus !== 'paid') return `An unpaid order can only be cancelled`
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
