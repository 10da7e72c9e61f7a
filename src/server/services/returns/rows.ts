// A return's rows as its steps need them: locked with its order, its lines' units, and the time a
// step is taken at.
import { asc, eq } from 'drizzle-orm'
import { RETURN_NOT_FOUND } from '#domain/order/returns.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orderItems, type Return, returnItems, returns } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-error.ts'
import { lockOrder } from '../orders/refunds.ts'
import type { Units } from '../stock.ts'

/** The return and its order, both locked: the order first, as every change of an order takes it. */
export async function lockReturn(
  tx: DbOrTx,
  returnId: string,
): Promise<{ order: Order; ret: Return }> {
  const [found] = await tx
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, returnId))
  if (!found) throw notFound(RETURN_NOT_FOUND)
  const order = await lockOrder(tx, found.orderId)
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update')
  if (!ret) throw notFound(RETURN_NOT_FOUND)
  return { order, ret }
}

/** When a step on the return happens: now, but never before its last step (scan times run ahead). */
export const stepTime = (ret: Return, now: Date) =>
  new Date(Math.max(now.getTime(), ret.updatedAt.getTime()))

/** The units the return sends back, by the variant each was sold as (none for a variant deleted since). */
export async function unitsSentBack(tx: DbOrTx, ret: Return): Promise<Units[]> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: returnItems.quantity,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, ret.id))
    .orderBy(asc(orderItems.id))
  return lines.flatMap(({ productId, variantId, quantity }) =>
    productId && variantId ? [{ productId, variantId, quantity }] : [],
  )
}

/** The exchange's replacement: the variant asked for, as many units as the line sends back. */
export async function replacementUnits(tx: DbOrTx, ret: Return): Promise<Units | null> {
  if (!ret.exchangeVariantId) return null
  const [line] = await unitsSentBack(tx, ret)
  if (!line) return null
  return { productId: line.productId, variantId: ret.exchangeVariantId, quantity: line.quantity }
}
