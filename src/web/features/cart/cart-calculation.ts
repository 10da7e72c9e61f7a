// The cart's figures, priced by the domain from the shelf prices in the cart.
import { recheckCoupon } from '#domain/coupon/cart-recheck.ts'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { type Paise, rupeesToPaise } from '#domain/money.ts'
import { orderValueRefusal } from '#domain/order/limits.ts'
import { calculateOrder, type OrderCalculation, subtotalOf } from '#domain/pricing.ts'
import type { CartItem } from '#web/state/cart-state.ts'

export interface CartCalculation extends OrderCalculation {
  /** Why the cart, as it is now, no longer qualifies for the applied coupon. */
  couponRefusal: string | null
  /** Why the cart is too valuable for one order, as checkout would refuse it. */
  tooLarge: string | null
}

/**
 * The cart's figures, with the applied coupon judged again for the cart as it is now, and the
 * cash-on-delivery fee when the shopper chose it.
 */
export function cartCalculation(
  items: (Pick<CartItem, 'price' | 'originalPrice' | 'quantity'> &
    Partial<Pick<CartItem, 'gstRate' | 'category'>>)[],
  coupon: ValidatedCoupon | null,
  codFee: Paise = 0,
): CartCalculation {
  const lines = items.map((i) => ({
    price: rupeesToPaise(i.price),
    originalPrice: i.originalPrice === null ? null : rupeesToPaise(i.originalPrice),
    quantity: i.quantity,
    // A cart saved before products carried their rate is priced at the default, as it was shown.
    gstRate: i.gstRate,
    category: i.category,
  }))
  const subtotal = subtotalOf(lines)
  const check = coupon && recheckCoupon(coupon, lines)
  return {
    ...calculateOrder(lines, check?.terms, codFee),
    couponRefusal: check?.refusal ?? null,
    tooLarge: orderValueRefusal(subtotal),
  }
}
