// Orders as staff see them: everyone's, searchable, and moved along by status.
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import type { AdminOrdersQuery, OrderStatusUpdate } from '#domain/order/staff.ts'
import type { Db } from '../../db/client.ts'
import { countWhen } from '../../db/count-when.ts'
import { type Order, orderItems, orders, users } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-error.ts'
import { changeOrder, transition } from '../orders/lifecycle.ts'
import { orderHistories, toApiOrder } from '../orders/order-views.ts'
import { awaitingParcel, orderFilters } from './order-filters.ts'
import type { RefundContext } from '../orders/refunds.ts'

export async function adminOrders(db: Db, query: AdminOrdersQuery) {
  const where = orderFilters(db, query)
  const base = db
    .select({ order: orders, user: { name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...where))
  const [rows, [totals]] = await Promise.all([
    base
      // Parcels go out in the order they were promised: the longest waiting first.
      .orderBy(
        ...(query.view === 'to_ship'
          ? [asc(orders.placedAt), asc(orders.id)]
          : [desc(orders.createdAt)]),
      )
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
 * counts paid orders that were neither cancelled nor sent back by the courier. Pending Orders are
 * those waiting for staff: the To ship list's (a cash-on-delivery order its shopper has yet to
 * confirm waits for them, not for staff).
 */
export async function orderStats(db: Db) {
  const paid = eq(orders.paymentStatus, 'paid')
  const [row] = await db
    .select({
      totalOrders: count(),
      awaitingPayment: countWhen(
        and(eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')),
      ),
      totalRevenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${paid} and ${orders.status} not in ('cancelled', 'returned')), 0)`,
      pendingOrders: countWhen(and(...awaitingParcel(db)) as SQL),
      deliveredOrders: countWhen(eq(orders.status, 'delivered')),
    })
    .from(orders)
    .where(isNotNull(orders.placedAt))
  return {
    totalRevenue: Number(row?.totalRevenue ?? 0),
    totalOrders: row?.totalOrders ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
    pendingOrders: row?.pendingOrders ?? 0,
    deliveredOrders: row?.deliveredOrders ?? 0,
  }
}

/**
 * Staff's save of the order form: its courier, tracking number and notes, and a move to another
 * status through the lifecycle. The row lock makes two admins' saves run one after the other,
 * each judged from the last; the move's mail is queued in the same transaction.
 */
export async function updateOrderStatus(ctx: RefundContext, id: string, input: OrderStatusUpdate) {
  const order = await changeOrder(ctx, id, undefined, async (tx, before) => {
    const [saved] = await tx
      .update(orders)
      .set({
        ...(input.trackingNumber !== undefined && { trackingNumber: input.trackingNumber || null }),
        ...(input.courier !== undefined && { courier: input.courier || null }),
        ...(input.notes !== undefined && { notes: input.notes || null }),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, id))
      .returning()
    if (!saved) throw notFound(ORDER_NOT_FOUND)
    if (input.status === before.status) return { order: saved }
    return transition(tx, saved, input.status, 'staff', saved)
  })
  return staffOrder(ctx.db, order)
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
