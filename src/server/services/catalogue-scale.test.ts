import { and, eq, gte, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { CatalogueCache } from '../plugins/catalogue-cache.ts'
import { listProducts, matchesQuery, readQuery } from './catalogue.ts'

const WORDS = ['armour', 'slim', 'clear', 'matte', 'rugged', 'leather', 'magnetic', 'folio']
let database: Database

async function plan(search: Record<string, string>): Promise<string> {
  const query = ProductListQuerySchema.parse(search)
  const { sql: text, params } = matchesQuery(
    database.db,
    await readQuery(database.db, query),
  ).toSQL()
  const client = (
    database.db as unknown as {
      $client: {
        query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>
      }
    }
  ).$client
  const { rows } = await client.query(`EXPLAIN ${text}`, params)
  return rows.map((row) => Object.values(row)[0]).join('\n')
}

describe('a 5,000-product catalogue', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
    for (let batch = 0; batch < 10; batch++) {
      await insertProducts(
        database.db,
        Array.from({ length: 500 }, (_, i) => {
          const n = batch * 500 + i
          // Most products are cases, as in a real accessories shop; glass is rare.
          return buildProduct({
            name: `${WORDS[n % WORDS.length]} case ${n}`,
            category: n % 100 === 0 ? 'tempered-glass' : 'cases',
            price: 200_00 + (n % 3000) * 100,
            features: n % 1000 === 7 ? ['Zebra stripe print'] : [`model ${n}`],
          })
        }),
      )
    }
    await database.db.execute(sql`analyze products`)
  }, 120_000)
  afterAll(() => database.close())

  it('answers a rare category through an index, not a full scan', async () => {
    const explained = await plan({ category: 'tempered-glass' })
    expect(explained).not.toMatch(/Seq Scan on products/)
    expect(explained).toMatch(/Index/)
  })

  it('answers a substring search through the trigram index', async () => {
    const explained = await plan({ search: 'zebra' })
    expect(explained).toMatch(/products_search_trgm_idx/)
  })

  it('searches once for every page of a search in one order, and counts up to the cap', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    const searched: string[] = []
    const memo = (key: string, read: () => Promise<string[]>) =>
      cache.matches(key, () => {
        searched.push(key)
        return read()
      })
    const list = (search: Record<string, string>) =>
      listProducts(database.db, ProductListQuerySchema.parse(search), false, memo)

    const first = await list({ search: 'rugged', minPrice: '300', limit: '48' })
    const paged = await list({ search: 'rugged', minPrice: '300', limit: '20', page: '3' })
    expect(searched).toHaveLength(1)
    // What SQL counts on its own, up to the cap.
    const [{ total } = { total: -1 }] = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(like(products.name, 'rugged case %'), gte(products.shelfPrice, 300_00)))
    const sorted = await list({ search: 'rugged', minPrice: '300', sortBy: 'price', limit: '10' })
    for (const answer of [first, paged, sorted]) {
      expect(answer.total).toBe(Math.min(total, 1000))
      expect(answer.totalCapped).toBe(total > 1000)
    }
    expect(paged.products.map((p) => p.id)).toEqual(
      (await list({ search: 'rugged', minPrice: '300', limit: '60' })).products
        .slice(40, 60)
        .map((p) => p.id),
    )
    expect(searched).toHaveLength(2)

    await list({ search: 'rugged', minPrice: '301', limit: '48' })
    expect(searched).toHaveLength(3)
    cache.changed(true)
    await list({ search: 'rugged', minPrice: '300', limit: '48' })
    expect(searched).toHaveLength(4)
  })

  it('reads a page past the cap with the search itself, and the last one says how many there are', async () => {
    const all = ProductListQuerySchema.parse({ limit: '96', sortBy: 'name', sortOrder: 'asc' })
    const [{ total } = { total: -1 }] = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.inStock, true), eq(products.hasStock, true)))
    expect(total).toBeGreaterThan(1000)
    const lastPage = Math.ceil(total / 96)
    const middle = await listProducts(database.db, { ...all, page: 12 })
    expect(middle).toMatchObject({ total: 1000, totalCapped: true })
    const last = await listProducts(database.db, { ...all, page: lastPage })
    expect(last).toMatchObject({ total, totalCapped: false })
    expect(last.products).toHaveLength(total - (lastPage - 1) * 96)
  })
})
