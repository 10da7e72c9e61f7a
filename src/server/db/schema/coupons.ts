import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { COUPON_TYPES } from '#domain/coupon/rules.ts'
import { users } from './accounts.ts'
import { orders } from './orders.ts'

export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    type: text({ enum: COUPON_TYPES }).notNull(),
    /** Paise off for flat coupons; the percentage for percentage coupons. */
    value: integer().notNull(),
    /** The smallest tax-inclusive subtotal, in paise, the coupon applies to. */
    minCartValue: integer().notNull().default(0),
    maxUsage: integer(),
    /** Paid orders that used the coupon. */
    usageCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_created_at_idx').on(t.createdAt),
    check('coupons_type', sql`${t.type} in ('flat', 'percentage')`),
    check('coupons_value', sql`${t.value} >= 1`),
    check('coupons_percentage_max', sql`${t.type} = 'flat' or ${t.value} <= 100`),
    check('coupons_min_cart', sql`${t.minCartValue} >= 0`),
    check('coupons_max_usage', sql`${t.maxUsage} is null or ${t.maxUsage} >= 1`),
    check('coupons_usage_count', sql`${t.usageCount} >= 0`),
  ],
)

export type RedemptionStatus = 'held' | 'redeemed' | 'released'

/** One order's use of a coupon: held while unpaid, redeemed once paid, released if it expires. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<RedemptionStatus>().notNull().default('held'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_status_idx').on(t.couponId, t.status),
    check('coupon_redemptions_status', sql`${t.status} in ('held', 'redeemed', 'released')`),
  ],
)

export type Coupon = typeof coupons.$inferSelect
export type NewCoupon = typeof coupons.$inferInsert
