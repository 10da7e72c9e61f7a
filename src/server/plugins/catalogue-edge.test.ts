// The catalogue cache's edge, over real HTTP (inject never reaches the server's own handler): a
// signed-out shopper's repeat read is answered before Fastify with what Fastify would have sent.
// Fastify's answers to /api carry the rate limit's headers and the edge's don't, which tells them
// apart.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertCheckoutProducts } from '../testing/checkout-fixtures.ts'
import { call } from '../testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let first: TestApp
let second: TestApp
let firstUrl: string
let secondUrl: string
let admin: string
let products: Awaited<ReturnType<typeof insertCheckoutProducts>>
beforeAll(async () => {
  first = await createTestApp()
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

const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, {
    headers: { 'accept-encoding': 'identity', ...headers },
  })
  const body = Buffer.from(await response.arrayBuffer())
  const { date: _date, 'keep-alive': _keepAlive, ...sent } = Object.fromEntries(response.headers)
  return { status: response.status, headers: sent, body }
}
const byEdge = (answer: { headers: Record<string, string> }) =>
  answer.headers['x-ratelimit-limit'] === undefined
const withoutRateLimit = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('x-ratelimit-')))

describe('the catalogue edge', () => {
  it('answers a signed-out repeat read with the same bytes and headers, 304 included', async () => {
    const path = `/api/products/${products.glass.id}`
    const fromApp = await get(firstUrl, path)
    const fromEdge = await get(firstUrl, path)
    expect(byEdge(fromApp)).toBe(false)
    expect(byEdge(fromEdge)).toBe(true)
    expect(fromEdge.status).toBe(200)
    expect(fromEdge.body.equals(fromApp.body)).toBe(true)
    expect(fromEdge.headers).toEqual(withoutRateLimit(fromApp.headers))
    expect(JSON.parse(fromEdge.body.toString()).product.name).toBe('Clear Glass')

    const unchanged = await get(firstUrl, path, { 'if-none-match': fromApp.headers.etag ?? '' })
    expect(unchanged.status).toBe(304)
    expect(byEdge(unchanged)).toBe(true)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers.etag).toBe(fromApp.headers.etag)
    expect(unchanged.headers['content-security-policy']).toBe(
      fromApp.headers['content-security-policy'],
    )
  })

  it('sends brotli once the app has made it, and the same text once decoded', async () => {
    const path = '/api/products?limit=1000&sortBy=price'
    const plain = await get(firstUrl, path)
    const fromApp = await get(firstUrl, path, { 'accept-encoding': 'br' })
    const fromEdge = await get(firstUrl, path, { 'accept-encoding': 'gzip, br' })
    expect(byEdge(fromApp)).toBe(false)
    expect(byEdge(fromEdge)).toBe(true)
    expect(fromEdge.headers['content-encoding']).toBe('br')
    // fetch decodes what it is sent.
    expect(fromEdge.body.equals(plain.body)).toBe(true)
  })

  it('leaves a signed-in shopper to the app, so staff never get a shopper’s answer', async () => {
    const path = '/api/products?stock=all'
    const shoppers = await get(firstUrl, path)
    expect(byEdge(await get(firstUrl, path))).toBe(true)
    expect(shoppers.body.toString()).not.toContain('Gone Case')

    const staff = await get(firstUrl, path, { cookie: admin })
    expect(byEdge(staff)).toBe(false)
    expect(staff.headers['cache-control']).toBe('no-store')
    expect(staff.body.toString()).toContain('Gone Case')
  })

  it('never answers what the app did not keep: an unknown product, a write', async () => {
    const path = '/api/products/00000000-0000-4000-8000-000000000000'
    await get(firstUrl, path)
    const again = await get(firstUrl, path)
    expect(again.status).toBe(404)
    expect(byEdge(again)).toBe(false)
    const head = await fetch(`${firstUrl}/api/products/${products.glass.id}`, { method: 'HEAD' })
    expect(head.headers.get('x-ratelimit-limit')).not.toBeNull()
  })

  it('forgets every address when the catalogue changes, in every process', async () => {
    const path = `/api/products/${products.charger.id}`
    await get(firstUrl, path)
    await get(secondUrl, path)
    expect(byEdge(await get(secondUrl, path))).toBe(true)

    const renamed = await call(
      first.app,
      'PUT',
      `/api/admin/products/${products.charger.id}`,
      {
        name: 'Bolt Charger Max',
        brand: 'Kavach',
        category: 'chargers',
        image: '/uploads/products/bolt.webp',
        features: ['65 W'],
        coloredTags: [],
        inStock: true,
        isNewProduct: false,
        isGift: false,
        isFeatured: false,
        isOnSale: false,
        isTopRated: false,
        price: 3299,
        originalPrice: 4299,
      },
      { cookie: admin, origin: TEST_ORIGIN },
    )
    expect(renamed.statusCode).toBe(200)
    const mine = await get(firstUrl, path)
    expect(JSON.parse(mine.body.toString()).product.name).toBe('Bolt Charger Max')
    await vi.waitFor(
      async () => {
        const theirs = await get(secondUrl, path)
        expect(JSON.parse(theirs.body.toString()).product.name).toBe('Bolt Charger Max')
      },
      { timeout: 5000, interval: 50 },
    )
  })
})
