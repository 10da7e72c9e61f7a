import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { PAYMENT_SOURCES } from '#domain/payment.ts'
import { orders } from './orders.ts'

/** A captured Razorpay payment; one per order, whichever of verify or webhook saw it first. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    razorpayPaymentId: text().notNull().unique(),
    razorpayOrderId: text().notNull(),
    amount: integer().notNull(),
    source: text({ enum: PAYMENT_SOURCES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payments_source', sql`${t.source} in ('checkout', 'webhook')`)],
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
