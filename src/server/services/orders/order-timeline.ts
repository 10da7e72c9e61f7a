// An order's timeline: each step written in the transaction that takes it, and the shopper's
// mail for it (and WhatsApp message, if they want them) queued in the same transaction.
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  type ApiOrderEvent,
  byTimelineOrder,
  type OrderEventDetail,
  type OrderEventKind,
  orderEventLabel,
} from '#domain/order/timeline.ts'
import { orderPagePath, WHATSAPP_STEPS } from '#domain/whatsapp.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orderEvents, orders, users } from '../../db/schema/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { isMailedStep, orderStepMail } from '../mail/templates.ts'
import { enqueueWhatsApp } from '../whatsapp/outbox.ts'

export async function recordOrderEvent(
  tx: DbOrTx,
  orderId: string,
  kind: OrderEventKind,
  detail: OrderEventDetail = {},
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, kind, detail, at })
  const mailed = isMailedStep(kind)
  if (!mailed && !WHATSAPP_STEPS.includes(kind)) return
  const [row] = await tx
    .select({
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
      phone: sql<string>`${orders.shippingAddress}->>'phone'`,
      email: users.email,
      name: users.name,
      userId: users.id,
      whatsappUpdates: users.whatsappUpdates,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
  // An attempt was never an order to the shopper: letting it go mails nobody, and a payment it
  // returns mails its own words.
  if (!row?.placedAt || !row.orderNumber) return
  const order = { orderNumber: row.orderNumber, paymentMethod: row.paymentMethod }
  if (mailed) await enqueueMail(tx, orderStepMail(row.email, row.name, order, kind, detail))
  const to = { ...row, ...order, orderId, url: orderPagePath(row.orderNumber) }
  await enqueueWhatsApp(tx, to, kind, detail)
}

/** The timelines of some orders, oldest step first, in one query. */
export async function timelinesOf(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, ApiOrderEvent[]>> {
  // An order's timeline starts as it is placed: a checkout let go before a late payment revived
  // it is no step of the order.
  const rows = orderIds.length
    ? (
        await db
          .select({ event: orderEvents })
          .from(orderEvents)
          .innerJoin(orders, eq(orders.id, orderEvents.orderId))
          .where(
            and(
              inArray(orderEvents.orderId, orderIds),
              or(isNull(orders.placedAt), gte(orderEvents.at, orders.placedAt)),
            ),
          )
      ).map((row) => row.event)
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
