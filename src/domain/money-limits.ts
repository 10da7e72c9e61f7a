// Upper bounds on a product's price, so no legal cart can overflow a column.
import type { Paise } from './money.ts'

/** A pre-tax price whose shelf price (+18%) still fits one unit into the largest order. */
export const MAX_PRODUCT_PRICE: Paise = 4_00_000_00
