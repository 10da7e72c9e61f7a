import { relations, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull().unique(),
    phone: text(),
    avatar: text(),
    passwordHash: text(),
    googleSubject: text().unique(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    isAdmin: boolean().notNull().default(false),
    totalSpent: bigint({ mode: 'number' }).notNull().default(0),
    joinDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the shopper closed the account (decision 032). The row stays as a tombstone for the
     * orders and invoices the tax law keeps: no name, email, phone or way to sign in.
     */
    erasedAt: timestamp({ withTimezone: true }),
    /** The shopper's current consents; how each was given or withdrawn is in `consent_events`. */
    whatsappUpdates: boolean().notNull().default(false),
    marketingEmails: boolean().notNull().default(false),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_total_spent_non_negative', sql`${t.totalSpent} >= 0`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)

/**
 * What a register asked for (name and password), kept apart from `users` until the code mailed for
 * it is verified, so a registration never changes an account. The registrant's browser holds the
 * token whose hash is stored here, and only that browser can verify this registration's codes.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.email, t.createdAt),
    index('pending_registrations_created_at_idx').on(t.createdAt),
  ],
)

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    purpose: text({ enum: ['verify-email', 'reset-password', 'erase-account'] }).notNull(),
    codeHash: text().notNull(),
    /** The registration a verification code was sent for; null for reset codes. */
    registrationId: uuid().references(() => pendingRegistrations.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    check(
      'one_time_codes_purpose',
      sql`${t.purpose} in ('verify-email', 'reset-password', 'erase-account')`,
    ),
  ],
)

export const usersRelations = relations(users, ({ many }) => ({ sessions: many(sessions) }))
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type OneTimeCode = typeof oneTimeCodes.$inferSelect
export type PendingRegistration = typeof pendingRegistrations.$inferSelect
