// Razorpay's Orders API (POST /v1/orders, basic auth with the key id and secret).
import { GatewayError, type GatewayOrder, type PaymentGateway } from './gateway.ts'

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'
const TIMEOUT_MS = 15_000

export function razorpayGateway(options: {
  apiUrl: string
  keyId: string
  keySecret: string
  webhookSecret: string | undefined
}): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`
  return {
    kind: 'razorpay',
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amount, receipt, notes }) {
      let response: Response
      try {
        response = await fetch(new URL('/v1/orders', options.apiUrl), {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`)
      }
      const body = (await response.json().catch(() => ({}))) as Partial<GatewayOrder> & {
        error?: { description?: string }
      }
      if (!response.ok || typeof body.id !== 'string') {
        throw new GatewayError(
          `Razorpay refused the order (${response.status}): ${body.error?.description ?? 'no description'}`,
        )
      }
      if (body.amount !== amount) {
        throw new GatewayError(`Razorpay created ${body.amount} paise instead of ${amount}`)
      }
      return {
        id: body.id,
        amount: body.amount,
        currency: body.currency ?? 'INR',
        receipt: body.receipt ?? receipt,
        status: body.status ?? 'created',
      }
    },
  }
}
