// The two ways an order is paid, behind one interface: what cancelling and delivering an order
// do differs by how its money moves (online through Razorpay, or in cash at the door).
import { eq, sql } from 'drizzle-orm'
import { CANCELLED_BY_SHOP } from '#domain/invoice/api.ts'
import type { Seller } from '#domain/invoice/build.ts'
import type { PaymentMethod } from '#domain/order/payment-method.ts'
import { MIN_REFUND, refundableAmount } from '#domain/order/refund.ts'
import type { OrderStatus } from '#domain/order/status.ts'
import type { OrderActor, OrderEventKind } from '#domain/order/timeline.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orders, type Refund, users } from '../../db/schema/index.ts'
import { returnCouponUse } from '../coupons.ts'
import { issueInvoice } from '../invoices/invoices.ts'
import { releaseStock, restockStock, sellStock } from '../stock.ts'
import { recordOrderEvent } from './order-timeline.ts'
import { startRefund } from './refunds.ts'

export interface PaymentMethodSteps {
  /** The status an order paid this way is placed in. */
  placedAs: Extract<OrderStatus, 'pending' | 'confirmed'>
  /** Whether it is paid as it is placed. */
  paidAsPlaced: boolean
  /** The timeline step a move to `to` writes. */
  stepOf(to: Exclude<OrderStatus, 'pending'>): OrderEventKind
  /**
   * What an order paid this way gives back when it is cancelled, in the cancelling transaction;
   * answers the refund to send once it commits.
   */
  cancel(tx: DbOrTx, order: Order, by: OrderActor, now: Date): Promise<Refund | undefined>
  /** What handing the parcel over does to the payment. */
  deliver(tx: DbOrTx, seller: Seller, order: Order, now: Date): Promise<void>
}

const CANCELLED_BY_SHOPPER = 'Order cancelled by the customer'

const online: PaymentMethodSteps = {
  /** Placed as its payment lands, so confirmed and paid at once. */
  placedAs: 'confirmed',
  paidAsPlaced: true,
  stepOf: (to) => to,
  /**
   * Its coupon use is given back; a parcel not yet with the courier goes back on the shelf (a
   * dispatched one is cancelled because it is lost or coming back, and staff count it in by hand);
   * what is left of the payment is refunded, unless below the ₹1 Razorpay refunds at least.
   */
  async cancel(tx, order, by, now) {
    // Coupon before stock: checkout takes the coupon's row before its variants', and so does this.
    await returnCouponUse(tx, order.id)
    if (order.status !== 'dispatched') await restockStock(tx, order.id)
    const left = refundableAmount(order)
    if (left < MIN_REFUND) return undefined
    const why = by === 'shopper' ? CANCELLED_BY_SHOPPER : CANCELLED_BY_SHOP
    return startRefund(tx, order, left, why, by, now)
  },
  async deliver() {},
}

const cashOnDelivery: PaymentMethodSteps = {
  /** Placed at checkout, it waits for its shopper's confirmation before it is packed. */
  placedAs: 'pending',
  paidAsPlaced: false,
  stepOf: (to) => (to === 'confirmed' ? 'cod_confirmed' : to),
  /** Nothing was paid: its coupon use is given back and its held units go back on sale. */
  async cancel(tx, order, _by, now) {
    await tx
      .update(orders)
      .set({ paymentStatus: 'expired', updatedAt: now })
      .where(eq(orders.id, order.id))
    await returnCouponUse(tx, order.id)
    await releaseStock(tx, [order.id])
    return undefined
  },
  /** The courier collected the cash: the order is paid, its stock sold, the shopper's spend counted. */
  async deliver(tx, seller, order, now) {
    await markPaid(tx, seller, order, now)
  },
}

export const paymentMethods: Record<PaymentMethod, PaymentMethodSteps> = {
  online,
  cod: cashOnDelivery,
}

/**
 * The order paid: its held units sold, the shopper's totalSpent raised, which their membership
 * tier follows, and its GST invoice issued.
 */
export async function markPaid(
  tx: DbOrTx,
  seller: Seller,
  order: Order,
  paidAt = new Date(),
): Promise<Order> {
  await sellStock(tx, order.id)
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt, updatedAt: paidAt })
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
