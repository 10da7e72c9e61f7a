import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { InvoiceDocument, InvoiceKind } from '#domain/invoice/document.ts'
import { orders } from './orders.ts'
import { refunds } from './payments.ts'

/**
 * GST tax invoices and credit notes, numbered once and never changed: the document is frozen as
 * issued, so a later change to the seller's config or the product doesn't rewrite it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text().$type<InvoiceKind>().notNull(),
    number: text().notNull().unique(),
    /** April to March, e.g. '2026-27'. */
    financialYear: text().notNull(),
    /** For a credit note: the refund it records. */
    refundId: uuid()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    total: integer().notNull(),
    document: jsonb().$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_number_length', sql`length(${t.number}) <= 16`),
  ],
)

/** The last serial number handed out per series (invoice, credit note) and financial year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
)

export type Invoice = typeof invoices.$inferSelect
