// Which of a product's variants fit the shopper's phone, by the model name its variants carry.
import type { Product, Variant } from '#domain/product/product.ts'
import { PHONE_MODEL_OPTION } from '#domain/product/variant.ts'

export const variantFits = (variant: Variant, model: string) =>
  variant.options[PHONE_MODEL_OPTION] === model

/** Has a variant for this phone with a unit left, as `GET /api/products?model=` lists products. */
export function fitsPhone(product: Pick<Product, 'variants'>, model: string): boolean {
  return product.variants.some((v) => variantFits(v, model) && v.availability !== 'out_of_stock')
}

/**
 * The variant a card's button adds: the only one, or the only one for the shopper's phone.
 * Undefined when the shopper must choose on the product page.
 */
export function quickAddVariant(product: Product, model: string | undefined): Variant | undefined {
  if (product.variants.length === 1) return product.variants[0]
  if (!model) return undefined
  const fitting = product.variants.filter((v) => variantFits(v, model))
  return fitting.length === 1 ? fitting[0] : undefined
}
