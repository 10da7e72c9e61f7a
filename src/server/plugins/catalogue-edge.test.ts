// The catalogue's edge, over real HTTP (inject never reaches the server's own handler): a
// signed-out shopper's repeat read is answered before Fastify with what Fastify would have sent.
import { copyFile, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPage } from '#web/entry-server.tsx'
import { insertCheckoutProducts } from '../testing/checkout-fixtures.ts'
import { call } from '../testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'
import { productForm } from '../testing/product-form.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let first: TestApp
let second: TestApp
let firstUrl: string
let secondUrl: string
let admin: string
let products: Awaited<ReturnType<typeof insertCheckoutProducts>>
beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
  await copyFile(path.resolve(import.meta.dirname, '../../web/index.html'), `${webRoot}/index.html`)
  first = await createTestApp({}, { webRoot, renderPage })
  second = await createTestApp({}, { database: first.database })
  firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' })
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' })
  products = await insertCheckoutProducts(first.db)
  admin = (await createSignedInUser(first.db, { isAdmin: true })).cookie
})
afterAll(async () => {
  await second.close()
  await first.close()
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
  /** Whether the edge answered it, not Fastify. */
  byEdge: boolean
}

/** A GET asking for no encoding unless told; fetch decodes whatever it is sent. */
async function get(
  t: TestApp,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const edge = vi.spyOn(t.app.catalogueEdge, 'answer')
  try {
    const response = await fetch(`${base}${path}`, {
      headers: { 'accept-encoding': 'identity', ...headers },
    })
    const body = Buffer.from(await response.arrayBuffer())
    const { date: _date, 'keep-alive': _keepAlive, ...sent } = Object.fromEntries(response.headers)
    const byEdge = edge.mock.results.some((result) => result.value === true)
    return { status: response.status, headers: sent, body, byEdge }
  } finally {
    edge.mockRestore()
  }
}
const getFirst = (path: string, headers?: Record<string, string>) =>
  get(first, firstUrl, path, headers)
/** What Fastify sends that the edge doesn't: the per-address limit's count. */
const withoutRateLimit = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('x-ratelimit-')))

describe('the catalogue edge', () => {
  it('answers a signed-out repeat read with the same bytes and headers, 304 included', async () => {
    const path = `/api/products/${products.glass.id}`
    const fromApp = await getFirst(path)
    const fromEdge = await getFirst(path)
    expect(fromApp.byEdge).toBe(false)
    expect(fromEdge.byEdge).toBe(true)
    expect(fromEdge.status).toBe(200)
    expect(fromEdge.body.equals(fromApp.body)).toBe(true)
    expect(fromEdge.headers).toEqual(withoutRateLimit(fromApp.headers))
    expect(fromApp.headers['x-ratelimit-limit']).toBeDefined()
    expect(JSON.parse(fromEdge.body.toString()).product.name).toBe('Clear Glass')

    const etag = fromApp.headers.etag ?? ''
    const appUnchanged = await get(first, firstUrl, path, { 'if-none-match': etag, cookie: admin })
    const unchanged = await getFirst(path, { 'if-none-match': etag })
    expect(appUnchanged.byEdge).toBe(false)
    expect(unchanged.byEdge).toBe(true)
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers).toEqual(withoutRateLimit(appUnchanged.headers))
  })

  it('sends brotli or gzip once the app has made it, the same text once decoded', async () => {
    const path = '/api/products?limit=1000&sortBy=price'
    const plain = await getFirst(path)
    for (const encoding of ['br', 'gzip']) {
      const fromApp = await getFirst(path, { 'accept-encoding': encoding })
      const fromEdge = await getFirst(path, { 'accept-encoding': `deflate, ${encoding}` })
      expect(fromApp.byEdge).toBe(false)
      expect(fromEdge.byEdge).toBe(true)
      expect(fromEdge.headers['content-encoding']).toBe(encoding)
      expect(fromEdge.body.equals(plain.body)).toBe(true)
    }
  })

  it('answers a drawn page again with its page headers', async () => {
    const fromApp = await getFirst('/shop/category/cases')
    const fromEdge = await getFirst('/shop/category/cases')
    expect(fromApp.byEdge).toBe(false)
    expect(fromEdge.byEdge).toBe(true)
    expect(fromEdge.headers).toEqual(fromApp.headers)
    expect(fromEdge.headers['cache-control']).toBe('no-cache')
    expect(fromEdge.headers['content-security-policy']).toContain("default-src 'self'")
    expect(fromEdge.body.toString()).toContain('Aurora Case')
  })

  it('leaves a signed-in shopper to the app, so staff never get a shopper’s answer', async () => {
    const path = '/api/products?stock=all'
    const shoppers = await getFirst(path)
    expect((await getFirst(path)).byEdge).toBe(true)
    expect(shoppers.body.toString()).not.toContain('Gone Case')

    // However the browser spaces its cookies.
    for (const cookie of [admin, `theme=dark; ${admin.replace('=', ' =')}`]) {
      const staff = await getFirst(path, { cookie })
      expect(staff.byEdge).toBe(false)
      expect(staff.headers['cache-control']).toBe('no-store')
      expect(staff.body.toString()).toContain('Gone Case')
    }
  })

  it('never answers what the app did not keep, nor a HEAD', async () => {
    const missing = '/api/products/00000000-0000-4000-8000-000000000000'
    await getFirst(missing)
    const again = await getFirst(missing)
    expect(again.status).toBe(404)
    expect(again.byEdge).toBe(false)

    const path = `/api/products/${products.cheapCase.id}`
    await getFirst(path)
    expect((await getFirst(path)).byEdge).toBe(true)
    const head = await fetch(`${firstUrl}${path}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('x-ratelimit-limit')).not.toBeNull()
  })

  it('forgets every address when the catalogue changes, in every process', async () => {
    const path = `/api/products/${products.charger.id}`
    await getFirst(path)
    await get(second, secondUrl, path)
    expect((await get(second, secondUrl, path)).byEdge).toBe(true)

    const renamed = await call(
      first.app,
      'PUT',
      `/api/admin/products/${products.charger.id}`,
      productForm({ name: 'Bolt Charger Max', category: 'chargers', price: 3299 }),
      { cookie: admin, origin: TEST_ORIGIN },
    )
    expect(renamed.statusCode).toBe(200)
    const mine = await getFirst(path)
    expect(JSON.parse(mine.body.toString()).product.name).toBe('Bolt Charger Max')
    await vi.waitFor(
      async () => {
        const theirs = await get(second, secondUrl, path)
        expect(JSON.parse(theirs.body.toString()).product.name).toBe('Bolt Charger Max')
      },
      { timeout: 5000, interval: 50 },
    )
  })
})
