import { sql } from 'drizzle-orm'
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { STAFF_NOTICE_KINDS, type StaffNoticeKind } from '#domain/staff-notices.ts'
import { users } from './accounts.ts'

/**
 * The staff notices an admin turned off (decision 039). Kept as what is off, so an admin hears of
 * every kind by default, a kind added later included.
 */
export const staffNoticeOptOuts = pgTable(
  'staff_notice_opt_outs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<StaffNoticeKind>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'staff_notice_opt_outs_kind',
      sql.raw(`kind in (${STAFF_NOTICE_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
)
