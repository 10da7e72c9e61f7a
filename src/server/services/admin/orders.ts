// Orders as staff see them: everyone's, searchable, and moved along by status.
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Seller } from '#domain/invoice/build.ts'
import { paiseToRupees } from '#domain/money.ts'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import { paysOnDelivery } from '#domain/order/payment-method.ts'
import { orderStatusRefusal } from '#domain/order/status.ts'
import type { AdminOrdersQuerySchema, OrderStatusUpdate } from '#domain/order/staff.ts'
import type { Db } from '../../db/client.ts'
import { type Order, orderItems, orders, users } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { orderHistories, toApiOrder } from '../orders/order-views.ts'
import { markPaid } from '../orders/lifecycle.ts'
import { cancelLocked, type RefundContext, sendRefund } from '../orders/refunds.ts'

export async function adminOrders(db: Db, query: z.infer<typeof AdminOrdersQuerySchema>) {
  // Orders only: checkout attempts not yet paid or placed are kept apart.
  const where: SQL[] = [isNotNull(orders.placedAt)]
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
 * Total Orders counts every order, as the Orders tab lists them (checkout attempts are not
 * orders), and says how many of those still await payment (cash to collect at the door); revenue
 * counts paid orders that were not cancelled.
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
    .where(isNotNull(orders.placedAt))
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
  { seller, ...refunding }: RefundContext & { seller: Seller },
  id: string,
  input: OrderStatusUpdate,
) {
  const { db } = refunding
  // The row lock makes two admins' moves run one after the other, each judged from the last;
  // the status mail is queued in the same transaction, so it goes out exactly when the move lands.
  const { order, user, refund } = await db.transaction(async (tx) => {
    const now = new Date()
    const [before] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), isNotNull(orders.placedAt)))
      .for('update')
    if (!before) throw notFound(ORDER_NOT_FOUND)
    const refusal = orderStatusRefusal(before, input.status)
    if (refusal) throw conflict(refusal)
    const cancelling = input.status === 'cancelled' && before.status !== 'cancelled'
    const refund = cancelling ? await cancelLocked(tx, before, { by: 'staff' }, now) : undefined
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
    if (before.status !== updated.status && updated.status !== 'pending' && !cancelling) {
      const shipment = updated.status === 'dispatched' && {
        ...(updated.courier && { courier: updated.courier }),
        ...(updated.trackingNumber && { trackingNumber: updated.trackingNumber }),
      }
      await recordOrderEvent(tx, id, updated.status, { by: 'staff', ...shipment }, now)
    }
    return { order: updated, user, refund }
  })
  if (refund) await sendRefund(refunding, refund)
  return staffOrder(db, refund ? await currentOrder(db, order.id) : order, user)
}

async function currentOrder(db: Db, id: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id))
  if (!order) throw notFound(ORDER_NOT_FOUND)
  return order
}

/** One order as the admin panel shows it: with its customer, documents and timeline. */
export async function staffOrder(db: Db, order: Order, user?: { name: string; email: string }) {
  const [items, history, customer] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    orderHistories(db, [order.id]),
    user ??
      db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId))
        .then((rows) => rows[0]),
  ])
  return toApiOrder(order, items, { ...(customer && { user: customer }), ...history(order.id) })
}
