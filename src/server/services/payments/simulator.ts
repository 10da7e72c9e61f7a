// The offline stand-in for Razorpay: orders and refunds are made locally, results signed with a
// local secret, and a refund is settled a moment later by a signed `refund.processed` webhook, as
// Razorpay's servers would send it.
import { createHmac, randomBytes } from 'node:crypto'
import type { PaymentGateway, RefundEntity } from './gateway.ts'
import { hmacHex } from './signatures.ts'
import { refundEventBody } from './webhook-events.ts'

export const SIMULATOR_KEY_ID = 'rzp_test_kavach_simulator'
const SIMULATOR_SCRIPT = '/api/payments/simulator/checkout.js'
/** How long a simulated bank takes to process a refund. */
export const SIMULATED_REFUND_DELAY_MS = 1500

export const razorpayStyleId = (prefix: 'order' | 'pay' | 'rfnd' | 'evt') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`

/** A webhook as Razorpay's servers post it: the raw body, its signature and the event's id. */
export interface SignedWebhook {
  body: string
  signature: string
  eventId: string
}

export function simulatorGateway(options: {
  webhookSecret: string | undefined
  /** Shared by every worker of one shop; made here when the shop runs as one process. */
  secret?: string
  /** Posts a webhook to the shop's own endpoint. */
  deliverWebhook?: (webhook: SignedWebhook) => Promise<unknown>
}): PaymentGateway {
  const secret = options.secret ?? randomBytes(32).toString('hex')
  const derived = (use: string) => createHmac('sha256', secret).update(use).digest('hex')
  // Without a configured webhook secret the simulator signs its webhooks with one of its own.
  const webhookSecret = options.webhookSecret ?? derived('webhook')
  const refunds = new Map<string, RefundEntity>()
  const timers = new Set<NodeJS.Timeout>()

  function settleLater(idempotencyKey: string, refund: RefundEntity) {
    const deliver = options.deliverWebhook
    if (!deliver) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      const processed = { ...refund, status: 'processed' as const }
      refunds.set(idempotencyKey, processed)
      const body = refundEventBody(processed, 'refund.processed')
      void deliver({
        body,
        signature: hmacHex(webhookSecret, body),
        eventId: razorpayStyleId('evt'),
      }).catch(() => undefined)
    }, SIMULATED_REFUND_DELAY_MS)
    timer.unref()
    timers.add(timer)
  }

  return {
    kind: 'simulator',
    keyId: SIMULATOR_KEY_ID,
    keySecret: derived('key'),
    webhookSecret,
    checkoutScript: SIMULATOR_SCRIPT,
    async createOrder({ amount, receipt }) {
      return { id: razorpayStyleId('order'), amount, currency: 'INR', receipt, status: 'created' }
    },
    async refund({ paymentId, amount, idempotencyKey, notes }) {
      const earlier = refunds.get(idempotencyKey)
      if (earlier) return earlier
      const refund: RefundEntity = {
        id: razorpayStyleId('rfnd'),
        entity: 'refund',
        amount,
        payment_id: paymentId,
        status: 'pending',
        notes,
      }
      refunds.set(idempotencyKey, refund)
      settleLater(idempotencyKey, refund)
      return refund
    },
    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
