// The staff's figures for carts left behind (decision 034): online checkouts never paid, the
// carts reminded, and how many of those shoppers came back and bought.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { CAME_BACK_WITHIN_DAYS } from '#domain/cart/cart-reminders.ts'
import type { AbandonedCartStats } from '#domain/cart/server-cart.ts'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { Db } from '../../db/client.ts'
import { cartReminders, orders } from '../../db/schema/index.ts'

const DAY_MS = 86_400_000
const figure = { count: sql<number>`count(*)`.mapWith(Number) }

export async function abandonedCartStats(
  db: Db,
  days: number,
  now = new Date(),
): Promise<AbandonedCartStats> {
  const since = new Date(now.getTime() - days * DAY_MS)
  const later = sql`(select 1 from ${orders} later where later.user_id = ${orders.userId}
    and later.placed_at >= ${orders.createdAt} and later.placed_at < ${orders.createdAt} + interval '1 day')`
  const cameBackOrder = sql`(select back.total from ${orders} back where back.user_id = ${cartReminders.userId}
    and back.placed_at >= ${cartReminders.sentAt}
    and back.placed_at < ${cartReminders.sentAt} + make_interval(days => ${CAME_BACK_WITHIN_DAYS})
    order by back.placed_at limit 1)`
  const [[checkouts], [reminded], [cameBack]] = await Promise.all([
    db
      .select({ ...figure, value: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number) })
      .from(orders)
      .where(
        and(
          isNull(orders.placedAt),
          eq(orders.paymentMethod, 'online'),
          gte(orders.createdAt, since),
          // Still within its payment window, an attempt is not yet given up.
          lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS)),
          sql`not exists ${later}`,
        ),
      ),
    db
      .select({
        ...figure,
        value: sql<number>`coalesce(sum(${cartReminders.value}), 0)`.mapWith(Number),
      })
      .from(cartReminders)
      .where(and(eq(cartReminders.number, 1), gte(cartReminders.sentAt, since))),
    db
      .select({ ...figure, value: sql<number>`coalesce(sum(${cameBackOrder}), 0)`.mapWith(Number) })
      .from(cartReminders)
      .where(
        and(
          eq(cartReminders.number, 1),
          gte(cartReminders.sentAt, since),
          sql`exists ${cameBackOrder}`,
        ),
      ),
  ])
  const zero = { count: 0, value: 0 }
  return {
    days,
    checkouts: checkouts ?? zero,
    reminded: reminded ?? zero,
    cameBack: cameBack ?? zero,
  }
}
