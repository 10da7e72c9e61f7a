// An order's life (decision 020): the step that turns a checkout attempt into an order, and the
// payment that settles it, whether paid online as it is placed or in cash at the door.
import { eq, sql } from 'drizzle-orm'
import type { Seller } from '#domain/invoice/build.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orders, users } from '../../db/schema/index.ts'
import { issueInvoice } from '../invoices/invoices.ts'
import { enqueueOrderConfirmation } from '../order-confirmation.ts'
import { sellStock } from '../stock.ts'
import { nextOrderNumber } from './order-numbers.ts'
import { recordOrderEvent } from './order-timeline.ts'

/**
 * The attempt becomes an order: numbered (in this transaction, so numbers run without gaps),
 * confirmed and on its timeline as placed; `paid`, it is also paid (its held units sold, its
 * invoice issued), and its confirmation is mailed. Its coupon use is counted by the caller first,
 * which may refuse. A cash-on-delivery order's units stay held until the courier collects.
 */
export async function placeOrder(
  tx: DbOrTx,
  seller: Seller,
  attempt: Order,
  paid: boolean,
  now = new Date(),
): Promise<Order> {
  const orderNumber = attempt.orderNumber ?? (await nextOrderNumber(tx, now))
  const [placed] = await tx
    .update(orders)
    .set({ orderNumber, placedAt: now, status: 'confirmed', updatedAt: now })
    .where(eq(orders.id, attempt.id))
    .returning()
  if (!placed) throw new Error(`No attempt ${attempt.id} to place`)
  await recordOrderEvent(tx, placed.id, 'placed', {}, now)
  if (placed.paymentMethod === 'cod')
    await recordOrderEvent(tx, placed.id, 'cod_confirmed', {}, now)
  const order = paid ? await markPaid(tx, seller, placed, now) : placed
  await enqueueOrderConfirmation(tx, order.id)
  return order
}

/**
 * The order paid: its held units sold, the shopper's totalSpent raised, which their membership
 * tier follows, and its GST invoice issued.
 */
export async function markPaid(
  tx: DbOrTx,
  seller: Seller,
  order: Order,
  paidAt = new Date(),
): Promise<Order> {
  await sellStock(tx, order.id)
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt, updatedAt: paidAt })
    .where(eq(orders.id, order.id))
    .returning()
  await tx
    .update(users)
    .set({ totalSpent: sql`${users.totalSpent} + ${order.total}` })
    .where(eq(users.id, order.userId))
  const cash = order.paymentMethod === 'cod'
  await recordOrderEvent(tx, order.id, 'paid', cash ? { cash } : {}, paidAt)
  await issueInvoice(tx, seller, order.id, paidAt)
  return paid ?? order
}
