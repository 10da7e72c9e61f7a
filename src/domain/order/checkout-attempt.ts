// A checkout attempt (decision 020): what makes two checkouts the same one, and why a payment that
// lands on an attempt the shop can't sell is returned.
import type { CreateOrderInput } from './create-order.ts'
import { REFUND_TIMES } from './refund-policy.ts'

/**
 * The attempt a checkout makes, as one string: the same lines in any order (a product's lines
 * merged), address, billing, coupon and method give the same key, so paying again from the same
 * cart finds the same attempt and the same Razorpay order.
 */
export function checkoutKey(input: CreateOrderInput): string {
  const lines = new Map<string, number>()
  for (const { productId, variantId, quantity } of input.items) {
    const line = `${productId}/${variantId ?? ''}`
    lines.set(line, (lines.get(line) ?? 0) + quantity)
  }
  const a = input.shippingAddress
  return JSON.stringify([
    [...lines].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    [a.name, a.phone, a.address, a.city, a.state, a.pincode],
    input.billing ? [input.billing.name, input.billing.gstin] : null,
    input.couponCode?.toUpperCase() ?? null,
    input.paymentMethod,
  ])
}

/** Why a captured payment could not buy anything and went back to the shopper in full. */
export const PAYMENT_RETURN_REASONS = [
  'already_paid',
  'cancelled',
  'sold_out',
  'coupon_used_up',
  'coupon_spent_by_shopper',
  'wrong_amount',
] as const
export type PaymentReturnReason = (typeof PAYMENT_RETURN_REASONS)[number]

export const PAYMENT_RETURN_REASON_TEXTS: Record<PaymentReturnReason, string> = {
  already_paid: 'this checkout had already been paid',
  cancelled: 'the order had been cancelled',
  sold_out: 'the checkout had expired and an item in it sold out meanwhile',
  coupon_used_up: 'its coupon was used up by other orders meanwhile',
  coupon_spent_by_shopper: 'its coupon was used by another of your orders meanwhile',
  wrong_amount: 'the amount paid was not the total of the order',
}

/** What the shopper reads when their payment is returned. */
export const paymentReturnedMessage = (reason: PaymentReturnReason) =>
  `Your payment could not be accepted because ${PAYMENT_RETURN_REASON_TEXTS[reason]}. It is being refunded in full and reaches your account in ${REFUND_TIMES.complete}.`
