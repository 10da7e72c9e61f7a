import { and, gte, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { CatalogueCache } from '../plugins/catalogue-cache.ts'
import { listProducts, productPageQuery, readQuery } from './catalogue.ts'

const WORDS = ['armour', 'slim', 'clear', 'matte', 'rugged', 'leather', 'magnetic', 'folio']
let database: Database

async function plan(search: Record<string, string>): Promise<string> {
  const query = ProductListQuerySchema.parse(search)
  const { sql: text, params } = productPageQuery(
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

  it('counts a search once for every page and order of it, and again for other filters', async () => {
    const cache = new CatalogueCache()
    cache.changed(true)
    const counted: string[] = []
    const memo = (key: string, count: () => Promise<number>) =>
      cache.count(key, () => {
        counted.push(key)
        return count()
      })
    const list = (search: Record<string, string>) =>
      listProducts(database.db, ProductListQuerySchema.parse(search), false, memo)

    const first = await list({ search: 'rugged', minPrice: '300', limit: '48' })
    const paged = await list({ search: 'rugged', minPrice: '300', limit: '20', page: '3' })
    const sorted = await list({ search: 'rugged', minPrice: '300', sortBy: 'price', limit: '10' })
    expect(counted).toHaveLength(1)
    // What SQL counts on its own, up to the cap.
    const [{ total } = { total: -1 }] = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(like(products.name, 'rugged case %'), gte(products.shelfPrice, 300_00)))
    for (const answer of [first, paged, sorted]) {
      expect(answer.total).toBe(Math.min(total, 1000))
    }
    expect(paged.products.map((p) => p.id)).not.toEqual(
      first.products.slice(0, 20).map((p) => p.id),
    )

    await list({ search: 'rugged', minPrice: '301', limit: '48' })
    expect(counted).toHaveLength(2)
    cache.changed(true)
    await list({ search: 'rugged', minPrice: '300', limit: '48' })
    expect(counted).toHaveLength(3)
  })
})
