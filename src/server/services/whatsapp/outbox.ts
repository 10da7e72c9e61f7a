// WhatsApp updates as orders move: written beside the step they tell of, only for a shopper who
// turned them on, and moved on by the webhook's reports.
import { and, eq, inArray } from 'drizzle-orm'
import type { OrderEventDetail, OrderEventKind } from '#domain/order/timeline.ts'
import {
  statusRank,
  WHATSAPP_STATUSES,
  type WhatsAppOrder,
  type WhatsAppWebhook,
  whatsAppNumber,
  whatsAppStep,
} from '#domain/whatsapp.ts'
import type { DbOrTx } from '../../db/client.ts'
import { whatsappOutbox } from '../../db/schema/index.ts'

/** The order as its step sees it, with its shopper's consent and number. */
export interface WhatsAppRecipient extends WhatsAppOrder {
  orderId: string
  userId: string
  phone: string
  whatsappUpdates: boolean
}

/** Call in the step's transaction: the message is written only if the shopper wants them. */
export async function enqueueWhatsApp(
  tx: DbOrTx,
  to: WhatsAppRecipient,
  kind: OrderEventKind,
  detail: OrderEventDetail,
): Promise<void> {
  if (!to.whatsappUpdates) return
  const message = whatsAppStep(kind, to, detail)
  if (!message) return
  await tx.insert(whatsappOutbox).values({
    userId: to.userId,
    orderId: to.orderId,
    recipient: whatsAppNumber(to.phone),
    ...message,
  })
}

/**
 * Records the webhook's reports: each moves its message on, never back (a "delivered" arriving
 * after "read" changes nothing). Reports of messages the shop didn't send are passed over.
 */
export async function recordWhatsAppStatuses(db: DbOrTx, event: WhatsAppWebhook): Promise<number> {
  const reports = event.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => change.value.statuses ?? []),
  )
  let moved = 0
  for (const report of reports) {
    const rank = statusRank(report.status)
    const ranks = WHATSAPP_STATUSES.filter((status) => statusRank(status) < rank)
    const [row] = await db
      .update(whatsappOutbox)
      .set({
        status: report.status,
        statusAt: new Date(Number(report.timestamp) * 1000),
        ...(report.errors?.length && {
          lastError: report.errors.map((e) => `${e.code} ${e.title}`).join('; '),
        }),
      })
      .where(and(eq(whatsappOutbox.messageId, report.id), inArray(whatsappOutbox.status, ranks)))
      .returning({ id: whatsappOutbox.id })
    if (row) moved += 1
  }
  return moved
}
