// A valid product row with sensible defaults: the demo seed and the tests build products with it.
import type { DbOrTx } from '../client.ts'
import { type NewProduct, type Product, products } from '../schema/index.ts'
import { addDefaultVariants } from '../../services/product-variants.ts'

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
