import { sql } from 'drizzle-orm'
import { check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { IndianState } from '#domain/india.ts'
import { users } from './accounts.ts'

/**
 * The shop's one seller profile: who sells (invoices), how shoppers reach it (footer, contact
 * page, mails) and its grievance officer. One row, filled from the environment at start until
 * staff save it in admin, and theirs from then on.
 */
export const shopProfile = pgTable(
  'shop_profile',
  {
    id: smallint().primaryKey().default(1),
    legalName: text().notNull(),
    /** The registered office as it is printed: one line per line. */
    address: text().notNull(),
    state: text().$type<IndianState>().notNull(),
    gstin: text().notNull(),
    /** A company's Corporate Identity Number; none for a proprietor or a partnership. */
    cin: text(),
    supportPhone: text().notNull(),
    supportEmail: text().notNull(),
    supportHours: text().notNull(),
    grievanceOfficerName: text().notNull(),
    grievanceOfficerDesignation: text().notNull(),
    grievanceOfficerEmail: text().notNull(),
    /** When staff last saved it in admin; null while it holds the environment's values. */
    savedAt: timestamp({ withTimezone: true }),
    savedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('shop_profile_one_row', sql`${t.id} = 1`)],
)

export type ShopProfileRow = typeof shopProfile.$inferSelect
