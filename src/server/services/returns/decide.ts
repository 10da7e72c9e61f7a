// Staff decide a return (decision 029): approve it, booking the courier's pickup or asking the
// shopper to send it, or reject it (also once approved, while nothing was collected), letting an
// exchange's held unit go. Each under the order's lock and the return's, so two staff can't
// decide one return twice.
import { and, eq } from 'drizzle-orm'
import { alreadyClosed, isOpenReturn, type ReturnPickup } from '#domain/order/returns.ts'
import { NO_COURIER } from '#domain/shipping/shipment.ts'
import { type Return, returns, type Shipment, shipments } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-error.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { undoBookingOnFailure } from '../shipping/bookings.ts'
import type { BookedShipment } from '../shipping/courier.ts'
import type { OrderContext } from '../shop-context.ts'
import { moveUnits } from '../stock.ts'
import { bookReturnPickup } from './parcels.ts'
import { lockReturn, replacementUnits, stepTime } from './rows.ts'
import { apiReturn } from './views.ts'

export const ALREADY_APPROVED = 'This return is already approved'
export const ALREADY_COLLECTED = 'The courier has collected this return: receive it when it arrives'

const refuseClosed = (ret: Return) => {
  if (!isOpenReturn(ret.status)) throw conflict(alreadyClosed(ret.status))
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
  const approve = (booked?: (shipment: BookedShipment) => void) =>
    ctx.db.transaction(async (tx) => {
      const { order, ret } = await lockReturn(tx, returnId)
      refuseClosed(ret)
      if (ret.status !== 'requested') throw conflict(ALREADY_APPROVED)
      const at = stepTime(ret, now)
      const shipment =
        courier && booked
          ? await bookReturnPickup(tx, courier, order, ret, booked, at, ctx.delivery.shopPincode)
          : null
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
      const detail = { by: 'staff' as const, returnNumber: ret.number, ...parcel }
      await recordOrderEvent(tx, order.id, 'return_approved', detail, at)
      return approved ?? ret
    })
  const row =
    how === 'courier' && courier
      ? await undoBookingOnFailure(courier, ctx.log, 'book the pickup', approve)
      : await approve()
  return apiReturn(ctx.db, row)
}

/**
 * Rejects a return, saying why: one asked for, or one approved whose parcel the courier has not
 * collected (the shopper never sent it, or it is refused after all). An exchange's held unit goes
 * back on sale; a pickup booked is called off with the courier once this is saved.
 */
export async function rejectReturn(
  ctx: OrderContext,
  returnId: string,
  { reason }: { reason: string },
  now = new Date(),
) {
  const { row, pickup } = await ctx.db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, returnId)
    refuseClosed(ret)
    if (ret.status === 'picked_up') throw conflict(ALREADY_COLLECTED)
    const at = stepTime(ret, now)
    const units = await replacementUnits(tx, ret)
    if (units)
      await moveUnits(tx, order.id, [{ units, move: 'release', reason: 'Exchange declined' }])
    const [rejected] = await tx
      .update(returns)
      .set({ status: 'rejected', rejectReason: reason, decidedAt: at, closedAt: at, updatedAt: at })
      .where(eq(returns.id, ret.id))
      .returning()
    const detail = { by: 'staff' as const, returnNumber: ret.number, reason }
    await recordOrderEvent(tx, order.id, 'return_rejected', detail, at)
    const [booked] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.returnId, ret.id), eq(shipments.purpose, 'return')))
    return { row: rejected ?? ret, pickup: booked }
  })
  if (pickup) await callOffPickup(ctx, pickup)
  return apiReturn(ctx.db, row)
}

/** A refused return's pickup is cancelled; a courier that won't is logged for staff to call. */
async function callOffPickup(ctx: OrderContext, pickup: Shipment) {
  if (!ctx.courier) return
  await ctx.courier
    .cancel(pickup.providerOrderId)
    .catch((error: unknown) =>
      ctx.log.error(
        { err: error, awb: pickup.awb },
        'The pickup of a rejected return could not be called off with the courier',
      ),
    )
}
