// Upper bounds on money and counts, so no legal cart, product or coupon can overflow a column.
import type { Paise } from './money.ts'
import { MAX_ORDER_VALUE } from './order/limits.ts'

/** A pre-tax price whose shelf price (+18%) still fits one unit into the largest order. */
export const MAX_PRODUCT_PRICE: Paise = 4_00_000_00

/** A coupon can't take off or ask for more than the largest order. */
export const MAX_COUPON_AMOUNT: Paise = MAX_ORDER_VALUE

export const MAX_COUPON_USES = 1_000_000
