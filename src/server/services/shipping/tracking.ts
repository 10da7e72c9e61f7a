// The courier's tracking updates: each scan recorded once, however often and in whatever order it
// is reported, and the order moved along by it through the lifecycle (picked up → dispatched,
// delivered, coming back, back), in one transaction under the order's lock.
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Order } from '../../db/schema/index.ts'
import { type ApiTrackingEvent, SHIPMENT_SCAN_LABELS } from '#domain/shipping/shipment.ts'
import { statusesForScan } from '#domain/shipping/tracking.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Shipment, shipmentScans, shipments } from '../../db/schema/index.ts'
import { changeOrder, type Moved, transition } from '../orders/lifecycle.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import type { OrderContext } from '../shop-context.ts'
import { followReturnParcel } from '../returns/parcels.ts'
import { recordScans } from './scans.ts'
import { carriesTheOrder } from './shipments.ts'
import { type FailedDeliveryFollowUp, recordFailedDelivery } from './failed-deliveries.ts'
import type { CourierScan } from './shiprocket-webhook.ts'

export type TrackingOutcome = 'processed' | 'duplicate' | 'ignored'

/**
 * Records what the courier reported of the parcel with this AWB and moves its order. A parcel the
 * shop did not book is ignored (and logged): the courier is told all is well, or it retries.
 */
export async function receiveTracking(
  ctx: OrderContext,
  awb: string,
  scans: CourierScan[],
): Promise<TrackingOutcome> {
  const [shipment] = await ctx.db.select().from(shipments).where(eq(shipments.awb, awb))
  if (!shipment) {
    ctx.log.warn({ awb }, 'A tracking update came for a parcel this shop did not book')
    return 'ignored'
  }
  if (shipment.purpose !== 'delivery') return followReturnParcel(ctx, shipment, scans)
  let outcome: TrackingOutcome = 'duplicate'
  const followUps: FailedDeliveryFollowUp[] = []
  await changeOrder(ctx, shipment.orderId, undefined, async (tx, order) => {
    const fresh = await recordScans(tx, shipment, scans)
    if (fresh.length > 0) outcome = 'processed'
    let moved: Moved = { order }
    for (const scan of fresh) {
      moved = await follow(ctx, tx, shipment, moved, scan, followUps)
    }
    return moved
  })
  for (const followUp of followUps) await followUp()
  return outcome
}

/** What one new scan does to the order: the statuses it moves through, and its own step. */
async function follow(
  ctx: OrderContext,
  tx: DbOrTx,
  shipment: Shipment,
  { order, refund }: Moved,
  scan: typeof shipmentScans.$inferSelect,
  followUps: FailedDeliveryFollowUp[],
): Promise<Moved> {
  if (!scan.scan) return { order, ...(refund && { refund }) }
  const where = {
    courier: shipment.courier,
    trackingNumber: shipment.awb,
    shipmentId: shipment.id,
    trackingUrl: shipment.trackingUrl,
    ...(scan.location && { location: scan.location }),
  }
  // A step can't come before the one it follows: couriers write scan times to the second.
  const at = new Date(Math.max(scan.at.getTime(), order.updatedAt.getTime()))
  let now: Order = order
  let money = refund
  for (const status of statusesForScan(order.status, scan.scan)) {
    const step = await transition(tx, now, status, 'system', where, at)
    now = step.order
    money ??= step.refund
  }
  if (now.status === 'dispatched' && scan.scan === 'out_for_delivery') {
    const detail = { trackingUrl: shipment.trackingUrl, location: scan.location }
    await recordOrderEvent(tx, now.id, 'out_for_delivery', detail, at)
  }
  if (now.status === 'dispatched' && scan.scan === 'undelivered') {
    followUps.push(await recordFailedDelivery(ctx, tx, now, shipment, { ...scan, at }))
  }
  return { order: now, ...(money && { refund: money }) }
}

/** Each order's courier scans as its page lists them, latest first. */
export async function trackingOf(db: DbOrTx, orderId: string): Promise<ApiTrackingEvent[]> {
  const rows = await db
    .select({ scan: shipmentScans })
    .from(shipmentScans)
    .innerJoin(shipments, eq(shipments.id, shipmentScans.shipmentId))
    .where(and(eq(shipments.orderId, orderId), carriesTheOrder))
    .orderBy(desc(shipmentScans.at), asc(shipmentScans.receivedAt))
  return rows.map(({ scan }) => ({
    scan: scan.scan,
    label: !scan.scan
      ? scan.activity || scan.courierStatus
      : scan.scan === 'undelivered' && scan.activity
        ? `${SHIPMENT_SCAN_LABELS.undelivered}: ${scan.activity}`
        : SHIPMENT_SCAN_LABELS[scan.scan],
    location: scan.location,
    at: scan.at.toISOString(),
  }))
}
