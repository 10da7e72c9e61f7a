// The carts signed-in shoppers leave, and the reminders mailed about them (decision 034).
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { KeptLine } from '#domain/cart/server-cart.ts'
import { users } from './accounts.ts'

/** One per shopper: the lines their browser last sent, and how far its reminders have gone. */
export const carts = pgTable(
  'carts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb().$type<KeptLine[]>().notNull().default([]),
    /** When the lines last changed; a browser sending the same lines again doesn't move it. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Reminders mailed since the shopper last bought: 0, 1 or 2. */
    remindersSent: smallint().notNull().default(0),
    lastRemindedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('carts_waiting_idx')
      .on(t.updatedAt)
      .where(sql`jsonb_array_length(${t.lines}) > 0`),
    check('carts_reminders_sent', sql`${t.remindersSent} between 0 and 2`),
  ],
)

/**
 * Every reminder mailed: the lines it named (what its restore link fills a cart with), the hashes
 * of its restore and unsubscribe tokens, and what the lines were worth, for the staff's figures.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: smallint().notNull(),
    lines: jsonb().$type<KeptLine[]>().notNull(),
    /** The lines at the shelf prices when the mail was written, paise. */
    value: integer().notNull(),
    restoreTokenHash: text().notNull().unique(),
    unsubscribeTokenHash: text().notNull().unique(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_reminders_sent_idx').on(t.sentAt),
    index('cart_reminders_user_idx').on(t.userId, t.sentAt),
    check('cart_reminders_number', sql`${t.number} in (1, 2)`),
  ],
)

export type Cart = typeof carts.$inferSelect
export type CartReminder = typeof cartReminders.$inferSelect
