import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { ProductListResponse } from '#domain/product/product.ts'
import { eq } from 'drizzle-orm'
import { productVariants } from '../db/schema/index.ts'
import { insertCheckoutProducts, line, placeCashOrder } from '../testing/checkout-fixtures.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { productForm } from '../testing/product-form.ts'
import { createSignedInUser } from '../testing/user-factory.ts'
import {
  asJson,
  CATALOGUE_CACHE_CONTROL,
  CatalogueCache,
  MAX_ENTRIES,
  MAX_KEPT_BYTES,
  type Serialized,
} from './catalogue-cache.ts'

// Two apps on one database stand for two worker processes: each keeps its own cache and hears
// the database's notifications on its own connection (on PostgreSQL, a connection of its own).
let first: TestApp
let second: TestApp
let admin: string
let products: Awaited<ReturnType<typeof insertCheckoutProducts>>
beforeAll(async () => {
  first = await createTestApp()
  second = await createTestApp({}, { database: first.database })
  products = await insertCheckoutProducts(first.db)
  admin = (await createSignedInUser(first.db, { isAdmin: true })).cookie
})
afterAll(async () => {
  await second.close()
  await first.close()
})

const LIST = '/api/products?limit=1000&sortBy=createdAt&sortOrder=desc'
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

const rename = (t: TestApp, id: string, name: string) =>
  call(t.app, 'PUT', `/api/admin/products/${id}`, productForm({ name }), { cookie: admin })

describe('catalogue answers kept in memory', () => {
  it('carry a strong ETag and a CDN-friendly Cache-Control, and answer 304 to it', async () => {
    const response = await get(first, LIST)
    expect(response.statusCode).toBe(200)
    const etag = response.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect(response.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL)
    expect(response.headers.vary).toContain('accept-encoding')

    const again = await get(first, LIST, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get(first, LIST, { 'if-none-match': '"stale"' })).statusCode).toBe(200)

    const page = await get(first, `/api/products/${products.glass.id}`)
    expect(page.headers.etag).toMatch(/^"/)
    const banners = await get(first, '/api/gallery/category/shop')
    expect(banners.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL)
  })

  it('are the same bytes whether sent as brotli, gzip or plain', async () => {
    const plain = await get(first, LIST, { 'accept-encoding': 'identity' })
    const br = await get(first, LIST, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await get(first, LIST, { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(JSON.parse(plain.body).products.length).toBeGreaterThan(0)
  })

  it('change at once for the staff member who edited, and soon after in every other process', async () => {
    const before = await get(second, LIST)
    expect(before.body).toContain('Clear Glass')

    const renamed = await rename(first, products.glass.id, 'Clear Glass Pro')
    expect(renamed.statusCode).toBe(200)
    expect((await get(first, LIST)).body).toContain('Clear Glass Pro')
    await vi.waitFor(
      async () => {
        const after = await get(second, LIST, { 'if-none-match': before.headers.etag as string })
        expect(after.statusCode).toBe(200)
        expect(after.body).toContain('Clear Glass Pro')
      },
      { timeout: 5000, interval: 50 },
    )
  })

  it('stay through a checkout that leaves what shoppers see of the stock as it was', async () => {
    const shopper = await createSignedInUser(first.db)
    const caseVariant = eq(productVariants.productId, products.cheapCase.id)
    await first.db.update(productVariants).set({ stock: 9 }).where(caseVariant)
    await get(first, LIST)
    expect(first.app.catalogueCache.size).toBeGreaterThan(0)

    // The answer to a write goes out once its changes are heard: 3 ordered of 9 leave it in stock.
    const placed = await placeCashOrder(first.app, shopper.cookie, [line(products.cheapCase, 3)])
    expect(placed.statusCode).toBe(201)
    expect(first.app.catalogueCache.size).toBeGreaterThan(0)
    // One more leaves 5, its low mark: the list now says how many are left.
    const again = await placeCashOrder(first.app, shopper.cookie, [line(products.cheapCase, 1)])
    expect(again.statusCode).toBe(201)
    expect(first.app.catalogueCache.size).toBe(0)
    const list = JSON.parse((await get(first, LIST)).body) as ProductListResponse
    const shown = list.products.find((product) => product.id === products.cheapCase.id)
    expect(shown?.variants[0]).toMatchObject({ availability: 'low_stock', left: 5 })
  })

  it('do not keep an unknown product, and keep staff’s list with sold-out products private', async () => {
    const missing = await get(first, '/api/products/00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
    const staffList = await call(first.app, 'GET', '/api/products?stock=all', undefined, {
      cookie: admin,
    })
    expect(staffList.headers['cache-control']).toBe('no-store')
    expect(staffList.headers.etag).toBeUndefined()
  })
})

describe('CatalogueCache', () => {
  const schema = z.object({ n: z.number() })

  it('loads a key once for requests that ask together, and again after a change', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    let loads = 0
    const load = async () => ({ n: ++loads })
    const [a, b] = await Promise.all([
      cache.entry('k', asJson(schema, load)),
      cache.entry('k', asJson(schema, load)),
    ])
    expect(a).toBe(b)
    expect(loads).toBe(1)
    cache.changed(true)
    expect((await cache.entry('k', asJson(schema, load))).body.toString()).toBe('{"n":2}')
  })

  it('keeps nothing while it cannot hear changes, nor an answer that breaks its schema', async () => {
    const cache = new CatalogueCache()
    cache.changed(false)
    await cache.entry(
      'k',
      asJson(schema, async () => ({ n: 1 })),
    )
    expect(cache.size).toBe(0)
    cache.changed(true)
    await expect(
      cache.entry(
        'bad',
        asJson(schema, async () => ({ n: 'one' })),
      ),
    ).rejects.toThrow()
    expect(cache.size).toBe(0)
  })

  it('keeps a list’s matches until a change, but not failed ones nor ones read while changes can’t be heard', async () => {
    const cache = new CatalogueCache()
    let reads = 0
    const read = async () => [`id-${++reads}`]
    cache.changed(false)
    await cache.matches('m', read)
    expect(await cache.matches('m', read)).toEqual(['id-2'])
    cache.changed(true)
    expect(await cache.matches('m', read)).toEqual(['id-3'])
    expect(await cache.matches('m', read)).toEqual(['id-3'])
    await expect(cache.matches('broken', () => Promise.reject(new Error('down')))).rejects.toThrow()
    expect(await cache.matches('broken', read)).toEqual(['id-4'])
    cache.changed(true)
    expect(await cache.matches('m', read)).toEqual(['id-5'])
  })

  it('does not keep matches that were being read when a change came', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    let finish = (_ids: string[]) => {}
    const before = cache.matches('m', () => new Promise<string[]>((resolve) => (finish = resolve)))
    cache.changed(true)
    finish(['id-1'])
    expect(await before).toEqual(['id-1'])
    expect(await cache.matches('m', async () => ['id-2'])).toEqual(['id-2'])
  })

  /**
   * Answers of a quarter of what the cache keeps (with their one-letter key, `answer:k`, which is
   * weighed too), each load noted in `loaded`.
   */
  function quarters(cache: CatalogueCache) {
    const loaded: string[] = []
    const answer = (key: string): Serialized => ({
      status: 200,
      type: 'text/plain',
      body: Buffer.alloc(MAX_KEPT_BYTES / 4 - 'answer:k'.length, key),
    })
    const quarter = (key: string) => async () => (loaded.push(key), answer(key))
    /** A load that waits for `finish`. */
    const held = (key: string) => {
      let finish = () => {}
      const made = new Promise<Serialized>((resolve) => (finish = () => resolve(answer(key))))
      return { finish, load: () => (loaded.push(key), made) }
    }
    return { loaded, quarter, held, ask: (key: string) => cache.entry(key, quarter(key)) }
  }

  it('lets the least recently asked answers go when they, compressed forms too, pass the bytes it keeps', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    const { loaded, quarter, ask } = quarters(cache)
    for (const key of ['a', 'b', 'c', 'd', 'a']) await ask(key)
    expect(loaded).toEqual(['a', 'b', 'c', 'd'])

    await ask('e')
    await ask('c')
    await ask('b')
    expect(loaded).toEqual(['a', 'b', 'c', 'd', 'e', 'b'])
    expect(cache.size).toBe(4)

    // Brotli's few bytes of 'e' take the cache past its limit: 'a', the least recently asked, goes.
    // (Signed in, so the edge learns no address, which would weigh a few bytes too.)
    const app = Fastify()
    app.get('/e', (request, reply) => cache.respond(request, reply, 'e', quarter('e')))
    const answer = await app.inject({
      url: '/e',
      headers: { 'accept-encoding': 'br', cookie: 'kavach_session=s' },
    })
    expect(answer.headers['content-encoding']).toBe('br')
    await ask('c')
    await ask('a')
    expect(loaded).toEqual(['a', 'b', 'c', 'd', 'e', 'b', 'a'])
    await app.close()
  })

  it('keeps no answer a change overtook, and an answer being made that is let go for room still reaches those waiting', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    const { loaded, quarter, held, ask } = quarters(cache)
    const overtaken = held('overtaken')
    const asked = cache.entry('overtaken', overtaken.load)
    cache.changed(true)
    overtaken.finish()
    expect((await asked).body[0]).toBe('o'.charCodeAt(0))
    expect(cache.size).toBe(0)

    const pending = held('pending')
    const waiting = cache.entry('pending', pending.load)
    const together = cache.entry('pending', quarter('again'))
    for (const key of ['a', 'b', 'c', 'd']) await ask(key)
    // 'd' took it past the limit: 'pending', the least recently asked, went while being made.
    pending.finish()
    const [first, second] = await Promise.all([waiting, together])
    expect(first).toBe(second)
    expect(first.body[0]).toBe('p'.charCodeAt(0))
    await ask('pending')
    expect(loaded).toEqual(['overtaken', 'pending', 'a', 'b', 'c', 'd', 'pending'])
  })

  it('lets the least recently asked go first when it holds as many answers, matches and addresses as it may', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    const made = (n: number) => async () => [String(n)]
    for (let i = 0; i < MAX_ENTRIES; i++) await cache.matches(`m${i}`, made(i))
    await cache.matches('m0', made(-1))
    await cache.entry('answer', async () => ({
      status: 200,
      type: 'text/plain',
      body: Buffer.from('a'),
    }))
    expect(cache.size).toBe(MAX_ENTRIES)
    expect(await cache.matches('m0', made(-1))).toEqual(['0'])
    expect(await cache.matches('m1', made(-1))).toEqual(['-1'])
  })
})
