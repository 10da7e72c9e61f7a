import { relations, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
import type { OrderAddress, ProductSnapshot } from '#domain/order/responses.ts'
import type { PaymentMethod } from '#domain/order/payment-method.ts'
import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentIssue,
  type PaymentStatus,
} from '#domain/order/status.ts'
import type { ReviewStatus } from '#domain/review.ts'
import { DEFAULT_GST_RATE } from '#domain/gst.ts'
import {
  ORDER_EVENT_KINDS,
  type OrderEventDetail,
  type OrderEventKind,
} from '#domain/order/timeline.ts'
import { users } from './accounts.ts'
import { products } from './catalogue.ts'
import { productVariants } from './variants.ts'

/**
 * Checkout attempts and the orders they become (decision 020): a row is an attempt until it is
 * placed (paid online, or confirmed for cash on delivery), when it takes its order number.
 * Money columns are integer paise; the figures are the server's own calculation at checkout.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Given when the attempt is placed, so order numbers run without gaps. */
    orderNumber: text().unique(),
    placedAt: timestamp({ withTimezone: true }),
    /** What the attempt was made of (lines, address, billing, coupon, method), to find it again. */
    checkoutKey: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('pending'),
    paymentMethod: text().$type<PaymentMethod>().notNull().default('online'),
    subtotal: integer().notNull(),
    tax: integer().notNull(),
    shipping: integer().notNull(),
    discount: integer().notNull().default(0),
    /** The cash-on-delivery fee, tax included; 0 for an order paid online. */
    codFee: integer().notNull().default(0),
    total: integer().notNull(),
    /** bigint: original prices can make 'You Saved' far larger than the order itself. */
    savings: bigint({ mode: 'number' }).notNull().default(0),
    couponCode: text(),
    shippingAddress: jsonb().$type<OrderAddress>().notNull(),
    /** Who carries the parcel, named when it is dispatched. */
    courier: text(),
    trackingNumber: text(),
    notes: text(),
    /** A business buyer's name and GSTIN for the tax invoice; absent for a consumer. */
    billingName: text(),
    billingGstin: text(),
    /** Paise going back to the shopper: refunds pending or processed, never failed ones. */
    refundedAmount: integer().notNull().default(0),
    razorpayOrderId: text().unique(),
    /** Set when a payment for the order needs staff to look (e.g. the amount paid differs). */
    paymentIssue: text().$type<PaymentIssue>(),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_open_attempts_idx')
      .on(t.userId, t.checkoutKey)
      .where(sql`${t.placedAt} is null and ${t.status} = 'pending'`),
    check('orders_placed_numbered', sql`${t.placedAt} is null or ${t.orderNumber} is not null`),
    check(
      'orders_status',
      sql.raw(`status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'expired')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('online', 'cod')`),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
    check(
      'orders_refunded_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`,
    ),
    check(
      'orders_payment_issue',
      sql`${t.paymentIssue} is null or ${t.paymentIssue} in ('amount_mismatch', 'out_of_stock')`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    /** The variant sold; its reservation, sale and restock follow this line. */
    variantId: uuid().references((): AnyPgColumn => productVariants.id, { onDelete: 'set null' }),
    productSnapshot: jsonb().$type<ProductSnapshot>().notNull(),
    quantity: integer().notNull(),
    /** Pre-tax unit price in paise when the order was placed. */
    unitPrice: integer().notNull(),
    /** The tax-inclusive shelf price the shopper paid per unit, in paise. */
    unitDisplayPrice: integer().notNull(),
    /** The product's HSN code and GST rate (percent) when it was sold, for its invoice. */
    hsnCode: text().notNull(),
    gstRate: integer().notNull().default(DEFAULT_GST_RATE),
    /** Whether the order's coupon takes off this line: one limited to some categories doesn't all. */
    couponApplies: boolean().notNull().default(true),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_gst_rate', sql`${t.gstRate} between 0 and 100`),
  ],
)

/** The order's timeline: one row per step, shown to shopper and staff and mailed as it happens. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().$type<OrderEventKind>().notNull(),
    detail: jsonb().$type<OrderEventDetail>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check(
      'order_events_kind',
      sql.raw(`kind in (${ORDER_EVENT_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    status: text().$type<ReviewStatus>().notNull().default('approved'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_once_per_product_and_order').on(t.productId, t.orderId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`${t.comment} is null or length(${t.comment}) <= 200`),
    check('reviews_status', sql`${t.status} in ('approved', 'pending', 'rejected')`),
  ],
)

export const ordersRelations = relations(orders, ({ many, one }) => ({
  items: many(orderItems),
  events: many(orderEvents),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}))
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}))

export type Order = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type OrderItem = typeof orderItems.$inferSelect
export type Review = typeof reviews.$inferSelect
export type OrderEvent = typeof orderEvents.$inferSelect
