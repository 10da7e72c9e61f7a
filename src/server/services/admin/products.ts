// The catalogue as staff manage it: every product whatever its stock, and the product form.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { rupeesToPaise } from '#domain/money.ts'
import type { AdminProductsQuery, ProductForm } from '#domain/product/admin-products.ts'
import { PRODUCT_NOT_FOUND } from '#domain/product/catalogue.ts'
import type { Product as ApiProduct, ProductListResponse } from '#domain/product/product.ts'
import type { Db } from '../../db/client.ts'
import { type NewProduct, type Product, products } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-error.ts'
import { toApiProducts, toApiProductWithVariants } from '../catalogue.ts'
import { addDefaultVariants } from '../product-variants.ts'
import { escapeLike } from '../../lib/escape-like.ts'

export async function adminProducts(
  db: Db,
  query: AdminProductsQuery,
): Promise<ProductListResponse> {
  const where: SQL[] = []
  if (query.search) {
    where.push(ilike(products.searchText, `%${escapeLike(query.search.toLowerCase())}%`))
  }
  if (query.category) where.push(eq(products.category, query.category))
  if (query.inStock) where.push(eq(products.inStock, query.inStock === 'true'))
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
 * Products as the product form edits them: `inStock` is the product's own toggle, so saving the
 * form never switches off a product whose variants happen to be sold out.
 */
async function toStaffProducts(db: Db, rows: Product[]): Promise<ApiProduct[]> {
  const answers = await toApiProducts(db, rows)
  return answers.map((answer, i) => ({ ...answer, inStock: rows[i]?.inStock ?? answer.inStock }))
}

async function toStaffProduct(db: Db, row: Product): Promise<ApiProduct> {
  return { ...(await toApiProductWithVariants(db, row)), inStock: row.inStock }
}

function toRow(form: ProductForm): Omit<NewProduct, 'rating' | 'reviewCount'> {
  const price = rupeesToPaise(form.price)
  const originalPrice = form.originalPrice ? rupeesToPaise(form.originalPrice) : null
  return {
    name: form.name,
    brand: form.brand,
    category: form.category,
    subcategory: form.category === 'work-essentials' ? (form.subcategory ?? null) : null,
    price,
    originalPrice,
    image: form.image,
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
export async function createProduct(db: Db, form: ProductForm) {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(products).values(toRow(form)).returning()
    if (!inserted) throw new Error('Product insert returned nothing')
    await addDefaultVariants(tx, [inserted.id])
    return inserted
  })
  return toStaffProduct(db, row)
}

export async function updateProduct(db: Db, id: string, form: ProductForm) {
  const [row] = await db
    .update(products)
    .set({ ...toRow(form), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning()
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return toStaffProduct(db, row)
}

export async function deleteProduct(db: Db, id: string) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
}
