// Razorpay's webhook as its servers call it, for the payment tests.
import { randomBytes } from 'node:crypto'
import type { App } from '../app.ts'
import { hmacHex } from '../services/payments/signatures.ts'
import { refundEventBody } from '../services/payments/webhook-events.ts'
import { STUB_WEBHOOK_SECRET, type StubRefund } from './razorpay-stub.ts'

/**
 * A `payment.captured` event as Razorpay posts it, signed over the exact body; for the payment
 * the checkout verified when `paymentId` names it, else for one of its own.
 */
export function capturedEvent(
  razorpayOrderId: string,
  amount: number,
  { secret = STUB_WEBHOOK_SECRET, paymentId = `pay_${razorpayOrderId.slice(6)}` } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: razorpayOrderId,
          method: 'card',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  })
  return { body, signature: hmacHex(secret, body), eventId: `evt_${razorpayOrderId.slice(6)}` }
}

export async function postWebhook(
  app: App,
  event: { body: string; signature: string; eventId: string },
) {
  // Razorpay's servers send no Origin header.
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': event.signature,
      'x-razorpay-event-id': event.eventId,
    },
    payload: event.body,
  })
}

/** A `refund.*` event for a refund the stand-in made, as Razorpay posts it once the bank answers. */
export function refundEvent(
  refund: StubRefund,
  event: 'refund.created' | 'refund.processed' | 'refund.failed',
  eventId = `evt_${randomBytes(7).toString('hex')}`,
) {
  const status =
    event === 'refund.failed' ? 'failed' : event === 'refund.processed' ? 'processed' : 'pending'
  const body = refundEventBody({ ...refund, status }, event)
  return { body, signature: hmacHex(STUB_WEBHOOK_SECRET, body), eventId }
}
