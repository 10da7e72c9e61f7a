// The dashboard's returns figures: the returns staff still have to act on, and how much of what
// was delivered shoppers ask back, overall and by reason.
import { eq, inArray, ne, sql, sum } from 'drizzle-orm'
import { per100Units } from '#domain/admin-dashboard.ts'
import { RETURN_REASONS } from '#domain/order/refund-policy.ts'
import { OPEN_RETURN_STATUSES, type ReturnStats } from '#domain/order/returns.ts'
import type { Db } from '../../db/client.ts'
import { countWhen, sumWhen } from '../../db/count-when.ts'
import { orderItems, orders, returnItems, returns } from '../../db/schema/index.ts'

/** Units asked back by every return but the rejected, per 100 units of delivered orders. */
export async function returnStats(db: Db): Promise<ReturnStats> {
  const units = db
    .select({
      returnId: returnItems.returnId,
      units: sum(returnItems.quantity).mapWith(Number).as('units'),
    })
    .from(returnItems)
    .groupBy(returnItems.returnId)
    .as('return_units')
  const asked = ne(returns.status, 'rejected')
  const [[delivered], rows] = await Promise.all([
    db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.status, 'delivered')),
    db
      .select({
        reason: returns.reason,
        open: countWhen(inArray(returns.status, [...OPEN_RETURN_STATUSES])),
        returns: countWhen(asked),
        units: sumWhen(asked, sql`${units.units}`),
      })
      .from(returns)
      .innerJoin(units, eq(units.returnId, returns.id))
      .groupBy(returns.reason),
  ])
  const deliveredUnits = delivered?.units ?? 0
  const byReason = RETURN_REASONS.map((reason) => {
    const row = rows.find((r) => r.reason === reason)
    return { reason, count: row?.returns ?? 0, units: row?.units ?? 0 }
  })
  const askedUnits = byReason.reduce((total, row) => total + row.units, 0)
  return {
    open: rows.reduce((total, row) => total + row.open, 0),
    rate: per100Units(askedUnits, deliveredUnits),
    byReason: byReason.map(({ reason, count, units }) => ({
      reason,
      returns: count,
      rate: per100Units(units, deliveredUnits),
    })),
  }
}
