// A cash-on-delivery order's own steps: its coupon use and stock hold let go when it is cancelled
// before the courier collects (paying it on delivery is settle-payment's markPaid).
import { and, eq, sql } from 'drizzle-orm'
import type { CodTerms } from '#domain/order/payment-method.ts'
import { rupeesToPaise } from '#domain/money.ts'
import type { Config } from '../../config.ts'
import type { DbOrTx } from '../../db/client.ts'
import { couponRedemptions, coupons, orders } from '../../db/schema/index.ts'
import { releaseStock } from '../stock.ts'

export function codTerms(config: Pick<Config, 'COD_FEE' | 'COD_MAX_ORDER_VALUE'>): CodTerms {
  return {
    fee: rupeesToPaise(config.COD_FEE),
    maxOrderValue: rupeesToPaise(config.COD_MAX_ORDER_VALUE),
  }
}

/**
 * Cancels a COD order nobody has paid for: its payment marked expired as for an unpaid online
 * order, its coupon use given back and its held units back on sale. Coupon before stock, the
 * order of locks checkout takes.
 */
export async function cancelCashOrder(tx: DbOrTx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'expired', updatedAt: now })
    .where(eq(orders.id, orderId))
  await releaseCouponUse(tx, orderId)
  await releaseStock(tx, [orderId])
}

/** Gives back the coupon use a cancelled order had counted, so another shopper may have it. */
export async function releaseCouponUse(tx: DbOrTx, orderId: string): Promise<void> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'redeemed')))
    .returning({ couponId: couponRedemptions.couponId })
  if (released) {
    await tx
      .update(coupons)
      .set({ usageCount: sql`greatest(${coupons.usageCount} - 1, 0)` })
      .where(eq(coupons.id, released.couponId))
  }
}
