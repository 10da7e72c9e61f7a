// What the shop sells of each product: phone models, variants with their stock, and the stock ledger.
import { relations, sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { StockMovementKind } from '#domain/product/stock.ts'
import { LOW_STOCK_THRESHOLD, type VariantOptions } from '#domain/product/variant.ts'
import { users } from './accounts.ts'
import { products } from './catalogue.ts'
import { orders } from './orders.ts'

/**
 * The phone models staff keep (decision 022). A model's name and aliases differ from every other
 * model's, compared as `nameKey` does; the service checks that under one lock, as SQL can't.
 */
export const phoneModels = pgTable(
  'phone_models',
  {
    id: uuid().primaryKey().defaultRandom(),
    brand: text().notNull(),
    /** The line within the brand, e.g. "Galaxy A" or "Nord". */
    series: text().notNull(),
    /** As variants' "Phone model" option says it, e.g. "Galaxy S24 FE". */
    name: text().notNull(),
    /** Given once, never changed: the model's address, /shop/phone/<slug>. */
    slug: text().notNull().unique(),
    /** Other names shoppers and staff know it by, e.g. "S24 FE" and "SM-S721". */
    aliases: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releaseYear: integer().notNull(),
    /** Inactive models are hidden from shoppers and from new variants; old variants keep theirs. */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_models_brand_year_idx').on(t.brand, t.releaseYear),
    check('phone_models_release_year', sql`${t.releaseYear} between 2000 and 2100`),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    /** The variant's value of each of its product's options, e.g. `{ "Phone model": "iPhone 16" }`. */
    options: jsonb().$type<VariantOptions>().notNull().default({}),
    /** The phone model its "Phone model" option names, so one model is found across products. */
    phoneModelId: uuid().references(() => phoneModels.id, { onDelete: 'restrict' }),
    /** Units on hand; null when the shop does not count them. */
    stock: integer(),
    /** Units held by orders not yet paid. */
    reserved: integer().notNull().default(0),
    /** Pre-tax paise, when the variant costs other than its product. */
    priceOverride: integer(),
    originalPriceOverride: integer(),
    image: text(),
    lowStockThreshold: integer().notNull().default(LOW_STOCK_THRESHOLD),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_phone_model_idx').on(t.phoneModelId),
    check('product_variants_stock', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('product_variants_reserved', sql`${t.reserved} >= 0`),
    check(
      'product_variants_reserved_within_stock',
      sql`${t.stock} is null or ${t.reserved} <= ${t.stock}`,
    ),
    check(
      'product_variants_price_override',
      sql`${t.priceOverride} is null or ${t.priceOverride} > 0`,
    ),
    check(
      'product_variants_original_price_override',
      sql`${t.originalPriceOverride} is null or ${t.originalPriceOverride} >= 0`,
    ),
    check('product_variants_low_stock_threshold', sql`${t.lowStockThreshold} >= 0`),
  ],
)

/** Every change to a variant's stock or reservations, with who or what made it. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    kind: text().$type<StockMovementKind>().notNull(),
    /** Units added to (or, negative, taken from) `reserved` or `stock`, as the kind says. */
    delta: integer().notNull(),
    reason: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_delta', sql`${t.delta} <> 0`),
    check(
      'stock_movements_kind',
      sql`${t.kind} in ('reservation', 'release', 'sale', 'restock', 'adjustment')`,
    ),
  ],
)

/**
 * A shopper waiting for a sold-out variant. Mailed once, when units are counted in, which ends the
 * request (`notifiedAt`); one open request per variant and address.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased, as accounts keep theirs. */
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_one_open_per_address')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_email_idx').on(t.email),
  ],
)

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
  phoneModel: one(phoneModels, {
    fields: [productVariants.phoneModelId],
    references: [phoneModels.id],
  }),
}))

export type PhoneModelRow = typeof phoneModels.$inferSelect
export type NewPhoneModel = typeof phoneModels.$inferInsert
export type ProductVariant = typeof productVariants.$inferSelect
export type NewProductVariant = typeof productVariants.$inferInsert
export type StockMovement = typeof stockMovements.$inferSelect
export type NewStockMovement = typeof stockMovements.$inferInsert
export type StockAlert = typeof stockAlerts.$inferSelect
