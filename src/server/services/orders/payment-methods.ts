// The two ways an order is paid, behind one interface: how a checkout becomes an order, and what
// cancelling and delivering it do, differ by how its money moves (online through Razorpay, or in
// cash at the door).
import { and, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import { CANCELLED_BY_SHOP } from '#domain/invoice/api.ts'
import {
  type CodTerms,
  codRefusal,
  MAX_OPEN_COD_ORDERS,
  PAYMENT_METHOD_FACTS,
  PAYMENT_METHODS,
  type PaymentMethod,
  TOO_MANY_OPEN_COD_ORDERS,
} from '#domain/order/payment-method.ts'
import type { Paise } from '#domain/money.ts'
import { BELOW_MIN_ONLINE_PAYMENT, MIN_ONLINE_PAYMENT } from '#domain/payment.ts'
import type { OrderCalculation } from '#domain/pricing.ts'
import { MIN_REFUND, refundableAmount } from '#domain/order/refund.ts'
import { FINAL_ORDER_STATUSES, type OrderStatus } from '#domain/order/status.ts'
import type { OrderActor, OrderEventKind } from '#domain/order/timeline.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orders, type Refund, users } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-error.ts'
import { returnCouponUse } from '../coupons.ts'
import { issueCreditNote, issueInvoice } from '../invoices/invoices.ts'
import { releaseStock, restockStock, sellStock } from '../stock.ts'
import { recordOrderEvent } from './order-timeline.ts'
import { startRefund } from './refunds.ts'

export interface PaymentMethodSteps {
  /** Checking out the same cart again pays the attempt already open, rather than another order. */
  samePaysAgain: boolean
  /** Runs first in the checkout's transaction. */
  beginCheckout(tx: DbOrTx, shopperId: string): Promise<void>
  /** What paying this way adds to the order, tax included. */
  fee(terms: CodTerms): Paise
  /** Why this cart can't be paid this way, or null. */
  checkoutRefusal(
    terms: CodTerms,
    where: { pincode: string; cod: boolean },
    calc: OrderCalculation,
  ): string | null
  /** The status an order paid this way is placed in. */
  placedAs: Extract<OrderStatus, 'pending' | 'confirmed'>
  /**
   * Placed as its payment lands, and paid with it (online); otherwise placed unpaid in the
   * checkout's own transaction (cash on delivery).
   */
  paidAsPlaced: boolean
  /** The timeline step a move to `to` writes. */
  stepOf(to: Exclude<OrderStatus, 'pending'>): OrderEventKind
  /**
   * What an order paid this way gives back when it is cancelled, in the cancelling transaction;
   * answers the refund to send once it commits.
   */
  cancel(tx: DbOrTx, order: Order, by: OrderActor, now: Date): Promise<Refund | undefined>
  /**
   * What giving the parcel to the courier does, as it is booked and again as it is picked up: a
   * cash order's invoice travels with it.
   */
  dispatch(tx: DbOrTx, order: Order, now: Date): Promise<void>
  /**
   * What a parcel the courier brought back undelivered does: its units counted in again, its
   * coupon use given back, and what was paid refunded (answered, to send once committed).
   */
  takeBack(tx: DbOrTx, order: Order, now: Date): Promise<Refund | undefined>
  /** What handing the parcel over does to the payment. */
  deliver(tx: DbOrTx, order: Order, now: Date): Promise<void>
}

const CANCELLED_BY_SHOPPER = 'Order cancelled by the customer'

const online: PaymentMethodSteps = {
  samePaysAgain: true,
  beginCheckout: async () => {},
  fee: () => 0,
  /** Razorpay takes no payment below ₹1. */
  checkoutRefusal: (_terms, _where, calc) =>
    calc.total < MIN_ONLINE_PAYMENT ? BELOW_MIN_ONLINE_PAYMENT : null,
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
  /** Invoiced as it was paid. */
  async dispatch() {},
  async deliver() {},
  /** Refunded in full; the credit note follows once Razorpay has processed the refund. */
  async takeBack(tx, order, now) {
    await returnCouponUse(tx, order.id)
    await restockStock(tx, order.id, RETURNED_TO_ORIGIN)
    const left = refundableAmount(order)
    if (left < MIN_REFUND) return undefined
    return startRefund(tx, order, left, RETURNED_TO_ORIGIN, 'system', now)
  },
}

const cashOnDelivery: PaymentMethodSteps = {
  samePaysAgain: false,
  beginCheckout: refuseTooManyOpenCashOrders,
  fee: (terms) => terms.fee,
  /** Where the pincode allows it, up to the limit on what the order comes to before the fee. */
  checkoutRefusal: (terms, where, calc) => codRefusal(terms, where, calc.total - calc.codFee),
  /** Placed at checkout, it waits for its shopper's confirmation before it is packed. */
  placedAs: 'pending',
  paidAsPlaced: false,
  stepOf: (to) => (to === 'confirmed' ? 'cod_confirmed' : to),
  /**
   * Nothing was paid: its coupon use is given back and its held units go back on sale. A parcel
   * already with the courier (lost, or coming back) took its invoice along, which a credit note
   * for the whole order now cancels.
   */
  async cancel(tx, order, by, now) {
    const reason = by === 'shopper' ? CANCELLED_BY_SHOPPER : CANCELLED_BY_SHOP
    await closeUnpaid(tx, order, reason, now)
    return undefined
  },
  /**
   * The GST invoice is issued as the goods leave (CGST Rule 46 and section 31: before or at the
   * removal of goods), and travels with the parcel; the cash is collected later.
   */
  async dispatch(tx, order, now) {
    await issueInvoice(tx, order.id, now)
  },
  /** The courier collected the cash: the order is paid, its stock sold, the shopper's spend counted. */
  async deliver(tx, order, now) {
    await markPaid(tx, order, now)
  },
  /** Nothing was paid, so nothing is refunded: the order is closed as a cancelled one is. */
  async takeBack(tx, order, now) {
    await closeUnpaid(tx, order, RETURNED_TO_ORIGIN, now)
    return undefined
  },
}

const RETURNED_TO_ORIGIN = 'Parcel returned undelivered'

/**
 * A cash order that will not be paid: its coupon use given back, its held units back on sale, and
 * the invoice its parcel took along (it is invoiced as it ships) cancelled by a credit note.
 */
async function closeUnpaid(tx: DbOrTx, order: Order, reason: string, now: Date) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'expired', updatedAt: now })
    .where(eq(orders.id, order.id))
  await returnCouponUse(tx, order.id)
  await releaseStock(tx, [order.id], reason)
  await issueCreditNote(tx, { orderId: order.id, refundId: null, amount: order.total, reason }, now)
}

/**
 * Cash on delivery ties up units until the courier calls, so one shopper keeps only so many such
 * orders open. Their checkouts take turns under a lock of the shopper's own (an advisory lock: the
 * user row is taken last by payments, after coupons and variants), so two at once can't both pass.
 */
async function refuseTooManyOpenCashOrders(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod:${userId}`}))`)
  const [open] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        isNotNull(orders.placedAt),
        notInArray(orders.status, [...FINAL_ORDER_STATUSES]),
      ),
    )
  if ((open?.open ?? 0) >= MAX_OPEN_COD_ORDERS) throw conflict(TOO_MANY_OPEN_COD_ORDERS)
}

export const paymentMethods: Record<PaymentMethod, PaymentMethodSteps> = {
  online,
  cod: cashOnDelivery,
}

const paidIn = (test: (method: PaymentMethod) => boolean) =>
  inArray(orders.paymentMethod, PAYMENT_METHODS.filter(test))

/** Orders paid a way that places them as their payment lands: until then, checkout attempts. */
export const methodPaysAsPlaced = paidIn((method) => paymentMethods[method].paidAsPlaced)

/** Orders paid a way that waits for their shopper to confirm them once placed. */
export const methodNeedsConfirming = paidIn(
  (method) => PAYMENT_METHOD_FACTS[method].needsShopperConfirmation,
)

/** What checkout answers, besides the amounts, for an order it placed: cash on delivery's. */
export const placedAnswer = (order: Order) => ({
  paymentMethod: 'cod' as const,
  orderNumber: order.orderNumber ?? '',
})

/**
 * The order paid: its held units sold, the shopper's totalSpent raised, which their membership
 * tier follows, and its GST invoice issued.
 */
export async function markPaid(tx: DbOrTx, order: Order, paidAt = new Date()): Promise<Order> {
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
  const cash = PAYMENT_METHOD_FACTS[order.paymentMethod].collectsAtDoor
  await recordOrderEvent(tx, order.id, 'paid', cash ? { cash } : {}, paidAt)
  await issueInvoice(tx, order.id, paidAt)
  return paid ?? order
}
