import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultSku } from '#domain/product/variant.ts'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const ON_SALE = '0f8fad5b-d9cb-469f-a165-70867728950e'
const SWITCHED_OFF = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const SHOPPER = '9b2f1d0e-3c4a-4e5f-8a6b-7c8d9e0f1a2b'
const ORDER = '1e2d3c4b-5a69-4788-9796-a5b4c3d2e1f0'
const client = await PGlite.create({ extensions: { pg_trgm } })
afterAll(() => client.close())

/** The migrations as they were before products had variants. */
async function migrationsBeforeVariants() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kavach-migrations-'))
  await cp(migrationsFolder, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag < '0008')
  await writeFile(journalFile, JSON.stringify(journal))
  return dir
}

describe('the product-variants migration', () => {
  it('sells each existing product as one untracked variant, keeps its own toggle and points its order lines at it', async () => {
    const before = await migrationsBeforeVariants()
    await migrate(drizzle({ client }), { migrationsFolder: before })
    await rm(before, { recursive: true, force: true })
    await client.query(
      `insert into products (id, name, brand, category, price, image, in_stock) values
        ($1, 'Old Case', 'Kavach', 'cases', 49900, '/a.webp', true),
        ($2, 'Old Glass', 'Kavach', 'tempered-glass', 29900, '/b.webp', false)`,
      [ON_SALE, SWITCHED_OFF],
    )
    await client.query(
      `insert into users (id, name, email) values ($1, 'Asha', 'asha@example.in')`,
      [SHOPPER],
    )
    await client.query(
      `insert into orders (id, order_number, user_id, subtotal, tax, shipping, total, shipping_address)
       values ($1, 'KV-OLD-1', $2, 49900, 8982, 0, 58882, '{}')`,
      [ORDER, SHOPPER],
    )
    await client.query(
      `insert into order_items (order_id, product_id, product_snapshot, quantity, unit_price, unit_display_price)
       values ($1, $2, '{"name":"Old Case","image":"/a.webp","brand":"Kavach"}', 1, 49900, 58882)`,
      [ORDER, ON_SALE],
    )

    await migrate(drizzle({ client }), { migrationsFolder })

    const variants = await client.query<Record<string, unknown>>(
      `select product_id, sku, options, stock, reserved, price_override, low_stock_threshold
         from product_variants order by sku`,
    )
    expect(variants.rows).toEqual(
      [ON_SALE, SWITCHED_OFF].map((id) => ({
        product_id: id,
        sku: defaultSku(id),
        options: {},
        stock: null,
        reserved: 0,
        price_override: null,
        low_stock_threshold: 5,
      })),
    )
    const toggles = await client.query(`select id, in_stock, options from products order by id`)
    expect(toggles.rows).toEqual([
      { id: ON_SALE, in_stock: true, options: [] },
      { id: SWITCHED_OFF, in_stock: false, options: [] },
    ])
    const lines = await client.query(
      `select v.sku from order_items i join product_variants v on v.id = i.variant_id`,
    )
    expect(lines.rows).toEqual([{ sku: defaultSku(ON_SALE) }])
  })
})
