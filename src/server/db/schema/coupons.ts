import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { COUPON_TYPES } from '#domain/coupon/rules.ts'
import type { Category } from '#domain/product/catalogue.ts'
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
    /** The first and last IST calendar days it may be used; null for open. */
    validFrom: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    firstOrderOnly: boolean().notNull().default(false),
    /** How many of one shopper's orders may use it; null for no limit. */
    perCustomerLimit: integer(),
    /** The categories whose lines it takes off; empty for the whole cart. */
    categories: text().array().$type<Category[]>().notNull().default([]),
    /** The most a percentage coupon takes off, in paise; null for no cap. */
    maxDiscount: integer(),
    /** Whether the cart offers it to every shopper who may use it. */
    showInCart: boolean().notNull().default(false),
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
    check(
      'coupons_dates',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validFrom} <= ${t.validUntil}`,
    ),
    check(
      'coupons_categories',
      sql`${t.categories} <@ array['cases', 'tempered-glass', 'chargers', 'accessories', 'work-essentials']`,
    ),
    check('coupons_per_customer', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
    check(
      'coupons_max_discount',
      sql`${t.maxDiscount} is null or (${t.type} = 'percentage' and ${t.maxDiscount} >= 1)`,
    ),
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
