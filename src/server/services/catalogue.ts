// The catalogue as shoppers see it: filtered, sorted, paginated lists and single products.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { paiseToRupees } from '#domain/money.ts'
import { preTaxBoundsForShelfRupees } from '#domain/pricing.ts'
import type { ProductListQuery } from '#domain/product/catalogue-query.ts'
import type { GalleryCategory, GalleryImage as ApiGalleryImage } from '#domain/gallery.ts'
import type { Product as ApiProduct, ProductListResponse } from '#domain/product/product.ts'
import { isUuid } from '#domain/product/product-id.ts'
import type { ProductReview } from '#domain/review.ts'
import type { Db } from '../db/client.ts'
import { escapeLike } from '../lib/escape-like.ts'
import {
  type GalleryImage,
  galleryImages,
  type Product,
  products,
  reviews,
  users,
} from '../db/schema/index.ts'

export function toApiProduct(row: Product): ApiProduct {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category as ApiProduct['category'],
    subcategory: row.subcategory as ApiProduct['subcategory'],
    price: paiseToRupees(row.price),
    originalPrice: row.originalPrice === null ? null : paiseToRupees(row.originalPrice),
    image: row.image,
    features: row.features,
    coloredTags: row.coloredTags,
    rating: row.rating,
    reviews: row.reviewCount,
    inStock: row.inStock,
    isNewProduct: row.isNewProduct,
    isGift: row.isGift,
    isFeatured: row.isFeatured,
    isOnSale: row.isOnSale,
    isTopRated: row.isTopRated,
    createdAt: row.createdAt.toISOString(),
  }
}

function conditions(query: ProductListQuery, includeOutOfStock: boolean): SQL[] {
  const where: SQL[] = []
  // Asking for products by id is how a cart learns that one went out of stock.
  if (query.ids) where.push(inArray(products.id, query.ids))
  else if (!includeOutOfStock) where.push(eq(products.inStock, true))
  if (query.category) where.push(eq(products.category, query.category))
  if (query.subcategory) where.push(eq(products.subcategory, query.subcategory))
  if (query.filter === 'new') where.push(eq(products.isNewProduct, true))
  if (query.filter === 'gifts') where.push(eq(products.isGift, true))
  if (query.brand) where.push(sql`lower(${products.brand}) = ${query.brand.toLowerCase()}`)
  if (query.search) where.push(ilike(products.searchText, `%${escapeLike(query.search)}%`))
  if (query.minRating !== undefined) where.push(gte(products.rating, query.minRating))
  const bounds = preTaxBoundsForShelfRupees(query.minPrice, query.maxPrice)
  if (bounds.min !== undefined) where.push(gte(products.price, bounds.min))
  if (bounds.max !== undefined) where.push(lte(products.price, bounds.max))
  return where
}

const SORT_COLUMNS = {
  name: [products.name],
  price: [products.price],
  rating: [products.rating, products.reviewCount],
  createdAt: [products.createdAt],
} as const

/** The page query itself, apart so a test can ask the database how it would run it. */
export function productPageQuery(db: Db, query: ProductListQuery, includeOutOfStock = false) {
  const direction = query.sortOrder === 'asc' ? asc : desc
  return db
    .select()
    .from(products)
    .where(and(...conditions(query, includeOutOfStock)))
    .orderBy(...SORT_COLUMNS[query.sortBy].map((column) => direction(column)), asc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  includeOutOfStock = false,
): Promise<ProductListResponse> {
  const where = and(...conditions(query, includeOutOfStock))
  const [rows, [totals]] = await Promise.all([
    productPageQuery(db, query, includeOutOfStock),
    db.select({ total: count() }).from(products).where(where),
  ])
  return {
    products: rows.map(toApiProduct),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(products).where(eq(products.id, id))
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

/** The newest approved reviews of a product, with the reviewer's name. */
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
  }))
}
