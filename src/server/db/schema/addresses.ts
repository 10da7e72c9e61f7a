// The addresses shoppers keep for checkout.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { IndianState } from '#domain/india.ts'
import { users } from './accounts.ts'

/** At most ten per shopper (the service counts under a per-shopper lock), one of them the default. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** 10 digits, as checkout keeps a phone number. */
    phone: text().notNull(),
    address: text().notNull(),
    landmark: text().notNull().default(''),
    city: text().notNull(),
    state: text().$type<IndianState>().notNull(),
    pincode: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('user_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('user_addresses_phone', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('user_addresses_pincode', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
)

export type UserAddress = typeof userAddresses.$inferSelect
export type NewUserAddress = typeof userAddresses.$inferInsert
