// How a shopper pays for an order: online through Razorpay, or in cash to the courier (issue 16 item 2).
import { z } from 'zod'
import { formatRupees, type Paise } from '../money.ts'
import type { PaymentStatus } from './status.ts'

export const PAYMENT_METHODS = ['online', 'cod'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Pay online',
  cod: 'Cash on delivery',
}
/** The payment status of a cash-on-delivery order the courier has not yet collected. */
export const PAY_ON_DELIVERY = 'Pay on delivery'

/** Whether an order's payment is still to be collected by the courier. */
export function paysOnDelivery(order: {
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
}) {
  return order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
}

/** What the shop's config sets for cash on delivery, in paise. */
export interface CodTerms {
  /** Added to the order, tax included. */
  fee: Paise
  /** The most the order may come to before the fee. */
  maxOrderValue: Paise
}

export const codUnavailableAt = (pincode: string) =>
  `Cash on delivery isn't available for pincode ${pincode}`
export const codOverLimit = (maxOrderValue: Paise) =>
  `Cash on delivery is available for orders up to ${formatRupees(maxOrderValue)}`

/**
 * Why cash on delivery can't be had, or null. The limit applies to what the order comes to before
 * the fee (subtotal − discount + shipping), so the fee itself never tips an order over it.
 */
export function codRefusal(
  terms: CodTerms,
  where: { pincode: string; cod: boolean },
  totalBeforeFee: Paise,
): string | null {
  if (!where.cod) return codUnavailableAt(where.pincode)
  if (totalBeforeFee > terms.maxOrderValue) return codOverLimit(terms.maxOrderValue)
  return null
}

/** What checkout needs to know before it offers cash on delivery, in rupees. */
export const CheckoutOptionsSchema = z.object({
  cod: z.object({ fee: z.number(), maxOrderValue: z.number() }),
})
export type CheckoutOptions = z.infer<typeof CheckoutOptionsSchema>
