import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { DEFAULT_GST_RATE } from '#domain/gst.ts'
import { PRODUCT_LIMITS } from '#domain/product/admin-products.ts'
import { DESCRIPTION_MAX } from '#domain/product/description.ts'
import type { ColoredTag } from '#domain/product/product.ts'
import type { ProductOption } from '#domain/product/variant.ts'

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The product's address, /product/<slug>, from its brand and name: given by the database as
     * the product is added (migration 0029), unique, and never changed by a rename.
     */
    slug: text()
      .notNull()
      .unique()
      .$defaultFn(() => sql`default`),
    name: text().notNull(),
    brand: text().notNull(),
    category: text().notNull(),
    subcategory: text(),
    /** Pre-tax price in paise. */
    price: integer().notNull(),
    /** Pre-tax original price in paise, when the product is on sale. */
    originalPrice: integer(),
    image: text().notNull(),
    /** Pictures after the main one, in the order the product page shows them. */
    moreImages: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** How GST classifies the product, and its rate in percent (18 % by default). */
    hsnCode: text().notNull(),
    gstRate: integer().notNull().default(DEFAULT_GST_RATE),
    /** One packed unit's weight in grams; the category's default when not set. */
    weightGrams: integer(),
    /** Paragraphs and "-" lists as staff wrote them (domain/product/description.ts). */
    description: text(),
    features: jsonb().$type<string[]>().notNull().default([]),
    coloredTags: jsonb().$type<ColoredTag[]>().notNull().default([]),
    /** What the product varies by, in order; empty for a product sold as one variant. */
    options: jsonb().$type<ProductOption[]>().notNull().default([]),
    rating: doublePrecision().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    inStock: boolean().notNull().default(true),
    isNewProduct: boolean().notNull().default(false),
    isGift: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    isOnSale: boolean().notNull().default(false),
    isTopRated: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Pre-tax paise the shop shows the product at (its cheapest sellable variant's, else its
     * cheapest variant's: the domain's shopperPrices) and whether a variant can still be sold. Kept
     * by the triggers of migration 0013 as variants, stock and prices change, so lists filter and
     * sort on them through indexes at any catalogue size.
     */
    shopperPrice: integer().notNull().default(0),
    hasStock: boolean().notNull().default(false),
    /** The shelf price in paise: shopperPrice plus the product's GST, to the rupee. */
    shelfPrice: bigint({ mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`(round(${products.shopperPrice}::numeric * (100 + ${products.gstRate}) / 10000) * 100)::bigint`,
    ),
    /** Lower-cased text the shop's substring search runs over, indexed with trigrams. */
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        sql`lower(${products.name} || ' ' || ${products.brand} || ' ' || ${products.category} || ' ' || ${products.features}::text)`,
    ),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.subcategory),
    index('products_subcategory_idx').on(t.subcategory),
    index('products_flags_idx').on(t.inStock, t.isNewProduct, t.isGift, t.isFeatured),
    index('products_shelf_price_idx').on(t.shelfPrice),
    index('products_name_idx').on(t.name, t.id),
    index('products_rating_idx').on(t.rating),
    index('products_created_at_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'products_category',
      sql`${t.category} in ('cases', 'tempered-glass', 'chargers', 'accessories', 'work-essentials')`,
    ),
    check(
      'products_subcategory',
      sql`${t.subcategory} is null or (${t.category} = 'work-essentials' and ${t.subcategory} in ('laptop-accessories', 'desk-setup', 'cable-management', 'productivity-tools'))`,
    ),
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_more_images',
      sql`cardinality(${t.moreImages}) <= ${sql.raw(String(PRODUCT_LIMITS.pictures - 1))}`,
    ),
    check(
      'products_weight_positive',
      sql`${t.weightGrams} is null or ${t.weightGrams} between 1 and 30000`,
    ),
    check('products_original_price', sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    check('products_rating_range', sql`${t.rating} between 0 and 5`),
    check('products_gst_rate', sql`${t.gstRate} between 0 and 100`),
    check(
      'products_description_length',
      sql`char_length(${t.description}) <= ${sql.raw(String(DESCRIPTION_MAX))}`,
    ),
  ],
)

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    url: text().notNull(),
    category: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_images_category_order_idx').on(t.category, t.sortOrder),
    check(
      'gallery_images_category',
      sql`${t.category} in ('shop', 'new-arrivals', 'gifts', 'work-essentials')`,
    ),
  ],
)

/**
 * Every word of three letters or more in the products' search text (kept by migration 0013's
 * triggers), so a misspelt search word can be matched to the catalogue's own words by trigrams.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])

export type Product = typeof products.$inferSelect
export type NewProduct = typeof products.$inferInsert
export type GalleryImage = typeof galleryImages.$inferSelect
export type NewGalleryImage = typeof galleryImages.$inferInsert

/**
 * Words shoppers use for what the shop calls by another name ("mobile cover" for "case"), in
 * groups staff keep; a search holding one of the words looks for the shop's word too. Each word
 * belongs to one group, which the service checks under a lock.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid().primaryKey().defaultRandom(),
  /** The shop's word, lower-case: what the catalogue's names and features say. */
  term: text().notNull().unique(),
  /** The shoppers' words and phrases, lower-case. */
  words: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect
