// A valid product row with sensible defaults: the demo seed and the tests build products with it.
import type { DbOrTx } from '../client.ts'
import { eq } from 'drizzle-orm'
import {
  type NewProduct,
  type NewProductVariant,
  type Product,
  type ProductVariant,
  products,
  productVariants,
} from '../schema/index.ts'
import { addDefaultVariants } from '../../services/product-variants.ts'

import { DEFAULT_HSN_BY_CATEGORY } from '#domain/gst.ts'
import type { Category } from '#domain/product/catalogue.ts'

let sequence = 0

export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1
  const price = overrides.price ?? 499_00
  const originalPrice = overrides.originalPrice ?? null
  const rating = overrides.rating ?? 4.2
  return {
    name: `Test Case ${sequence}`,
    brand: 'Kavach Essentials',
    category: 'cases',
    subcategory: null,
    image: '/uploads/products/placeholder.webp',
    features: ['Shock-absorbing corners', 'Raised camera lip'],
    coloredTags: [{ label: 'Bestseller', color: 'green' }],
    reviewCount: 12,
    inStock: true,
    isOnSale: originalPrice !== null && originalPrice > price,
    isTopRated: rating >= 4.5,
    ...overrides,
    hsnCode:
      overrides.hsnCode ?? DEFAULT_HSN_BY_CATEGORY[(overrides.category ?? 'cases') as Category],
    price,
    originalPrice,
    rating,
  }
}

/** Stores products as the shop creates them: each with its one untracked variant, together. */
export function insertProducts(db: DbOrTx, rows: NewProduct[]): Promise<Product[]> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(products).values(rows).returning()
    await addDefaultVariants(
      tx,
      inserted.map((row) => row.id),
    )
    return inserted
  })
}

/** Replaces a product's variants with these, in this order; returns them as stored. */
export async function giveVariants(
  db: DbOrTx,
  productId: string,
  variants: Omit<NewProductVariant, 'productId'>[],
): Promise<ProductVariant[]> {
  await db.delete(productVariants).where(eq(productVariants.productId, productId))
  return db
    .insert(productVariants)
    .values(variants.map((v, position) => ({ position, ...v, productId })))
    .returning()
}
