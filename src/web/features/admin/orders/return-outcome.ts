// What a return comes to, in the words staff act on.
import { formatApiRupees } from '#domain/money.ts'
import { PAYMENT_METHOD_FACTS } from '#domain/order/payment-method.ts'
import type { AdminReturn } from '#domain/order/returns.ts'
import { nameWithVariant } from '#domain/product/variant.ts'

/** 'Refund of ₹531.00', or 'Exchange for Rugged Case (iPhone 15)'. */
export function returnOutcome(ret: AdminReturn): string {
  if (ret.resolution === 'refund') return `Refund of ${formatApiRupees(ret.refundAmount)}`
  const product = ret.items[0]?.name
  const replacement = ret.exchange?.label
  return `Exchange for ${product ? nameWithVariant(product, replacement) : (replacement ?? 'another variant')}`
}

/** A cash-on-delivery order's refund, which staff pay out themselves and record. */
export const paidOutByHand = (ret: AdminReturn) =>
  ret.resolution === 'refund' &&
  ret.refundAmount > 0 &&
  !PAYMENT_METHOD_FACTS[ret.paymentMethod].refundsThroughShop
