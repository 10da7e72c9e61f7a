// Security headers, a baseline rate limit and the same-origin rule for state-changing requests.
import type { IncomingMessage, ServerResponse } from 'node:http'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { Redis } from 'ioredis'
import { forbidden } from '../lib/http-error.ts'
import { isApiRequest, routedPath } from '../lib/request-target.ts'

export interface SecurityOptions {
  publicUrl: string
  redisUrl?: string
  /** Requests per minute per IP across the whole API. */
  baselinePerMinute?: number
}

/** Files only ever loaded by a page (an SVG, which can hold a script, is not among them). */
const SUBRESOURCE = /\.(js|mjs|css|map|webp|png|jpe?g|avif|gif|ico|webm|mp4|woff2?)$/
const ASSET_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
])

const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com']
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * Callers that are servers, not browsers, and prove themselves with a signature or a token
 * instead: a mail client's one-click unsubscribe (RFC 8058) posts from its own servers.
 */
const ORIGIN_EXEMPT = new Set([
  '/api/payments/razorpay/webhook',
  '/api/shipping/webhook',
  '/api/whatsapp/webhook',
  '/api/unsubscribe',
])
/** The courier simulator's Shiprocket API, called by the shop's own client with a bearer token. */
const ORIGIN_EXEMPT_PREFIXES = ['/api/shipping/simulator/v1/external/']
const isOriginExempt = (path: string) =>
  ORIGIN_EXEMPT.has(path) || ORIGIN_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))

const pageHeaders = headersOf(
  helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...RAZORPAY],
        'frame-src': ["'self'", ...RAZORPAY],
        'connect-src': ["'self'", ...RAZORPAY, 'https://lumberjack.razorpay.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        // Pages the server draws carry style attributes (a rating's share of its five stars).
        'style-src': ["'self'", "'unsafe-inline'"],
        'form-action': ["'self'", 'https://accounts.google.com'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }),
)
// An API answer is never a document, so its policy lets it load nothing and be framed nowhere
// (OWASP's REST guidance), in 60 bytes rather than the pages' 600.
const apiHeaders = headersOf(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  }),
)
// A script, style sheet, picture or video is never a document: a page's policy and framing rules
// do nothing there, so it carries only what guards a subresource, in 120 bytes rather than 900
// on each of the dozen files a page loads.
const assetHeaders = Object.fromEntries(
  Object.entries(pageHeaders).filter(([name]) => ASSET_HEADERS.has(name)),
)

/** The security headers every answer to `url` (a request's raw address) carries. */
export function securityHeadersFor(url: string): Record<string, string> {
  if (url.startsWith('/api/')) return apiHeaders
  const query = url.indexOf('?')
  return SUBRESOURCE.test(query < 0 ? url : url.slice(0, query)) ? assetHeaders : pageHeaders
}

async function security(app: FastifyInstance, opts: SecurityOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(isApiRequest(request) ? routedPath(request) : request.url))
    done()
  })

  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 }) : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  await app.register(rateLimit, {
    global: true,
    max: opts.baselinePerMinute ?? 600,
    timeWindow: '1 minute',
    redis,
    allowList: (request) => !isApiRequest(request),
  })

  const allowedOrigins = new Set([new URL(opts.publicUrl).origin])
  app.addHook('onRequest', (request, _reply, done) => {
    const checked =
      !SAFE_METHODS.has(request.method) &&
      isApiRequest(request) &&
      !isOriginExempt(routedPath(request))
    if (checked && !isSameOrigin(request, allowedOrigins)) {
      return done(forbidden('This request must come from the Kavach website'))
    }
    done()
  })
}

/**
 * The headers a helmet middleware sets, worked out once: they never change between requests, and
 * @fastify/helmet built the whole middleware again for every one.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  }
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

function isSameOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const source = request.headers.origin ?? request.headers.referer
  if (!source) return false
  let origin: string
  try {
    origin = new URL(source).origin
  } catch {
    return false
  }
  // The shop is also reached by its own Host (a LAN address, a test port), not only PUBLIC_URL.
  return allowed.has(origin) || origin === `${request.protocol}://${request.host}`
}

export default fp(security, { name: 'security' })
