// A shopper asks to send lines of their delivered order back (decision 029): checked against
// what they bought and asked back before, worth the lines' share of what was paid, with an
// exchange's replacement held at once; in one transaction under the order's lock.
import { asc, count, eq } from 'drizzle-orm'
import { RETURN_REASON_LABELS } from '#domain/order/refund-policy.ts'
import {
  EXCHANGE_GONE,
  EXCHANGE_SAME_PRICE,
  EXCHANGE_SAME_PRODUCT,
  NOT_IN_ORDER,
  NOT_YOUR_PHOTO,
  paidPerLine,
  type ReturnRequest,
  returnedShare,
  returnPhotoFolder,
  returnWindowRefusal,
  tooManyReturned,
} from '#domain/order/returns.ts'
import { notEnoughStock } from '#domain/product/stock.ts'
import { availableUnits, variantLabel, variantPrices } from '#domain/product/variant.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Order,
  type OrderItem,
  orderItems,
  productVariants,
  products,
  returnItems,
  returns,
} from '../../db/schema/index.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'
import { lockOrder } from '../orders/refunds.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import type { OrderContext } from '../shop-context.ts'
import { holdUnits } from '../stock.ts'
import { apiReturn, unitsAskedBack } from './views.ts'

export async function requestReturn(
  ctx: Pick<OrderContext, 'db'>,
  orderId: string,
  shopperId: string,
  ask: ReturnRequest,
  now = new Date(),
) {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, shopperId)
    const closed = returnWindowRefusal(order, now)
    if (closed) throw conflict(closed)
    const folder = `/uploads/${returnPhotoFolder(shopperId)}/`
    if (ask.photos?.some((photo) => !photo.startsWith(folder))) {
      throw badRequest(NOT_YOUR_PHOTO, [{ path: 'photos', message: NOT_YOUR_PHOTO }])
    }
    // A step can't come before the delivery it follows, whose scan time may run a second ahead.
    const at = new Date(Math.max(now.getTime(), order.deliveredAt?.getTime() ?? 0))
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id))
    const lines = await linesSentBack(tx, order, items, ask)
    const exchange = ask.exchangeVariantId
      ? await holdReplacement(
          tx,
          order,
          lines[0]?.item,
          ask.exchangeVariantId,
          lines[0]?.quantity ?? 0,
        )
      : null
    const [{ made } = { made: 0 }] = await tx
      .select({ made: count() })
      .from(returns)
      .where(eq(returns.orderId, order.id))
    const number = `${order.orderNumber ?? order.id}-R${made + 1}`
    const refundAmount = exchange ? 0 : lines.reduce((sum, line) => sum + line.amount, 0)
    const [created] = await tx
      .insert(returns)
      .values({
        number,
        orderId: order.id,
        reason: ask.reason,
        resolution: ask.resolution,
        exchangeVariantId: exchange?.variantId ?? null,
        exchangeLabel: exchange?.label ?? null,
        comment: ask.comment || null,
        photos: ask.photos ?? [],
        refundAmount,
        requestedAt: at,
        updatedAt: at,
      })
      .returning()
    if (!created) throw new Error('Return insert returned nothing')
    await tx.insert(returnItems).values(
      lines.map((line) => ({
        returnId: created.id,
        orderItemId: line.item.id,
        quantity: line.quantity,
        amount: line.amount,
      })),
    )
    const reason = RETURN_REASON_LABELS[ask.reason]
    await recordOrderEvent(
      tx,
      order.id,
      'return_opened',
      { by: 'shopper', returnNumber: number, reason, exchange: Boolean(exchange) },
      at,
    )
    return created
  })
  return apiReturn(ctx.db, row)
}

/**
 * Each line asked back with its units and their worth; 400 when a line isn't the order's, or more
 * units are asked than were bought less those asked back already.
 */
async function linesSentBack(tx: DbOrTx, order: Order, items: OrderItem[], ask: ReturnRequest) {
  const asked = await unitsAskedBack(tx, order.id)
  const paid = paidPerLine(
    items.map((item) => ({
      amount: item.unitDisplayPrice * item.quantity,
      quantity: item.quantity,
      couponApplies: item.couponApplies,
    })),
    order.discount,
  )
  return ask.items.map(({ orderItemId, quantity }) => {
    const index = items.findIndex((item) => item.id === orderItemId)
    const item = items[index]
    if (!item) throw badRequest(NOT_IN_ORDER, [{ path: 'items', message: NOT_IN_ORDER }])
    const before = asked.get(item.id) ?? { units: 0, amount: 0 }
    if (before.units + quantity > item.quantity) {
      const refusal = tooManyReturned(item.productSnapshot.name, item.quantity - before.units)
      throw badRequest(refusal, [{ path: 'items', message: refusal }])
    }
    const amount = returnedShare(paid[index] ?? 0, item.quantity, before, quantity)
    return { item, quantity, amount }
  })
}

/**
 * Holds the replacement: another variant of the line's product, priced as the one bought, with
 * the units to hold (409 when it has sold out).
 */
async function holdReplacement(
  tx: DbOrTx,
  order: Order,
  item: OrderItem | undefined,
  variantId: string,
  quantity: number,
) {
  const [chosen] = await tx
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
  const [bought] = item?.variantId
    ? await tx
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.id, item.variantId))
    : []
  if (!chosen) {
    throw badRequest(EXCHANGE_GONE, [{ path: 'exchangeVariantId', message: EXCHANGE_GONE }])
  }
  if (
    !item ||
    !bought ||
    chosen.product.id !== bought.product.id ||
    chosen.variant.id === bought.variant.id
  ) {
    throw badRequest(EXCHANGE_SAME_PRODUCT, [
      { path: 'exchangeVariantId', message: EXCHANGE_SAME_PRODUCT },
    ])
  }
  const price = (row: typeof chosen) => variantPrices(row.product, row.variant).price
  if (price(chosen) !== price(bought)) {
    throw badRequest(EXCHANGE_SAME_PRICE, [
      { path: 'exchangeVariantId', message: EXCHANGE_SAME_PRICE },
    ])
  }
  const label = variantLabel(chosen.variant.options, chosen.product.options)
  const units = { productId: chosen.product.id, variantId, quantity }
  if (!(await holdUnits(tx, order.id, units, `Held for an exchange on ${order.orderNumber}`))) {
    const left = availableUnits(chosen.variant)
    throw conflict(notEnoughStock(chosen.product.name, label, Number.isFinite(left) ? left : 0))
  }
  return { variantId, label }
}
