// `npx tsx bench/catalogue-list.ts [answers.txt]`: times the shop's list service in-process on the demo
// store and, given a file, writes the API's answers to a set of list queries there. The store is an
// in-memory PGlite, or PostgreSQL at BENCH_DATABASE_URL; with BENCH_STORE=<folder> (PGlite) or the
// same PostgreSQL database, a second run reuses the first one's store, so answers before and after
// a change can be compared byte for byte.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, inArray } from 'drizzle-orm'
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { phoneModels, products, productVariants } from '#server/db/schema/index.ts'
import { seedDemoStore } from '#server/db/seed/seed-demo-store.ts'
import { PHONE_MODEL_OPTION } from '#domain/product/variant.ts'
import { listProducts } from '#server/services/catalogue.ts'

const CALLS = Number(process.env.BENCH_CALLS ?? 200)
const QUERIES = [
  'limit=1000&sortBy=createdAt&sortOrder=desc',
  'search=case&minPrice=300&maxPrice=2000&sortBy=price',
  'sortBy=price&sortOrder=asc',
  'sortBy=price&sortOrder=desc&limit=7&page=2',
  'maxPrice=600',
  'minPrice=700&sortBy=name&sortOrder=asc',
  'category=cases&sortBy=rating',
  'model=iphone-16',
  'model=iphone-16&sortBy=price&sortOrder=asc&limit=3',
  'filter=new&limit=5',
  'limit=10&page=3',
  'limit=1000&page=2',
  'search=zzzz',
]

const kept = process.env.BENCH_STORE
const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'kavach-catalogue-')))
const url = process.env.BENCH_DATABASE_URL
const database = await openDatabase(
  url ? { url } : { dataDir: kept ? path.join(kept, 'pglite') : undefined },
)
await database.migrate()
const { seeded } = await seedDemoStore(database.db, dataDir, { info: () => {} })
if (seeded) await giveCasesVariants()

/** Sells every case and glass in each demo phone model, some at their own price, some low or sold out. */
async function giveCasesVariants() {
  const models = await database.db.select().from(phoneModels).orderBy(asc(phoneModels.slug))
  const fitted = await database.db
    .select()
    .from(products)
    .where(inArray(products.category, ['cases', 'tempered-glass']))
    .orderBy(asc(products.name))
  for (const [p, product] of fitted.entries()) {
    await database.db.delete(productVariants).where(eq(productVariants.productId, product.id))
    await database.db.insert(productVariants).values(
      models.map((model, m) => ({
        productId: product.id,
        sku: `BENCH-${p}-${model.slug}`,
        options: { [PHONE_MODEL_OPTION]: model.name },
        phoneModelId: model.id,
        stock: [null, 0, 3, 40][(p + m) % 4],
        priceOverride: (p + m) % 3 === 0 ? product.price - 100_00 + m * 20_00 : null,
        position: m,
      })),
    )
  }
}

const answersFile = process.argv[2]
if (answersFile) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const app = await buildApp({ config, database })
  const answers: string[] = []
  for (const query of QUERIES) {
    const response = await app.inject({ method: 'GET', url: `/api/products?${query}` })
    answers.push(`${query}\n${response.statusCode} ${response.body}\n`)
  }
  await writeFile(answersFile, answers.join('\n'))
  await app.close()
}

console.log(`list service, ${CALLS} calls each, ${database.kind}`)
for (const search of QUERIES.slice(0, 3)) {
  const query = ProductListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))
  for (let i = 0; i < 20; i++) await listProducts(database.db, query)
  const times: number[] = []
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now()
    await listProducts(database.db, query)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length
  console.log(
    `${search.padEnd(55)} mean ${mean.toFixed(2)} ms, median ${times[times.length >> 1]?.toFixed(2)} ms`,
  )
}

await database.close()
if (!kept) await rm(dataDir, { recursive: true, force: true })
