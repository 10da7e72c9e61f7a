// Razorpay webhook events: which payment they report, and which were already applied.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { paymentEvents } from '../../db/schema/index.ts'
import { type RefundEntity, RefundEntitySchema } from './gateway.ts'

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

const REFUND_EVENTS = ['refund.created', 'refund.processed', 'refund.failed'] as const
const RefundEvent = z.object({
  event: z.enum(REFUND_EVENTS),
  payload: z.object({ refund: z.object({ entity: RefundEntitySchema }) }),
})

/** The refund a `refund.*` event reports, with the state the event names; nothing for others. */
export function refundFromEvent(event: unknown): RefundEntity | undefined {
  const parsed = RefundEvent.safeParse(event)
  if (!parsed.success) return undefined
  const { event: name, payload } = parsed.data
  // refund.created says nothing final, whatever the entity's state when the event was made.
  return name === 'refund.created'
    ? { ...payload.refund.entity, status: 'pending' }
    : payload.refund.entity
}

/** A refund event's body as Razorpay posts it, for the simulator and the tests. */
export function refundEventBody(refund: RefundEntity, event: (typeof REFUND_EVENTS)[number]) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_kavach_simulator',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: { ...refund, currency: 'INR', speed_requested: 'normal', created_at: nowSeconds() },
      },
      payment: {
        entity: { id: refund.payment_id, entity: 'payment', currency: 'INR', status: 'captured' },
      },
    },
    created_at: nowSeconds(),
  })
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

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
