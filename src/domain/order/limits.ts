// How large one order may be, and how long an unpaid one lasts.
import { formatRupees, type Paise } from '../money.ts'

export const MAX_QUANTITY_PER_LINE = 10
/** The cap counts a product across its variants' lines, as checkout and the cart both do. */
export const PER_PRODUCT_CAP = `At most ${MAX_QUANTITY_PER_LINE} of one product per order`
export const MAX_ORDER_LINES = 50

export const onlyLeft = (left: number) => `Only ${left} left`

export interface QuantityLimit {
  /** The most units allowed. */
  most: number
  /** Why no more, in the shopper's words. */
  reason: string
  /** The variant's units left set the limit, not the order's cap. */
  byStock: boolean
}

/**
 * Which limit binds a line or an add: the room the per-product cap leaves, or the variant's units
 * left (known only when few). On a tie the cap speaks, since a restock wouldn't lift it.
 */
export function quantityLimit(room: number, left: number | undefined): QuantityLimit {
  return left !== undefined && left < room
    ? { most: Math.max(0, left), reason: onlyLeft(left), byStock: true }
    : { most: room, reason: PER_PRODUCT_CAP, byStock: false }
}
/** An unpaid order holds its coupon this long, then expires. */
export const UNPAID_ORDER_TTL_MS = 30 * 60 * 1000

/**
 * The largest order one checkout may be. Kavach sells phone accessories: a large business order
 * (say 50 chargers at ₹3,000) is ₹1.5 lakh, so ₹5 lakh leaves room while keeping a mistyped or
 * hostile cart far below the integer-paise columns' ₹2.1 crore.
 */
export const MAX_ORDER_VALUE: Paise = 5_00_000_00

export const ORDER_TOO_LARGE = `An order can be at most ${formatRupees(MAX_ORDER_VALUE)}. Please split your cart into smaller orders.`

/** Why a cart with this tax-inclusive subtotal can't be one order, or null when it can. */
export function orderValueRefusal(subtotal: Paise): string | null {
  return subtotal > MAX_ORDER_VALUE ? ORDER_TOO_LARGE : null
}
