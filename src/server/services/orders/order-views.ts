// Orders as the API shows them: in rupees, with their lines and, for the shopper, what they reviewed.
import type { z } from 'zod'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import {
  type ApiOrderSchema,
  ORDER_NOT_FOUND,
  ORDER_NUMBER_PATTERN,
} from '#domain/order/responses.ts'
import type { ApiOrderEvent } from '#domain/order/timeline.ts'
import type { ApiShipment } from '#domain/shipping/shipment.ts'
import { orderFigures } from '#domain/pricing.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, type OrderItem, orderItems, orders, reviews } from '../../db/schema/index.ts'
import { documentsOf, type OrderDocument } from '../invoices/invoices.ts'
import { apiShipment, latestShipments } from '../shipping/shipments.ts'
import { notFound } from '../../lib/http-error.ts'
import { estimateDelivery } from '../pincodes/delivery-estimate.ts'
import { failedDeliveryOffer } from '../shipping/failed-deliveries.ts'
import { returnOffer, returnsOfOrder } from '../returns/views.ts'
import { trackingOf } from '../shipping/tracking.ts'
import type { ShopContext } from '../shop-context.ts'
import { timelinesOf } from './order-timeline.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type ApiOrder = z.output<typeof ApiOrderSchema>

export interface OrderExtras {
  /** `orderId:productId` of the lines the shopper has reviewed. */
  reviewed?: Set<string>
  /** Who ordered, for staff. */
  user?: { name: string; email: string }
  documents?: OrderDocument[]
  timeline?: ApiOrderEvent[]
  /** The parcel a courier carries, once booked. */
  shipment?: ApiShipment
}

/** An order's number; an attempt has none, and is never shown as an order. */
export function orderNumberOf(order: Pick<Order, 'id' | 'orderNumber'>): string {
  if (order.orderNumber === null) throw new Error(`Attempt ${order.id} is shown as an order`)
  return order.orderNumber
}

export function toApiOrder(
  order: Order,
  items: OrderItem[],
  { reviewed = new Set(), user, documents = [], timeline = [], shipment }: OrderExtras = {},
): ApiOrder {
  return {
    _id: order.id,
    orderNumber: orderNumberOf(order),
    ...(user && { user }),
    // An order was made when it was placed; its checkout may have begun a while before.
    createdAt: (order.placedAt ?? order.createdAt).toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentIssue: order.paymentIssue,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    notes: order.notes,
    ...orderFigures(order),
    totalAmount: order.total,
    couponCode: order.couponCode,
    items: items.map((item) => ({
      _id: item.id,
      product: item.productId,
      productSnapshot: item.productSnapshot,
      quantity: item.quantity,
      price: item.unitDisplayPrice,
      reviewed: item.productId !== null && reviewed.has(`${order.id}:${item.productId}`),
    })),
    shippingAddress: order.shippingAddress,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    refundedAmount: order.refundedAmount,
    documents,
    timeline,
    ...(shipment && { shipment }),
  }
}

/** Each order's invoices, timeline and parcel, for a page of orders in three queries. */
export async function orderHistories(db: DbOrTx, orderIds: string[]) {
  const [documents, timelines, shipments] = await Promise.all([
    documentsOf(db, orderIds),
    timelinesOf(db, orderIds),
    latestShipments(db, orderIds),
  ])
  return (orderId: string) => {
    const shipment = shipments.get(orderId)
    return {
      documents: documents.get(orderId) ?? [],
      timeline: timelines.get(orderId) ?? [],
      ...(shipment && { shipment: apiShipment(shipment) }),
    }
  }
}

export async function apiOrder(db: DbOrTx, order: Order): Promise<ApiOrder> {
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    orderHistories(db, [order.id]),
  ])
  return toApiOrder(order, items, history(order.id))
}

/** The shopper's orders, newest first; checkout attempts not yet paid are not orders. */
export async function myOrders(db: DbOrTx, userId: string): Promise<ApiOrder[]> {
  const rows = await db.query.orders.findMany({
    where: and(eq(orders.userId, userId), isNotNull(orders.placedAt)),
    orderBy: [desc(orders.createdAt)],
    with: { items: true },
  })
  const reviewRows = await db
    .select({ orderId: reviews.orderId, productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId))
  const reviewed = new Set(reviewRows.map((r) => `${r.orderId}:${r.productId}`))
  const history = await orderHistories(
    db,
    rows.map((r) => r.id),
  )
  return rows.map(({ items, ...order }) =>
    toApiOrder(order, items, { reviewed, ...history(order.id) }),
  )
}

/**
 * One of the shopper's orders, by its id or number, as its page shows it: the order, the
 * courier's scans, the delivery window promised for its pincode when it was placed, a failed
 * delivery waiting for the shopper's answer, and its returns and what it may still send back.
 */
export async function orderPage(
  ctx: Pick<ShopContext, 'db' | 'delivery'>,
  ref: string,
  userId: string,
  now = new Date(),
) {
  const byRef = ORDER_NUMBER_PATTERN.test(ref) ? eq(orders.orderNumber, ref) : eq(orders.id, ref)
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(byRef, eq(orders.userId, userId), isNotNull(orders.placedAt)))
  if (!order) throw notFound(ORDER_NOT_FOUND)
  const [view, tracking, failedDelivery, promised, offer, returns] = await Promise.all([
    apiOrder(ctx.db, order),
    trackingOf(ctx.db, order.id),
    failedDeliveryOffer(ctx.db, order, now),
    estimateDelivery(
      order.shippingAddress.pincode,
      ctx.delivery,
      order.placedAt ?? order.createdAt,
    ),
    returnOffer(ctx.db, order, now),
    returnsOfOrder(ctx.db, order.id),
  ])
  const window = promised?.estimate
  return {
    ...view,
    tracking,
    expectedDelivery: window ? { earliest: window.earliest, latest: window.latest } : null,
    failedDelivery,
    returnOffer: offer,
    returns,
  }
}
