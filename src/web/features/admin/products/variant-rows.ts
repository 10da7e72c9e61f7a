// The variants table's rows: one per combination of the options' values, keeping what was typed.
import { VARIANT_LIMITS, type VariantFormInput } from '#domain/product/admin-variants.ts'
import type { ProductOption, VariantOptions } from '#domain/product/variant.ts'

/** Every combination of one value per option, in the options' order; one empty one for none. */
export function combinations(options: ProductOption[]): VariantOptions[] {
  return options.reduce<VariantOptions[]>(
    (combos, option) =>
      combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  )
}

const sameOptions = (a: VariantOptions, b: VariantOptions) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value)

/** A SKU to start from: the product name's initials and the variant's values, e.g. RC-IPHONE-16. */
export function suggestSku(productName: string, options: VariantOptions): string {
  const initials = productName
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/gi, '')[0] ?? '')
    .join('')
  return [initials || 'KV', ...Object.values(options)]
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, VARIANT_LIMITS.sku)
}

/**
 * The rows for these options: an existing row where its values still form a combination, else a
 * new uncounted row with a suggested SKU. At most the domain's number of variants.
 */
export function variantRows(
  options: ProductOption[],
  previous: VariantFormInput[],
  productName: string,
): VariantFormInput[] {
  return combinations(options)
    .slice(0, VARIANT_LIMITS.variants)
    .map(
      (combo) =>
        previous.find((row) => sameOptions(row.options ?? {}, combo)) ?? {
          sku: suggestSku(productName, combo),
          options: combo,
          stock: null,
        },
    )
}
