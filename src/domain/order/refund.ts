// Cancelling an order and giving money back: who may cancel when, what may be
// refunded, and the words for each refusal. Server and browser judge by the same rules.
import { z } from 'zod'
import { istTimeOnDayOf } from '../business-days.ts'
import { formatRupeesExact, type Paise, paiseToRupees } from '../money.ts'
import { rupees } from '../money-codec.ts'
import { singleLineText } from '../text.ts'
import { PAYMENT_METHOD_FACTS, type PaymentMethod } from './payment-method.ts'
import { isFinalStatus, type OrderStatus, type PaymentStatus } from './status.ts'

/** Refunds of online payments, as Razorpay's refund entity moves them. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const CANCEL_REASON_MAX = 200
/** What a shopper picks from; anything else they type. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Ordered the wrong model or colour',
  'Found a better price elsewhere',
  'Delivery would take too long',
  'No longer needed',
] as const

const reason = (label: string) =>
  singleLineText(label)
    .trim()
    .min(3, `${label} must be at least 3 characters`)
    .max(CANCEL_REASON_MAX, `${label} must be at most ${CANCEL_REASON_MAX} characters`)

export const CancelOrderSchema = z.object({ reason: reason('Reason') })
export type CancelOrderInput = z.infer<typeof CancelOrderSchema>

/** Razorpay refunds at least ₹1: a remainder below it is not refunded on its own. */
export const MIN_REFUND: Paise = 100

/** Staff refund part or all of a paid order; the amount sent in rupees, as every API amount is. */
export const RefundOrderSchema = z.object({
  amount: rupees(
    z
      .number({ error: 'Amount must be a number' })
      .min(paiseToRupees(MIN_REFUND), 'A refund must be at least ₹1')
      .multipleOf(0.01, 'Amount can have at most two decimals'),
  ),
  reason: reason('Reason'),
})
export type RefundOrderInput = z.infer<typeof RefundOrderSchema>

export const ORDER_CANCELLED = 'Order cancelled'
export const REFUND_STARTED = 'Refund initiated'

/** The shopper may cancel until 23:59 IST on the day the order was placed. */
export const cancellationDeadline = (placedAt: Date) => istTimeOnDayOf(placedAt, 23, 59)

export interface CancellableOrder {
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: PaymentMethod
  createdAt: Date | string
}

const finished = (order: Pick<CancellableOrder, 'status'>) =>
  order.status === 'cancelled'
    ? 'This order is already cancelled'
    : isFinalStatus(order.status)
      ? `A ${order.status} order can no longer be cancelled`
      : null

/**
 * Why the shopper can't cancel the order themselves now, or null when they can: the refund
 * policy's rule, paid online or cash on delivery, not yet dispatched, on the day it was placed.
 */
export function shopperCancellationRefusal(order: CancellableOrder, now: Date): string | null {
  const done = finished(order)
  if (done) return done
  if (order.status === 'dispatched' || order.status === 'returning')
    return 'This order has been dispatched and can no longer be cancelled'
  const paysFirst = !PAYMENT_METHOD_FACTS[order.paymentMethod].collectsAtDoor
  if (paysFirst && order.paymentStatus !== 'paid') {
    return "This order isn't paid yet; it is cancelled by itself if the payment isn't completed"
  }
  if (now >= cancellationDeadline(new Date(order.createdAt))) {
    return 'Orders can be cancelled only on the day they were placed, before 11:59 PM IST'
  }
  return null
}

/** Staff may cancel any order not yet delivered. */
export const staffCancellationRefusal = (order: Pick<CancellableOrder, 'status'>) => finished(order)

interface RefundableOrder {
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
  total: Paise
  refundedAmount: Paise
}

/** What can still go back to the shopper: what was paid online less refunds pending or done. */
export const refundableAmount = (order: RefundableOrder): Paise =>
  PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop && order.paymentStatus === 'paid'
    ? order.total - order.refundedAmount
    : 0

export const COD_NOT_REFUNDABLE =
  'A cash-on-delivery order was paid in cash: refund it by bank transfer outside the shop'

/** Why staff can't refund this amount, or null. */
export function refundRefusal(order: RefundableOrder, amount: Paise): string | null {
  if (!PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop) return COD_NOT_REFUNDABLE
  if (order.paymentStatus !== 'paid') return 'Only a paid order can be refunded'
  const left = refundableAmount(order)
  if (left <= 0) return 'This order has been refunded in full'
  if (amount > left) {
    return `At most ${formatRupeesExact(left)} can still be refunded`
  }
  return null
}
