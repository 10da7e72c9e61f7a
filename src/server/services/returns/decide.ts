// Staff decide a return (decision 029): approve it, booking the courier's pickup or asking the
// shopper to send it, or reject it, letting an exchange's held unit go. Each under the order's
// lock and the return's, so two staff can't decide one return twice.
import { eq } from 'drizzle-orm'
import { alreadyClosed, RETURN_NOT_FOUND, type ReturnPickup } from '#domain/order/returns.ts'
import { NO_COURIER } from '#domain/shipping/shipment.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orderItems, type Return, returnItems, returns } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { lockOrder } from '../orders/refunds.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { undoBookingOnFailure } from '../shipping/bookings.ts'
import type { OrderContext } from '../shop-context.ts'
import { settleHeldUnits } from '../stock.ts'
import { bookReturnPickup } from './parcels.ts'
import { apiReturn } from './views.ts'

/** The return and its order, both locked: the order first, as every change of an order takes it. */
export async function lockReturn(
  tx: DbOrTx,
  returnId: string,
): Promise<{ order: Order; ret: Return }> {
  const [found] = await tx
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, returnId))
  if (!found) throw notFound(RETURN_NOT_FOUND)
  const order = await lockOrder(tx, found.orderId)
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update')
  if (!ret) throw notFound(RETURN_NOT_FOUND)
  return { order, ret }
}

/** When a step on the return happens: now, but never before its last step (scan times run ahead). */
export const stepTime = (ret: Return, now: Date) =>
  new Date(Math.max(now.getTime(), ret.updatedAt.getTime()))

const stillAsked = (ret: Return) => {
  if (ret.status !== 'requested') {
    throw conflict(
      ret.status === 'rejected' || ret.status === 'refunded' || ret.status === 'exchanged'
        ? alreadyClosed(ret.status)
        : 'This return is already approved',
    )
  }
}

/**
 * Approves the return: the courier books a pickup from the shopper (the default where the shop
 * has a courier; 502 when it refuses, and nothing changes), or the shopper is asked to send it.
 */
export async function approveReturn(
  ctx: OrderContext,
  returnId: string,
  { pickup }: { pickup?: ReturnPickup | undefined },
  now = new Date(),
) {
  const courier = ctx.courier
  const how = pickup ?? (courier ? 'courier' : 'shopper_sends')
  if (how === 'courier' && !courier) throw conflict(NO_COURIER)
  const approve = (booked?: Parameters<typeof bookReturnPickup>[4]) =>
    ctx.db.transaction(async (tx) => {
      const { order, ret } = await lockReturn(tx, returnId)
      stillAsked(ret)
      const at = stepTime(ret, now)
      const shipment =
        courier && booked ? await bookReturnPickup(tx, courier, order, ret, booked, at) : null
      const [approved] = await tx
        .update(returns)
        .set({ status: 'approved', pickup: how, decidedAt: at, updatedAt: at })
        .where(eq(returns.id, ret.id))
        .returning()
      const parcel = shipment && {
        courier: shipment.courier,
        trackingNumber: shipment.awb,
        trackingUrl: shipment.trackingUrl,
      }
      await recordOrderEvent(
        tx,
        order.id,
        'return_approved',
        { by: 'staff', returnNumber: ret.number, ...parcel },
        at,
      )
      return approved ?? ret
    })
  const row =
    how === 'courier' && courier
      ? await undoBookingOnFailure(courier, ctx.log, 'book the pickup', approve)
      : await approve()
  return apiReturn(ctx.db, row)
}

/** Rejects a return not yet approved, saying why; an exchange's held unit goes back on sale. */
export async function rejectReturn(
  ctx: Pick<OrderContext, 'db'>,
  returnId: string,
  { reason }: { reason: string },
  now = new Date(),
) {
  const row = await ctx.db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, returnId)
    stillAsked(ret)
    const at = stepTime(ret, now)
    await releaseReplacement(tx, order, ret, 'Exchange declined')
    const [rejected] = await tx
      .update(returns)
      .set({
        status: 'rejected',
        rejectReason: reason,
        decidedAt: at,
        closedAt: at,
        updatedAt: at,
      })
      .where(eq(returns.id, ret.id))
      .returning()
    const detail = { by: 'staff' as const, returnNumber: ret.number, reason }
    await recordOrderEvent(tx, order.id, 'return_rejected', detail, at)
    return rejected ?? ret
  })
  return apiReturn(ctx.db, row)
}

/** The exchange's held units, of the one line it swaps. */
export async function replacementUnits(tx: DbOrTx, ret: Return) {
  if (!ret.exchangeVariantId) return null
  const [line] = await tx
    .select({ quantity: returnItems.quantity, productId: orderItems.productId })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, ret.id))
  if (!line?.productId) return null
  return { productId: line.productId, variantId: ret.exchangeVariantId, quantity: line.quantity }
}

async function releaseReplacement(tx: DbOrTx, order: Order, ret: Return, reason: string) {
  const units = await replacementUnits(tx, ret)
  if (units) await settleHeldUnits(tx, order.id, units, 'release', reason)
}
