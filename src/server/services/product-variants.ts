// A product's variants: the one every new product starts with, and reading a page's variants at once.
import { asc, inArray, sql } from 'drizzle-orm'
import { paiseToRupees } from '#domain/money.ts'
import type { Variant } from '#domain/product/product.ts'
import { availability, defaultSku, variantPrices } from '#domain/product/variant.ts'
import type { DbOrTx } from '../db/client.ts'
import { type Product, type ProductVariant, productVariants } from '../db/schema/index.ts'

/** A variant with a unit left to sell, in SQL: the rule of the domain's isSellable. */
export const SELLABLE = sql`(${productVariants.stock} is null or ${productVariants.stock} > ${productVariants.reserved})`

/** Gives each product its one untracked variant; call it in the transaction that creates them. */
export async function addDefaultVariants(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return
  await db
    .insert(productVariants)
    .values(productIds.map((productId) => ({ productId, sku: defaultSku(productId) })))
}

/** What the shop reads of a variant: no timestamps or position, to keep a 1,000-product page light. */
const SHOWN = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  options: productVariants.options,
  stock: productVariants.stock,
  reserved: productVariants.reserved,
  priceOverride: productVariants.priceOverride,
  originalPriceOverride: productVariants.originalPriceOverride,
  image: productVariants.image,
  lowStockThreshold: productVariants.lowStockThreshold,
}
export type ShownVariant = Pick<ProductVariant, keyof typeof SHOWN>

/** The variants of these products in the shop's order, in one query, by product id. */
export async function variantsByProduct(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, ShownVariant[]>> {
  const byProduct = new Map<string, ShownVariant[]>(productIds.map((id) => [id, []]))
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select(SHOWN)
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.sku),
    )
  for (const row of rows) byProduct.get(row.productId)?.push(row)
  return byProduct
}

/** A variant as the shop shows it: its own price and picture, else its product's. */
export function toApiVariant(product: Product, variant: ShownVariant): Variant {
  const prices = variantPrices(product, variant)
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    price: paiseToRupees(prices.price),
    originalPrice: prices.originalPrice === null ? null : paiseToRupees(prices.originalPrice),
    image: variant.image ?? product.image,
    ...availability(variant),
  }
}
