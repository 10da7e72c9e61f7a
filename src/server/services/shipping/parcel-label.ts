// What an order's label packet shows, read from the order, its latest shipment and its invoice.
// An order staff shipped by hand has its typed courier and tracking number instead of a shipment.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import { paysOnDelivery } from '#domain/order/payment-method.ts'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import { SHIPMENT_NOT_FOUND } from '#domain/shipping/shipment.ts'
import { addressPincode, sellerOf } from '#domain/shop-profile.ts'
import type { Db } from '../../db/client.ts'
import { orderItems, orders, shipments } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-error.ts'
import { orderInvoice } from '../invoices/invoices.ts'
import { orderNumberOf } from '../orders/order-views.ts'
import { readShopProfile } from '../shop-profile.ts'
import type { ShopContext } from '../shop-context.ts'
import type { ParcelLabel } from './label-pdf.ts'
import { carriesTheOrder } from './shipments.ts'

export async function parcelLabelOf(
  db: Db,
  shop: Pick<ShopContext, 'delivery'>,
  orderId: string,
): Promise<ParcelLabel> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.placedAt)))
  if (!order) throw notFound(ORDER_NOT_FOUND)
  const [[shipment], items, invoice, profile] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, order.id), carriesTheOrder))
      .orderBy(desc(shipments.createdAt))
      .limit(1),
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    orderInvoice(db, order.id),
    readShopProfile(db),
  ])
  const awb = shipment?.awb ?? order.trackingNumber
  if (!awb) throw notFound(SHIPMENT_NOT_FOUND)
  return {
    orderNumber: orderNumberOf(order),
    placedAt: order.placedAt ?? order.createdAt,
    courier: shipment?.courier ?? order.courier ?? 'Courier',
    awb,
    cashToCollect: paysOnDelivery(order) ? order.total : null,
    consignee: order.shippingAddress,
    shipper: {
      ...sellerOf(profile),
      pincode: addressPincode(profile) ?? shop.delivery.shopPincode,
    },
    parcel: shipment ?? null,
    lines: items.map((item) => ({
      name: item.productSnapshot.name,
      quantity: item.quantity,
      ...(item.productSnapshot.variant && { variant: item.productSnapshot.variant }),
      ...(item.productSnapshot.sku && { sku: item.productSnapshot.sku }),
    })),
    invoice: invoice?.document ?? null,
  }
}
