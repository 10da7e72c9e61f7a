// Orders as staff see them: everyone's, searchable, and moved along by status.
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { CANCELLED_BY_SHOP } from '#domain/invoice/api.ts'
import type { Seller } from '#domain/invoice/build.ts'
import { paiseToRupees } from '#domain/money.ts'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import { paysOnDelivery } from '#domain/order/payment-method.ts'
import { orderStatusRefusal } from '#domain/order/status.ts'
import type { AdminOrdersQuerySchema, OrderStatusUpdate } from '#domain/order/staff.ts'
import type { Db } from '../../db/client.ts'
import { orderItems, orders, users } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { issueCreditNote } from '../invoices/invoices.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { orderHistories, toApiOrder } from '../orders/order-views.ts'
import { cancelCashOrder } from '../orders/cash-on-delivery.ts'
import { markPaid } from '../orders/settle-payment.ts'
import { cancelUnpaid } from '../orders/unpaid-orders.ts'
import { restockStock } from '../stock.ts'

export async function adminOrders(db: Db, query: z.infer<typeof AdminOrdersQuerySchema>) {
  const where: SQL[] = []
  if (query.status) where.push(eq(orders.status, query.status))
  if (query.search) {
    const term = `%${escapeLike(query.search)}%`
    const match = or(
      ilike(orders.orderNumber, term),
      ilike(users.name, term),
      ilike(users.email, term),
    )
    if (match) where.push(match)
  }
  const base = db
    .select({ order: orders, user: { name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...where))
  const [rows, [totals]] = await Promise.all([
    base
      .orderBy(desc(orders.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...where)),
  ])
  const ids = rows.map((r) => r.order.id)
  const [history, items] = await Promise.all([
    orderHistories(db, ids),
    ids.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [],
  ])
  return {
    orders: rows.map(({ order, user }) =>
      toApiOrder(
        order,
        items.filter((i) => i.orderId === order.id),
        { user, ...history(order.id) },
      ),
    ),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/**
 * Total Orders counts every order, as the Orders tab lists them, and says how many of those still
 * await payment; revenue counts paid orders that were not cancelled.
 */
export async function orderStats(db: Db) {
  const paid = eq(orders.paymentStatus, 'paid')
  const [row] = await db
    .select({
      totalOrders: count(),
      awaitingPayment: count(
        when(and(eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')) as SQL),
      ),
      totalRevenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${paid} and ${orders.status} <> 'cancelled'), 0)`,
      pendingOrders: count(when(eq(orders.status, 'pending'))),
      deliveredOrders: count(when(eq(orders.status, 'delivered'))),
    })
    .from(orders)
  return {
    totalRevenue: paiseToRupees(Number(row?.totalRevenue ?? 0)),
    totalOrders: row?.totalOrders ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
    pendingOrders: row?.pendingOrders ?? 0,
    deliveredOrders: row?.deliveredOrders ?? 0,
  }
}

const when = (condition: SQL) => sql`case when ${condition} then 1 end`

export async function updateOrderStatus(
  { db, seller }: { db: Db; seller: Seller },
  id: string,
  input: OrderStatusUpdate,
) {
  // The row lock makes two admins' moves run one after the other, each judged from the last;
  // the status mail is queued in the same transaction, so it goes out exactly when the move lands.
  const { order, user } = await db.transaction(async (tx) => {
    const now = new Date()
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!before) throw notFound(ORDER_NOT_FOUND)
    const refusal = orderStatusRefusal(before, input.status)
    if (refusal) throw conflict(refusal)
    if (input.status === 'cancelled' && before.status !== 'cancelled') {
      // An unpaid order lets go of its holds, as if it had expired; a paid one not yet handed to
      // the courier goes back on the shelf. A dispatched one is cancelled because the parcel is
      // lost or on its way back, so staff count it in by hand if it arrives. A COD order still
      // unpaid lets go of its holds and its coupon use, whatever step it had reached.
      if (paysOnDelivery(before)) await cancelCashOrder(tx, before.id, new Date())
      else if (before.paymentStatus !== 'paid') {
        await cancelUnpaid(tx, eq(orders.id, before.id), 'expired', new Date(), 'staff')
      } else {
        if (before.status !== 'dispatched') await restockStock(tx, before.id)
        // The supply the invoice records won't happen: its tax is taken back by a credit note.
        await issueCreditNote(
          tx,
          { orderId: before.id, refundId: null, amount: before.total, reason: CANCELLED_BY_SHOP },
          now,
        )
      }
    }
    // The courier collected the cash: the order is paid, its stock sold, the shopper's spend counted.
    if (input.status === 'delivered' && paysOnDelivery(before)) await markPaid(tx, seller, before)
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, before.userId))
    const [updated] = await tx
      .update(orders)
      .set({
        status: input.status,
        ...(input.trackingNumber !== undefined && { trackingNumber: input.trackingNumber || null }),
        ...(input.courier !== undefined && { courier: input.courier || null }),
        ...(input.notes !== undefined && { notes: input.notes || null }),
        deliveredAt:
          input.status === 'delivered' ? (before.deliveredAt ?? new Date()) : before.deliveredAt,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, id))
      .returning()
    if (!updated) throw notFound(ORDER_NOT_FOUND)
    if (before.status !== updated.status && updated.status !== 'pending') {
      const shipment = updated.status === 'dispatched' && {
        ...(updated.courier && { courier: updated.courier }),
        ...(updated.trackingNumber && { trackingNumber: updated.trackingNumber }),
      }
      await recordOrderEvent(tx, id, updated.status, { by: 'staff', ...shipment }, now)
    }
    return { order: updated, user }
  })
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    orderHistories(db, [order.id]),
  ])
  return toApiOrder(order, items, { ...(user && { user }), ...history(order.id) })
}
