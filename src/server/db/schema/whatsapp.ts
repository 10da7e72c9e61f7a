import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { WhatsAppStatus, WhatsAppTemplate } from '#domain/whatsapp.ts'
import { users } from './accounts.ts'
import { orders } from './orders.ts'

/**
 * Every WhatsApp update, written in the transaction of the order step it tells of and sent by the
 * WhatsApp worker; the webhook's reports move its status on.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 91 and the 10-digit number, as the Cloud API takes it. */
    recipient: text().notNull(),
    template: text().$type<WhatsAppTemplate>().notNull(),
    parameters: jsonb().$type<string[]>().notNull(),
    status: text().$type<WhatsAppStatus>().notNull().default('queued'),
    /** The Cloud API's id for the message (`wamid.…`), once accepted. */
    messageId: text().unique(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the webhook last moved its status. */
    statusAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('whatsapp_outbox_order_idx').on(t.orderId),
    check(
      'whatsapp_outbox_status',
      sql`${t.status} in ('queued', 'skipped', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
)

export type WhatsAppOutboxRow = typeof whatsappOutbox.$inferSelect
