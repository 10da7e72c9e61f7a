import { readFile } from 'node:fs/promises'
import type * as FastifyModule from 'fastify'
import type { RouteOptions } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../testing/test-app.ts'

// Every Fastify instance the app builds reports its routes here, so the list is the built app's own.
const registered = vi.hoisted(() => [] as RouteOptions[])
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>()
  const Fastify = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options)
    app.addHook('onRoute', (route) => void registered.push(route))
    return app
  }) as typeof actual.default
  return { ...actual, default: Fastify }
})

/** The files that check answers with `expectDeclared`, naming each route as a `'METHOD /api/…'` literal. */
const ANSWER_TESTS = [
  'route-answers.test.ts',
  'order-answers.test.ts',
  'coupons.test.ts',
  'coupon-rules.test.ts',
  'pincodes.test.ts',
  'stock-alerts.test.ts',
  'admin/admin-answers.test.ts',
  'admin/coupons.test.ts',
  'admin/customers.test.ts',
  'admin/product-import.test.ts',
  'admin/reports.test.ts',
  'admin/phone-models.test.ts',
  'admin/search-synonyms.test.ts',
  'admin/shop-profile.test.ts',
  'admin/notices.test.ts',
  'admin/shipping.test.ts',
  'shipping-tracking.test.ts',
  'admin/to-ship.test.ts',
  'returns.test.ts',
  'user-addresses.test.ts',
  'user-preferences.test.ts',
  'whatsapp-updates.test.ts',
  'user-data.test.ts',
  'search-suggestions.test.ts',
  'cart.test.ts',
  'cart-reminders.test.ts',
]

async function answeredRoutes() {
  const sources = await Promise.all(
    ANSWER_TESTS.map((file) => readFile(new URL(file, import.meta.url), 'utf8')),
  )
  const keys = sources.flatMap((source) =>
    [...source.matchAll(/'((?:GET|POST|PUT|DELETE) \/api\/[^' ]*)'/g)].map((match) => match[1]),
  )
  return new Set(keys)
}

describe('the answer tests', () => {
  it('check the answer of every API route that declares one', async () => {
    const t = await createTestApp()
    await t.close()
    const declared = registered
      .filter((route) => route.url.startsWith('/api/') && route.schema?.response)
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((key) => !key.startsWith('HEAD '))
    expect(declared.length).toBeGreaterThan(40)

    const answered = await answeredRoutes()
    expect(declared.filter((key) => !answered.has(key))).toEqual([])
  })
})
