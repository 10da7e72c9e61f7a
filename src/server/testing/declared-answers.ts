// Answer tests: a route's success answer is exactly the shape its domain schema declares.
import { expect } from 'vitest'
import { z } from 'zod'

/** A route as Fastify names it, e.g. `PUT /api/orders/admin/:id/status`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api/${string}`

interface Answer {
  statusCode: number
  raw: { req: { method?: string; url?: string } }
  data?: unknown
  json(): unknown
}

function pathPattern(path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')
  return new RegExp(`^${escaped}(\\?.*)?$`)
}

/**
 * The browser reads exactly what the domain declares: nothing missing, nothing more. `route` names
 * the route the request went to, which the answer-coverage test counts.
 */
export function expectDeclared(route: RouteKey, schema: z.ZodType, response: Answer) {
  const [method, path] = route.split(' ') as [string, string]
  expect(response.raw.req.method).toBe(method)
  expect(response.raw.req.url).toMatch(pathPattern(path))
  expect(response.statusCode).toBeLessThan(300)
  const data = response.data ?? response.json()
  // Read as the browser would and shaped again, the answer comes back as sent: nothing missing,
  // nothing extra, every amount converting both ways.
  expect(z.encode(schema, schema.parse(data))).toEqual(data)
}
