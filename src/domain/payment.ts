// Paying for an order through Razorpay (or its offline simulator): what is sent, answered and refused.
import { z } from 'zod'
import { formatRupees, type Paise } from './money.ts'
import { PAYMENT_RETURN_REASONS } from './order/checkout-attempt.ts'
import { ApiOrderSchema } from './order/responses.ts'
import { PAYMENT_ISSUES } from './order/status.ts'
import { singleLineText } from './text.ts'

/** Who reported a captured payment first: the shopper's checkout or Razorpay's webhook. */
export const PAYMENT_SOURCES = ['checkout', 'webhook'] as const
export type PaymentSource = (typeof PAYMENT_SOURCES)[number]

/**
 * What became of a captured payment: it paid its order, or it was returned in full, for the
 * reason named (src/domain/order/checkout-attempt.ts).
 */
export const PAYMENT_OUTCOMES = ['paid', ...PAYMENT_RETURN_REASONS] as const
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number]

/** Razorpay takes no payment below ₹1. */
export const MIN_ONLINE_PAYMENT: Paise = 100
export const BELOW_MIN_ONLINE_PAYMENT = `The order total must be at least ${formatRupees(MIN_ONLINE_PAYMENT)} to pay online`
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Please contact support.'
export const PAYMENT_GATEWAY_UNAVAILABLE = 'Payment gateway is unavailable. Please try again.'

const razorpayId = (prefix: string) =>
  singleLineText(prefix, { error: `${prefix} is required` })
    .trim()
    .min(1, `${prefix} is required`)
    .max(64)

/** Razorpay's handler result; the cart fields the spec also sends are accepted and ignored. */
export const VerifyPaymentSchema = z.object({
  razorpayOrderId: razorpayId('razorpayOrderId'),
  razorpayPaymentId: razorpayId('razorpayPaymentId'),
  razorpaySignature: singleLineText('razorpaySignature', {
    error: 'razorpaySignature is required',
  }).regex(/^[0-9a-f]{64}$/i, 'razorpaySignature must be a hex HMAC-SHA256'),
  items: z.unknown().optional(),
  shippingAddress: z.unknown().optional(),
  couponCode: z.unknown().optional(),
})
export type VerifyPaymentInput = z.input<typeof VerifyPaymentSchema>

export const PAYMENT_VERIFIED = 'Payment verified successfully'
export const VerifyPaymentResponseSchema = z.object({
  message: z.string(),
  order: ApiOrderSchema,
})
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>

export const WebhookResponseSchema = z.object({
  status: z.enum(['duplicate', 'processed', 'ignored', 'returned', ...PAYMENT_ISSUES]),
})
export type WebhookOutcome = z.infer<typeof WebhookResponseSchema>['status']

/** What the simulator's payment window sends when the shopper pays or fails to. */
export const SimulatedPaymentSchema = z.object({
  razorpayOrderId: singleLineText('razorpayOrderId').min(1).max(64),
  outcome: z.enum(['success', 'failure']),
})

/** Razorpay's handler result, in Razorpay's own field names. */
export const RazorpaySuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
})
export type RazorpaySuccess = z.infer<typeof RazorpaySuccessSchema>

/** How Razorpay describes a declined payment, as the simulator answers one. */
export const PaymentDeclinedSchema = z.object({
  message: z.string(),
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
})
