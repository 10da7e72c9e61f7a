// The catalogue as shoppers see it: filtered, sorted, paginated lists and single products.
import type { z } from 'zod'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { sortByText } from '#domain/collation.ts'
import { PRODUCT_COUNT_CAP } from '#domain/product/catalogue.ts'
import type { ProductListQuery } from '#domain/product/catalogue-query.ts'
import type { GalleryCategory, GalleryImage as ApiGalleryImage } from '#domain/gallery.ts'
import type { ProductListResponseSchema, ProductSchema } from '#domain/product/product.ts'
import { isUuid } from '#domain/product/product-id.ts'
import { productInStock, shopperPrices } from '#domain/product/variant.ts'
import type { ProductReview } from '#domain/review.ts'
import type { Db } from '../db/client.ts'
import {
  PRODUCT_VARIANTS,
  SELLABLE,
  type ShownVariant,
  toApiVariant,
  variantsByProduct,
} from './product-variants.ts'
import type { SearchLexicon } from '#domain/product/search-plan.ts'
import {
  loadSearchLexicon,
  readSearch,
  relevance,
  type SearchTerm,
  searchMatches,
} from './catalogue-search.ts'
import {
  type GalleryImage,
  galleryImages,
  orderItems,
  phoneModels,
  type Product,
  products,
  productVariants,
  reviews,
  users,
} from '../db/schema/index.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type ApiProduct = z.output<typeof ProductSchema>
type ProductListResponse = z.output<typeof ProductListResponseSchema>

/** What the shop reads of a product: not its search text or when it was last edited. */
const SHOWN = {
  id: products.id,
  slug: products.slug,
  options: products.options,
  name: products.name,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  price: products.price,
  originalPrice: products.originalPrice,
  gstRate: products.gstRate,
  hsnCode: products.hsnCode,
  image: products.image,
  features: products.features,
  coloredTags: products.coloredTags,
  rating: products.rating,
  reviewCount: products.reviewCount,
  inStock: products.inStock,
  isNewProduct: products.isNewProduct,
  isGift: products.isGift,
  isFeatured: products.isFeatured,
  isOnSale: products.isOnSale,
  isTopRated: products.isTopRated,
  createdAt: products.createdAt,
}
type ShownProduct = Pick<Product, keyof typeof SHOWN>

/** A product as shoppers see it, priced and stocked by its variants. */
export function toApiProduct(row: ShownProduct, variants: ShownVariant[]): ApiProduct {
  const prices = shopperPrices(row, variants)
  return {
    id: row.id,
    _id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    category: row.category as ApiProduct['category'],
    subcategory: row.subcategory as ApiProduct['subcategory'],
    price: prices.price,
    originalPrice: prices.originalPrice,
    gstRate: row.gstRate,
    hsnCode: row.hsnCode,
    image: row.image,
    features: row.features,
    coloredTags: row.coloredTags,
    rating: row.rating,
    reviews: row.reviewCount,
    inStock: productInStock(row, variants),
    isNewProduct: row.isNewProduct,
    isGift: row.isGift,
    isFeatured: row.isFeatured,
    isOnSale: row.isOnSale,
    isTopRated: row.isTopRated,
    createdAt: row.createdAt.toISOString(),
    options: row.options,
    variants: variants.map((variant) => toApiVariant(row, variant)),
  }
}

export async function toApiProductWithVariants(db: Db, row: ShownProduct): Promise<ApiProduct> {
  return toApiProduct(row, (await variantsByProduct(db, [row.id])).get(row.id) ?? [])
}

/** The product as its page shows it: with its description and every picture, the main one first. */
export async function toApiProductDetail(db: Db, row: Product) {
  return {
    ...(await toApiProductWithVariants(db, row)),
    description: row.description,
    images: [row.image, ...row.moreImages],
  }
}

/**
 * The product has a variant (for this phone model, when given) that can still be sold, or any.
 * Shoppers don't find products by an inactive model: it is hidden from them.
 */
function hasVariant({ model, sellable }: { model?: string; sellable: boolean }): SQL {
  const v = productVariants
  return sql`exists (select 1 from ${v}${model ? sql` inner join ${phoneModels} on ${phoneModels.id} = ${v.phoneModelId}` : sql``} where ${v.productId} = ${products.id}${model ? sql` and ${phoneModels.slug} = ${model}` : sql``}${model && sellable ? sql` and ${phoneModels.active}` : sql``}${sellable ? sql` and ${SELLABLE}` : sql``})`
}

/**
 * A list query with its search read (and corrected) against the catalogue's words, and the phone
 * model the search names, if any.
 */
type ReadQuery = ProductListQuery & { terms: SearchTerm[]; searchModel?: string }

function conditions(query: ReadQuery, includeOutOfStock: boolean): SQL[] {
  const where: SQL[] = []
  // Asking for products by id is how a cart learns that one went out of stock.
  if (query.ids) where.push(inArray(products.id, query.ids))
  else if (!includeOutOfStock) {
    // What a shopper can buy: switched on by staff, with a unit left (for their phone, if chosen).
    where.push(eq(products.inStock, true), eq(products.hasStock, true))
    if (query.model) where.push(hasVariant({ model: query.model, sellable: true }))
  }
  if (query.model && (query.ids || includeOutOfStock)) {
    where.push(hasVariant({ model: query.model, sellable: false }))
  }
  // A model named in the search narrows the list as `?model=` does.
  if (query.searchModel && query.searchModel !== query.model) {
    const sellable = !query.ids && !includeOutOfStock
    where.push(hasVariant({ model: query.searchModel, sellable }))
  }
  if (query.category) where.push(eq(products.category, query.category))
  if (query.subcategory) where.push(eq(products.subcategory, query.subcategory))
  if (query.filter === 'new') where.push(eq(products.isNewProduct, true))
  if (query.filter === 'gifts') where.push(eq(products.isGift, true))
  if (query.brand) where.push(sql`lower(${products.brand}) = ${query.brand.toLowerCase()}`)
  where.push(...searchMatches(query.terms))
  if (query.minRating !== undefined) where.push(gte(products.rating, query.minRating))
  // Shoppers filter by the price they see: the variant shown, with the product's GST.
  if (query.minPrice !== undefined) where.push(gte(products.shelfPrice, query.minPrice))
  if (query.maxPrice !== undefined) where.push(lte(products.shelfPrice, query.maxPrice))
  return where
}

const SORT_COLUMNS = {
  name: [products.name],
  price: [products.shelfPrice],
  rating: [products.rating, products.reviewCount],
  createdAt: [products.createdAt],
} as const

function ordering({ sortBy, sortOrder, terms }: ReadQuery): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc
  if (sortBy === 'relevance') {
    const rank = relevance(terms)
    // With nothing to rank by, the newest first, as the shop lists by default.
    return rank
      ? [desc(rank), asc(products.name), asc(products.id)]
      : [desc(products.createdAt), asc(products.id)]
  }
  return [...SORT_COLUMNS[sortBy].map((column) => direction(column)), asc(products.id)]
}

/** What a search is read with: loaded from the database each time unless a cache keeps it. */
export type LexiconSource = () => Promise<SearchLexicon>

export async function readQuery(
  db: Db,
  query: ProductListQuery,
  lexicon: LexiconSource = () => loadSearchLexicon(db),
): Promise<ReadQuery> {
  if (!query.search) return { ...query, terms: [] }
  const read = await readSearch(db, query.search, await lexicon())
  return { ...query, terms: read.terms, ...(read.model ? { searchModel: read.model } : {}) }
}

/** A page past the cap, each product with its variants. */
function productPageQuery(db: Db, query: ReadQuery, includeOutOfStock = false) {
  return db
    .select({ ...SHOWN, variants: PRODUCT_VARIANTS })
    .from(products)
    .where(and(...conditions(query, includeOutOfStock)))
    .orderBy(...ordering(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

/**
 * Keeps a list's first matches by their query's text (the catalogue cache's `matches`), or reads
 * them each time.
 */
export type MatchesMemo = (key: string, read: () => Promise<string[]>) => Promise<string[]>
const readEachTime: MatchesMemo = (_key, read) => read()

/**
 * A list is read as the ids of its first matches in order, up to one past the cap: they count it
 * and give every page within the cap, so a shopper paging through a search or changing the page
 * size reads only the page's own products. A page past the cap is read with OFFSET.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery,
  includeOutOfStock = false,
  memo: MatchesMemo = readEachTime,
  lexicon?: LexiconSource,
): Promise<ProductListResponse> {
  const read = await readQuery(db, query, lexicon)
  const matches = await firstMatches(db, read, includeOutOfStock, memo)
  const offset = (query.page - 1) * query.limit
  const more = matches.length > PRODUCT_COUNT_CAP
  let rows: Awaited<ReturnType<typeof productPageQuery>>
  let total: number
  if (!more || offset + query.limit <= PRODUCT_COUNT_CAP) {
    rows = await productsInOrder(db, matches.slice(offset, offset + query.limit))
    total = Math.min(matches.length, PRODUCT_COUNT_CAP)
  } else {
    rows = await productPageQuery(db, read, includeOutOfStock)
    // A page with room left is the last one, so it says how many there are.
    total = rows.length < query.limit && rows.length > 0 ? offset + rows.length : PRODUCT_COUNT_CAP
  }
  const totalCapped = more && total === PRODUCT_COUNT_CAP
  return {
    products: rows.map(({ variants, ...row }) => toApiProduct(row, variants)),
    total,
    totalCapped,
    page: query.page,
    limit: query.limit,
  }
}

/** The ids of a list's matches in its order, up to one past the cap: apart, so a test can ask how it runs. */
export function matchesQuery(db: Db, query: ReadQuery, includeOutOfStock = false) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions(query, includeOutOfStock)))
    .orderBy(...ordering(query))
    .limit(PRODUCT_COUNT_CAP + 1)
}

/** The list's first matches, kept by `memo` under their query's own SQL (no page in it). */
function firstMatches(
  db: Db,
  query: ReadQuery,
  includeOutOfStock: boolean,
  memo: MatchesMemo,
): Promise<string[]> {
  const matches = matchesQuery(db, query, includeOutOfStock)
  const { sql: text, params } = matches.toSQL()
  return memo(`${text} ${JSON.stringify(params)}`, async () => (await matches).map((row) => row.id))
}

/** These products with their variants, in the order given (one removed since is left out). */
async function productsInOrder(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ ...SHOWN, variants: PRODUCT_VARIANTS })
    .from(products)
    .where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The brands of what a shopper can buy, in the order the browser sorts its own list of them. */
export async function listBrands(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(and(eq(products.inStock, true), eq(products.hasStock, true)))
  return sortByText(rows, (row) => row.brand).map((row) => row.brand)
}

/** The product at /product/<slug>, or by its id (the address it had before it had a slug). */
export async function findProduct(db: Db, slugOrId: string): Promise<Product | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(isUuid(slugOrId) ? eq(products.id, slugOrId) : eq(products.slug, slugOrId))
  return row
}

export function toApiGalleryImage(image: GalleryImage): ApiGalleryImage {
  return {
    _id: image.id,
    url: image.url,
    // The table's check constraint holds it to GALLERY_CATEGORIES.
    category: image.category as GalleryCategory,
    order: image.sortOrder,
    createdAt: image.createdAt.toISOString(),
  }
}

export async function galleryFor(db: Db, category: string) {
  const rows = await db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.category, category))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.createdAt))
  return rows.map(toApiGalleryImage)
}

/** The newest approved reviews of a product, with the reviewer's name and the options they bought. */
export async function approvedReviews(
  db: Db,
  productId: string,
  limit = 50,
): Promise<ProductReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      userName: users.name,
      createdAt: reviews.createdAt,
      // The order's lines of this product: one, or several options bought at once.
      bought: sql<string | null>`(
        select string_agg(distinct ${orderItems.productSnapshot}->>'variant', ', ')
        from ${orderItems}
        where ${orderItems.orderId} = ${reviews.orderId}
          and ${orderItems.productId} = ${reviews.productId}
          and ${orderItems.productSnapshot}->>'variant' <> ''
      )`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt))
    .limit(limit)
  return rows.map((r) => ({
    _id: r.id,
    rating: r.rating,
    comment: r.comment,
    userName: r.userName,
    createdAt: r.createdAt.toISOString(),
    bought: r.bought,
  }))
}
