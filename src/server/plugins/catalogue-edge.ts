// The catalogue's edge: a signed-out shopper's GET for an address the catalogue cache has answered
// before is answered again by the HTTP server's own handler, before Fastify, as a CDN would
// (decisions 019 and 024). It reads the catalogue cache and keeps nothing of its own.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { toOriginForm } from '../lib/request-target.ts'
import { carriesSession } from '../services/sessions.ts'
import { answerHeaders, encodingFor, holds } from './catalogue-cache.ts'
import { securityHeadersFor } from './security.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogueEdge: CatalogueEdge
  }
}

export interface CatalogueEdge {
  /**
   * Answers a signed-out shopper's GET for an address already answered from the cache, with the
   * same bytes and headers, and says whether it did. Anything it can't answer at once goes on to
   * Fastify.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * Fastify's `serverFactory`: what Fastify's own factory does, but each request (its target in
 * origin form) is offered to the app's edge before Fastify's `handle`.
 */
export function serverWithEdge(edge: () => CatalogueEdge) {
  return (handle: Handler, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      toOriginForm(request)
      if (!edge().answer(request, response)) handle(request, response)
    })
    // Fastify's options, its defaults filled in.
    const timeouts = options as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout',
      number
    >
    server.keepAliveTimeout = timeouts.keepAliveTimeout
    server.requestTimeout = timeouts.requestTimeout
    server.setTimeout(timeouts.connectionTimeout)
    return server
  }
}

async function catalogueEdge(app: FastifyInstance) {
  // Once the app is closing, every request goes to Fastify, which turns it away and the
  // connection with it, so closing never waits on a client that keeps asking.
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.decorate('catalogueEdge', {
    answer(request, response) {
      if (closing || request.method !== 'GET' || request.url === undefined) return false
      if (carriesSession(request.headers)) return false
      const entry = app.catalogueCache.answerAt(request.url)
      if (!entry) return false
      const security = securityHeadersFor(request.url)
      let forms = entry.forms.get(security)
      if (!forms) entry.forms.set(security, (forms = {}))
      if (holds(request.headers['if-none-match'], entry.etag)) {
        response.writeHead(304, (forms.unchanged ??= { ...security, ...answerHeaders(entry) }))
        response.end()
        return true
      }
      const encoding = encodingFor(entry, request.headers['accept-encoding'])
      const body = encoding ? entry.compressed[encoding] : entry.body
      if (!body) return false
      const form = encoding ?? 'identity'
      response.writeHead(
        entry.status,
        (forms[form] ??= {
          ...security,
          ...answerHeaders(entry),
          'content-type': entry.type,
          ...(encoding && { 'content-encoding': encoding }),
          'content-length': String(body.length),
        }),
      )
      response.end(body)
      return true
    },
  } satisfies CatalogueEdge)
}

export default fp(catalogueEdge, { name: 'catalogue-edge', dependencies: ['catalogue-cache'] })
