import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  WhatsAppVerifySchema,
  WhatsAppWebhookAnswerSchema,
  WhatsAppWebhookSchema,
} from '#domain/whatsapp.ts'
import { badRequest, forbidden, HttpError } from '../lib/http-error.ts'
import { isValidWebhookSignature } from '../services/payments/signatures.ts'
import { recordWhatsAppStatuses } from '../services/whatsapp/outbox.ts'

/** Meta signs the exact bytes it sent with the app secret, as Razorpay does: `sha256=<hex>`. */
const signedByMeta = (secret: string, raw: Buffer, header: unknown) =>
  typeof header === 'string' &&
  header.startsWith('sha256=') &&
  isValidWebhookSignature(secret, raw, header.slice('sha256='.length))

const NOT_CONFIGURED = 'The WhatsApp webhook is not configured'

const whatsapp: FastifyPluginAsyncZod = async (app) => {
  const { WHATSAPP_APP_SECRET: secret, WHATSAPP_VERIFY_TOKEN: verifyToken } = app.config

  // Meta checks the address once when it is set up, and expects its challenge back as it was.
  app.get(
    '/whatsapp/webhook',
    // The challenge goes back as plain text, exactly as sent.
    { schema: { querystring: WhatsAppVerifySchema }, config: { untypedAnswer: 'challenge' } },
    async (request, reply) => {
      if (!verifyToken) throw new HttpError(503, NOT_CONFIGURED)
      if (request.query['hub.verify_token'] !== verifyToken) throw forbidden('Wrong verify token')
      return reply.type('text/plain').send(request.query['hub.challenge'])
    },
  )

  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    )
    const answers = { schema: { response: { 200: WhatsAppWebhookAnswerSchema } } }
    webhook.post('/whatsapp/webhook', answers, async (request) => {
      if (!secret) throw new HttpError(503, NOT_CONFIGURED)
      const raw = request.body
      if (
        !Buffer.isBuffer(raw) ||
        !signedByMeta(secret, raw, request.headers['x-hub-signature-256'])
      ) {
        throw badRequest('Invalid webhook signature')
      }
      let body: unknown
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        throw badRequest('The webhook body is not JSON')
      }
      const event = WhatsAppWebhookSchema.safeParse(body)
      if (!event.success) throw badRequest(event.error.issues[0]?.message ?? 'Not a WhatsApp event')
      return { recorded: await recordWhatsAppStatuses(app.database.db, event.data) }
    })
  })
}

export default whatsapp
