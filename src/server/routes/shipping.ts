import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TrackingWebhookResponseSchema, WRONG_WEBHOOK_TOKEN } from '#domain/shipping/shipment.ts'
import { unauthorized } from '../lib/http-error.ts'
import { receiveTracking } from '../services/shipping/tracking.ts'
import { ShiprocketTrackingSchema, scansOf } from '../services/shipping/shiprocket-webhook.ts'

/** Compared as digests, so neither the token's length nor its letters show in the timing. */
function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(expected), digest(given))
}

const shipping: FastifyPluginAsyncZod = async (app) => {
  // The courier's tracking updates; the token is checked before the body is read.
  app.post(
    '/shipping/webhook',
    {
      schema: { body: ShiprocketTrackingSchema, response: { 200: TrackingWebhookResponseSchema } },
      preValidation: async (request) => {
        const token = app.shipping.webhookToken
        if (!token || !sameToken(token, request.headers['x-api-key'])) {
          throw unauthorized(WRONG_WEBHOOK_TOKEN)
        }
      },
    },
    async (request) => {
      const scans = scansOf(request.body, new Date())
      return { status: await receiveTracking(request.shop, request.body.awb, scans) }
    },
  )
}

export default shipping
