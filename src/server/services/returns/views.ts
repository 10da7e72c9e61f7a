// Returns as shopper and staff read them, and what a delivered order still offers to send back.
import type { z } from 'zod'
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import {
  type AdminReturnSchema,
  type AskedBack,
  type ApiReturnSchema,
  isOpenReturn,
  OPEN_RETURN_STATUSES,
  type ReturnOfferSchema,
  type ReturnStatus,
  returnWindowEnd,
  returnWindowRefusal,
} from '#domain/order/returns.ts'
import { isSellable, variantLabel, variantPrices } from '#domain/product/variant.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Order,
  orderItems,
  orders,
  productVariants,
  products,
  type Return,
  returnItems,
  returns,
  type Shipment,
  shipments,
  users,
} from '../../db/schema/index.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type ApiReturn = z.output<typeof ApiReturnSchema>
type AdminReturn = z.output<typeof AdminReturnSchema>
type ReturnOffer = z.output<typeof ReturnOfferSchema>

const parcel = (shipment: Shipment | undefined) =>
  shipment
    ? { awb: shipment.awb, courier: shipment.courier, trackingUrl: shipment.trackingUrl }
    : null

/** The returns with their lines and parcels, in the order given, in three queries. */
async function toApiReturns(db: DbOrTx, rows: Return[]): Promise<ApiReturn[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [lines, parcels, numbers] = await Promise.all([
    db
      .select({ line: returnItems, item: orderItems })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(inArray(returnItems.returnId, ids))
      .orderBy(asc(orderItems.id)),
    db.select().from(shipments).where(inArray(shipments.returnId, ids)),
    db
      .select({ id: orders.id, number: orders.orderNumber })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.orderId),
        ),
      ),
  ])
  const orderNumber = new Map(numbers.map((row) => [row.id, row.number ?? '']))
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: orderNumber.get(row.orderId) ?? '',
    status: row.status,
    reason: row.reason,
    resolution: row.resolution,
    items: lines
      .filter(({ line }) => line.returnId === row.id)
      .map(({ line, item }) => ({
        orderItemId: item.id,
        name: item.productSnapshot.name,
        ...(item.productSnapshot.variant && { variant: item.productSnapshot.variant }),
        quantity: line.quantity,
        amount: line.amount,
      })),
    exchange:
      row.resolution === 'exchange'
        ? { variantId: row.exchangeVariantId ?? '', label: row.exchangeLabel ?? '' }
        : null,
    comment: row.comment,
    photos: row.photos,
    pickup: row.pickup,
    returnShipment: parcel(parcels.find((p) => p.returnId === row.id && p.purpose === 'return')),
    exchangeShipment: parcel(
      parcels.find((p) => p.returnId === row.id && p.purpose === 'exchange'),
    ),
    rejectReason: row.rejectReason,
    condition: row.condition,
    writeOffReason: row.writeOffReason,
    refundAmount: row.refundAmount,
    payout:
      row.payoutMethod && row.payoutReference
        ? { method: row.payoutMethod, reference: row.payoutReference }
        : null,
    requestedAt: row.requestedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }))
}

export async function apiReturn(db: DbOrTx, row: Return): Promise<ApiReturn> {
  const [view] = await toApiReturns(db, [row])
  if (!view) throw new Error(`Return ${row.id} could not be shown`)
  return view
}

/** An order's returns, newest first. */
export async function returnsOfOrder(db: DbOrTx, orderId: string): Promise<ApiReturn[]> {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(desc(returns.requestedAt))
  return toApiReturns(db, rows)
}

/** Staff's list: open returns oldest first (the longest waiting on top), or those in one state. */
export async function listReturns(
  db: DbOrTx,
  status: ReturnStatus | 'open' = 'open',
): Promise<AdminReturn[]> {
  const rows = await db
    .select({ row: returns, order: orders, user: users })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      status === 'open'
        ? inArray(returns.status, [...OPEN_RETURN_STATUSES])
        : eq(returns.status, status),
    )
    .orderBy(
      status === 'open' || isOpenReturn(status)
        ? asc(returns.requestedAt)
        : desc(returns.updatedAt),
    )
    .limit(200)
  const views = await toApiReturns(
    db,
    rows.map(({ row }) => row),
  )
  return views.map((view, i) => {
    const { order, user } = rows[i] ?? {}
    return {
      ...view,
      customer: {
        name: user?.name ?? '',
        email: user?.email ?? '',
        phone: order?.shippingAddress.phone ?? '',
      },
      paymentMethod: order?.paymentMethod ?? 'online',
    }
  })
}

/** What returns not rejected took of each order line: units, and what they were valued at. */
export async function unitsAskedBack(db: DbOrTx, orderId: string): Promise<Map<string, AskedBack>> {
  const rows = await db
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      amount: returnItems.amount,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')))
  const asked = new Map<string, AskedBack>()
  for (const row of rows) {
    const sum = asked.get(row.orderItemId) ?? { units: 0, amount: 0 }
    asked.set(row.orderItemId, { units: sum.units + row.quantity, amount: sum.amount + row.amount })
  }
  return asked
}

/**
 * What a delivered order may still send back, while its window is open: each line's units not
 * yet asked back, and the product's other variants at the same price with a unit to hold.
 */
export async function returnOffer(
  db: DbOrTx,
  order: Order,
  now = new Date(),
): Promise<ReturnOffer | null> {
  if (returnWindowRefusal(order, now) || !order.deliveredAt) return null
  const [items, asked] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    unitsAskedBack(db, order.id),
  ])
  const productIds = [...new Set(items.flatMap((item) => item.productId ?? []))]
  const variants = productIds.length
    ? await db
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.productId, productIds))
        .orderBy(asc(productVariants.position))
    : []
  return {
    until: returnWindowEnd(order.deliveredAt).toISOString(),
    items: items.map((item) => {
      const siblings = variants.filter(({ variant }) => variant.productId === item.productId)
      const bought = siblings.find(({ variant }) => variant.id === item.variantId)
      return {
        orderItemId: item.id,
        returnable: Math.max(0, item.quantity - (asked.get(item.id)?.units ?? 0)),
        couponApplies: item.couponApplies,
        askedBackAmount: asked.get(item.id)?.amount ?? 0,
        exchangeFor: bought
          ? siblings
              .filter(
                ({ variant, product }) =>
                  variant.id !== bought.variant.id &&
                  isSellable(variant) &&
                  variantPrices(product, variant).price ===
                    variantPrices(bought.product, bought.variant).price,
              )
              .map(({ variant, product }) => ({
                variantId: variant.id,
                label: variantLabel(variant.options, product.options),
              }))
          : [],
      }
    }),
  }
}
