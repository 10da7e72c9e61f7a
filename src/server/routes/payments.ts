import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import {
  PaymentDeclinedSchema,
  RazorpaySuccessSchema,
  SimulatedPaymentSchema,
  type WebhookOutcome,
  WebhookResponseSchema,
} from '#domain/payment.ts'
import { badRequest, HttpError, notFound } from '../lib/http-error.ts'
import { ErrorBodySchema } from '../plugins/errors.ts'
import { requireUser } from '../plugins/session.ts'
import { findOrderByRazorpayId, settlePayment } from '../services/orders/settle-payment.ts'
import { isValidWebhookSignature, paymentSignature } from '../services/payments/signatures.ts'
import { razorpayStyleId } from '../services/payments/simulator.ts'
import {
  hasSeenEvent,
  paymentFromEvent,
  refundFromEvent,
  rememberEvent,
} from '../services/payments/webhook-events.ts'
import { applyRefund } from '../services/orders/refunds.ts'
import { PROJECT_ROOT } from '../project-root.ts'

const payments: FastifyPluginAsyncZod = async (app) => {
  // Razorpay signs the exact bytes it sent, so this route keeps the body raw until it is verified.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    )
    // Answered 200 whatever the business outcome, or Razorpay retries and then disables the hook.
    const answers = { schema: { response: { 200: WebhookResponseSchema } } }
    webhook.post('/payments/razorpay/webhook', answers, async (request) => {
      const secret = app.payments.webhookSecret
      if (!secret) throw new HttpError(503, 'The payment webhook is not configured')
      const signature = request.headers['x-razorpay-signature']
      const raw = request.body
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== 'string' ||
        !isValidWebhookSignature(secret, raw, signature)
      ) {
        throw badRequest('Invalid webhook signature')
      }
      let event: unknown
      try {
        event = JSON.parse(raw.toString('utf8'))
      } catch {
        throw badRequest('The webhook body is not JSON')
      }
      const eventIdHeader = request.headers['x-razorpay-event-id']
      const db = app.database.db
      const seen = await hasSeenEvent(db, raw, eventIdHeader)
      if (seen) return { status: 'duplicate' as const }

      const payment = paymentFromEvent(event)
      const refund = refundFromEvent(event)
      let status: WebhookOutcome = 'ignored'
      if (refund) {
        if (await applyRefund(db, refund)) status = 'processed'
      } else if (payment) {
        const settled = await settlePayment(request.shop, { ...payment, source: 'webhook' })
        status = settled?.issue ?? (settled?.returned ? 'returned' : 'processed')
      }
      await rememberEvent(db, raw, eventIdHeader, event)
      return { status }
    })
  })

  if (app.payments.kind !== 'simulator') return

  const script = await readFile(
    path.join(PROJECT_ROOT, 'src/server/services/payments/simulator-window.js'),
    'utf8',
  )
  app.get(
    '/payments/simulator/checkout.js',
    { config: { untypedAnswer: 'script' } },
    (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  )

  // What Razorpay's servers do when the shopper pays in the window: sign the result for the page.
  app.post(
    '/payments/simulator/pay',
    {
      schema: {
        body: SimulatedPaymentSchema,
        // A 400 is either the declined payment or the usual refusal of a bad request.
        response: { 200: RazorpaySuccessSchema, 400: PaymentDeclinedSchema.or(ErrorBodySchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const { razorpayOrderId, outcome } = request.body
      const order = await findOrderByRazorpayId(app.database.db, razorpayOrderId)
      if (!order || order.userId !== user.id) throw notFound(ORDER_NOT_FOUND)
      const paymentId = razorpayStyleId('pay')
      if (outcome === 'failure') {
        return reply.status(400).send({
          message: 'Payment failed',
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment was declined by the bank. Please try another card.',
            source: 'bank',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: razorpayOrderId, payment_id: paymentId },
          },
        })
      }
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: razorpayOrderId,
        razorpay_signature: paymentSignature(app.payments.keySecret, razorpayOrderId, paymentId),
      }
    },
  )
}

export default payments
