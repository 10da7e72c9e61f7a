// Which writes tell every app process that the catalogue changed (migrations 0012 and 0014).
import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availability, type VariantStock } from '#domain/product/variant.ts'
import { CATALOGUE_CHANNEL } from '../plugins/catalogue-cache.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import type { Database, Listener } from './client.ts'
import { productVariants } from './schema/index.ts'
import { buildProduct, insertProducts } from './seed/product-factory.ts'

let database: Database
let listener: Listener
let heard = 0
beforeAll(async () => {
  database = await createTestDatabase()
  listener = await database.listen(CATALOGUE_CHANNEL, () => heard++)
})
afterAll(async () => {
  await listener.close()
  await database.close()
})

/** How many times the catalogue was said to change while `write` ran. */
async function changesOf(write: () => Promise<unknown>) {
  await listener.sync()
  const before = heard
  await write()
  await listener.sync()
  return heard - before
}

describe('a variant’s stock', () => {
  it('is shown alike in SQL and in the domain', async () => {
    const cases: VariantStock[] = [0, 3, 5].flatMap((lowStockThreshold) => [
      { stock: null, reserved: 0, lowStockThreshold },
      ...Array.from({ length: 9 }, (_, stock) =>
        Array.from({ length: stock + 1 }, (_, reserved) => ({
          stock,
          reserved,
          lowStockThreshold,
        })),
      ).flat(),
    ])
    const column = (read: (c: VariantStock) => number | null) => sql.param(cases.map(read))
    const rows = await database.db
      .select({ shown: sql<number>`shown_stock(c.stock, c.reserved, c.threshold)` })
      .from(
        sql`unnest(${column((c) => c.stock)}::int[], ${column((c) => c.reserved)}::int[],
          ${column((c) => c.lowStockThreshold)}::int[])
          with ordinality as c(stock, reserved, threshold, n)`,
      )
      .orderBy(sql`c.n`)
    const shown = rows.map((row) => Number(row.shown))
    expect(shown).toHaveLength(cases.length)
    const said = cases.map((c) => JSON.stringify(availability(c)))
    for (const [i, a] of said.entries()) {
      for (const [j, b] of said.entries()) expect(shown[i] === shown[j]).toBe(a === b)
    }
  })

  it('tells the app processes only when what shoppers see of it changes', async () => {
    const [product] = await insertProducts(database.db, [buildProduct()])
    const v = productVariants
    const id = (
      await database.db.select({ id: v.id }).from(v).where(eq(v.productId, product!.id))
    )[0]!.id
    const update = (set: PgUpdateSetSource<typeof v>) =>
      database.db.update(v).set(set).where(eq(v.id, id))

    // Untracked, a unit held changes nothing (checkout's hold adds 0).
    expect(await changesOf(() => update({ reserved: sql`${v.reserved} + 0` }))).toBe(0)
    // Counted at 20 (5 the low mark), it shows "in stock" as before.
    expect(await changesOf(() => update({ stock: 20 }))).toBe(0)
    expect(await changesOf(() => update({ reserved: 1 }))).toBe(0)
    // Sold: stock and held both go down by the unit.
    expect(await changesOf(() => update({ stock: 19, reserved: 0, updatedAt: new Date() }))).toBe(0)
    expect(await changesOf(() => update({ reserved: 13 }))).toBe(0)
    // Five left is low: shown with its count, each unit after it too.
    expect(await changesOf(() => update({ reserved: 14 }))).toBe(1)
    expect(await changesOf(() => update({ reserved: 15 }))).toBe(1)
    expect(await changesOf(() => update({ reserved: 19 }))).toBe(1)
    expect(await changesOf(() => update({ priceOverride: 450_00 }))).toBe(1)
    expect(await changesOf(() => update({ updatedAt: new Date() }))).toBe(0)

    const added = () => database.db.insert(v).values({ productId: product!.id, sku: 'CASE-2' })
    expect(await changesOf(added)).toBe(1)
    expect(await changesOf(() => database.db.delete(v).where(eq(v.sku, 'CASE-2')))).toBe(1)
  })
})
