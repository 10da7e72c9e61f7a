// Deliveries the courier could not make (non-delivery reports): each recorded once with its
// reason, the shopper mailed the same hour with what they may do, their answer (another attempt
// on a day they choose, or cancel) passed on to the courier, and after the last attempt the
// parcel called back by the shop itself.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { istDate } from '#domain/business-days.ts'
import type { OrderActor } from '#domain/order/timeline.ts'
import type { DeliveryAction } from '#domain/shipping/shipment.ts'
import {
  courierActionFor,
  type DeliveryAttemptAsk,
  LAST_ATTEMPT_USED,
  MAX_DELIVERY_ATTEMPTS,
  NO_FAILED_DELIVERY,
  REATTEMPT_WITHIN_DAYS,
  reattemptDateRefusal,
} from '#domain/shipping/tracking.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  failedDeliveries,
  type Order,
  orders,
  type Shipment,
  type ShipmentScanRow,
  shipments,
  users,
} from '../../db/schema/index.ts'
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { failedDeliveryMail } from '../mail/templates.ts'
import { changeOrder } from '../orders/lifecycle.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import type { OrderContext } from '../shop-context.ts'
import { CourierError } from './courier.ts'

/** Work left for after the scan's transaction commits: telling the courier to bring it back. */
export type FailedDeliveryFollowUp = () => Promise<void>

/** Where the shopper answers a failed delivery. */
export const orderPageUrl = (publicUrl: string, orderNumber: string) =>
  `${publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`

/**
 * An undelivered scan: the failed attempt recorded, on the timeline and mailed. The last attempt
 * allowed is answered by the shop (the parcel comes back), told to the courier once committed.
 */
export async function recordFailedDelivery(
  ctx: OrderContext,
  tx: DbOrTx,
  order: Order,
  shipment: Shipment,
  scan: ShipmentScanRow,
): Promise<FailedDeliveryFollowUp> {
  const [{ tried = 0 } = {}] = await tx
    .select({ tried: sql<number>`count(*)::int` })
    .from(failedDeliveries)
    .where(eq(failedDeliveries.shipmentId, shipment.id))
  const attempt = tried + 1
  const last = attempt >= MAX_DELIVERY_ATTEMPTS
  const reason = scan.activity || 'The courier could not deliver'
  await tx.insert(failedDeliveries).values({
    shipmentId: shipment.id,
    orderId: order.id,
    attempt,
    reason,
    at: scan.at,
    ...(last && { action: 'return' as const, actionBy: 'system' as const, actedAt: scan.at }),
  })
  await recordOrderEvent(tx, order.id, 'delivery_failed', { attempt, reason }, scan.at)
  if (last) await recordOrderEvent(tx, order.id, 'return_requested', { by: 'system' }, scan.at)
  const [shopper] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId))
  const orderNumber = order.orderNumber ?? ''
  if (shopper) {
    const orderUrl = orderPageUrl(ctx.publicUrl, orderNumber)
    const failed = { orderNumber, attempt, reason, orderUrl, last }
    await enqueueMail(tx, failedDeliveryMail(shopper.email, shopper.name, failed))
  }
  if (!last) return async () => {}
  return () =>
    tellCourier(ctx, shipment.awb, 'return', LAST_ATTEMPT_USED).catch((error: unknown) =>
      ctx.log.error(
        { err: error, awb: shipment.awb },
        'The courier was not told to bring back a parcel after its last failed delivery: ask for the return in its panel',
      ),
    )
}

async function tellCourier(
  ctx: OrderContext,
  awb: string,
  action: DeliveryAction,
  comments: string,
): Promise<void> {
  if (!ctx.courier) throw conflict('No courier is connected to pass this on to')
  await ctx.courier.actOnFailedDelivery(awb, action, comments)
}

/** The latest failed delivery of the order's parcel, while nobody has answered it. */
async function openFailure(db: DbOrTx, order: Order, lock = false) {
  if (order.status !== 'dispatched') return undefined
  const query = db
    .select({ failed: failedDeliveries, awb: shipments.awb })
    .from(failedDeliveries)
    .innerJoin(shipments, eq(shipments.id, failedDeliveries.shipmentId))
    .where(eq(failedDeliveries.orderId, order.id))
    .orderBy(desc(failedDeliveries.at), desc(failedDeliveries.attempt))
    .limit(1)
  const [latest] = lock ? await query.for('update') : await query
  return latest && latest.failed.action === null ? latest : undefined
}

/** What the order's page offers after a failed delivery, or null when there is nothing to answer. */
export async function failedDeliveryOffer(db: DbOrTx, order: Order, now = new Date()) {
  const open = await openFailure(db, order)
  if (!open) return null
  return {
    attempt: open.failed.attempt,
    reason: open.failed.reason,
    at: open.failed.at.toISOString(),
    reattemptFrom: istDate(now, 1),
    reattemptUntil: istDate(now, REATTEMPT_WITHIN_DAYS),
  }
}

/**
 * The shopper's (or staff's, for them) answer to the open failed delivery: passed to the courier
 * under the order's lock, then written with its step on the timeline. 409 when nothing is open;
 * 400 for a day out of range; 502 when the courier refuses.
 */
export async function answerFailedDelivery(
  ctx: OrderContext,
  orderId: string,
  ask: DeliveryAttemptAsk,
  who: { by: Extract<OrderActor, 'shopper' | 'staff'>; ownerId?: string },
  now = new Date(),
): Promise<Order> {
  if (ask.date) {
    const refusal = reattemptDateRefusal(ask.date, now)
    if (refusal) throw badRequest(refusal, [{ path: 'date', message: refusal }])
  }
  return changeOrder(ctx, orderId, who.ownerId, async (tx, order) => {
    const open = await openFailure(tx, order, true)
    if (!open) throw conflict(NO_FAILED_DELIVERY)
    const action = courierActionFor(ask.action)
    const comments = [
      ask.date && `Deliver on ${ask.date}`,
      ask.phone && `Call ${ask.phone}`,
      action === 'return' && 'The buyer cancelled the delivery',
    ]
      .filter(Boolean)
      .join('. ')
    try {
      await tellCourier(ctx, open.awb, action, comments || 'Please try again')
    } catch (error) {
      if (error instanceof CourierError) {
        throw new HttpError(502, `The courier could not take this answer: ${error.message}`)
      }
      throw error
    }
    await tx
      .update(failedDeliveries)
      .set({
        action,
        actionBy: who.by,
        actedAt: now,
        ...(ask.date && { preferredDate: ask.date }),
        ...(ask.phone && { phone: ask.phone }),
      })
      .where(eq(failedDeliveries.id, open.failed.id))
    const step = action === 'reattempt' ? 'reattempt_requested' : 'return_requested'
    await recordOrderEvent(
      tx,
      order.id,
      step,
      { by: who.by, ...(ask.date && { date: ask.date }) },
      now,
    )
    return { order }
  })
}

/** Failed deliveries nobody has answered, oldest first, for staff to chase the same day. */
export async function openFailedDeliveries(db: DbOrTx) {
  const rows = await db
    .select({
      failed: failedDeliveries,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      address: orders.shippingAddress,
      awb: shipments.awb,
      courier: shipments.courier,
    })
    .from(failedDeliveries)
    .innerJoin(orders, eq(orders.id, failedDeliveries.orderId))
    .innerJoin(shipments, eq(shipments.id, failedDeliveries.shipmentId))
    .where(and(isNull(failedDeliveries.action), eq(orders.status, 'dispatched')))
    .orderBy(asc(failedDeliveries.at))
  // Only each parcel's latest attempt is open: an earlier one the courier retried by itself is past.
  const latest = await latestAttempts(
    db,
    rows.map((row) => row.failed.shipmentId),
  )
  return rows
    .filter((row) => latest.get(row.failed.shipmentId) === row.failed.attempt)
    .map((row) => ({
      orderId: row.failed.orderId,
      orderNumber: row.orderNumber ?? '',
      paymentMethod: row.paymentMethod,
      name: row.address.name,
      phone: row.address.phone,
      city: row.address.city,
      pincode: row.address.pincode,
      courier: row.courier,
      awb: row.awb,
      attempt: row.failed.attempt,
      reason: row.failed.reason,
      at: row.failed.at.toISOString(),
    }))
}

async function latestAttempts(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return new Map<string, number>()
  const rows = await db
    .select({
      shipmentId: failedDeliveries.shipmentId,
      attempt: sql<number>`max(${failedDeliveries.attempt})::int`,
    })
    .from(failedDeliveries)
    .where(inArray(failedDeliveries.shipmentId, shipmentIds))
    .groupBy(failedDeliveries.shipmentId)
  return new Map(rows.map((row) => [row.shipmentId, row.attempt]))
}
