// A product's variants: the one every new product starts with, and reading a page's variants at once.
import { asc, inArray, type SQL, sql } from 'drizzle-orm'
import type { Variant } from '#domain/product/product.ts'
import { availability, defaultSku, variantPrices } from '#domain/product/variant.ts'
import type { DbOrTx } from '../db/client.ts'
import { type Product, type ProductVariant, products, productVariants } from '../db/schema/index.ts'

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

const VARIANTS_AS_JSON = sql`select coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(SHOWN).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${productVariants.position}, ${productVariants.sku}), '[]')
  from ${productVariants} where ${productVariants.productId} = ${products.id}`

/**
 * A product's variants as one json array in the shop's order, for a query over `products` to read
 * with each row, so a page comes back with its variants in one round trip. Nested, because drizzle
 * drops the table name of a column written straight into a one-table select, and `products.id` here
 * must not become the variant's own `id`.
 */
export const PRODUCT_VARIANTS: SQL<ShownVariant[]> = sql`(${VARIANTS_AS_JSON})`

/** The variants of these products in the shop's order, in one query, by product id. */
export async function variantsByProduct(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, ShownVariant[]>> {
  const byProduct = new Map<string, ShownVariant[]>(productIds.map((id) => [id, []]))
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select({ ...SHOWN, productId: productVariants.productId })
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
export function toApiVariant(
  product: Pick<Product, 'price' | 'originalPrice' | 'image'>,
  variant: ShownVariant,
): Variant {
  const prices = variantPrices(product, variant)
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    price: prices.price,
    originalPrice: prices.originalPrice,
    image: variant.image ?? product.image,
    ...availability(variant),
  }
}
