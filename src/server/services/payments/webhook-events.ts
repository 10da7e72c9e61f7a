// Razorpay webhook events: which payment they report, and which were already applied.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { paymentEvents } from '../../db/schema/index.ts'

const PaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
})
const PaidEvent = z.object({
  event: z.enum(['payment.captured', 'order.paid']),
  payload: z.object({ payment: z.object({ entity: PaymentEntity }) }),
})

/** The captured payment a `payment.captured` or `order.paid` event reports; nothing for others. */
export function paymentFromEvent(event: unknown) {
  const parsed = PaidEvent.safeParse(event)
  if (!parsed.success) return undefined
  const { id, order_id, amount } = parsed.data.payload.payment.entity
  return { razorpayPaymentId: id, razorpayOrderId: order_id, amount }
}

/** Razorpay names each event in `X-Razorpay-Event-Id`; without it, the body's hash stands in. */
function eventId(raw: Buffer, header: string | string[] | undefined): string {
  if (typeof header === 'string' && header) return header
  return `sha256:${createHash('sha256').update(raw).digest('hex')}`
}

export async function hasSeenEvent(db: Db, raw: Buffer, header: string | string[] | undefined) {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId(raw, header)))
  return row !== undefined
}

export async function rememberEvent(
  db: Db,
  raw: Buffer,
  header: string | string[] | undefined,
  event: unknown,
) {
  const name = (event as { event?: unknown }).event
  await db
    .insert(paymentEvents)
    .values({ id: eventId(raw, header), event: String(name ?? 'unknown'), payload: event })
    .onConflictDoNothing()
}
