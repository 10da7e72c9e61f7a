// What a request asks for, as the router reads it, so every guard judges the route that will run.
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'

/**
 * Rewrites a request target in absolute form (`POST http://host/api/auth/login`), which a server
 * must accept (RFC 9112 §3.2.2), to the origin form every other part of the shop reads, its
 * authority standing in for Host as the RFC says.
 */
export function toOriginForm(request: IncomingMessage): void {
  const target = request.url
  if (target === undefined || target.startsWith('/') || target === '*') return
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return
  }
  request.url = `${url.pathname}${url.search}`
  request.headers.host = url.host
}

/**
 * The path of the route that will answer (its pattern, such as `/api/orders/:id/cancel`), or the
 * request's own path when no route will. The router decodes a percent-encoded path
 * (`/%61pi/auth/login` runs the login route), so a guard that reads the raw target can be walked
 * past.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url
}

export const isApiRequest = (request: FastifyRequest) => routedPath(request).startsWith('/api/')
