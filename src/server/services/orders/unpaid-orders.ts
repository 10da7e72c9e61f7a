// Orders nobody will pay: cancelled, and their coupon and stock holds let go.
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { PaymentStatus } from '#domain/order/status.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { couponRedemptions, orders } from '../../db/schema/index.ts'
import { releaseStock } from '../stock.ts'

/** Cancels the still-pending orders `which` picks, with the payment status given, and frees their coupons and stock. */
export async function cancelUnpaid(
  tx: DbOrTx,
  which: SQL | undefined,
  paymentStatus: Extract<PaymentStatus, 'failed' | 'expired'>,
  now: Date,
): Promise<number> {
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus, updatedAt: now })
    .where(and(eq(orders.paymentStatus, 'pending'), which))
    .returning({ id: orders.id })
  if (cancelled.length > 0) {
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

/** The gateway never made an order for it, so nobody can pay it: it fails. */
export async function failUnplacedOrder(db: Db, orderId: string): Promise<void> {
  await db.transaction((tx) => cancelUnpaid(tx, eq(orders.id, orderId), 'failed', new Date()))
}
