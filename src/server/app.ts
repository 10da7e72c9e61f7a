// Builds the Fastify app: outside plugins first, then ours, then the API routes and the web app.
import path from 'node:path'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { RenderPage } from '#web/entry-server.tsx'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import afterReply from './plugins/after-reply.ts'
import errors from './plugins/errors.ts'
import security from './plugins/security.ts'
import responseContract from './plugins/response-contract.ts'
import privateResponses from './plugins/private-responses.ts'
import webApp from './plugins/web-app.ts'
import session from './plugins/session.ts'
import admin from './routes/admin/index.ts'
import auth from './routes/auth.ts'
import cart from './routes/cart.ts'
import contact from './routes/contact.ts'
import coupons from './routes/coupons.ts'
import google from './routes/google.ts'
import health from './routes/health.ts'
import compression from './plugins/compression.ts'
import invoicePdfs from './routes/invoices.ts'
import orders from './routes/orders.ts'
import returns from './routes/returns.ts'
import payments from './routes/payments.ts'
import shipping from './routes/shipping.ts'
import { PROJECT_ROOT } from './project-root.ts'
import { boundedLogDestination } from './lib/log-destination.ts'
import catalogueCache from './plugins/catalogue-cache.ts'
import catalogueEdge, { type CatalogueEdge, serverWithEdge } from './plugins/catalogue-edge.ts'
import phoneModels from './routes/phone-models.ts'
import shopProfile from './routes/shop-profile.ts'
import pincodes from './routes/pincodes.ts'
import products from './routes/products.ts'
import reviews from './routes/reviews.ts'
import search from './routes/search.ts'
import seo from './routes/seo.ts'
import unsubscribe from './routes/unsubscribe.ts'
import user from './routes/user.ts'
import whatsappWebhook from './routes/whatsapp.ts'
import userData from './routes/user-data.ts'
import {
  type MailWorker,
  type MailWorkerOptions,
  startMailWorker,
} from './services/mail/mail-worker.ts'
import { createMailer, type Mailer } from './services/mail/mailer.ts'
import { createWhatsApp, type WhatsApp } from './services/whatsapp/client.ts'
import { startWhatsAppWorker, type WhatsAppWorkerOptions } from './services/whatsapp/worker.ts'
import type { OutboxLoop } from './lib/outbox-loop.ts'
import type { PaymentGateway } from './services/payments/gateway.ts'
import { createPaymentGateway } from './services/payments/select-gateway.ts'
import { type OrderContext, type ShopContext, shopContext } from './services/shop-context.ts'
import type { Courier } from './services/shipping/courier.ts'
import {
  COURIER_SIMULATOR_PREFIX,
  createShipping,
  type Shipping,
} from './services/shipping/select-courier.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    mailer: Mailer
    mailWorker: MailWorker
    whatsapp: WhatsApp
    whatsappWorker: OutboxLoop
    payments: PaymentGateway
    /** The courier (Shiprocket, its simulator, or none: manual shipping) and its webhook's token. */
    shipping: Shipping
    /** What the order services work with, built once (services/shop-context.ts). */
    shop: ShopContext
  }
  interface FastifyRequest {
    /** The shop's context with this request's logger. */
    shop: OrderContext
  }
}

export interface AppDependencies {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  webRoot?: string
  /** Draws pages on the server; by default the web build's own renderer. */
  renderPage?: RenderPage
  mailer?: Mailer
  /** Tests set a short backoff or a slow poll. */
  mailWorker?: Pick<MailWorkerOptions, 'pollMs' | 'backoffMs' | 'now'>
  /** Tests set a short backoff or a slow poll. */
  whatsappWorker?: Pick<WhatsAppWorkerOptions, 'pollMs' | 'backoffMs' | 'now'>
  payments?: PaymentGateway
  /** Tests set a courier, or none to ship by hand as production without Shiprocket does. */
  courier?: Courier | null
}

/**
 * Fastify ignores a bare hop count (it can't tell a proxy from a client that forges enough hops),
 * so the count becomes Express's rule: trust the nearest `hops` senders. That is only safe when
 * every request comes through those proxies, as the README says.
 */
function trustProxy(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting
  return (_address: string, hop: number) => hop < setting
}

const defaultWebRoot = path.join(PROJECT_ROOT, 'dist/web')

export async function buildApp(deps: AppDependencies) {
  const { config, database, logger, webRoot, renderPage } = deps
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, stream: boundedLogDestination() },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    // A signed-out shopper's catalogue read the catalogue cache has answered before is answered
    // again at once, as a CDN would (decision 019), by the edge plugin.
    serverFactory: serverWithEdge((): CatalogueEdge => app.catalogueEdge),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        mailDir: path.join(config.dataDir, 'mail'),
        log: app.log,
      }),
  )

  app.decorate(
    'whatsapp',
    createWhatsApp({
      apiUrl: config.WHATSAPP_API_URL,
      token: config.WHATSAPP_TOKEN,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      dir: path.join(config.dataDir, 'whatsapp'),
      log: app.log,
    }),
  )

  app.decorate(
    'payments',
    deps.payments ??
      createPaymentGateway(config, {
        // The simulator's webhooks go through the real route, signature check and all.
        deliverWebhook: ({ body, signature, eventId }) =>
          app.inject({
            method: 'POST',
            url: '/api/payments/razorpay/webhook',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signature,
              'x-razorpay-event-id': eventId,
            },
            payload: body,
          }),
      }),
  )

  app.decorate(
    'shipping',
    deps.courier !== undefined
      ? { courier: deps.courier, webhookToken: config.SHIPPING_WEBHOOK_TOKEN }
      : createShipping(config, app, async ({ body, apiKey }) => {
          // The simulator's scans reach the shop as Shiprocket's webhook would, token and all.
          const answer = await app.inject({
            method: 'POST',
            url: '/api/shipping/webhook',
            headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
            payload: body,
          })
          return answer.statusCode
        }),
  )

  app.decorate('shop', shopContext(config, database.db, app.payments, app.shipping.courier))
  app.decorateRequest('shop', {
    getter(this: FastifyRequest): OrderContext {
      return { ...app.shop, log: this.log }
    },
  })

  let mailWorker: MailWorker | undefined
  app.decorate('mailWorker', {
    getter: () => {
      if (!mailWorker) throw new Error('The mail worker starts when the app is ready')
      return mailWorker
    },
  })
  let whatsappWorker: OutboxLoop | undefined
  app.decorate('whatsappWorker', {
    getter: () => {
      if (!whatsappWorker) throw new Error('The WhatsApp worker starts when the app is ready')
      return whatsappWorker
    },
  })
  app.addHook('onReady', async () => {
    mailWorker = startMailWorker({
      db: database.db,
      mailer: app.mailer,
      log: app.log,
      messageIdDomain: config.MAIL_FROM.split('@').pop()?.replace(/>$/, ''),
      staff: app.shop,
      ...deps.mailWorker,
    })
    whatsappWorker = startWhatsAppWorker({
      db: database.db,
      whatsapp: app.whatsapp,
      publicUrl: config.publicUrl,
      log: app.log,
      ...deps.whatsappWorker,
    })
  })
  // Producers write outbox rows inside their transactions, which have committed by the time the
  // answer is sent: look for mail now rather than at the next poll.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      mailWorker?.nudge()
      whatsappWorker?.nudge()
    }
    done()
  })
  app.addHook('onClose', async () => {
    app.payments.close?.()
    await mailWorker?.stop()
    await whatsappWorker?.stop()
  })

  await app.register(errors)
  await app.register(afterReply)
  await app.register(cookie)
  await app.register(security, {
    publicUrl: config.publicUrl,
    redisUrl: config.REDIS_URL,
    baselinePerMinute: config.RATE_LIMIT_PER_MINUTE,
  })
  await app.register(session)
  await app.register(catalogueCache, { database })
  await app.register(catalogueEdge)

  await app.register(
    async (api) => {
      await api.register(compression)
      await api.register(responseContract)
      await api.register(privateResponses)
      await api.register(health)
      await api.register(auth)
      await api.register(google)
      await api.register(user)
      await api.register(userData)
      await api.register(cart)
      await api.register(unsubscribe)
      await api.register(contact)
      await api.register(products)
      await api.register(phoneModels)
      await api.register(shopProfile)
      await api.register(search)
      await api.register(pincodes)
      await api.register(reviews)
      await api.register(coupons)
      await api.register(orders)
      await api.register(returns)
      await api.register(invoicePdfs)
      await api.register(payments)
      await api.register(shipping)
      await api.register(whatsappWebhook)
      const simulator = app.shipping.simulator
      if (simulator) {
        await api.register(simulator.plugin, {
          prefix: COURIER_SIMULATOR_PREFIX.replace(/^\/api/, ''),
        })
      }
      await api.register(admin)
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: `No API route for ${request.method} ${request.url}` }),
      )
    },
    { prefix: '/api' },
  )

  await app.register(seo)
  await app.register(webApp, {
    webRoot: webRoot ?? defaultWebRoot,
    renderPage,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
