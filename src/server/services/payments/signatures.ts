// Razorpay's two HMAC-SHA256 signatures: the checkout result and the webhook body.
import { createHmac, timingSafeEqual } from 'node:crypto'

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(given, 'hex')
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}

/** What checkout.js hands the page after payment: HMAC of `order_id|payment_id` with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

export function isValidPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(paymentSignature(keySecret, orderId, paymentId), signature)
}

/** `X-Razorpay-Signature`: HMAC of the raw request body with the webhook secret. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  return /^[0-9a-f]+$/i.test(signature) && sameHex(hmacHex(webhookSecret, rawBody), signature)
}
