// An order's parcels as the API shows them: the latest one booked to deliver it.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { ApiShipment } from '#domain/shipping/shipment.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Shipment, shipments } from '../../db/schema/index.ts'

/** The parcels that carry an order to its shopper, not a return's or a replacement's. */
export const carriesTheOrder = eq(shipments.purpose, 'delivery')

export const apiShipment = (shipment: Shipment): ApiShipment => ({
  awb: shipment.awb,
  courier: shipment.courier,
  trackingUrl: shipment.trackingUrl,
  shippedAt: shipment.createdAt.toISOString(),
})

/** Each order's latest shipment, for a page of orders in one query. */
export async function latestShipments(db: DbOrTx, orderIds: string[]) {
  const rows = orderIds.length
    ? await db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.orderId, orderIds), carriesTheOrder))
        .orderBy(asc(shipments.createdAt))
    : []
  return new Map(rows.map((row) => [row.orderId, row]))
}
