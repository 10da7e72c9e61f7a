// How a shopper pays for an order: online through Razorpay, or in cash to the courier.
import { z } from 'zod'
import { formatRupees, type Paise } from '../money.ts'
import { rupees } from '../money-codec.ts'
import type { PaymentStatus } from './status.ts'

export const PAYMENT_METHODS = ['online', 'cod'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Pay online',
  cod: 'Cash on delivery',
}

/** What paying one way means for an order: the facts its rules and mails read, never its name. */
export interface PaymentMethodFacts {
  /** The courier collects the money at the door, so the order moves before it is paid. */
  collectsAtDoor: boolean
  /** Placed at checkout, it waits for its shopper to confirm it before it is packed. */
  needsShopperConfirmation: boolean
  /** What was paid goes back through the payment gateway; cash goes back outside the shop. */
  refundsThroughShop: boolean
  /** The placed order's mail: its subject, heading and opening line, and its total's label. */
  placedMail(orderNumber: string): {
    subject: string
    title: string
    intro: string
    totalLabel: string
  }
}

export const PAYMENT_METHOD_FACTS: Record<PaymentMethod, PaymentMethodFacts> = {
  online: {
    collectsAtDoor: false,
    needsShopperConfirmation: false,
    refundsThroughShop: true,
    placedMail: (orderNumber) => ({
      subject: `Order ${orderNumber} confirmed`,
      title: `Order ${orderNumber} confirmed`,
      intro: `Thank you for shopping with Kavach! We have received your payment and confirmed order ${orderNumber}. We will let you know when it ships.`,
      totalLabel: 'Total paid',
    }),
  },
  cod: {
    collectsAtDoor: true,
    needsShopperConfirmation: true,
    refundsThroughShop: false,
    placedMail: (orderNumber) => ({
      subject: `Order ${orderNumber} placed: please confirm it`,
      title: `Order ${orderNumber} placed`,
      intro: `Thank you for shopping with Kavach! Your order ${orderNumber} is placed, to pay in cash on delivery. Please confirm it within 48 hours from your orders page, or it is cancelled; we pack it once you do.`,
      totalLabel: 'To pay on delivery',
    }),
  },
}

/** The payment status of a cash-on-delivery order the courier has not yet collected. */
export const PAY_ON_DELIVERY = 'Pay on delivery'

/** Whether an order's payment is still to be collected by the courier. */
export function paysOnDelivery(order: {
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
}) {
  return (
    PAYMENT_METHOD_FACTS[order.paymentMethod].collectsAtDoor && order.paymentStatus === 'pending'
  )
}

/**
 * A cash-on-delivery order waits for its shopper to confirm it before it is packed, and is
 * cancelled, its units back on sale, when that doesn't come within this time of placing it.
 */
export const COD_CONFIRM_WITHIN_MS = 48 * 60 * 60 * 1000
/** One shopper's cash-on-delivery orders not yet delivered or cancelled, at most. */
export const MAX_OPEN_COD_ORDERS = 3
export const TOO_MANY_OPEN_COD_ORDERS = `You already have ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders on their way. Pay online, or order again once one of them arrives.`
export const COD_ORDER_CONFIRMED = 'Order confirmed. We will pack it now.'
export const COD_NOT_CONFIRMED = 'Not confirmed within 48 hours'

/** Whether the order waits for its shopper to confirm it (placed, not yet confirmed). */
export const awaitsConfirmation = (order: { paymentMethod: PaymentMethod; status: string }) =>
  PAYMENT_METHOD_FACTS[order.paymentMethod].needsShopperConfirmation && order.status === 'pending'

/** When an order placed then is cancelled unless confirmed. */
export const confirmationDeadline = (placedAt: Date) =>
  new Date(placedAt.getTime() + COD_CONFIRM_WITHIN_MS)

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

/** What checkout needs to know before it offers cash on delivery. */
export const CheckoutOptionsSchema = z.object({
  cod: z.object({ fee: rupees(), maxOrderValue: rupees() }),
})
export type CheckoutOptions = z.input<typeof CheckoutOptionsSchema>
