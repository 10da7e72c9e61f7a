// Orders nobody will pay: cancelled, and their coupon and stock holds let go.
import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { PaymentStatus } from '#domain/order/status.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  couponRedemptions,
  orderEvents,
  orders,
  productVariants,
  stockMovements,
} from '../../db/schema/index.ts'
import { releaseStock } from '../stock.ts'

/**
 * Cancels the still-pending online orders `which` picks, with the payment status given, and frees
 * their coupons and stock. Cash-on-delivery orders are never among them: they await the courier.
 * The shop's own cancellations go on the timeline here; staff's are recorded by their status change.
 */
export async function cancelUnpaid(
  tx: DbOrTx,
  which: SQL | undefined,
  paymentStatus: Extract<PaymentStatus, 'failed' | 'expired'>,
  now: Date,
  by: 'system' | 'staff' = 'system',
): Promise<number> {
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus, updatedAt: now })
    .where(and(eq(orders.paymentStatus, 'pending'), eq(orders.paymentMethod, 'online'), which))
    .returning({ id: orders.id })
  if (cancelled.length > 0) {
    if (by === 'system') {
      await tx.insert(orderEvents).values(
        cancelled.map((o) => ({
          orderId: o.id,
          kind: 'cancelled' as const,
          detail: { by },
          at: now,
        })),
      )
    }
    await tx
      .update(couponRedemptions)
      .set({ status: 'released' })
      .where(
        and(
          inArray(
            couponRedemptions.orderId,
            cancelled.map((o) => o.id),
          ),
          eq(couponRedemptions.status, 'held'),
        ),
      )
    await releaseStock(
      tx,
      cancelled.map((o) => o.id),
    )
  }
  return cancelled.length
}

/** Orders left unpaid past their time are cancelled as expired. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction((tx) =>
    cancelUnpaid(
      tx,
      lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS)),
      'expired',
      now,
    ),
  )
}

/**
 * Before a checkout holds anything: the shopper's own earlier unpaid orders (their new checkout
 * replaces them, so they never compete with themselves for the last units or a coupon use) and
 * unpaid orders past their time holding these products, so a hold never outlives its time just
 * because the sweep hasn't run. In a transaction of its own, so the checkout's locks are only
 * ever taken coupon first, then variants in id order. (A payment already under way for a replaced
 * order is still honoured when it lands, as for any order paid after it expired.)
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
  const overdue = and(
    lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS)),
    inArray(orders.id, holders),
  )
  await db.transaction((tx) =>
    cancelUnpaid(
      tx,
      productIds.length > 0
        ? or(eq(orders.userId, shopperId), overdue)
        : eq(orders.userId, shopperId),
      'expired',
      now,
    ),
  )
}

/** The gateway never made an order for it, so nobody can pay it: it fails. */
export async function failUnplacedOrder(db: Db, orderId: string): Promise<void> {
  await db.transaction((tx) => cancelUnpaid(tx, eq(orders.id, orderId), 'failed', new Date()))
}
