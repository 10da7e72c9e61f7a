// Upper bounds on money and counts, so no legal cart, product or coupon can overflow a column.
import { formatRupees, type Paise } from './money.ts'

/**
 * The largest order one checkout may be. Kavach sells phone accessories: a large business order
 * (say 50 chargers at ₹3,000) is ₹1.5 lakh, so ₹5 lakh leaves room while keeping a mistyped or
 * hostile cart far below the integer-paise columns' ₹2.1 crore.
 */
export const MAX_ORDER_VALUE: Paise = 5_00_000_00

/** A coupon can't take off or ask for more than the largest order. */
export const MAX_COUPON_AMOUNT: Paise = MAX_ORDER_VALUE

export const MAX_COUPON_USES = 1_000_000

export const ORDER_TOO_LARGE = `An order can be at most ${formatRupees(MAX_ORDER_VALUE)}. Please split your cart into smaller orders.`

/** Why a cart with this tax-inclusive subtotal can't be one order, or null when it can. */
export function orderValueRefusal(subtotal: Paise): string | null {
  return subtotal > MAX_ORDER_VALUE ? ORDER_TOO_LARGE : null
}
