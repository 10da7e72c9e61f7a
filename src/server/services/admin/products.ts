// The catalogue as staff manage it: every product whatever its stock, and the product form.
import type { z } from 'zod'
import { DEFAULT_HSN_BY_CATEGORY } from '#domain/gst.ts'
import { and, count, desc, eq, exists, ilike, type SQL } from 'drizzle-orm'
import type {
  AdminProductListResponseSchema,
  AdminProductSchema,
  AdminProductsQuery,
  ProductForm,
} from '#domain/product/admin-products.ts'
import { PRODUCT_NOT_FOUND } from '#domain/product/catalogue.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { type NewProduct, type Product, products, productVariants } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-error.ts'
import { toApiProduct } from '../catalogue.ts'
import { type ShownVariant, variantsByProduct } from '../product-variants.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { lockedVariants, saveVariants } from './variant-form.ts'
import { LOW_ON_STOCK, toStaffVariant } from './variant-stock.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type AdminProduct = z.output<typeof AdminProductSchema>
type AdminProductListResponse = z.output<typeof AdminProductListResponseSchema>

export async function adminProducts(
  db: Db,
  query: AdminProductsQuery,
): Promise<AdminProductListResponse> {
  const where: SQL[] = []
  if (query.search) {
    where.push(ilike(products.searchText, `%${escapeLike(query.search.toLowerCase())}%`))
  }
  if (query.category) where.push(eq(products.category, query.category))
  if (query.inStock) where.push(eq(products.inStock, query.inStock === 'true'))
  if (query.stock === 'low') {
    where.push(
      exists(
        db
          .select({ one: productVariants.id })
          .from(productVariants)
          .where(and(eq(productVariants.productId, products.id), LOW_ON_STOCK)),
      ),
    )
  }
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(...where))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(products)
      .where(and(...where)),
  ])
  return {
    products: await toStaffProducts(db, rows),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/**
 * Products as the product form edits them: `inStock` is the product's own toggle and `price` its
 * own price, so saving the form never switches off a product whose variants happen to be sold out
 * nor turns a variant's price into the product's.
 */
async function toStaffProducts(db: Db, rows: Product[]): Promise<AdminProduct[]> {
  const variants = await variantsByProduct(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toStaffProduct(row, variants.get(row.id) ?? []))
}

function toStaffProduct(row: Product, variants: ShownVariant[]): AdminProduct {
  const { variants: _shopperVariants, ...product } = toApiProduct(row, variants)
  return {
    ...product,
    price: row.price,
    originalPrice: row.originalPrice,
    inStock: row.inStock,
    weightGrams: row.weightGrams,
    description: row.description,
    moreImages: row.moreImages,
    options: row.options,
    variants: variants.map((variant) => toStaffVariant(variant, row.options)),
  }
}

async function staffProduct(db: Db, row: Product): Promise<AdminProduct> {
  const [product] = await toStaffProducts(db, [row])
  if (!product) throw new Error('A product without its answer')
  return product
}

function toRow(form: ProductForm): Omit<NewProduct, 'rating' | 'reviewCount'> {
  const { price } = form
  const originalPrice = form.originalPrice || null
  return {
    name: form.name,
    brand: form.brand,
    category: form.category,
    subcategory: form.category === 'work-essentials' ? (form.subcategory ?? null) : null,
    hsnCode: form.hsnCode ?? DEFAULT_HSN_BY_CATEGORY[form.category],
    gstRate: form.gstRate,
    weightGrams: form.weightGrams ?? null,
    price,
    originalPrice,
    image: form.image,
    ...(form.description !== undefined && { description: form.description }),
    ...(form.moreImages !== undefined && { moreImages: form.moreImages }),
    features: form.features,
    coloredTags: form.coloredTags,
    inStock: form.inStock,
    isNewProduct: form.isNewProduct,
    isGift: form.isGift,
    isFeatured: form.isFeatured,
    isOnSale: form.isOnSale,
    isTopRated: form.isTopRated,
  }
}

/** Rating and review count are never typed in: they come from real reviews. */
export async function createProduct(db: Db, form: ProductForm, userId: string) {
  return staffProduct(db, await db.transaction((tx) => insertProduct(tx, form, userId)))
}

export async function updateProduct(db: Db, id: string, form: ProductForm, userId: string) {
  return staffProduct(db, await db.transaction((tx) => saveProduct(tx, id, form, userId)))
}

/** Adds the product with its variants, in the caller's transaction. */
export async function insertProduct(tx: DbOrTx, form: ProductForm, userId: string) {
  const [inserted] = await tx
    .insert(products)
    .values({ ...toRow(form), options: form.options ?? [] })
    .returning()
  if (!inserted) throw new Error('Product insert returned nothing')
  await saveVariants(tx, { productId: inserted.id, form, userId, creating: true })
  return inserted
}

/** Saves the product's form over it, in the caller's transaction. */
export async function saveProduct(tx: DbOrTx, id: string, form: ProductForm, userId: string) {
  // Variants before their product, in the order checkout locks them (see stock.ts).
  await lockedVariants(tx, id)
  const [updated] = await tx
    .update(products)
    .set({
      ...toRow(form),
      ...(form.variants?.length ? { options: form.options ?? [] } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning()
  if (!updated) throw notFound(PRODUCT_NOT_FOUND)
  await saveVariants(tx, { productId: id, form, userId, creating: false })
  return updated
}

export async function deleteProduct(db: Db, id: string) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
}
