// An order's life (decision 020): every change of its status goes through here. An attempt is
// placed as an order; an order moves along its statuses as the domain allows whoever moves it,
// with the effects its payment method gives each move, its timeline step and the shopper's mail,
// in one transaction.
import { and, eq, lt } from 'drizzle-orm'
import { dispatchRefusal, transitionRefusal } from '#domain/order/lifecycle.ts'
import {
  awaitsConfirmation,
  COD_CONFIRM_WITHIN_MS,
  COD_NOT_CONFIRMED,
} from '#domain/order/payment-method.ts'
import type { OrderStatus } from '#domain/order/status.ts'
import type { OrderActor } from '#domain/order/timeline.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orders, type Refund } from '../../db/schema/index.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'
import { enqueueOrderConfirmation } from '../order-confirmation.ts'
import { noticeOfOrder } from '../staff-notices/order-notice.ts'
import { nextOrderNumber } from './order-numbers.ts'
import { recordOrderEvent } from './order-timeline.ts'
import { sellStock } from '../stock.ts'
import { markPaid, methodNeedsConfirming, paymentMethods } from './payment-methods.ts'
import type { ShopContext } from '../shop-context.ts'
import { lockOrder, type RefundContext, sendRefund } from './refunds.ts'

/**
 * What placing an order needs besides the attempt: the shop's address, for the links its mails
 * hold, and who among staff hears of it.
 */
export type Shop = Pick<ShopContext, 'publicUrl' | 'staffEmails'>

/**
 * The attempt becomes an order: numbered (in this transaction, so numbers run without gaps), in
 * the status its payment method places it in and on its timeline as placed; paid online, it is
 * also paid (its held units sold, its invoice issued). Its confirmation is mailed, and staff are
 * told of it. Its coupon use is counted by the caller first, which may refuse.
 */
export async function placeOrder(
  tx: DbOrTx,
  shop: Shop,
  attempt: Order,
  now = new Date(),
): Promise<Order> {
  const method = paymentMethods[attempt.paymentMethod]
  // Variants before the day's order counter, as a cash-on-delivery checkout (which holds them
  // first) takes them: sold here, markPaid below finds nothing more held.
  if (method.paidAsPlaced) await sellStock(tx, attempt.id)
  const orderNumber = attempt.orderNumber ?? (await nextOrderNumber(tx, now))
  const [placed] = await tx
    .update(orders)
    .set({ orderNumber, placedAt: now, status: method.placedAs, updatedAt: now })
    .where(eq(orders.id, attempt.id))
    .returning()
  if (!placed) throw new Error(`No attempt ${attempt.id} to place`)
  await recordOrderEvent(tx, placed.id, 'placed', {}, now)
  const order = method.paidAsPlaced ? await markPaid(tx, placed, now) : placed
  await enqueueOrderConfirmation(tx, order.id, shop.publicUrl)
  await noticeOfOrder(tx, shop, order)
  return order
}

/**
 * What comes with a move: why (a cancellation), and who carries the parcel (a dispatch): the
 * courier's shipment booked for it, or the courier and tracking number staff typed.
 */
export interface Move {
  reason?: string
  courier?: string | null
  trackingNumber?: string | null
  shipmentId?: string
  /** A courier's scan that moved it: where it was made, and the page that follows the parcel. */
  location?: string
  trackingUrl?: string
}

export interface Moved {
  order: Order
  /** Money going back because of the move, sent once its transaction commits. */
  refund?: Refund
}

/**
 * Moves a locked order to `to` as `by` asks, or refuses with 409 saying why: the payment method's
 * effects of cancelling or delivering, the new status, and the step on the timeline (mailed).
 */
export async function transition(
  tx: DbOrTx,
  order: Order,
  to: OrderStatus,
  by: OrderActor,
  move: Move = {},
  now = new Date(),
): Promise<Moved> {
  // The cancellation day is the day the order was placed, not the day its checkout began.
  const placed = { ...order, createdAt: order.placedAt ?? order.createdAt }
  const refusal = transitionRefusal(placed, to, by, now)
  if (refusal) throw conflict(refusal)
  const untracked = dispatchRefusal(to, {
    hasShipment: Boolean(move.shipmentId),
    trackingNumber: move.trackingNumber,
  })
  if (untracked) throw badRequest(untracked, [{ path: 'trackingNumber', message: untracked }])
  // No status leads back to pending, so the domain has refused it already.
  if (to === 'pending') throw conflict(`An order can't go from ${order.status} to pending`)
  const method = paymentMethods[order.paymentMethod]
  const refund =
    to === 'cancelled'
      ? await method.cancel(tx, order, by, now)
      : to === 'returned'
        ? await method.takeBack(tx, order, now)
        : undefined
  if (to === 'dispatched') await method.dispatch(tx, order, now)
  if (to === 'delivered') await method.deliver(tx, order, now)
  const [moved] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'delivered' && { deliveredAt: order.deliveredAt ?? now }),
    })
    .where(eq(orders.id, order.id))
    .returning()
  if (!moved) throw new Error(`Order ${order.id} vanished while it moved`)
  const shipment = to === 'dispatched' && {
    ...(move.courier && { courier: move.courier }),
    ...(move.trackingNumber && { trackingNumber: move.trackingNumber }),
  }
  const scan = {
    ...(move.location && { location: move.location }),
    ...(move.trackingUrl && { trackingUrl: move.trackingUrl }),
  }
  const why = move.reason && { reason: move.reason }
  await recordOrderEvent(tx, order.id, method.stepOf(to), { by, ...why, ...shipment, ...scan }, now)
  return { order: moved, ...(refund && { refund }) }
}

/**
 * Changes one order in a transaction under its row lock (a shopper finds only their own; an
 * attempt is no order), then sends the refund the change started.
 */
export async function changeOrder(
  ctx: RefundContext,
  orderId: string,
  ownerId: string | undefined,
  change: (tx: DbOrTx, order: Order) => Promise<Moved>,
): Promise<Order> {
  const { order, refund } = await ctx.db.transaction(async (tx) =>
    change(tx, await lockOrder(tx, orderId, ownerId)),
  )
  if (!refund) return order
  await sendRefund(ctx, refund)
  const [now] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  return now ?? order
}

/** Cancels the order as its shopper (their own, within the refund policy) or staff asks. */
export function cancelOrder(
  ctx: RefundContext,
  orderId: string,
  { by, reason, ownerId }: { by: 'shopper' | 'staff'; reason?: string; ownerId?: string },
): Promise<Order> {
  return changeOrder(ctx, orderId, ownerId, (tx, order) =>
    transition(tx, order, 'cancelled', by, { ...(reason && { reason }) }),
  )
}

/** Confirms the shopper's own cash-on-delivery order, which may then be packed. */
export function confirmOrder(
  ctx: RefundContext,
  orderId: string,
  shopperId: string,
): Promise<Order> {
  return changeOrder(ctx, orderId, shopperId, (tx, order) =>
    transition(tx, order, 'confirmed', 'shopper'),
  )
}

/**
 * Orders their shoppers had to confirm (cash on delivery's) and didn't within their time are
 * cancelled by the shop, each in its own transaction under its lock, their units back on sale;
 * the shopper is mailed why.
 */
export async function cancelUnconfirmed(ctx: RefundContext, now = new Date()) {
  const overdue = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        methodNeedsConfirming,
        eq(orders.status, 'pending'),
        lt(orders.placedAt, new Date(now.getTime() - COD_CONFIRM_WITHIN_MS)),
      ),
    )
  for (const { id } of overdue) {
    await changeOrder(ctx, id, undefined, (tx, order) =>
      awaitsConfirmation(order)
        ? transition(tx, order, 'cancelled', 'system', { reason: COD_NOT_CONFIRMED }, now)
        : Promise.resolve({ order }),
    )
  }
  return overdue.length
}
