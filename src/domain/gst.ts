// GST on what the shop sells: the rates a product may carry and the HSN code that classifies it.
// Kept free of zod, like catalogue.ts, for the storefront's main bundle (the cart reads the rate).
import type { Category } from './product/catalogue.ts'

/** The GST slabs since the 2025 rate reform; the spec's 18 % is the default. */
export const GST_RATES = [0, 5, 18, 40] as const
export type GstRate = (typeof GST_RATES)[number]
export const DEFAULT_GST_RATE: GstRate = 18

/**
 * The HSN code a new product of each category starts with, its most usual kind's (product-kinds.ts
 * has the rest): eight digits, as the tariff reads them.
 */
export const DEFAULT_HSN_BY_CATEGORY: Record<Category, string> = {
  cases: '39269099',
  'tempered-glass': '70071900',
  chargers: '85044030',
  accessories: '85444299',
  'work-essentials': '39269099',
}

/** SAC codes for the services an order bills besides goods: delivery and cash collection. */
export const SHIPPING_SAC = '996812'
export const COD_FEE_SAC = '996812'

export const HSN_PATTERN = /^\d{4}(\d{2}(\d{2})?)?$/
export const HSN_INVALID = 'HSN code must be 4, 6 or 8 digits'
export const GST_RATE_INVALID = `GST rate must be one of ${GST_RATES.join(', ')} %`
