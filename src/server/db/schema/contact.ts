import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ContactStatus, QueryType } from '#domain/contact.ts'
import { users } from './accounts.ts'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    queryType: text().$type<QueryType>().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().$type<ContactStatus>().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    check(
      'contact_messages_query_type',
      sql`${t.queryType} in ('general', 'support', 'product', 'order', 'refund', 'other')`,
    ),
    check(
      'contact_messages_status',
      sql`${t.status} in ('new', 'in-progress', 'resolved', 'closed')`,
    ),
  ],
)

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    contactId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reply: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_contact_idx').on(t.contactId)],
)

export type ContactMessage = typeof contactMessages.$inferSelect
export type NewContactMessage = typeof contactMessages.$inferInsert
