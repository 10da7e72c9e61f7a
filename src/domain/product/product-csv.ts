// The product CSV staff export and import: one line per variant, its product's fields repeated on
// each. Prices are the pre-tax rupees the product form takes; a variant's own price, when it has
// one, is in variant_price. Options read "Phone model=iPhone 16; Colour=Black".
import type { VariantOptions } from './variant.ts'

export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'brand',
  'category',
  'subcategory',
  'price',
  'original_price',
  'hsn_code',
  'gst_rate',
  'image',
  'variant_id',
  'sku',
  'options',
  'stock',
  'variant_price',
  'variant_original_price',
] as const

const OPTION_SEPARATOR = '; '

/** A variant's values in its product's option order: "Phone model=iPhone 16; Colour=Black". */
export const optionsCell = (options: VariantOptions, names: string[]) =>
  names
    .flatMap((name) => (options[name] ? [`${name}=${options[name]}`] : []))
    .join(OPTION_SEPARATOR)
