// An order's timeline (issue 16 item 5): each step written in the transaction that takes it, and
// the shopper's mail for it queued in the same transaction.
import { eq, inArray } from 'drizzle-orm'
import {
  type ApiOrderEvent,
  byTimelineOrder,
  type OrderEventDetail,
  type OrderEventKind,
  orderEventLabel,
} from '#domain/order/timeline.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orderEvents, orders, users } from '../../db/schema/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { isMailedStep, orderStepMail } from '../mail/templates.ts'

export async function recordOrderEvent(
  tx: DbOrTx,
  orderId: string,
  kind: OrderEventKind,
  detail: OrderEventDetail = {},
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, kind, detail, at })
  if (!isMailedStep(kind)) return
  const [row] = await tx
    .select({
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      email: users.email,
      name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
  // An attempt was never an order to the shopper: letting it go mails nobody, and a payment it
  // returns mails its own words.
  if (!row?.orderNumber) return
  const order = { orderNumber: row.orderNumber, paymentMethod: row.paymentMethod }
  await enqueueMail(tx, orderStepMail(row.email, row.name, order, kind, detail))
}

/** The timelines of some orders, oldest step first, in one query. */
export async function timelinesOf(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, ApiOrderEvent[]>> {
  const rows = orderIds.length
    ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds))
    : []
  const byOrder = new Map<string, ApiOrderEvent[]>()
  for (const row of rows.sort(byTimelineOrder)) {
    const list = byOrder.get(row.orderId) ?? []
    list.push({
      kind: row.kind,
      label: orderEventLabel(row.kind, row.detail),
      at: row.at.toISOString(),
    })
    byOrder.set(row.orderId, list)
  }
  return byOrder
}
