// Razorpay's Orders API (POST /v1/orders) and Refunds API (POST /v1/payments/:id/refund), with
// basic auth from the key id and secret.
import {
  GatewayError,
  type GatewayOrder,
  isRetryableStatus,
  type PaymentGateway,
  RefundEntitySchema,
} from './gateway.ts'

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'
const TIMEOUT_MS = 15_000

interface RazorpayError {
  error?: { description?: string }
}

export function razorpayGateway(options: {
  apiUrl: string
  keyId: string
  keySecret: string
  webhookSecret: string | undefined
}): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`

  async function post(path: string, body: object, headers: Record<string, string> = {}) {
    let response: Response
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`)
    }
    const answer = (await response.json().catch(() => ({}))) as unknown
    return { response, answer }
  }

  const refused = (what: string, status: number, answer: unknown) =>
    new GatewayError(
      `Razorpay refused the ${what} (${status}): ${(answer as RazorpayError).error?.description ?? 'no description'}`,
      isRetryableStatus(status),
    )

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amount, receipt, notes }) {
      const { response, answer } = await post('/v1/orders', {
        amount,
        currency: 'INR',
        receipt,
        notes,
      })
      const body = answer as Partial<GatewayOrder>
      if (!response.ok || typeof body.id !== 'string') {
        throw refused('order', response.status, answer)
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
    async refund({ paymentId, amount, idempotencyKey, receipt, notes }) {
      const { response, answer } = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, speed: 'normal', receipt, notes },
        { 'x-refund-idempotency': idempotencyKey },
      )
      if (!response.ok) throw refused('refund', response.status, answer)
      const refund = RefundEntitySchema.safeParse(answer)
      if (!refund.success) throw new GatewayError('Razorpay answered a refund in an unknown shape')
      return refund.data
    },
  }
}
