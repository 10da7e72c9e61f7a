// A cash-on-delivery order's own steps: its coupon use and stock hold let go when it is cancelled
// before the courier collects (paying it on delivery is the lifecycle's markPaid).
import { eq } from 'drizzle-orm'
import type { CodTerms } from '#domain/order/payment-method.ts'
import { rupeesToPaise } from '#domain/money.ts'
import type { Config } from '../../config.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'
import { returnCouponUse } from '../coupons.ts'
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
  await returnCouponUse(tx, orderId)
  await releaseStock(tx, [orderId])
}
