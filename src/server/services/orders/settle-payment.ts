// Settling a captured payment, whether the shopper's checkout or Razorpay's webhook reports it
// first: it places its attempt as a paid order, or it goes back to the shopper in full.
import { eq } from 'drizzle-orm'
import type { PaymentReturnReason } from '#domain/order/checkout-attempt.ts'
import type { PaymentIssue } from '#domain/order/status.ts'
import type { PaymentSource } from '#domain/payment.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orders, payments, type Refund } from '../../db/schema/index.ts'
import { holdCouponAgain, redeemCoupon } from '../coupons.ts'
import { holdAgain } from '../stock.ts'
import { letGoAttempts } from './checkout-attempts.ts'
import { placeOrder, type Shop } from './lifecycle.ts'
import { type RefundContext, returnPayment, sendRefund } from './refunds.ts'

export interface ReportedPayment {
  razorpayOrderId: string
  razorpayPaymentId: string
  source: PaymentSource
  /** Paise, when the caller knows what was actually paid (the webhook does). */
  amount?: number
}

export interface Settlement {
  order: Order
  /** True only for the report that placed the order. */
  newlyPaid: boolean
  issue?: PaymentIssue
  /** Why this payment was returned in full, when it was. */
  returned?: PaymentReturnReason
}

export async function findOrderByRazorpayId(db: DbOrTx, razorpayOrderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId))
  return order
}

interface Outcome {
  settlement: Settlement
  /** The refund of a returned payment, sent once the transaction commits. */
  refund?: Refund
}

class CannotPlace extends Error {
  constructor(readonly reason: PaymentReturnReason) {
    super(reason)
  }
}

/**
 * Takes a captured payment exactly once, whichever report comes first. It places its attempt as a
 * paid order when the attempt still holds its units and coupon use, or, for an attempt the shop
 * had let go (expired, or replaced by the shopper's next checkout), when they can be taken again.
 * Otherwise, and for a second payment of a paid order or any payment of a cancelled one, the
 * payment is returned in full through the gateway and the shopper told why. A payment of the
 * wrong amount is never taken either: it is returned and the attempt flagged. Nothing when no attempt has that
 * Razorpay id.
 */
export async function settlePayment(
  ctx: RefundContext & Shop,
  payment: ReportedPayment,
): Promise<Settlement | undefined> {
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome | undefined> => {
    const [attempt] = await tx
      .select()
      .from(orders)
      .where(eq(orders.razorpayOrderId, payment.razorpayOrderId))
      .for('update')
    if (!attempt) return undefined
    const [known] = await tx
      .select({ outcome: payments.outcome })
      .from(payments)
      .where(eq(payments.razorpayPaymentId, payment.razorpayPaymentId))
    if (known) {
      const returned = known.outcome === 'paid' ? {} : { returned: known.outcome }
      return { settlement: { order: attempt, newlyPaid: false, ...returned } }
    }
    if (payment.amount !== undefined && payment.amount !== attempt.total) {
      const flagged = await flagMismatch(tx, attempt)
      const back = await returned(tx, flagged, payment, 'wrong_amount')
      return { ...back, settlement: { ...back.settlement, issue: 'amount_mismatch' } }
    }
    const reason = refusal(attempt)
    if (!reason) {
      try {
        const order = await tx.transaction((savepoint) =>
          placePaid(savepoint, ctx, attempt, payment),
        )
        return { settlement: { order, newlyPaid: true } }
      } catch (error) {
        if (!(error instanceof CannotPlace)) throw error
        return returned(tx, attempt, payment, error.reason)
      }
    }
    return returned(tx, attempt, payment, reason)
  })
  if (outcome?.refund) await sendRefund(ctx, outcome.refund)
  const settlement = outcome?.settlement
  if (settlement?.issue || (settlement?.returned && outcome?.refund)) {
    const { orderNumber, id } = settlement.order
    const what = settlement.issue ?? settlement.returned
    ctx.log.warn({ orderId: id, orderNumber, issue: what }, 'payment not taken')
  }
  return settlement
}

/** Why no payment can place this attempt any more, or null when one may. */
function refusal(attempt: Order): PaymentReturnReason | null {
  if (attempt.placedAt === null) return null
  return attempt.status === 'cancelled' ? 'cancelled' : 'already_paid'
}

/**
 * Places the attempt as paid: one let go takes its coupon use and units again. One past its time
 * but not yet let go still holds its units (nobody needed them, or they would have let it go
 * first); its coupon use, which stopped counting at its time, is judged as every use is, at
 * redeemCoupon. Throws CannotPlace when something is gone, which undoes this whole step.
 */
async function placePaid(
  tx: DbOrTx,
  shop: Shop,
  attempt: Order,
  payment: ReportedPayment,
): Promise<Order> {
  const now = new Date()
  if (attempt.status !== 'pending') {
    // Coupon before stock: checkout takes the coupon's row before its variants', and so does this.
    if (!(await holdCouponAgain(tx, attempt))) throw new CannotPlace('coupon_used_up')
    if (!(await holdAgain(tx, attempt.id))) throw new CannotPlace('sold_out')
  }
  const couponRefused = await redeemCoupon(tx, attempt.id)
  if (couponRefused) throw new CannotPlace(couponRefused)
  await tx.insert(payments).values({
    orderId: attempt.id,
    razorpayPaymentId: payment.razorpayPaymentId,
    razorpayOrderId: payment.razorpayOrderId,
    amount: attempt.total,
    source: payment.source,
  })
  return placeOrder(tx, shop, attempt, now)
}

/**
 * The payment returned: an attempt still open is let go, since nothing can place it now (its
 * coupon is used up), and the refund is written to be sent once this commits.
 */
async function returned(
  tx: DbOrTx,
  attempt: Order,
  payment: ReportedPayment,
  reason: PaymentReturnReason,
): Promise<Outcome> {
  const now = new Date()
  await letGoAttempts(tx, eq(orders.id, attempt.id), 'expired', now)
  const refund = await returnPayment(
    tx,
    attempt,
    { ...payment, amount: payment.amount ?? attempt.total },
    reason,
    now,
  )
  return { settlement: { order: attempt, newlyPaid: false, returned: reason }, refund }
}

/** Razorpay never captures another amount for an order: staff should look at such an attempt. */
async function flagMismatch(tx: DbOrTx, order: Order): Promise<Order> {
  const [flagged] = await tx
    .update(orders)
    .set({ paymentIssue: 'amount_mismatch', updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning()
  return flagged ?? order
}
