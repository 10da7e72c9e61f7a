// What a shopper can buy of a product: its options, its variants, their stock and their prices.
// Kept free of zod, like catalogue.ts, so the storefront's main bundle can read availability.
import type { Paise } from '../money.ts'

/** A tracked variant with this many or fewer units available is "low" by default. */
export const LOW_STOCK_THRESHOLD = 5

/** The option whose values are phone models; its variants name a row of the phone model table. */
export const PHONE_MODEL_OPTION = 'Phone model'

export const AVAILABILITIES = ['in_stock', 'low_stock', 'out_of_stock'] as const
export type Availability = (typeof AVAILABILITIES)[number]

/** An option a product varies by, with its values in the order the shop offers them. */
export interface ProductOption {
  name: string
  values: string[]
}

/** A variant's option values by option name, e.g. `{ 'Phone model': 'iPhone 16', Colour: 'Blue' }`. */
export type VariantOptions = Record<string, string>

/**
 * A variant by its option values in its product's option order, e.g. "iPhone 16 / Black"; empty
 * for a product without options. The order must come from the product: a jsonb column sorts an
 * object's keys by length, so the variant's own key order is not the shop's.
 */
export function variantLabel(options: VariantOptions, productOptions: ProductOption[]): string {
  return productOptions.flatMap(({ name }) => options[name] ?? []).join(' / ')
}

/** A product's name with its variant's label, e.g. "Rugged Case (iPhone 16 / Black)". */
export function nameWithVariant(productName: string, label: string | undefined): string {
  return label ? `${productName} (${label})` : productName
}

export interface VariantStock {
  /** Units on hand, or null when the shop does not count them (always sellable). */
  stock: number | null
  /** Units held by unpaid orders. */
  reserved: number
  lowStockThreshold: number
}

export type StockLevel =
  { availability: 'in_stock' | 'out_of_stock' } | { availability: 'low_stock'; left: number }

/** Units a shopper can still buy: on hand minus reserved; untracked variants have no limit. */
export function availableUnits({ stock, reserved }: Pick<VariantStock, 'stock' | 'reserved'>) {
  return stock === null ? Infinity : Math.max(0, stock - reserved)
}

/**
 * What the shop says about a variant's stock; the exact count only when it is low. Migration 0014's
 * `shown_stock` says the same in SQL, so a change of stock that changes none of it leaves the
 * catalogue's cached answers be.
 */
export function availability(variant: VariantStock): StockLevel {
  const units = availableUnits(variant)
  if (units === 0) return { availability: 'out_of_stock' }
  if (units <= variant.lowStockThreshold) return { availability: 'low_stock', left: units }
  return { availability: 'in_stock' }
}

export function isSellable(variant: Pick<VariantStock, 'stock' | 'reserved'>): boolean {
  return availableUnits(variant) > 0
}

export interface ProductPrices {
  /** Pre-tax price in paise. */
  price: Paise
  /** Pre-tax original price in paise, when the product is on sale. */
  originalPrice: Paise | null
}

export interface VariantPrices {
  priceOverride: Paise | null
  originalPriceOverride: Paise | null
}

/** A variant's own price where it sets one, else its product's (both pre-tax paise). */
export function variantPrices(product: ProductPrices, variant: VariantPrices): ProductPrices {
  return {
    price: variant.priceOverride ?? product.price,
    originalPrice: variant.originalPriceOverride ?? product.originalPrice,
  }
}

/**
 * The price a product is shown at: its cheapest sellable variant's, or its cheapest variant's when
 * none can be sold (a sold-out product still shows what it cost). The database keeps the same rule
 * on each product's row (migration 0013) so lists filter and sort by it.
 */
export function shopperPrices(
  product: ProductPrices,
  variants: (VariantPrices & VariantStock)[],
): ProductPrices {
  const sellable = variants.filter(isSellable)
  const candidates = (sellable.length > 0 ? sellable : variants).map((v) =>
    variantPrices(product, v),
  )
  return candidates.reduce<ProductPrices>(
    (cheapest, prices) => (prices.price < cheapest.price ? prices : cheapest),
    candidates[0] ?? product,
  )
}

/** Sold when staff have the product on sale (its toggle) and some variant has a unit left. */
export function productInStock(
  product: { inStock: boolean },
  variants: Pick<VariantStock, 'stock' | 'reserved'>[],
): boolean {
  return product.inStock && variants.some(isSellable)
}

/**
 * The SKU a product's first variant gets: 'KV-' and the first ten hex digits of the product id.
 * The migration that gave existing products their variant computes the same in SQL.
 */
export function defaultSku(productId: string): string {
  return `KV-${productId.replaceAll('-', '').slice(0, 10).toUpperCase()}`
}

/** Whether a product's variants sell at more than one price, so its card says "From". */
export const pricesDiffer = (variants: readonly { price: number }[]) =>
  new Set(variants.map((variant) => variant.price)).size > 1
