// Staff ship an order in one step: the courier books its parcel, sized from its lines, and the
// order waits packed, with the shipment as its tracking, for the courier's pickup scan to
// dispatch it; in one transaction under the order's lock, so two clicks can't book two parcels.
import { and, asc, eq } from 'drizzle-orm'
import { shipRefusal } from '#domain/order/lifecycle.ts'
import { alreadyShipped, NO_COURIER } from '#domain/shipping/shipment.ts'
import { PAYMENT_METHOD_FACTS } from '#domain/order/payment-method.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Order,
  orderItems,
  orders,
  products,
  shipments,
  users,
} from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-error.ts'
import { changeOrder, transition } from '../orders/lifecycle.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { paymentMethods } from '../orders/payment-methods.ts'
import type { OrderContext } from '../shop-context.ts'
import { carriesTheOrder } from './shipments.ts'
import { bookedParcel, undoBookingOnFailure } from './bookings.ts'
import { packedGoods } from './packed-goods.ts'
import type { BookedShipment, Courier, ParcelBooking } from './courier.ts'

/** What the courier is told of the order: its consignee, lines, money to collect and parcel. */
async function bookingOf(tx: DbOrTx, order: Order): Promise<ParcelBooking> {
  const packed = await tx
    .select({
      item: orderItems,
      units: orderItems.quantity,
      category: products.category,
      grams: products.weightGrams,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
  const [shopper] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, order.userId))
  const { lines, parcel } = packedGoods(packed)
  return {
    orderNumber: order.orderNumber ?? order.id,
    placedAt: order.placedAt ?? order.createdAt,
    consignee: { ...order.shippingAddress, email: shopper?.email ?? '' },
    lines,
    shipping: order.shipping,
    codFee: order.codFee,
    discount: order.discount,
    cashOnDelivery:
      PAYMENT_METHOD_FACTS[order.paymentMethod].collectsAtDoor && order.paymentStatus !== 'paid',
    parcel,
  }
}

async function bookParcel(
  ctx: OrderContext & { courier: Courier },
  tx: DbOrTx,
  order: Order,
  booked: (shipment: BookedShipment) => void,
  now: Date,
) {
  const [earlier] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), carriesTheOrder))
    .limit(1)
  if (earlier) throw conflict(alreadyShipped(earlier.courier, earlier.awb))
  const refusal = shipRefusal({ ...order, createdAt: order.placedAt ?? order.createdAt }, now)
  if (refusal) throw conflict(refusal)

  const booking = await bookingOf(tx, order)
  const shipment = await ctx.courier.book(booking)
  booked(shipment)
  await tx.insert(shipments).values({
    orderId: order.id,
    ...bookedParcel(ctx.courier, shipment, booking.parcel),
    createdAt: now,
  })
  // The order's courier and tracking number are the shipment's, as staff would have typed them.
  const [tracked] = await tx
    .update(orders)
    .set({ courier: shipment.courier, trackingNumber: shipment.awb, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning()
  if (!tracked) throw new Error(`Order ${order.id} vanished while it shipped`)
  // Booked, the parcel waits packed for its pickup; the courier's pickup scan dispatches it.
  const packed =
    tracked.status === 'packed'
      ? { order: tracked }
      : await transition(tx, tracked, 'packed', 'staff', {}, now)
  await paymentMethods[order.paymentMethod].dispatch(tx, packed.order, now)
  const parcel = { by: 'staff' as const, courier: shipment.courier, trackingNumber: shipment.awb }
  await recordOrderEvent(tx, order.id, 'shipment_booked', parcel, now)
  return packed
}

/**
 * Books the order's parcel with the courier; the order is packed and awaits pickup. Refused with 409 when the
 * shop has no courier, the order already has a parcel, or it can't be dispatched (an unconfirmed
 * cash-on-delivery order among them); 502 when the courier refuses. A booking whose order could
 * not then be saved is called off again.
 */
export async function shipOrder(ctx: OrderContext, orderId: string, now = new Date()) {
  const courier = ctx.courier
  if (!courier) throw conflict(NO_COURIER)
  return undoBookingOnFailure(courier, ctx.log, 'book this parcel', (booked) =>
    changeOrder(ctx, orderId, undefined, (tx, order) =>
      bookParcel({ ...ctx, courier }, tx, order, booked, now),
    ),
  )
}
