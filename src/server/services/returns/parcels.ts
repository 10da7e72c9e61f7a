// A return's parcels: the reverse pickup that brings the lines back and the replacement an
// exchange sends, booked through the same courier as every order, and followed by its scans.
import { asc, eq } from 'drizzle-orm'
import type { Parcel } from '#domain/shipping/parcel.ts'
import { returnAddressOf } from '#domain/shop-profile.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Order,
  orderItems,
  products,
  productVariants,
  type Return,
  returnItems,
  returns,
  type Shipment,
  type ShipmentPurpose,
  shipmentScans,
  shipments,
  users,
} from '../../db/schema/index.ts'
import { lockOrder } from '../orders/refunds.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { bookedParcel } from '../shipping/bookings.ts'
import type { BookedShipment, Courier } from '../shipping/courier.ts'
import { type PackedLine, packedGoods } from '../shipping/packed-goods.ts'
import { recordScans } from '../shipping/scans.ts'
import { readShopProfile } from '../shop-profile.ts'
import type { CourierScan } from '../shipping/shiprocket-webhook.ts'
import type { TrackingOutcome } from '../shipping/tracking.ts'
import type { OrderContext } from '../shop-context.ts'

/** The return's lines with their products' category and weight, as the parcel packs them. */
const returnedLines = (tx: DbOrTx, ret: Return): Promise<PackedLine[]> =>
  tx
    .select({
      item: orderItems,
      units: returnItems.quantity,
      category: products.category,
      grams: products.weightGrams,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(returnItems.returnId, ret.id))
    .orderBy(asc(orderItems.id))

async function shopperOf(tx: DbOrTx, order: Order) {
  const [shopper] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, order.userId))
  return { ...order.shippingAddress, email: shopper?.email ?? '' }
}

async function keep(
  tx: DbOrTx,
  courier: Courier,
  ret: Return,
  purpose: Exclude<ShipmentPurpose, 'delivery'>,
  booked: BookedShipment,
  parcel: Parcel,
  now: Date,
): Promise<Shipment> {
  const [shipment] = await tx
    .insert(shipments)
    .values({
      orderId: ret.orderId,
      purpose,
      returnId: ret.id,
      ...bookedParcel(courier, booked, parcel),
      createdAt: now,
    })
    .returning()
  if (!shipment) throw new Error('Shipment insert returned nothing')
  return shipment
}

/** Books the courier's pickup of the return's lines from the shopper's address. */
export async function bookReturnPickup(
  tx: DbOrTx,
  courier: Courier,
  order: Order,
  ret: Return,
  booked: (shipment: BookedShipment) => void,
  now: Date,
  shopPincode: string,
): Promise<Shipment> {
  const { lines, parcel } = packedGoods(await returnedLines(tx, ret))
  const made = await courier.bookReturn({
    returnNumber: ret.number,
    askedAt: ret.requestedAt,
    pickupFrom: await shopperOf(tx, order),
    returnTo: returnAddressOf(await readShopProfile(tx), shopPincode),
    lines,
    parcel,
  })
  booked(made)
  return keep(tx, courier, ret, 'return', made, parcel, now)
}

/**
 * Books the replacement's parcel to the shopper: the units asked for, prepaid at no charge (its
 * declared value is what the line cost, for the courier's cover).
 */
export async function bookReplacement(
  tx: DbOrTx,
  courier: Courier,
  order: Order,
  ret: Return,
  booked: (shipment: BookedShipment) => void,
  now: Date,
): Promise<Shipment> {
  const [variant] = ret.exchangeVariantId
    ? await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(eq(productVariants.id, ret.exchangeVariantId))
    : []
  const instead = {
    label: ret.exchangeLabel ?? '',
    sku: variant?.sku ?? ret.exchangeVariantId ?? '',
  }
  const { lines, parcel } = packedGoods(await returnedLines(tx, ret), instead)
  const made = await courier.book({
    orderNumber: `${ret.number}-X`,
    placedAt: now,
    consignee: await shopperOf(tx, order),
    lines,
    shipping: 0,
    codFee: 0,
    discount: 0,
    cashOnDelivery: false,
    parcel,
  })
  booked(made)
  return keep(tx, courier, ret, 'exchange', made, parcel, now)
}

/**
 * What the courier reports of a return's parcel: the pickup moves the return along (and is
 * mailed); the replacement's pickup and delivery are steps on the order's timeline. Each scan
 * counts once, however often it is reported; the order itself stays delivered.
 */
export async function followReturnParcel(
  ctx: OrderContext,
  shipment: Shipment,
  scans: CourierScan[],
): Promise<TrackingOutcome> {
  const returnId = shipment.returnId
  if (!returnId) return 'ignored'
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, shipment.orderId)
    const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update')
    if (!ret) return 'ignored'
    const seen = new Set(
      (
        await tx
          .select({ scan: shipmentScans.scan })
          .from(shipmentScans)
          .where(eq(shipmentScans.shipmentId, shipment.id))
      ).map((row) => row.scan),
    )
    const fresh = await recordScans(tx, shipment, scans)
    for (const scan of fresh) {
      if (!scan.scan || seen.has(scan.scan)) continue
      seen.add(scan.scan)
      // A step can't come before the one it follows: couriers write scan times to the second.
      const at = new Date(Math.max(scan.at.getTime(), ret.updatedAt.getTime()))
      const where = { returnNumber: ret.number, ...(scan.location && { location: scan.location }) }
      if (shipment.purpose === 'return' && scan.scan === 'picked_up' && ret.status === 'approved') {
        await tx
          .update(returns)
          .set({ status: 'picked_up', pickedUpAt: at, updatedAt: at })
          .where(eq(returns.id, ret.id))
        await recordOrderEvent(tx, ret.orderId, 'return_picked_up', where, at)
      }
      if (shipment.purpose === 'exchange' && scan.scan === 'picked_up') {
        const parcel = {
          courier: shipment.courier,
          trackingNumber: shipment.awb,
          trackingUrl: shipment.trackingUrl,
        }
        await recordOrderEvent(tx, ret.orderId, 'exchange_dispatched', parcel, at)
      }
      if (shipment.purpose === 'exchange' && scan.scan === 'delivered') {
        await recordOrderEvent(tx, ret.orderId, 'exchange_delivered', where, at)
      }
    }
    return fresh.length > 0 ? 'processed' : 'duplicate'
  })
}
