import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  RETURN_RESOLUTIONS,
  type ReturnReason,
  type ReturnResolution,
} from '#domain/order/refund-policy.ts'
import {
  PAYOUT_METHODS,
  type PayoutMethod,
  RETURN_CONDITIONS,
  RETURN_PICKUPS,
  RETURN_STATUSES,
  type ReturnCondition,
  type ReturnPickup,
  type ReturnStatus,
} from '#domain/order/returns.ts'
import { orderItems, orders } from './orders.ts'
import { productVariants } from './variants.ts'

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${listed(values)})`)
const noneOrOneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} is null or ${column} in (${listed(values)})`)

/**
 * A shopper sending lines of a delivered order back (decision 029), for their money or the same
 * product in another variant, from the request to its close. Money columns are paise.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order's number and the return's count on it, e.g. KV-20261126-0003-R1. */
    number: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text().$type<ReturnStatus>().notNull().default('requested'),
    reason: text().$type<ReturnReason>().notNull(),
    resolution: text().$type<ReturnResolution>().notNull(),
    /** The variant sent instead, held from the request, and its label as the shopper chose it. */
    exchangeVariantId: uuid().references((): AnyPgColumn => productVariants.id, {
      onDelete: 'set null',
    }),
    exchangeLabel: text(),
    comment: text(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    pickup: text().$type<ReturnPickup>(),
    rejectReason: text(),
    condition: text().$type<ReturnCondition>(),
    writeOffReason: text(),
    /** What goes back: the lines' amounts for a refund, 0 for an exchange. */
    refundAmount: integer().notNull().default(0),
    /** A cash-on-delivery order's refund, paid outside Razorpay. */
    payoutMethod: text().$type<PayoutMethod>(),
    payoutReference: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    pickedUpAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.requestedAt),
    check('returns_status', oneOf('status', RETURN_STATUSES)),
    check('returns_resolution', oneOf('resolution', RETURN_RESOLUTIONS)),
    check(
      'returns_exchange',
      sql`(${t.resolution} = 'exchange') = (${t.exchangeLabel} is not null)`,
    ),
    check('returns_pickup', noneOrOneOf('pickup', RETURN_PICKUPS)),
    check('returns_condition', noneOrOneOf('condition', RETURN_CONDITIONS)),
    check('returns_payout_method', noneOrOneOf('payout_method', PAYOUT_METHODS)),
    check('returns_refund_amount', sql`${t.refundAmount} >= 0`),
  ],
)

export type Return = typeof returns.$inferSelect

/** The units of each order line a return sends back, and what they are worth. */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /** The units' price less their share of the coupon, in paise. */
    amount: integer().notNull(),
  },
  (t) => [
    unique('return_items_line_once').on(t.returnId, t.orderItemId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
    check('return_items_amount', sql`${t.amount} >= 0`),
  ],
)

export type ReturnItem = typeof returnItems.$inferSelect
