import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import { displayPrice } from '#domain/pricing.ts'
import { PRODUCT_COUNT_CAP } from '#domain/product/catalogue.ts'
import type { ProductListResponse } from '#domain/product/product.ts'
import { products, productVariants } from '../db/schema/index.ts'
import { seedLargeCatalogue } from '../db/seed/large-catalogue.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const SIZE = 100_000
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await seedLargeCatalogue(t.db, SIZE)
  await insertProducts(t.db, [
    buildProduct({ name: 'Zebra Stripe Folio', features: ['Hand-stitched'], price: 1234_00 }),
  ])
}, 300_000)
afterAll(() => t.close())

async function list(query: string) {
  const response = await call(t.app, 'GET', `/api/products?${query}`)
  expect(response.statusCode).toBe(200)
  return response.data as unknown as ProductListResponse
}

async function countWhere(condition: SQL) {
  const [row] = await t.db.select({ n: count() }).from(products).where(condition)
  return row?.n ?? 0
}

describe(`a ${SIZE.toLocaleString('en-IN')}-product catalogue`, () => {
  it('counts a broad list only up to the cap, and says so', async () => {
    const page = await list('limit=48')
    expect(page.products).toHaveLength(48)
    expect(page).toMatchObject({ total: PRODUCT_COUNT_CAP, totalCapped: true })
  })

  it('reaches every product: the oldest is on the last page of the newest-first list', async () => {
    const [oldest] = await t.db
      .select({ name: products.name })
      .from(products)
      .orderBy(asc(products.createdAt), desc(products.id))
      .limit(1)
    const last = await list(`limit=48&page=${Math.ceil((SIZE + 1) / 48)}`)
    expect(last.products.at(-1)?.name).toBe(oldest?.name)
    // The last page knows exactly how many there are, so the shop shows its number.
    expect(last).toMatchObject({ total: SIZE + 1, totalCapped: false })
  })

  it('finds the one product whose name holds a rare word', async () => {
    const page = await list('search=zebra')
    expect(page.products.map((p) => p.name)).toEqual(['Zebra Stripe Folio'])
    expect(page).toMatchObject({ total: 1, totalCapped: false })
  })

  it('answers a filtered search with exactly its matches, cheapest first', async () => {
    const page = await list(
      'search=rugged&minPrice=300&maxPrice=700&sortBy=price&sortOrder=asc&limit=1000',
    )
    const expected = await countWhere(
      sql`${products.searchText} like '%rugged%' and ${products.shelfPrice} between 30000 and 70000`,
    )
    expect(expected).toBeGreaterThan(100)
    expect(expected).toBeLessThan(PRODUCT_COUNT_CAP)
    expect(page).toMatchObject({ total: expected, totalCapped: false })
    expect(page.products).toHaveLength(expected)
    for (const product of page.products) {
      expect(product.name.toLowerCase()).toContain('rugged')
    }
    const prices = page.products.map((p) =>
      paiseToRupees(displayPrice(rupeesToPaise(p.price), p.gstRate)),
    )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(300)
    expect(Math.max(...prices)).toBeLessThanOrEqual(700)
  })

  it('forgives typos and ranks the names that match best first', async () => {
    const glass = await list('search=tempred%20glas&sortBy=relevance&limit=48')
    expect(glass.products).toHaveLength(48)
    for (const product of glass.products) expect(product.name).toContain('Tempered Glass')

    const chargers = await list('search=chargr&sortBy=relevance&limit=48')
    for (const product of chargers.products) expect(product.name).toContain('Charger')
  })

  it('answers one- and two-letter searches with a page and a capped count', async () => {
    for (const search of ['s', 'ru']) {
      const page = await list(`search=${search}&limit=48`)
      expect(page.products).toHaveLength(48)
      for (const product of page.products) {
        const text = [product.name, product.brand, product.category, ...product.features]
          .join(' ')
          .toLowerCase()
        expect(text).toContain(search)
      }
    }
  })

  it('shows each product at the price and stock its variant gives, and keeps them in step', async () => {
    const outOfStep = sql`${products.shopperPrice} <> shopper_price_of(${products.id}, ${products.price})
      or ${products.hasStock} <> has_stock_of(${products.id})`
    expect(await countWhere(outOfStep)).toBe(0)
    // The seed sets the shelf triggers aside only while it writes: a variant sold out afterwards
    // takes its product off the shelf.
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1)
    await t.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.productId, product!.id))
    const [after] = await t.db
      .select({ hasStock: products.hasStock })
      .from(products)
      .where(eq(products.id, product!.id))
    expect(after?.hasStock).toBe(false)
  })
})
