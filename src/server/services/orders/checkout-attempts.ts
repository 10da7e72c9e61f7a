// Checkout attempts (decision 020): found again when the same cart is checked out again, and let
// go, their coupon and stock holds with them, when nobody pays them in time, the shopper checks
// out something else, or the gateway never made an order for them.
import { and, desc, eq, gt, inArray, isNull, isNotNull, lt, or, type SQL } from 'drizzle-orm'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { PaymentStatus } from '#domain/order/status.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  orderEvents,
  orders,
  productVariants,
  stockMovements,
  type Order,
} from '../../db/schema/index.ts'
import { releaseCouponHolds } from '../coupons.ts'
import { releaseStock } from '../stock.ts'
import { methodPaysAsPlaced } from './payment-methods.ts'

/** An attempt nobody has let go: not placed, not cancelled, waiting for its online payment. */
const open = and(
  isNull(orders.placedAt),
  eq(orders.status, 'pending'),
  eq(orders.paymentStatus, 'pending'),
  methodPaysAsPlaced,
)

/**
 * Lets go of the open attempts `which` picks, with the payment status given: cancelled, their
 * coupon and stock holds released, a step on their timeline that mails nobody (an attempt was
 * never an order to the shopper). Answers their ids.
 */
export async function letGoAttempts(
  tx: DbOrTx,
  which: SQL | undefined,
  paymentStatus: Extract<PaymentStatus, 'failed' | 'expired'>,
  now: Date,
): Promise<string[]> {
  const letGo = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus, updatedAt: now })
    .where(and(open, which))
    .returning({ id: orders.id })
  const ids = letGo.map((o) => o.id)
  if (ids.length === 0) return ids
  await tx.insert(orderEvents).values(
    ids.map((orderId) => ({
      orderId,
      kind: 'cancelled' as const,
      detail: { by: 'system' as const },
      at: now,
    })),
  )
  // Coupon before stock, the order of locks checkout takes.
  await releaseCouponHolds(tx, ids)
  await releaseStock(tx, ids)
  return ids
}

const pastTime = (now: Date) => lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS))

/** Attempts left unpaid past their time are let go as expired. */
export async function expireAttempts(db: Db, now = new Date()): Promise<number> {
  return (await db.transaction((tx) => letGoAttempts(tx, pastTime(now), 'expired', now))).length
}

/**
 * The shopper's open attempt for exactly this checkout, still within its time and with its
 * gateway order made, to be paid again rather than replaced.
 */
export async function openAttempt(
  db: DbOrTx,
  shopperId: string,
  checkoutKey: string,
  now = new Date(),
): Promise<Order | undefined> {
  const [attempt] = await db
    .select()
    .from(orders)
    .where(
      and(
        open,
        eq(orders.userId, shopperId),
        eq(orders.checkoutKey, checkoutKey),
        isNotNull(orders.razorpayOrderId),
        gt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return attempt
}

/**
 * Before a checkout holds anything: the shopper's own earlier attempts (their new checkout
 * replaces them, so they never compete with themselves for the last units or a coupon use) and
 * attempts past their time holding these products, so a hold never outlives its time just because
 * the sweep hasn't run. In a transaction of its own, so the checkout's locks are only ever taken
 * coupon first, then variants in id order. A payment already under way for a replaced attempt is
 * still taken when it lands if its units and coupon are still there, and returned if not.
 */
export async function releaseStaleHolds(
  db: Db,
  shopperId: string,
  productIds: string[],
  now = new Date(),
): Promise<void> {
  const holders = db
    .select({ id: stockMovements.orderId })
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(
      and(inArray(productVariants.productId, productIds), eq(stockMovements.kind, 'reservation')),
    )
  const overdue = and(pastTime(now), inArray(orders.id, holders))
  const mine = eq(orders.userId, shopperId)
  await db.transaction((tx) =>
    letGoAttempts(tx, productIds.length > 0 ? or(mine, overdue) : mine, 'expired', now),
  )
}

/** The gateway never made an order for it, so nobody can pay it: it fails. */
export async function failAttempt(db: Db, orderId: string): Promise<void> {
  await db.transaction((tx) => letGoAttempts(tx, eq(orders.id, orderId), 'failed', new Date()))
}
