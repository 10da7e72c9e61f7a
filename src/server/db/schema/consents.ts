import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ConsentPurpose, ConsentSource } from '#domain/consents.ts'
import { users } from './accounts.ts'

/**
 * Every consent given or withdrawn, with when and where: the record the DPDP Act asks a shop to be
 * able to show. The current choice is on `users` (`whatsapp_updates`, `marketing_emails`).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<ConsentPurpose>().notNull(),
    granted: boolean().notNull(),
    source: text().$type<ConsentSource>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_events_user_idx').on(t.userId, t.createdAt),
    check('consent_events_purpose', sql`${t.purpose} in ('whatsappUpdates', 'marketingEmails')`),
    check('consent_events_source', sql`${t.source} in ('profile', 'checkout', 'unsubscribe_link')`),
  ],
)
