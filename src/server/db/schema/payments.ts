import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { PAYMENT_OUTCOMES, type PaymentOutcome, PAYMENT_SOURCES } from '#domain/payment.ts'
import type { RefundStatus } from '#domain/order/refund.ts'
import type { OrderActor } from '#domain/order/timeline.ts'
import { orders } from './orders.ts'
import { returns } from './returns.ts'

/**
 * A captured Razorpay payment, recorded by whichever of verify or webhook saw it first: the one
 * that paid its order, or one the shop could not take and returned in full (a second payment,
 * or one that came after its checkout was let go and its units or coupon use were gone).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    razorpayPaymentId: text().notNull().unique(),
    razorpayOrderId: text().notNull(),
    amount: integer().notNull(),
    source: text({ enum: PAYMENT_SOURCES }).notNull(),
    outcome: text().$type<PaymentOutcome>().notNull().default('paid'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.outcome} = 'paid'`),
    index('payments_order_idx').on(t.orderId),
    check('payments_source', sql`${t.source} in ('checkout', 'webhook')`),
    check(
      'payments_outcome',
      sql.raw(`outcome in (${PAYMENT_OUTCOMES.map((o) => `'${o}'`).join(', ')})`),
    ),
  ],
)

/** Every webhook event applied, by Razorpay's event id, so a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  event: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** The last order number handed out per IST day, so numbers read KV-20261122-0001, -0002, ... */
export const orderNumberCounters = pgTable('order_number_counters', {
  day: text().primaryKey(),
  last: integer().notNull(),
})

/**
 * Money sent back through Razorpay's Refunds API. The idempotency key is made before the call, so a
 * retry after a timeout asks Razorpay for the same refund, never a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    razorpayPaymentId: text().notNull(),
    /** Razorpay's rfnd_… id, once Razorpay has answered. */
    razorpayRefundId: text().unique(),
    idempotencyKey: text().notNull().unique(),
    amount: integer().notNull(),
    reason: text().notNull(),
    /** A payment returned whole, which never counted toward its order: no credit note, no figures move. */
    returnsPayment: boolean().notNull().default(false),
    /** The return whose lines it pays back; its credit note credits those lines. */
    returnId: uuid().references(() => returns.id, { onDelete: 'restrict' }),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    requestedBy: text().$type<OrderActor>().notNull(),
    processedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_requested_by', sql`${t.requestedBy} in ('shopper', 'staff', 'system')`),
  ],
)

export type Refund = typeof refunds.$inferSelect
