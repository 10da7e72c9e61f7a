// Sending money back through Razorpay's Refunds API: staff's refunds, a cancelled order's (started
// by its payment method) and payments returned whole (decision 015, 020).
//
// A refund is written as pending, with its idempotency key, in the transaction that decides it;
// Razorpay is asked after that commits; its answer or a later `refund.*` webhook settles it. A
// lost answer is asked again with the same key (housekeeping), so Razorpay never pays twice.
import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm'
import {
  PAYMENT_RETURN_REASON_TEXTS,
  type PaymentReturnReason,
} from '#domain/order/checkout-attempt.ts'
import { refundRefusal } from '#domain/order/refund.ts'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import type { OrderActor } from '#domain/order/timeline.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { type Order, orders, payments, type Refund, refunds, users } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { issueCreditNote } from '../invoices/invoices.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { paymentReturnedMail, paymentReturnFailedMail } from '../mail/templates.ts'
import { GatewayError, type RefundEntity } from '../payments/gateway.ts'
import type { OrderContext } from '../shop-context.ts'
import { recordOrderEvent } from './order-timeline.ts'

export type RefundContext = Pick<OrderContext, 'db' | 'payments' | 'log'>

/** A pending refund nobody has heard back about for this long is asked about again. */
export const REFUND_RETRY_AFTER_MS = 10 * 60_000

/** Locks the order for the change; a shopper only ever finds their own, and nobody an attempt. */
export async function lockOrder(tx: DbOrTx, orderId: string, ownerId?: string): Promise<Order> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.placedAt)))
    .for('update')
  if (!order || (ownerId !== undefined && order.userId !== ownerId)) throw notFound(ORDER_NOT_FOUND)
  return order
}

/** Staff give back part or all of a paid order, which otherwise stays as it is. */
export async function refundOrder(
  ctx: RefundContext,
  orderId: string,
  input: { amount: number; reason: string },
  now = new Date(),
): Promise<Order> {
  const { order, refund } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const refusal = refundRefusal(order, input.amount)
    if (refusal) throw conflict(refusal)
    const refund = await startRefund(tx, order, input.amount, input.reason, 'staff', now)
    return { order: await reread(tx, orderId), refund }
  })
  await sendRefund(ctx, refund)
  return (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? order
}

async function reread(tx: DbOrTx, orderId: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw notFound(ORDER_NOT_FOUND)
  return order
}

/**
 * The refund recorded as pending under a fresh idempotency key: the order's refunded amount and
 * the shopper's totalSpent (which their membership follows) move now, and back if it fails.
 */
export async function startRefund(
  tx: DbOrTx,
  order: Order,
  amount: number,
  reason: string,
  by: OrderActor,
  now: Date,
  returnId?: string,
): Promise<Refund> {
  const [payment] = await tx
    .select({ id: payments.razorpayPaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.outcome, 'paid')))
  if (!payment) throw conflict('No online payment is recorded for this order')
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      razorpayPaymentId: payment.id,
      idempotencyKey: randomUUID(),
      amount,
      reason,
      requestedBy: by,
      ...(returnId && { returnId }),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!refund) throw new Error('Refund insert returned nothing')
  await moveRefunded(tx, order.id, order.userId, amount)
  await recordOrderEvent(tx, order.id, 'refund_pending', { amount, by }, now)
  return refund
}

/**
 * A captured payment the shop can't take, recorded and returned whole: it never counted toward its
 * attempt or order, so no figure moves and no credit note follows. The shopper is mailed why; the
 * refund is sent once the caller's transaction commits.
 */
export async function returnPayment(
  tx: DbOrTx,
  attempt: Order,
  payment: {
    razorpayPaymentId: string
    razorpayOrderId: string
    source: 'checkout' | 'webhook'
    amount: number
  },
  reason: PaymentReturnReason,
  now: Date,
): Promise<Refund> {
  await tx.insert(payments).values({ orderId: attempt.id, ...payment, outcome: reason })
  const why = PAYMENT_RETURN_REASON_TEXTS[reason]
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: attempt.id,
      razorpayPaymentId: payment.razorpayPaymentId,
      idempotencyKey: randomUUID(),
      amount: payment.amount,
      reason: `Payment returned: ${why}`,
      returnsPayment: true,
      requestedBy: 'system',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!refund) throw new Error('Refund insert returned nothing')
  const detail = { amount: payment.amount, reason: why }
  await recordOrderEvent(tx, attempt.id, 'payment_returned', detail, now)
  const [shopper] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, attempt.userId))
  if (shopper) {
    await enqueueMail(
      tx,
      paymentReturnedMail(shopper.email, shopper.name, { amount: payment.amount, why }),
    )
  }
  return refund
}

export async function moveRefunded(tx: DbOrTx, orderId: string, userId: string, amount: number) {
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
  await tx
    .update(users)
    .set({ totalSpent: sql`greatest(${users.totalSpent} - ${amount}, 0)` })
    .where(eq(users.id, userId))
}

/**
 * Asks Razorpay for the refund (again, after a lost answer: the same key and body name the same
 * refund) and applies what it answers. A refusal Razorpay won't change its mind about fails the
 * refund; no answer leaves it pending for the next try.
 */
export async function sendRefund(ctx: RefundContext, refund: Refund): Promise<void> {
  try {
    const entity = await ctx.payments.refund({
      paymentId: refund.razorpayPaymentId,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
      receipt: refund.id,
      notes: { refundId: refund.id, orderId: refund.orderId },
    })
    await applyRefund(ctx.db, entity, refund.id)
  } catch (error) {
    if (error instanceof GatewayError && !error.retryable) {
      // Money the shop holds and must send another way: staff act on this line.
      const log = refund.returnsPayment ? ctx.log.error.bind(ctx.log) : ctx.log.warn.bind(ctx.log)
      log({ refundId: refund.id, orderId: refund.orderId, err: error.message }, 'refund refused')
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update')
        if (row) await settle(tx, row, 'failed', new Date())
      })
    } else {
      ctx.log.warn(
        { refundId: refund.id, err: (error as Error).message },
        'refund unconfirmed, retried later',
      )
      await ctx.db.update(refunds).set({ updatedAt: new Date() }).where(eq(refunds.id, refund.id))
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Applies what Razorpay says of a refund, from its answer or a webhook, in whatever order they
 * come: a refund moves once from pending to processed or failed, and never back. The refund is
 * found by Razorpay's id, or by our own id in its notes when Razorpay's answer hasn't landed yet.
 * False when the refund isn't ours.
 */
export async function applyRefund(db: Db, entity: RefundEntity, ourId?: string): Promise<boolean> {
  const noted = entity.notes && !Array.isArray(entity.notes) ? entity.notes.refundId : undefined
  const id = ourId ?? (typeof noted === 'string' && UUID.test(noted) ? noted : undefined)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(id ? eq(refunds.id, id) : eq(refunds.razorpayRefundId, entity.id))
      .for('update')
    if (!row || row.razorpayPaymentId !== entity.payment_id) return false
    if (!row.razorpayRefundId) {
      await tx.update(refunds).set({ razorpayRefundId: entity.id }).where(eq(refunds.id, row.id))
    }
    if (row.status === 'pending' && entity.status !== 'pending') {
      await settle(tx, row, entity.status, new Date())
    }
    return true
  })
}

/** Processed: the money is back with the shopper, and a credit note records it. Failed: it isn't. */
async function settle(tx: DbOrTx, refund: Refund, status: 'processed' | 'failed', now: Date) {
  await tx
    .update(refunds)
    .set({ status, updatedAt: now, ...(status === 'processed' && { processedAt: now }) })
    .where(eq(refunds.id, refund.id))
  const detail = { amount: refund.amount }
  if (refund.returnsPayment) return settleReturnedPayment(tx, refund, status)
  if (status === 'processed') {
    await recordOrderEvent(tx, refund.orderId, 'refund_processed', detail, now)
    await issueCreditNote(
      tx,
      {
        orderId: refund.orderId,
        refundId: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        returnId: refund.returnId,
      },
      now,
    )
    return
  }
  const [order] = await tx
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, refund.orderId))
  if (order) await moveRefunded(tx, refund.orderId, order.userId, -refund.amount)
  await recordOrderEvent(tx, refund.orderId, 'refund_failed', detail, now)
}

/**
 * A payment returned whole moved no figure and needs no credit note; its shopper was told it is on
 * its way, so they hear again only if it failed, and staff must send it another way.
 */
async function settleReturnedPayment(tx: DbOrTx, refund: Refund, status: 'processed' | 'failed') {
  if (status === 'processed') return
  const [shopper] = await tx
    .select({ email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, refund.orderId))
  if (shopper) {
    const failed = paymentReturnFailedMail(shopper.email, shopper.name, refund.amount)
    await enqueueMail(tx, failed)
  }
}

/** Refunds still pending that nobody has heard about lately: asked again with their own key. */
export async function retryPendingRefunds(ctx: RefundContext, now = new Date()): Promise<number> {
  const stale = await ctx.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lt(refunds.updatedAt, new Date(now.getTime() - REFUND_RETRY_AFTER_MS)),
      ),
    )
  for (const refund of stale) await sendRefund(ctx, refund)
  return stale.length
}
