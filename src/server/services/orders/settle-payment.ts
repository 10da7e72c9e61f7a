// Settling a payment, whether the shopper's checkout or Razorpay's webhook reports it first.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Seller } from '#domain/invoice/build.ts'
import type { PaymentIssue } from '#domain/order/status.ts'
import type { PaymentSource } from '#domain/payment.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  couponRedemptions,
  coupons,
  type Order,
  orders,
  payments,
  users,
} from '../../db/schema/index.ts'
import { issueInvoice } from '../invoices/invoices.ts'
import { recordOrderEvent } from './order-timeline.ts'
import { enqueueOrderConfirmation } from '../order-confirmation.ts'
import { sellStock } from '../stock.ts'

interface Log {
  warn(obj: object, message: string): void
}

export interface ReportedPayment {
  razorpayOrderId: string
  razorpayPaymentId: string
  source: PaymentSource
  /** Paise, when the caller knows what was actually paid (the webhook does). */
  amount?: number
}

export interface Settlement {
  order: Order
  newlyPaid: boolean
  issue?: PaymentIssue
}

export async function findOrderByRazorpayId(db: DbOrTx, razorpayOrderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId))
  return order
}

/**
 * Marks the order paid exactly once, whichever report comes first: in one transaction the order
 * is confirmed, its held stock sold, its coupon use counted, the shopper's totalSpent raised and
 * the confirmation mail queued. A payment of the wrong amount is never accepted; it flags the
 * order for staff instead, as does a late payment for units sold to others meanwhile.
 * Nothing when no order has that Razorpay id.
 */
export async function settlePayment(
  { db, log, seller }: { db: Db; log: Log; seller: Seller },
  payment: ReportedPayment,
): Promise<Settlement | undefined> {
  const settlement = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.razorpayOrderId, payment.razorpayOrderId))
      .for('update')
    if (!order) return undefined
    if (order.paymentStatus === 'paid') return { order, newlyPaid: false }
    if (payment.amount !== undefined && payment.amount !== order.total) {
      return flagMismatch(tx, order)
    }
    const paid = await confirmPayment(tx, log, seller, order, payment)
    await enqueueOrderConfirmation(tx, order.id)
    return { order: paid, newlyPaid: true, ...(paid.paymentIssue && { issue: paid.paymentIssue }) }
  })
  if (settlement?.issue) {
    log.warn(
      { orderNumber: settlement.order.orderNumber, issue: settlement.issue },
      'payment flagged',
    )
  }
  return settlement
}

async function flagMismatch(tx: DbOrTx, order: Order): Promise<Settlement> {
  const [flagged] = await tx
    .update(orders)
    .set({ paymentIssue: 'amount_mismatch', updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning()
  return { order: flagged ?? order, newlyPaid: false, issue: 'amount_mismatch' }
}

/** The order confirmed and paid, the payment recorded, the coupon use and the shopper's spend counted. */
async function confirmPayment(
  tx: DbOrTx,
  log: Log,
  seller: Seller,
  order: Order,
  payment: ReportedPayment,
): Promise<Order> {
  await tx.insert(payments).values({
    orderId: order.id,
    razorpayPaymentId: payment.razorpayPaymentId,
    razorpayOrderId: payment.razorpayOrderId,
    amount: order.total,
    source: payment.source,
  })
  await redeemCoupon(tx, log, order)
  // Coupon before stock: checkout takes the coupon's row before its variants', and so does this.
  return markPaid(tx, seller, order, { status: 'confirmed' })
}

/** Counts the order's coupon use for good: when an online order is paid, or a COD order placed. */
export async function redeemCoupon(
  tx: DbOrTx,
  log: Log,
  order: Pick<Order, 'id' | 'orderNumber'>,
): Promise<void> {
  const [redeemed] = await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed' })
    .where(
      and(
        eq(couponRedemptions.orderId, order.id),
        inArray(couponRedemptions.status, ['held', 'released']),
      ),
    )
    .returning({ couponId: couponRedemptions.couponId })
  if (!redeemed) return
  const [coupon] = await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(eq(coupons.id, redeemed.couponId))
    .returning()
  if (coupon?.maxUsage != null && coupon.usageCount > coupon.maxUsage) {
    log.warn(
      { orderNumber: order.orderNumber, coupon: coupon.code },
      'An expired order was paid late and took its coupon past maxUsage',
    )
  }
}

/**
 * The order paid: its stock sold (held units, or what is left for an order paid after it expired),
 * the shopper's totalSpent raised, which their membership tier follows, and its GST invoice issued.
 * `changes` are written with it (an online order is confirmed as it is paid).
 */
export async function markPaid(
  tx: DbOrTx,
  seller: Seller,
  order: Order,
  changes: Partial<Pick<Order, 'status'>> = {},
): Promise<Order> {
  const inStock = await sellStock(tx, order.id, order.paymentStatus === 'pending')
  const paidAt = new Date()
  const [paid] = await tx
    .update(orders)
    .set({
      ...changes,
      paymentStatus: 'paid',
      paidAt,
      updatedAt: new Date(),
      ...(!inStock && { paymentIssue: 'out_of_stock' as const }),
    })
    .where(eq(orders.id, order.id))
    .returning()
  await tx
    .update(users)
    .set({ totalSpent: sql`${users.totalSpent} + ${order.total}` })
    .where(eq(users.id, order.userId))
  const cash = order.paymentMethod === 'cod'
  await recordOrderEvent(tx, order.id, 'paid', cash ? { cash } : {}, paidAt)
  await issueInvoice(tx, seller, order.id, paidAt)
  return paid ?? order
}
