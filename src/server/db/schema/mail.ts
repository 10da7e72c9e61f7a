import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { StaffNoticeKind } from '#domain/staff-notices.ts'
import { users } from './accounts.ts'

/**
 * Every mail the shop sends, written in the same transaction as the change that causes it and
 * sent by the mail worker; sent rows are swept after a few days.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Logged next to the mail in file mode only (e.g. a one-time code). */
    logHint: jsonb().$type<Record<string, string>>(),
    /** Extra headers, e.g. a marketing mail's List-Unsubscribe (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    /** A marketing mail's shopper: it is dropped unsent if they withdraw their consent first. */
    consentUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** A notice to staff (decision 039): one failing to send tells nobody, or it could loop. */
    staffNotice: text().$type<StaffNoticeKind>(),
    /** A mail that goes at most once, e.g. a day's digest to one address; others pass null. */
    dedupeKey: text().unique('mail_outbox_dedupe_key_unique'),
    /** Sends begun, counted when a worker claims the row. */
    attempts: integer().notNull().default(0),
    /** When the row is due; a worker pushes it forward while it sends (its lease). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_sent_idx').on(t.sentAt),
    index('mail_outbox_consent_user_idx')
      .on(t.consentUserId)
      .where(sql`${t.sentAt} is null`),
  ],
)

export type OutboxMail = typeof mailOutbox.$inferSelect
export type NewOutboxMail = typeof mailOutbox.$inferInsert
